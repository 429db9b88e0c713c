import { lazy, Suspense } from 'react';

// Modal brings ScrollArea and floating-ui: the provider loads after the page's first paint, beside the page rather
// than around it (`modals.open*` reach it by events), so no page waits for it.
const ModalsProviderHost = lazy(() => import('./ModalsProviderHost.tsx'));

/** Mantine modals (confirmations, tip, pay), mounted by the signed-in shell. */
export function ModalsHost() {
  return (
    <Suspense fallback={null}>
      <ModalsProviderHost />
    </Suspense>
  );
}
