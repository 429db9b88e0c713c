import { Rating, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { WRITER_NS } from '../../../lib/i18n.ts';

/** A customer's rating out of 5 stars, read-only; a dash when there is none. */
export function StarRating({ value }: { value: number | null }) {
  const { t } = useTranslation(WRITER_NS);
  if (value === null) {
    return (
      <Text size="sm" c="dimmed">
        {t('writer.revisions.notRated')}
      </Text>
    );
  }
  return <Rating value={value} count={5} readOnly size="sm" aria-label={t('writer.revisions.rated', { rating: value })} role="img" />;
}
