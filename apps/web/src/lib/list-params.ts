import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/**
 * A paged list's filters and page, kept in the address so the way back from one of its items finds the list as it
 * was. Changing a filter goes back to page 1 and replaces the history entry (typing is not a step back); a page is a
 * step of its own.
 */
export function useListParams<K extends string>(filters: readonly K[]) {
  const [params, setParams] = useSearchParams();
  const values = Object.fromEntries(filters.map((key) => [key, params.get(key) ?? ''])) as Record<K, string>;
  const page = Math.max(1, Math.floor(Number(params.get('page'))) || 1);
  const update = useCallback(
    (change: Partial<Record<K, string>> & { page?: number }) =>
      setParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          for (const key of filters) {
            const value = change[key];
            if (value === undefined) continue;
            if (value) next.set(key, value);
            else next.delete(key);
            next.delete('page');
          }
          if (change.page !== undefined) {
            if (change.page > 1) next.set('page', String(change.page));
            else next.delete('page');
          }
          return next;
        },
        { replace: change.page === undefined },
      ),
    // The filters' names are constants of the calling page.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [setParams, filters.join()],
  );
  return { values, page, update };
}
