import type { TCustomerDraft } from '@draftdesk/contract';
import { Anchor, Paper, Rating, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { fileDownloadUrl } from '../../../lib/file-url.ts';
import { CUSTOMER_NS } from '../../../lib/i18n.ts';

/** The customer's review of a draft: rating, revision request and revised file. */
export function DraftReview({ draft }: { draft: TCustomerDraft }) {
  const { t } = useTranslation(CUSTOMER_NS);
  return (
    <Paper bg="gray.0" p="sm" radius="sm">
      <Text size="xs" fw={600} mb={4}>
        {t('revisions.yourReview')}
      </Text>
      {draft.rating !== null && <Rating value={draft.rating} readOnly size="sm" role="img" aria-label={t('revisions.ratedLabel', { rating: draft.rating })} />}
      {draft.review && (
        <Text size="sm" mt={4} style={{ whiteSpace: 'pre-wrap' }}>
          {draft.review}
        </Text>
      )}
      {draft.reviewFile && (
        <Anchor href={fileDownloadUrl(draft.reviewFile.key)} download={draft.reviewFile.originalname} size="sm">
          {draft.reviewFile.originalname}
        </Anchor>
      )}
    </Paper>
  );
}
