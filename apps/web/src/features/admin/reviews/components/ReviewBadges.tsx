import { Badge, Group } from '@mantine/core';
import { IconCircleCheck, IconHourglassHigh, IconPencil } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ADMIN_NS } from '../../../../lib/i18n.ts';

/** Being prepared or ready, in words and colour; 'Written by staff' once someone has rewritten a text. */
export function ReviewBadges({ ready, writtenByWriter }: { ready: boolean; writtenByWriter: boolean }) {
  const { t } = useTranslation(ADMIN_NS);
  return (
    <Group gap={6} wrap="wrap">
      {ready ? (
        <Badge
          miw="max-content"
          color="teal"
          variant="light"
          leftSection={<IconCircleCheck size={14} aria-hidden />}
          data-testid="review-status"
          data-status="ready"
        >
          {t('admin.reviews.ready')}
        </Badge>
      ) : (
        <Badge
          miw="max-content"
          color="orange"
          variant="light"
          leftSection={<IconHourglassHigh size={14} aria-hidden />}
          data-testid="review-status"
          data-status="preparing"
        >
          {t('admin.reviews.preparing')}
        </Badge>
      )}
      {writtenByWriter && (
        <Badge miw="max-content" color="violet" variant="light" leftSection={<IconPencil size={14} aria-hidden />} data-testid="written-by-staff">
          {t('admin.reviews.writtenByStaff')}
        </Badge>
      )}
    </Group>
  );
}
