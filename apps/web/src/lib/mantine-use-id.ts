import { useId as useReactId } from 'react';

/**
 * Mantine's `useId` (@mantine/hooks), as the build gives it to Mantine's components (vite.config.ts, mantineUseId):
 * React's own id, the same from the first render on. Mantine's sets a random id in a layout effect after every
 * mount, so each Popover, Tooltip, Menu and input rendered again, at once and in one blocking task, right after the
 * page appeared: hundreds of renders on a dashboard or an order page. A `staticId` wins, as in Mantine's.
 */
export function useId(staticId?: string): string {
  // React writes ids like «r1» or _r_1_: letters, digits, _ and - keep them usable in a selector.
  const id = `mantine-${useReactId().replace(/[^\w-]/g, '')}`;
  return typeof staticId === 'string' ? staticId : id;
}
