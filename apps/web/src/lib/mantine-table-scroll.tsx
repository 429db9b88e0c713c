import { useMergedRef } from '@mantine/hooks';
import { forwardRef, useEffect, useRef, useState, type CSSProperties, type ReactNode } from 'react';
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
 * own scrolling, as the chat and the side menu have. While the table is wider than its place, the keyboard can reach
 * it to scroll it (a scrollable region must be); otherwise it is no stop on the way.
 */
export const ScrollArea = forwardRef<HTMLDivElement, ScrollAreaStandInProps>(function TableScroll(
  { className, style, children, offsetScrollbars: _offset, scrollbarSize: _size, scrollHideDelay: _delay, scrollbars: _bars, type: _type, ...props },
  ref,
) {
  const own = useRef<HTMLDivElement>(null);
  const mergedRef = useMergedRef(ref, own);
  const [scrolls, setScrolls] = useState(false);
  useEffect(() => {
    const element = own.current;
    if (!element) return;
    const observer = new ResizeObserver(() => setScrolls(element.scrollWidth > element.clientWidth));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return (
    <div
      ref={mergedRef}
      {...props}
      className={[classes.scroll, className].filter(Boolean).join(' ')}
      style={style}
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={scrolls ? 0 : undefined}
    >
      {children}
    </div>
  );
});
