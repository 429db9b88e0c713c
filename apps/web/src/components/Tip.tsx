import { cloneElement, type FocusEvent } from 'react';
import { deferred, type StandInProps } from './deferred.tsx';
import type { TipProps } from './TipTooltip.tsx';

/** Until the tooltip's code arrives: the element alone, telling the tooltip when it holds the focus. */
function TipStandIn({ children, onFocus, onBlur }: TipProps & StandInProps) {
  return cloneElement(children, {
    onFocus: (event: FocusEvent) => {
      children.props.onFocus?.(event);
      onFocus();
    },
    onBlur: (event: FocusEvent) => {
      children.props.onBlur?.(event);
      onBlur();
    },
  });
}

/**
 * Mantine's Tooltip, for an element that a page shows at first (a chat message's time, a notification's, an attach
 * button): its code and floating-ui's positioning (about 18 kB sent) load just after the page's first paint rather
 * than before it. Until then the element stands alone, in the same place; a focused one keeps the focus.
 */
export const Tip = deferred<TipProps>(() => import('./TipTooltip.tsx').then((m) => m.TipTooltip), TipStandIn);
