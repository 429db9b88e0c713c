import { forwardRef, type CSSProperties, type ReactNode } from 'react';
import classes from './mantine-table-scroll.module.css';

/** What Table.ScrollContainer hands its ScrollArea: the ScrollArea-only settings are not a div's. */
interface ScrollAreaStandInProps {
  className?: string;
  style?: CSSProperties;
  children?: ReactNode;
  offsetScrollbars?: unknown;
  scrollbarSize?: unknown;
  scrollHideDelay?: unknown;
  scrollbars?: unknown;
  type?: unknown;
}

/**
 * Mantine's Table.ScrollContainer scrolls a wide table inside a ScrollArea (its own scroll bars: about 5 kB sent, on
 * every page with a table, before its first paint). The build gives it this instead (vite.config.ts): the browser's
 * own scrolling, as the chat and the side menu have, reachable from the keyboard (a scrollable region must be).
 */
export const ScrollArea = forwardRef<HTMLDivElement, ScrollAreaStandInProps>(function TableScroll(
  { className, style, children, offsetScrollbars: _offset, scrollbarSize: _size, scrollHideDelay: _delay, scrollbars: _bars, type: _type, ...props },
  ref,
) {
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <div ref={ref} {...props} className={[classes.scroll, className].filter(Boolean).join(' ')} style={style} tabIndex={0}>
      {children}
    </div>
  );
});
