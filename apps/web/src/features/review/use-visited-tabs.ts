import type { TCritiqueTab } from '@draftdesk/contract';
import { useCallback, useEffect, useRef, useState } from 'react';
import { saveProgress } from './api.ts';
import { withVisited } from './rules.ts';

/**
 * The tabs the visitor has opened (spec 03 §4): they start from what the server
 * has, and each time the set grows the full list is saved (POST /review/progress).
 */
export function useVisitedTabs(critiqueId: string, saved: readonly TCritiqueTab[]) {
  const [visited, setVisited] = useState<readonly TCritiqueTab[]>(saved);
  const savedCount = useRef(saved.length);

  const visit = useCallback((tab: TCritiqueTab) => setVisited((list) => withVisited(list, tab)), []);

  useEffect(() => {
    if (visited.length <= savedCount.current) return;
    const count = visited.length;
    savedCount.current = count;
    // Progress is a nicety: a failed save is tried again, with the whole list, when the next tab is opened.
    saveProgress(critiqueId, visited).catch(() => {
      if (savedCount.current === count) savedCount.current = count - 1;
    });
  }, [critiqueId, visited]);

  return { visited, visit };
}
