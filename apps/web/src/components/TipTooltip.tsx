import { Tooltip } from '@mantine/core';
import { cloneElement } from 'react';
import { useTakeFocus, type DeferredProps } from './deferred.tsx';
import type { TipProps } from './Tip.tsx';

/** Tip's tooltip, once its code has loaded (Tip.tsx). */
export function TipTooltip({ children, takeFocus, defaultOpened: _clicked, ...props }: TipProps & DeferredProps) {
  const focusRef = useTakeFocus(takeFocus);
  return <Tooltip {...props}>{cloneElement(children, { ref: focusRef })}</Tooltip>;
}
