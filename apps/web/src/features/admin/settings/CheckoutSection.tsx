import { FLUTTERWAVE_KEY_FIELDS, MESSAGES, STRIPE_KEY_FIELDS, type TAdminWebsite } from '@draftdesk/contract';
import { Select, SimpleGrid, Stack, Title } from '@mantine/core';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ADMIN_NS } from '../../../lib/i18n.ts';
import { SecretField } from './components/SecretField.tsx';
import { Card, Field, useFieldError, type SectionProps } from './components/SectionParts.tsx';
import { fieldLabel, secretKey, secretStates, type TSecretPath, type WebsiteForm } from './website-form.ts';

/** The secret fields' states as the page loaded them, and their inputs. */
function Secret({
  form,
  path,
  label,
  site,
  disabled,
}: {
  form: UseFormReturn<WebsiteForm>;
  path: TSecretPath;
  label: string;
  site: TAdminWebsite;
  disabled: boolean;
}) {
  const err = useFieldError();
  const key = secretKey(path);
  return (
    <Controller
      control={form.control}
      name={`secrets.${key}`}
      render={({ field }) => (
        <SecretField
          label={label}
          isSet={secretStates(site)[path]}
          value={field.value}
          onChange={field.onChange}
          error={err(form.formState.errors.secrets?.[key]?.value)}
          disabled={disabled}
          testId={`secret-${key}`}
        />
      )}
    />
  );
}

export function CheckoutSection({ form, disabled, site }: SectionProps) {
  const { t } = useTranslation(ADMIN_NS);
  const err = useFieldError();
  return (
    <Stack gap="md">
      <Card id="settings-checkout" title={t('admin.settings.checkout.title')} hint={t('admin.settings.checkout.hint')}>
        <Field form={form} name="customCheckout.url" type="url" label={fieldLabel(t, 'customCheckout.url')} placeholder="https://" disabled={disabled} />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Controller
            control={form.control}
            name="customCheckout.method"
            rules={{ validate: (value) => value.toUpperCase() === 'GET' || MESSAGES.customCheckoutInconsistent }}
            render={({ field, fieldState }) => (
              <Select
                ref={field.ref}
                name={field.name}
                value={field.value}
                onChange={(value) => value && field.onChange(value)}
                onBlur={field.onBlur}
                label={fieldLabel(t, 'customCheckout.method')}
                description={t('admin.settings.checkout.methodHint')}
                data={['GET', 'POST']}
                allowDeselect={false}
                error={err(fieldState.error)}
                disabled={disabled}
                data-testid="field-customCheckout.method"
              />
            )}
          />
          <Field
            form={form}
            name="customCheckout.responseFieldPath"
            label={fieldLabel(t, 'customCheckout.responseFieldPath')}
            description={t('admin.settings.checkout.responseFieldPathHint')}
            placeholder="data.link"
            disabled={disabled}
          />
          <Field form={form} name="customCheckout.tokenName" label={fieldLabel(t, 'customCheckout.tokenName')} placeholder="X-Api-Key" disabled={disabled} />
          <Controller
            control={form.control}
            name="customCheckout.tokenLocation"
            render={({ field, fieldState }) => (
              <Select
                ref={field.ref}
                name={field.name}
                value={field.value}
                onChange={(value) => field.onChange(value ?? '')}
                onBlur={field.onBlur}
                label={fieldLabel(t, 'customCheckout.tokenLocation')}
                data={[
                  { value: '', label: t('admin.settings.checkout.tokenNone') },
                  { value: 'header', label: t('admin.settings.checkout.tokenHeader') },
                  { value: 'query', label: t('admin.settings.checkout.tokenQuery') },
                ]}
                allowDeselect={false}
                error={err(fieldState.error)}
                disabled={disabled}
              />
            )}
          />
        </SimpleGrid>
        <Secret form={form} path="customCheckout.token" label={fieldLabel(t, 'customCheckout.token')} site={site} disabled={disabled} />
      </Card>
      <Card id="settings-payments" title={t('admin.settings.payments.title')} hint={t('admin.settings.payments.hint')}>
        <Controller
          control={form.control}
          name="provider"
          render={({ field, fieldState }) => (
            <Select
              ref={field.ref}
              name={field.name}
              value={field.value || null}
              onChange={(value) => value && field.onChange(value)}
              onBlur={field.onBlur}
              label={fieldLabel(t, 'provider')}
              placeholder={t('admin.settings.payments.providerNone')}
              data={[
                { value: 'sandbox', label: t('admin.settings.payments.sandbox') },
                { value: 'stripe', label: 'Stripe' },
              ]}
              allowDeselect={false}
              error={err(fieldState.error)}
              disabled={disabled}
            />
          )}
        />
        <Title order={3} size="h5">
          Stripe
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          {STRIPE_KEY_FIELDS.map((k) => (
            <Secret key={k} form={form} path={`payments.stripe.${k}`} label={fieldLabel(t, `payments.stripe.${k}`)} site={site} disabled={disabled} />
          ))}
        </SimpleGrid>
        <Title order={3} size="h5">
          Flutterwave
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          {FLUTTERWAVE_KEY_FIELDS.map((k) => (
            <Secret key={k} form={form} path={`payments.flutterwave.${k}`} label={fieldLabel(t, `payments.flutterwave.${k}`)} site={site} disabled={disabled} />
          ))}
        </SimpleGrid>
      </Card>
    </Stack>
  );
}
