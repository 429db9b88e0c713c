import type { TCheckoutPackage } from '@draftdesk/contract';
import { Badge, Group, List, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { CHECKOUT_NS } from '../../../lib/i18n.ts';
import { formatPrice } from '../../../lib/money.ts';
import { PackageDescription } from './PackageDescription.tsx';

/** The package being bought: name, price, services and description (spec 03 §3 Package). */
export function PackageSummary({ pkg, headingLevel = 2 }: { pkg: TCheckoutPackage; headingLevel?: 2 | 3 }) {
  const { t } = useTranslation(CHECKOUT_NS);
  return (
    <Stack gap="sm">
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
        <Title order={headingLevel} size="h4">
          {pkg.packageName}
        </Title>
        <Badge size="lg" variant="light" style={{ flexShrink: 0 }}>
          {formatPrice(pkg.packagePrice, pkg.currency)}
        </Badge>
      </Group>
      {pkg.packageServices.length > 0 && (
        <div>
          <Text size="sm" fw={600} mb={4}>
            {t('checkout.summary.includes')}
          </Text>
          <List
            size="sm"
            spacing={4}
            icon={
              <ThemeIcon size={18} radius="xl" color="teal" variant="light" aria-hidden>
                <IconCheck size={12} />
              </ThemeIcon>
            }
          >
            {pkg.packageServices.map((service) => (
              <List.Item key={service._id}>{service.serviceName}</List.Item>
            ))}
          </List>
        </div>
      )}
      <PackageDescription html={pkg.packageDescriptionHTML} text={pkg.packageDescription} />
    </Stack>
  );
}
