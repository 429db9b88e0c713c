import '@mantine/dates/styles.layer.css';
import { ZCouponInput, type TAdminCoupon } from '@draftdesk/contract';
import { Button, Group, Modal, MultiSelect, NumberInput, SegmentedControl, Select, SimpleGrid, Stack, Switch, Text, TextInput } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { useState } from 'react';
import { Controller, useForm, type FieldErrors, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api.ts';
import { ADMIN_NS, currentLanguage } from '../../../lib/i18n.ts';
import { SaveFeedback } from '../catalogue/components/EditorParts.tsx';
import { fetchCoupon, useCreateCoupon, useUpdateCoupon } from './api.ts';
import { couponInputOf, couponToForm, emptyCoupon, moneyFieldText, type CouponForm } from './money-form.ts';

const FIELDS = ['code', 'kind', 'percentOff', 'amountOff', 'currency', 'packageIds', 'validFrom', 'validUntil', 'usageLimit', 'active'] as const;
const CURRENCIES = ['usd', 'eur', 'gbp', 'cad', 'aud'];

/** The contract's rules on what the API will take, said on the form's own fields. */
const couponResolver: Resolver<CouponForm> = async (values) => {
  const parsed = ZCouponInput.safeParse(couponInputOf(values));
  if (parsed.success) return { values, errors: {} };
  const errors: FieldErrors<CouponForm> = {};
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0]) as keyof CouponForm;
    if (!errors[field]) (errors as Record<string, { type: string; message: string }>)[field] = { type: 'validation', message: issue.message };
  }
  return { values: {}, errors };
};

interface CouponModalProps {
  /** null: a new coupon; undefined: closed. */
  coupon: TAdminCoupon | null | undefined;
  currency: string;
  packages: { _id: string; name: string }[];
  onClose: () => void;
  onSaved: (message: string) => void;
}

