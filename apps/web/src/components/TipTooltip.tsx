import { Tooltip, type TooltipProps } from '@mantine/core';
import { cloneElement, type FocusEvent, type ReactElement, type Ref } from 'react';
import { useTakeFocus, type DeferredProps } from './deferred.tsx';

type Focusable = ReactElement<{ onFocus?: (event: FocusEvent) => void; onBlur?: (event: FocusEvent) => void; ref?: Ref<HTMLElement> }>;
/** Tip's props: a Tooltip's, around one element that takes the focus (Tip.tsx). */
export type TipProps = Omit<TooltipProps, 'children'> & { children: Focusable };

/** Tip's tooltip, once its code has loaded (Tip.tsx). */
export function TipTooltip({ children, takeFocus, defaultOpened: _clicked, ...props }: TipProps & DeferredProps) {
  const focusRef = useTakeFocus(takeFocus);
  return <Tooltip {...props}>{cloneElement(children, { ref: focusRef })}</Tooltip>;
}
