import { useLayoutEffect, useRef, type RefObject } from 'react';

/** Rows a text needs: its content height in lines, between min and max; an empty box (placeholder only) has min. */
export function rowsFor(value: string, contentHeight: number, lineHeight: number, minRows: number, maxRows: number): number {
  if (!value || !(lineHeight > 0)) return minRows;
  return Math.min(maxRows, Math.max(minRows, Math.round(contentHeight / lineHeight)));
}

function fit(el: HTMLTextAreaElement, minRows: number, maxRows: number) {
  const cs = getComputedStyle(el);
  const line = parseFloat(cs.lineHeight) || parseFloat(cs.fontSize) * 1.5;
  const padding = parseFloat(cs.paddingTop) + parseFloat(cs.paddingBottom);
  const border = parseFloat(cs.borderTopWidth) + parseFloat(cs.borderBottomWidth);
  const heightOf = (rows: number) => `${rows * line + padding + border}px`;
  // Shrink first: scrollHeight only tells how much content there is when the box is not taller than it.
  el.style.height = heightOf(minRows);
  const content = el.scrollHeight - padding;
  el.style.height = heightOf(rowsFor(el.value, content, line, minRows, maxRows));
  el.style.overflowY = el.value && content > maxRows * line + 1 ? 'auto' : 'hidden';
}

/**
 * A textarea that grows with its text from minRows to maxRows. Unlike the
 * Mantine autosize it measures again when its own width changes (the shell's
 * layout animates after a resize; measured mid-way the box stayed 10 rows high).
 */
export function useAutoHeight(value: string, minRows = 1, maxRows = 10): RefObject<HTMLTextAreaElement | null> {
  const ref = useRef<HTMLTextAreaElement>(null);

  useLayoutEffect(() => {
    if (ref.current) fit(ref.current, minRows, maxRows);
  }, [value, minRows, maxRows]);

  useLayoutEffect(() => {
    const el = ref.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    let width = el.offsetWidth;
    const observer = new ResizeObserver(() => {
      if (el.offsetWidth === width) return;
      width = el.offsetWidth;
      fit(el, minRows, maxRows);
    });
    observer.observe(el);
    void document.fonts?.ready.then(() => el.isConnected && fit(el, minRows, maxRows));
    return () => observer.disconnect();
  }, [minRows, maxRows]);

  return ref;
}
