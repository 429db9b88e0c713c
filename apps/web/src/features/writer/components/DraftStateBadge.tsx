import { draftState, type TRevision } from '@draftdesk/contract';
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { WRITER_NS } from '../../../lib/i18n.ts';

const LOOK = {
  pending: { color: 'yellow', label: 'writer.revisions.statePending' },
  rejected: { color: 'red', label: 'writer.revisions.stateRejected' },
  'under-review': { color: 'blue', label: 'writer.revisions.stateUnderReview' },
  reviewed: { color: 'teal', label: 'writer.revisions.stateReviewed' },
} as const;

/** Where a draft stands: waiting for the admin, rejected, with the customer, or reviewed. */
export function DraftStateBadge({ revision }: { revision: TRevision }) {
  const { t } = useTranslation(WRITER_NS);
  const state = draftState(revision);
  return (
    <Badge color={LOOK[state].color} variant="light" data-testid="draft-state" data-state={state} style={{ flexShrink: 0 }}>
      {t(LOOK[state].label)}
    </Badge>
  );
}
