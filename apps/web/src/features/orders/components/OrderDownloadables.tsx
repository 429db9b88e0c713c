import type { TCustomerOrder } from '@draftdesk/contract';
import { Anchor, Card, Group, Stack, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { fileDownloadUrl } from '../../../lib/file-url.ts';
import { CUSTOMER_NS } from '../../../lib/i18n.ts';

/** The package's downloadables (guides, templates), shown when it has any. */
export function OrderDownloadables({ downloadables }: { downloadables: TCustomerOrder['package']['packageDownloadables'] }) {
  const { t } = useTranslation(CUSTOMER_NS);
  if (downloadables.length === 0) return null;
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="downloadables-title">
      <Title order={2} size="h4" mb="sm" id="downloadables-title">
        {t('orders.downloadables')}
      </Title>
      <Stack gap="xs">
        {downloadables.map((item) => (
          <Anchor key={item.data.key} href={fileDownloadUrl(item.data.key)} download>
            <Group gap={6} wrap="nowrap">
              <IconDownload size={16} aria-hidden />
              {item.title}
            </Group>
          </Anchor>
        ))}
      </Stack>
    </Card>
  );
}
