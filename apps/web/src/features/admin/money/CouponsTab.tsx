import type { TAdminCoupon } from '@draftdesk/contract';
import { ActionIcon, Badge, Button, Group, Paper, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { IconDiscount, IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/EmptyState.tsx';
import { ErrorAlert } from '../../../components/ErrorAlert.tsx';
import { TimedAlert } from '../../../components/TimedAlert.tsx';
import { openConfirm } from '../../../lib/confirm.ts';
import { dateOf } from '../../../lib/format.ts';
import { ADMIN_NS } from '../../../lib/i18n.ts';
import { errorText, translateText } from '../../../lib/messages.ts';
import { formatPrice } from '../../../lib/money.ts';
import { FigureGrid, ListSkeleton, ScrollTable } from '../components/ListParts.tsx';
import classes from '../reviews/components/ReviewsList.module.css';
import { useCoupons, useDeleteCoupon, useMoneyPackages } from './api.ts';
import { CouponModal } from './CouponModal.tsx';
import { couponState, type CouponState } from './money-form.ts';

const STATE_COLOR: Record<CouponState, string> = { live: 'teal', off: 'gray', scheduled: 'blue', expired: 'orange', usedUp: 'orange' };

interface CouponTexts {
  discount: (coupon: TAdminCoupon) => string;
  packages: (coupon: TAdminCoupon) => string;
  validity: (coupon: TAdminCoupon) => string;
  redemptions: (coupon: TAdminCoupon) => string;
}

/** How a coupon reads in the list: its discount, packages, dates and redemptions. */
function useCouponTexts(packageNames: Map<string, string>): CouponTexts {
  const { t } = useTranslation(ADMIN_NS);
  return {
    discount: (c) => (c.kind === 'percent' ? t('admin.money.coupons.percentValue', { percent: c.percentOff ?? 0 }) : formatPrice(c.amountOff ?? 0, c.currency)),
    packages: (c) =>
      c.packageIds.length === 0
        ? t('admin.money.coupons.allPackages')
        : c.packageIds.map((id) => packageNames.get(id) ?? t('admin.money.coupons.unknownPackage')).join(', '),
    validity: (c) => {
      if (c.validFrom && c.validUntil) return t('admin.money.coupons.between', { from: dateOf(c.validFrom), until: dateOf(c.validUntil) });
      if (c.validFrom) return t('admin.money.coupons.fromDate', { from: dateOf(c.validFrom) });
      if (c.validUntil) return t('admin.money.coupons.untilDate', { until: dateOf(c.validUntil) });
      return t('admin.money.coupons.always');
    },
    redemptions: (c) => (c.usageLimit === null ? String(c.redemptions) : t('admin.money.coupons.ofLimit', { used: c.redemptions, limit: c.usageLimit })),
  };
}

function StateBadge({ coupon }: { coupon: TAdminCoupon }) {
  const { t } = useTranslation(ADMIN_NS);
  const state = couponState(coupon);
  return (
    <Badge color={STATE_COLOR[state]} variant="light" data-testid="coupon-state">
      {t(`admin.money.coupons.states.${state}`)}
    </Badge>
  );
}

interface ListProps {
  rows: TAdminCoupon[];
  texts: CouponTexts;
  onEdit: (coupon: TAdminCoupon) => void;
  onDelete: (coupon: TAdminCoupon) => void;
}

function RowActions({ coupon, onEdit, onDelete }: { coupon: TAdminCoupon } & Pick<ListProps, 'onEdit' | 'onDelete'>) {
  const { t } = useTranslation(ADMIN_NS);
  return (
    <Group gap={4} wrap="nowrap" justify="flex-end">
      <Button
        size="xs"
        variant="light"
        leftSection={<IconPencil size={14} aria-hidden />}
        onClick={() => onEdit(coupon)}
        aria-label={t('admin.money.coupons.editCode', { code: coupon.code })}
      >
        {t('admin.money.coupons.edit')}
      </Button>
      <ActionIcon
        variant="subtle"
        color="red"
        size="lg"
        onClick={() => onDelete(coupon)}
        aria-label={t('admin.money.coupons.deleteCode', { code: coupon.code })}
      >
        <IconTrash size={16} aria-hidden />
      </ActionIcon>
    </Group>
  );
}

const Code = ({ code }: { code: string }) => (
  <Text fw={700} ff="monospace" size="sm">
    {code}
  </Text>
);

function CouponsTable({ rows, texts, onEdit, onDelete }: ListProps) {
  const { t } = useTranslation(ADMIN_NS);
  return (
    <ScrollTable label={t('admin.money.coupons.tableLabel')} minWidth={900}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('admin.money.coupons.colCode')}</Table.Th>
          <Table.Th>{t('admin.money.coupons.colDiscount')}</Table.Th>
          <Table.Th>{t('admin.money.coupons.colPackages')}</Table.Th>
          <Table.Th>{t('admin.money.coupons.colValid')}</Table.Th>
          <Table.Th className={classes.numeric}>{t('admin.money.coupons.colRedemptions')}</Table.Th>
          <Table.Th>{t('admin.money.coupons.colState')}</Table.Th>
          <Table.Th>
            <VisuallyHidden>{t('admin.money.coupons.colActions')}</VisuallyHidden>
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((coupon) => (
          <Table.Tr key={coupon._id} data-testid="coupon-row" data-code={coupon.code}>
            <Table.Td>
              <Code code={coupon.code} />
            </Table.Td>
            <Table.Td data-testid="coupon-discount">{texts.discount(coupon)}</Table.Td>
            <Table.Td maw={220}>
              <Text size="sm" lineClamp={2}>
                {texts.packages(coupon)}
              </Text>
            </Table.Td>
            <Table.Td>{texts.validity(coupon)}</Table.Td>
            <Table.Td className={classes.numeric} data-testid="coupon-redemptions">
              {texts.redemptions(coupon)}
            </Table.Td>
            <Table.Td>
              <StateBadge coupon={coupon} />
            </Table.Td>
            <Table.Td>
              <RowActions coupon={coupon} onEdit={onEdit} onDelete={onDelete} />
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </ScrollTable>
  );
}

function CouponsCards({ rows, texts, onEdit, onDelete }: ListProps) {
  const { t } = useTranslation(ADMIN_NS);
  return (
    <Stack gap="sm" component="ul" m={0} p={0} style={{ listStyle: 'none' }} aria-label={t('admin.money.coupons.tableLabel')}>
      {rows.map((coupon) => (
        <Paper component="li" key={coupon._id} withBorder radius="md" p="md" data-testid="coupon-row" data-code={coupon.code}>
          <Stack gap={8}>
            <Group justify="space-between" wrap="nowrap">
              <Code code={coupon.code} />
              <StateBadge coupon={coupon} />
            </Group>
            <FigureGrid
              figures={[
                [t('admin.money.coupons.colDiscount'), texts.discount(coupon)],
                [t('admin.money.coupons.colRedemptions'), texts.redemptions(coupon)],
                [t('admin.money.coupons.colPackages'), texts.packages(coupon)],
                [t('admin.money.coupons.colValid'), texts.validity(coupon)],
              ]}
            />
            <RowActions coupon={coupon} onEdit={onEdit} onDelete={onDelete} />
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}

/** The site's coupons with their redemptions; each opens its editor, and one never redeemed can be deleted. */
export function CouponsTab({ compact }: { compact: boolean }) {
  const { t } = useTranslation(ADMIN_NS);
  const query = useCoupons();
  const packages = useMoneyPackages();
  const remove = useDeleteCoupon();
  // undefined: no editor open; null: a new coupon.
  const [editing, setEditing] = useState<TAdminCoupon | null | undefined>(undefined);
  const [success, setSuccess] = useState<string | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const packageList = (packages.data?.packages ?? []).map((pkg) => ({ _id: pkg._id, name: pkg.name }));
  const texts = useCouponTexts(new Map(packageList.map((pkg) => [pkg._id, pkg.name])));
  const rows = query.data?.coupons ?? [];
  const currency = query.data?.currency ?? packages.data?.currency ?? 'usd';

  const say = (message: string) => {
    setFailure(null);
    setSuccess(translateText(t, message));
  };
  const open = (coupon: TAdminCoupon | null) => {
    setSuccess(null);
    setFailure(null);
    setEditing(coupon);
  };
  const askDelete = (coupon: TAdminCoupon) =>
    openConfirm({
      title: t('admin.money.coupons.deleteTitle', { code: coupon.code }),
      children: <Text size="sm">{t('admin.money.coupons.deleteText')}</Text>,
      labels: { confirm: t('admin.money.coupons.delete'), cancel: t('common.cancel') },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        void remove.mutateAsync(coupon._id).then(
          (response) => say(response.message),
          (error: unknown) => {
            setSuccess(null);
            setFailure(error);
          },
        ),
    });

  return (
    <Stack gap="md">
      <Group justify="space-between" gap="sm">
        <Text size="sm" c="dimmed" maw={640}>
          {t('admin.money.coupons.intro')}
        </Text>
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => open(null)} disabled={!query.isSuccess}>
          {t('admin.money.coupons.new')}
        </Button>
      </Group>
      {success && <TimedAlert message={success} onClose={() => setSuccess(null)} />}
      {failure !== null && <ErrorAlert message={errorText(t, failure)} />}
      {query.isPending && <ListSkeleton />}
      {query.isError && <ErrorAlert message={errorText(t, query.error)} onRetry={() => void query.refetch()} />}
      {query.isSuccess && rows.length === 0 && (
        <EmptyState icon={IconDiscount} message={t('admin.money.coupons.empty')} hint={t('admin.money.coupons.emptyHint')} />
      )}
      {rows.length > 0 &&
        (compact ? (
          <CouponsCards rows={rows} texts={texts} onEdit={open} onDelete={askDelete} />
        ) : (
          <CouponsTable rows={rows} texts={texts} onEdit={open} onDelete={askDelete} />
        ))}
      <CouponModal
        coupon={editing}
        currency={currency}
        packages={packageList}
        onClose={() => setEditing(undefined)}
        onSaved={(message) => {
          setEditing(undefined);
          say(message);
        }}
      />
    </Stack>
  );
}
