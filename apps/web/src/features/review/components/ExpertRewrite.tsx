import type { TCheckoutPackage, TExternalProduct } from '@draftdesk/contract';
import { Button, Paper, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconExternalLink, IconPencilStar } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatPrice } from '../../../lib/money.ts';
import { REVIEW_NS } from '../namespace.ts';
import { expertOffer, monthlyPrice } from '../rules.ts';

interface ExpertRewriteProps {
  products: readonly TExternalProduct[];
  packages: readonly TCheckoutPackage[];
  currency: string;
  /** The site's own texts for this section (empty: ours). */
  helper: { helperText: string; buttonText: string };
  opening: string | null;
  onOpenPackage: (packageId: string) => void;
}

/** Spec 03 §2: the expert rewrite button sells the cheapest monthly external product, otherwise the cheapest package. */
export function ExpertRewrite({ products, packages, currency, helper, opening, onOpenPackage }: ExpertRewriteProps) {
  const { t } = useTranslation(REVIEW_NS);
  const offer = expertOffer(products, packages);
  if (!offer) return null;
  const text = helper.helperText.trim() || t('review.expert.text');
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="expert-title" data-testid="expert-rewrite">
      <Stack gap="sm" align="flex-start">
        <Title order={2} size="h4" id="expert-title" style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
          <IconPencilStar size={24} color="var(--mantine-primary-color-filled)" aria-hidden />
          {t('review.expert.title')}
        </Title>
        <Text style={{ whiteSpace: 'pre-line' }}>{text}</Text>
        {offer.kind === 'product' ? (
          <>
            <Text fw={600}>{t('review.expert.perMonth', { price: formatPrice(Math.round(monthlyPrice(offer.product) * 100) / 100, currency) })}</Text>
            <Button
              component="a"
              href={offer.product.productLink}
              target="_blank"
              rel="noopener noreferrer"
              rightSection={<IconExternalLink size={16} aria-hidden />}
            >
              {helper.buttonText.trim() || offer.product.buttonText.trim() || t('review.expert.button')}
              <VisuallyHidden> {t('review.consultation.newTab')}</VisuallyHidden>
            </Button>
          </>
        ) : (
          <Button loading={opening === offer.pkg._id} disabled={opening !== null && opening !== offer.pkg._id} onClick={() => onOpenPackage(offer.pkg._id)}>
            {helper.buttonText.trim() || t('review.expert.button')}
          </Button>
        )}
      </Stack>
    </Paper>
  );
}
