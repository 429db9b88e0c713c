import { Stack, Tabs, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconCash, IconDiscount, IconFileInvoice, type Icon } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { PageHeader } from '../../../components/PageHeader.tsx';
import { ADMIN_NS } from '../../../lib/i18n.ts';
import { CouponsTab } from './CouponsTab.tsx';
import { InvoicesTab } from './InvoicesTab.tsx';
import { PaymentsTab } from './PaymentsTab.tsx';

export const MONEY_TABS = ['payments', 'invoices', 'coupons'] as const;
export type MoneyTab = (typeof MONEY_TABS)[number];

/** /admin/money is the ledger; /admin/money/invoices and /admin/money/coupons the other tabs. */
export const moneyPath = (tab: MoneyTab) => (tab === 'payments' ? '/admin/money' : `/admin/money/${tab}`);
const tabOf = (param: string | undefined): MoneyTab => MONEY_TABS.find((tab) => tab === param) ?? 'payments';

const ICONS: Record<MoneyTab, Icon> = { payments: IconCash, invoices: IconFileInvoice, coupons: IconDiscount };
const PANELS: Record<MoneyTab, (props: { compact: boolean }) => ReactNode> = { payments: PaymentsTab, invoices: InvoicesTab, coupons: CouponsTab };

/** /admin/money: the site's ledger (refunds through the provider), invoices for customers, and coupons; each tab in the address. */
export default function MoneyPage() {
  const { t } = useTranslation(ADMIN_NS);
  const navigate = useNavigate();
  const tab = tabOf(useParams().tab);
  const compact = useMediaQuery('(max-width: 48em)', false, { getInitialValueInEffect: false });
  const Panel = PANELS[tab];

  return (
    <>
      <PageHeader title={t('titles.money')} />
      <Stack gap="md">
        <Text c="dimmed">{t('admin.money.intro')}</Text>
        <Tabs value={tab} onChange={(value) => value && void navigate(moneyPath(value as MoneyTab))} keepMounted={false}>
          <Tabs.List aria-label={t('admin.money.tabsLabel')}>
            {MONEY_TABS.map((kind) => {
              const TabIcon = ICONS[kind];
              return (
                <Tabs.Tab key={kind} value={kind} leftSection={<TabIcon size={16} aria-hidden />}>
                  {t(`admin.money.tabs.${kind}`)}
                </Tabs.Tab>
              );
            })}
          </Tabs.List>
          {MONEY_TABS.map((kind) => (
            <Tabs.Panel key={kind} value={kind} pt="md">
              {kind === tab && <Panel compact={compact} />}
            </Tabs.Panel>
          ))}
        </Tabs>
      </Stack>
    </>
  );
}
