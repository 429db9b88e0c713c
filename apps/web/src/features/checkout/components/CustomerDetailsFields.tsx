import type { ZCustomerForm } from '@draftdesk/contract';
import { Anchor, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { z } from 'zod';
import { CHECKOUT_NS } from '../../../lib/i18n.ts';
import { fieldErrorText } from '../../../lib/messages.ts';

export type CustomerFormInput = z.input<typeof ZCustomerForm>;
export type CustomerFormOutput = z.output<typeof ZCustomerForm>;
export type CustomerForm = UseFormReturn<CustomerFormInput, unknown, CustomerFormOutput>;

/** Spec 03 §5: the checkout customer form (first and last name 1-255, e-mail); uniqueCustomerId rides along unseen. */
export function CustomerDetailsFields({ form, accountExists, disabled }: { form: CustomerForm; accountExists: boolean; disabled: boolean }) {
  const { t } = useTranslation(CHECKOUT_NS);
  const { errors } = form.formState;
  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <TextInput
          label={t('checkout.customer.firstName')}
          autoComplete="given-name"
          aria-required
          maxLength={255}
          disabled={disabled}
          error={fieldErrorText(t, errors.firstName)}
          {...form.register('firstName')}
        />
        <TextInput
          label={t('checkout.customer.lastName')}
          autoComplete="family-name"
          aria-required
          maxLength={255}
          disabled={disabled}
          error={fieldErrorText(t, errors.lastName)}
          {...form.register('lastName')}
        />
      </SimpleGrid>
      <TextInput
        label={t('checkout.customer.email')}
        description={t('checkout.customer.emailHint')}
        type="email"
        autoComplete="email"
        aria-required
        disabled={disabled}
        error={fieldErrorText(t, errors.email)}
        {...form.register('email')}
      />
      <input type="hidden" {...form.register('uniqueCustomerId')} />
      {accountExists && (
        <Text size="sm">
          <Anchor component={Link} to="/login">
            {t('checkout.customer.logIn')}
          </Anchor>
        </Text>
      )}
    </Stack>
  );
}
