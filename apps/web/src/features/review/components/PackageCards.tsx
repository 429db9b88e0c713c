import type { TCheckoutPackage } from '@draftdesk/contract';
import { Badge, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatPrice } from '../../../lib/money.ts';
import { PackageDescription } from '../../checkout/components/PackageDescription.tsx';
import { REVIEW_NS } from '../namespace.ts';

interface PackageCardsProps {
  packages: readonly TCheckoutPackage[];
  currency: string;
  opening: string | null;
  onOpen: (packageId: string) => void;
}

/** The site's packages as the server sends them (highest price first); the first is marked most popular. */
export function PackageCards({ packages, currency, opening, onOpen }: PackageCardsProps) {
  const { t } = useTranslation(REVIEW_NS);
  if (!packages.length) return null;
  return (
    <section aria-labelledby="packages-title">
      <Stack gap="md">
        <Title order={2} size="h3" id="packages-title">
          {t('review.packages.title')}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2, md: Math.min(packages.length, 3) }} spacing="md">
          {packages.map((pkg, index) => (
            <Paper
              key={pkg._id}
              withBorder
              radius="md"
              p="lg"
              data-testid="package-card"
              style={index === 0 ? { borderColor: 'var(--mantine-primary-color-filled)', borderWidth: 2 } : undefined}
            >
              <Stack gap="sm" h="100%">
                {index === 0 && (
                  <Group>
                    <Badge variant="filled">{t('review.packages.mostPopular')}</Badge>
                  </Group>
                )}
                <Title order={3} size="h4" style={{ overflowWrap: 'anywhere' }}>
                  {pkg.packageName}
                </Title>
                <Text fz={28} fw={700} lh={1.1} data-testid="package-price">
                  {formatPrice(pkg.packagePrice, pkg.currency || currency)}
                </Text>
                <div style={{ flex: 1 }}>
                  <PackageDescription html={pkg.packageDescriptionHTML} text={pkg.packageDescription} />
                </div>
                <Button
                  fullWidth
                  variant={index === 0 ? 'filled' : 'outline'}
                  loading={opening === pkg._id}
                  disabled={opening !== null && opening !== pkg._id}
                  onClick={() => onOpen(pkg._id)}
                  aria-label={t('review.packages.selectLabel', { name: pkg.packageName })}
                >
                  {t('review.packages.select')}
                </Button>
              </Stack>
            </Paper>
          ))}
        </SimpleGrid>
      </Stack>
    </section>
  );
}
