import { startTransition, useEffect, useState } from 'react';

/**
 * False in a component's first render; true in a render of its own once that first one is on the screen. A page
 * with its data already at hand (asked while its code loaded) would otherwise build everything in one render: with
 * this, its frame (title, welcome, skeletons) paints first and the heavier content follows in a render React may
 * slice, so what the user reads first is there sooner (docs/perf.md).
 */
export function useAfterFirstPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => startTransition(() => setPainted(true)), []);
  return painted;
}
