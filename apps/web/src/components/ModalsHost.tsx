import { lazy, Suspense } from 'react';
import { afterPageContent } from '../lib/page-content.ts';

// Modal brings ScrollArea and floating-ui: the provider loads once the page's content is on the screen (lib/
// page-content.ts), beside the page rather than around it (`modals.open*` reach it by events), so no page waits for it.
const ModalsProviderHost = lazy(() => afterPageContent(() => import('./ModalsProviderHost.tsx')));

/** Mantine modals (confirmations, tip, pay), mounted by the signed-in shell. */
export function ModalsHost() {
  return (
    <Suspense fallback={null}>
      <ModalsProviderHost />
    </Suspense>
  );
}