function CouponFormBody({ coupon, currency, packages, onClose, onSaved }: Omit<CouponModalProps, 'coupon'> & { coupon: TAdminCoupon | null }) {
  const { t } = useTranslation(ADMIN_NS);
  const create = useCreateCoupon();
  const update = useUpdateCoupon();
  // The version the form was loaded with: a save says it, so a change by someone else in between is refused.
  const [version, setVersion] = useState(coupon?.updatedAt ?? '');
  const [failure, setFailure] = useState<unknown>(null);
  const [reloading, setReloading] = useState(false);
  const form = useForm<CouponForm>({ resolver: couponResolver, defaultValues: coupon ? couponToForm(coupon, currency) : emptyCoupon(currency) });
  const { errors } = form.formState;
  const kind = form.watch('kind');
  const currencies = [...new Set([currency.toLowerCase(), ...CURRENCIES, ...(coupon?.currency ? [coupon.currency] : [])])];

  const refused = (error: unknown) => {
    const fieldErrors = error instanceof ApiError ? (error.errors ?? {}) : {};
    const fields = FIELDS.filter((field) => fieldErrors[field]);
    fields.forEach((field, i) => form.setError(field, { type: 'server', message: fieldErrors[field] }, { shouldFocus: i === 0 }));
    setFailure(fields.length ? null : error);
  };

  const onSubmit = form.handleSubmit((values) => {
    setFailure(null);
    const body = couponInputOf(values);
    const saving = coupon ? update.mutateAsync({ id: coupon._id, body: { ...body, updatedAt: version } }) : create.mutateAsync(body);
    return saving.then((response) => onSaved(response.message), refused);
  });

  const reload = async () => {
    if (!coupon) return;
    setReloading(true);
    try {
      const fresh = (await fetchCoupon(coupon._id)).coupon;
      setVersion(fresh.updatedAt);
      form.reset(couponToForm(fresh, currency));
      setFailure(null);
    } catch (error) {
      setFailure(error);
    } finally {
      setReloading(false);
    }
  };

  const busy = create.isPending || update.isPending;
  const numberField = (
    name: 'percentOff' | 'amountOff' | 'usageLimit',
    props: { label: string; description?: string; decimals: number; required?: boolean },
  ) => (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <NumberInput
          ref={field.ref}
          name={field.name}
          label={props.label}
          description={props.description}
          required={props.required}
          min={0}
          max={1_000_000}
          decimalScale={props.decimals}
          allowNegative={false}
          value={field.value ?? ''}
          onChange={(value) => field.onChange(typeof value === 'number' ? value : null)}
          onBlur={field.onBlur}
          disabled={busy}
          error={moneyFieldText(t, errors[name], t('admin.money.validation.enterNumber'))}
        />
      )}
    />
  );
  const dayField = (name: 'validFrom' | 'validUntil', label: string) => (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <DatePickerInput
          ref={field.ref}
          label={label}
          placeholder={t('admin.money.coupons.noDate')}
          value={field.value}
          onChange={(day) => field.onChange(day)}
          onBlur={field.onBlur}
          clearable
          clearButtonProps={{ 'aria-label': t('admin.money.coupons.clearDate', { field: label }) }}
          locale={currentLanguage()}
          valueFormat="ll"
          nextLabel={t('admin.money.coupons.nextMonth')}
          previousLabel={t('admin.money.coupons.previousMonth')}
          popoverProps={{ withinPortal: true }}
          disabled={busy}
          error={moneyFieldText(t, errors[name])}
        />
      )}
    />
  );

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate data-testid="coupon-form">
      <Stack gap="md">
        <TextInput
          label={t('admin.money.coupons.code')}
          description={t('admin.money.coupons.codeHint')}
          required
          maxLength={40}
          autoComplete="off"
          data-autofocus
          disabled={busy}
          styles={{ input: { textTransform: 'uppercase' } }}
          error={moneyFieldText(t, errors.code)}
          {...form.register('code')}
        />
        <Controller
          control={form.control}
          name="kind"
          render={({ field }) => (
            <Stack gap={4}>
              <Text size="sm" fw={500} id="coupon-kind-label">
                {t('admin.money.coupons.kind')}
              </Text>
              <SegmentedControl
                aria-labelledby="coupon-kind-label"
                value={field.value}
                onChange={(value) => field.onChange(value)}
                data={[
                  { value: 'percent', label: t('admin.money.coupons.kinds.percent') },
                  { value: 'fixed', label: t('admin.money.coupons.kinds.fixed') },
                ]}
                disabled={busy}
                style={{ alignSelf: 'flex-start' }}
              />
            </Stack>
          )}
        />
        {kind === 'percent' ? (
          numberField('percentOff', { label: t('admin.money.coupons.percentOff'), decimals: 0, required: true })
        ) : (
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            {numberField('amountOff', { label: t('admin.money.coupons.amountOff'), decimals: 2, required: true })}
            <Controller
              control={form.control}
              name="currency"
              render={({ field }) => (
                <Select
                  ref={field.ref}
                  label={t('admin.money.coupons.currency')}
                  description={t('admin.money.coupons.currencyHint', { currency: currency.toUpperCase() })}
                  required
                  data={currencies.map((code) => ({ value: code, label: code.toUpperCase() }))}
                  value={field.value}
                  onChange={(value) => field.onChange(value)}
                  onBlur={field.onBlur}
                  allowDeselect={false}
                  disabled={busy}
                  error={moneyFieldText(t, errors.currency)}
                />
              )}
            />
          </SimpleGrid>
        )}
        <Controller
          control={form.control}
          name="packageIds"
          render={({ field }) => (
            <MultiSelect
              ref={field.ref}
              label={t('admin.money.coupons.packages')}
              description={t('admin.money.coupons.packagesHint')}
              placeholder={field.value.length ? undefined : t('admin.money.coupons.allPackages')}
              data={[
                ...packages.map((pkg) => ({ value: pkg._id, label: pkg.name })),
                ...field.value
                  .filter((id) => !packages.some((pkg) => pkg._id === id))
                  .map((id) => ({ value: id, label: t('admin.money.coupons.unknownPackage') })),
              ]}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              searchable
              clearable
              hidePickedOptions
              disabled={busy}
              error={moneyFieldText(t, errors.packageIds)}
            />
          )}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          {dayField('validFrom', t('admin.money.coupons.validFrom'))}
          {dayField('validUntil', t('admin.money.coupons.validUntil'))}
        </SimpleGrid>
        {numberField('usageLimit', { label: t('admin.money.coupons.usageLimit'), description: t('admin.money.coupons.usageLimitHint'), decimals: 0 })}
        <Controller
          control={form.control}
          name="active"
          render={({ field }) => (
            <Switch
              ref={field.ref}
              name={field.name}
              label={t('admin.money.coupons.active')}
              description={t('admin.money.coupons.activeHint')}
              checked={field.value}
              onChange={(event) => field.onChange(event.currentTarget.checked)}
              onBlur={field.onBlur}
              disabled={busy}
            />
          )}
        />
        <SaveFeedback success={null} onSuccessClose={() => undefined} failure={failure} onReload={() => void reload()} reloading={reloading} />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={busy}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={busy}>
            {t(coupon ? 'admin.money.coupons.save' : 'admin.money.coupons.create')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** The coupon editor in a dialog: new, or an existing coupon with the version it was loaded at. */
export function CouponModal({ coupon, ...props }: CouponModalProps) {
  const { t } = useTranslation(ADMIN_NS);
  return (
    <Modal
      opened={coupon !== undefined}
      onClose={props.onClose}
      title={coupon ? t('admin.money.coupons.editTitle', { code: coupon.code }) : t('admin.money.coupons.newTitle')}
      centered
      size="lg"
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      {coupon !== undefined && <CouponFormBody key={coupon?._id ?? 'new'} coupon={coupon} {...props} />}
    </Modal>
  );
}
