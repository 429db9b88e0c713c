import { useElementSize } from '@mantine/hooks';
import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { PAGE_HEIGHT_PX, PAGE_WIDTH_PX } from './layout.ts';

/** The A4 page at its real size, scaled down to fit the column it is in (never up). */
export function ScaledPage({ children }: { children: ReactNode }) {
  const { ref, width } = useElementSize();
  const inner = useRef<HTMLDivElement>(null);
  const [height, setHeight] = useState(PAGE_HEIGHT_PX);
  const scale = width ? Math.min(1, width / PAGE_WIDTH_PX) : 1;

  useLayoutEffect(() => {
    const element = inner.current;
    if (!element) return;
    const observer = new ResizeObserver(() => setHeight(element.offsetHeight));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  return (
    <div ref={ref} style={{ width: '100%', height: height * scale, overflow: 'hidden' }}>
      <div ref={inner} style={{ width: PAGE_WIDTH_PX, transform: `scale(${scale})`, transformOrigin: 'top left', margin: scale === 1 ? '0 auto' : 0 }}>
        {children}
      </div>
    </div>
  );
}
