import { ActionIcon, Alert, Anchor, Button, CopyButton, Group, Stack, TextInput, Tooltip, VisuallyHidden } from '@mantine/core';
import { IconCheck, IconCircleCheck, IconCopy, IconExternalLink } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ADMIN_NS } from '../../../../lib/i18n.ts';
import { reviewPath } from './ReviewsList.tsx';

/** The review just made: its public link to copy or open, and (for admins, who have the reviews' list) the way to its details. */
export function NewReviewLink({
  link,
  critiqueId,
  email,
  onDone,
  withDetails = true,
}: {
  link: string;
  critiqueId: string;
  email: string;
  onDone: () => void;
  withDetails?: boolean;
}) {
  const { t } = useTranslation(ADMIN_NS);
  const url = new URL(link, window.location.origin).href;
  return (
    <Stack gap="md" data-testid="new-review-created">
      <Alert color="green" variant="light" icon={<IconCircleCheck aria-hidden />} role="status">
        {t('admin.reviews.created', { email })}
      </Alert>
      <TextInput
        label={t('admin.reviews.linkLabel')}
        value={url}
        readOnly
        onFocus={(event) => event.currentTarget.select()}
        data-testid="new-review-link"
        rightSection={
          <CopyButton value={url}>
            {({ copied, copy }) => (
              <Tooltip label={copied ? t('admin.reviews.copied') : t('admin.reviews.copy')} withArrow>
                <ActionIcon
                  variant="subtle"
                  color={copied ? 'teal' : 'gray'}
                  onClick={copy}
                  aria-label={copied ? t('admin.reviews.copied') : t('admin.reviews.copy')}
                >
                  {copied ? <IconCheck size={18} aria-hidden /> : <IconCopy size={18} aria-hidden />}
                </ActionIcon>
              </Tooltip>
            )}
          </CopyButton>
        }
      />
      <Group justify="space-between" gap="sm">
        <Anchor href={link} target="_blank" rel="noopener" size="sm">
          <Group gap={4} component="span" wrap="nowrap">
            {t('admin.reviews.openPublic')}
            <IconExternalLink size={14} aria-hidden />
            <VisuallyHidden>{t('admin.reviews.newTab')}</VisuallyHidden>
          </Group>
        </Anchor>
        <Group gap="sm">
          {withDetails && (
            <Button variant="default" component={Link} to={reviewPath(critiqueId)} onClick={onDone}>
              {t('admin.reviews.openDetails')}
            </Button>
          )}
          <Button onClick={onDone}>{t('admin.reviews.done')}</Button>
        </Group>
      </Group>
    </Stack>
  );
}
