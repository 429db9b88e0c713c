import { lazy, Suspense, useState } from 'react';
import type { DueDateModalProps } from './DueDateModal.tsx';

const DueDateModal = lazy(() => import('./DueDateModal.tsx').then((m) => ({ default: m.DueDateModal })));

/** The due date dialog, whose calendar (@mantine/dates) loads the first time it opens, not with the page. */
export function LazyDueDateModal(props: DueDateModalProps) {
  const [wanted, setWanted] = useState(false);
  if (props.order && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <DueDateModal {...props} />
    </Suspense>
  );
}
