import { useMergedRef } from '@mantine/hooks';
import type { Ref } from 'react';

/**
 * Mantine's ScrollArea merges its viewport's refs with floating-ui's `useMergeRefs`, and so brings floating-ui's
 * positioning code (about 14 kB sent) to every page with a table (Table.ScrollContainer is a ScrollArea) or a modal,
 * though it positions nothing there. The build gives ScrollArea this instead (vite.config.ts): Mantine's own hook,
 * which sets and clears the same refs. Tooltips and popovers keep floating-ui.
 */
export function useMergeRefs<T>(refs: ReadonlyArray<Ref<T> | undefined>): (node: T | null) => void {
  return useMergedRef<T>(...refs);
}
