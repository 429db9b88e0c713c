import { ZAdminCreateInvoiceRequest, type TAdminCreateInvoiceRequest } from '@draftdesk/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, Loader, Modal, NumberInput, Select, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { applyServerFieldErrors } from '../../../lib/forms.ts';
import { ADMIN_NS } from '../../../lib/i18n.ts';
import { errorText } from '../../../lib/messages.ts';
import { useCreateInvoice, useCustomerOrders, useCustomerSearch, useMoneyPackages } from './api.ts';
import { moneyFieldText, orderChoices, orderSearchOf, type OrderOption } from './money-form.ts';

const FIELDS = ['customerId', 'orderId', 'packageName', 'price'] as const;
type InvoiceForm = z.input<typeof ZAdminCreateInvoiceRequest>;
const NO_ORDER = 'none';
const EMPTY = { customerId: '', orderId: null, packageName: '', price: undefined } as unknown as InvoiceForm;

interface Picked {
  id: string;
  label: string;
}

interface InvoiceModalProps {
  opened: boolean;
  onClose: () => void;
  onCreated: (message: string) => void;
}

function InvoiceFormBody({ onClose, onCreated }: Omit<InvoiceModalProps, 'opened'>) {
  const { t } = useTranslation(ADMIN_NS);
  const create = useCreateInvoice();
  const currency = (useMoneyPackages().data?.currency ?? 'usd').toUpperCase();
  const form = useForm<InvoiceForm, unknown, TAdminCreateInvoiceRequest>({ resolver: zodResolver(ZAdminCreateInvoiceRequest), defaultValues: EMPTY });
  const { errors } = form.formState;
  const [search, setSearch] = useState('');
  const [picked, setPicked] = useState<Picked | null>(null);
  const [debounced] = useDebouncedValue(search.trim(), 300);
  // While the box shows the picked customer's label, the list keeps the last search's matches.
  const customers = useCustomerSearch(picked && search === picked.label ? '' : debounced);
  // The order picker searches all of the customer's orders on the server (a page of the newest until something is typed).
  const [orderSearch, setOrderSearch] = useState('');
  const [pickedOrder, setPickedOrder] = useState<OrderOption | null>(null);
  const noOrder = { value: NO_ORDER, label: t('admin.money.invoices.noOrder') };
  const typedOrder = orderSearchOf(orderSearch, (pickedOrder ?? noOrder).label);
  const [orderQuery] = useDebouncedValue(typedOrder, 300);
  const orders = useCustomerOrders(picked?.id ?? null, orderQuery);
  const orderOptions = orderChoices(orders.data?.orders ?? [], pickedOrder, typedOrder !== '', noOrder);

  const options = (customers.data?.users ?? []).map((user) => {
    const name = `${user.firstName} ${user.lastName}`.trim();
    return { value: user._id, label: name ? `${name} (${user.email})` : user.email };
  });
  if (picked && !options.some((option) => option.value === picked.id)) options.unshift({ value: picked.id, label: picked.label });

  const onSubmit = form.handleSubmit((body) =>
    create.mutateAsync({ ...body, orderId: body.orderId ?? null }).then(
      (response) => onCreated(response.message),
      (error: unknown) => void applyServerFieldErrors(error, form.setError, FIELDS),
    ),
  );
  const busy = create.isPending;
  const fieldFailed = FIELDS.some((field) => errors[field]?.type === 'server');

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate data-testid="invoice-form">
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {t('admin.money.invoices.formIntro')}
        </Text>
        {create.isError && !fieldFailed && (
          <Alert color="red" variant="light" role="alert">
            {errorText(t, create.error)}
          </Alert>
        )}
        <Controller
          control={form.control}
          name="customerId"
          render={({ field }) => (
            <Select
              ref={field.ref}
              label={t('admin.money.invoices.customer')}
              description={t('admin.money.invoices.customerHint')}
              placeholder={t('admin.money.invoices.customerPlaceholder')}
              leftSection={<IconSearch size={16} aria-hidden />}
              required
              searchable
              searchValue={search}
              onSearchChange={setSearch}
              filter={({ options: shown }) => shown}
              data={options}
              value={field.value || null}
              onChange={(value) => {
                const option = options.find((o) => o.value === value) ?? null;
                setPicked(option ? { id: option.value, label: option.label } : null);
                field.onChange(value ?? '');
                form.setValue('orderId', null);
                setPickedOrder(null);
                setOrderSearch('');
              }}
              onBlur={field.onBlur}
              nothingFoundMessage={customers.isFetching ? t('admin.money.invoices.searching') : t('admin.money.invoices.noCustomer')}
              disabled={busy}
              data-autofocus
              error={moneyFieldText(t, errors.customerId, t('admin.money.invoices.chooseCustomer'))}
            />
          )}
        />
        <Controller
          control={form.control}
          name="orderId"
          render={({ field }) => (
            <Select
              ref={field.ref}
              label={t('admin.money.invoices.order')}
              description={t(picked ? 'admin.money.invoices.orderHint' : 'admin.money.invoices.orderFirst')}
              placeholder={t('admin.money.invoices.orderPlaceholder')}
              leftSection={<IconSearch size={16} aria-hidden />}
              rightSection={orders.isFetching ? <Loader size="xs" aria-label={t('admin.money.invoices.searching')} /> : undefined}
              searchable
              searchValue={orderSearch}
              onSearchChange={setOrderSearch}
              filter={({ options: shown }) => shown}
              data={orderOptions}
              value={field.value ?? NO_ORDER}
              onChange={(value) => {
                const option = orderOptions.find((o) => o.value === value);
                setPickedOrder(option && option.value !== NO_ORDER ? option : null);
                field.onChange(!value || value === NO_ORDER ? null : value);
              }}
              onBlur={field.onBlur}
              allowDeselect={false}
              nothingFoundMessage={orders.isFetching ? t('admin.money.invoices.searching') : t('admin.money.invoices.noOrderFound')}
              disabled={busy || !picked}
              error={moneyFieldText(t, errors.orderId)}
              data-testid="invoice-order"
            />
          )}
        />
        <TextInput
          label={t('admin.money.invoices.packageName')}
          description={t('admin.money.invoices.packageNameHint')}
          required
          maxLength={200}
          disabled={busy}
          error={moneyFieldText(t, errors.packageName)}
          {...form.register('packageName')}
        />
        <Controller
          control={form.control}
          name="price"
          render={({ field }) => (
            <NumberInput
              ref={field.ref}
              name={field.name}
              label={t('admin.money.invoices.price', { currency })}
              description={t('admin.money.invoices.priceHint')}
              required
              min={0}
              max={1_000_000}
              decimalScale={2}
              allowNegative={false}
              value={field.value ?? ''}
              onChange={(value) => field.onChange(typeof value === 'number' ? value : undefined)}
              onBlur={field.onBlur}
              disabled={busy}
              error={moneyFieldText(t, errors.price, t('admin.money.validation.enterPrice'))}
            />
          )}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={busy}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={busy}>
            {t('admin.money.invoices.create')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** "New invoice": a customer of the site (searched), optionally one of their orders, what it is for and its price. */
export function InvoiceModal({ opened, onClose, onCreated }: InvoiceModalProps) {
  const { t } = useTranslation(ADMIN_NS);
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('admin.money.invoices.newTitle')}
      centered
      size="lg"
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      {opened && <InvoiceFormBody onClose={onClose} onCreated={onCreated} />}
    </Modal>
  );
}
