import { MESSAGES, SITE_COLOR_FIELDS, SITE_IMAGE_FIELDS, SOCIAL_NETWORKS, SUPPORTED_LANGUAGES } from '@draftdesk/contract';
import { Alert, ColorInput, Select, SimpleGrid, Stack, TagsInput, Textarea } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { Controller, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ADMIN_NS } from '../../../lib/i18n.ts';
import type { SiteColorSettings } from '../../../lib/site.ts';
import { ColorPreview } from './components/ColorPreview.tsx';
import { ImageField } from './components/ImageField.tsx';
import { Card, Field, useFieldError, type SectionProps } from './components/SectionParts.tsx';
import { fieldLabel } from './website-form.ts';

const LANGUAGE_NAMES: Record<(typeof SUPPORTED_LANGUAGES)[number], string> = {
  en: 'English',
  de: 'Deutsch',
  es: 'Español',
  it: 'Italiano',
  ru: 'Русский',
  th: 'ไทย',
};

export function BrandSection({ form, disabled }: SectionProps) {
  const { t } = useTranslation(ADMIN_NS);
  const err = useFieldError();
  return (
    <Stack gap="md">
      <Card id="settings-company" title={t('admin.settings.brand.company')}>
        <Field form={form} name="companyName" label={fieldLabel(t, 'companyName')} disabled={disabled} />
        <Field
          form={form}
          name="companyEmail"
          type="email"
          label={fieldLabel(t, 'companyEmail')}
          description={t('admin.settings.brand.companyEmailHint')}
          disabled={disabled}
        />
        <Controller
          control={form.control}
          name="defaultLanguage"
          render={({ field, fieldState }) => (
            <Select
              ref={field.ref}
              name={field.name}
              value={field.value}
              onChange={(value) => value && field.onChange(value)}
              onBlur={field.onBlur}
              label={fieldLabel(t, 'defaultLanguage')}
              description={t('admin.settings.brand.defaultLanguageHint')}
              data={SUPPORTED_LANGUAGES.map((code) => ({ value: code, label: LANGUAGE_NAMES[code] }))}
              allowDeselect={false}
              error={err(fieldState.error)}
              disabled={disabled}
            />
          )}
        />
      </Card>
      <Card id="settings-images" title={t('admin.settings.brand.images')} hint={t('admin.settings.brand.imagesHint')}>
        {SITE_IMAGE_FIELDS.map((name) => (
          <Controller
            key={name}
            control={form.control}
            name={name}
            render={({ field, fieldState }) => (
              <ImageField
                name={name}
                label={fieldLabel(t, name)}
                description={t(`admin.settings.images.${name}Hint`)}
                value={field.value}
                onChange={(value) => field.onChange(value)}
                error={err(fieldState.error)}
                disabled={disabled}
              />
            )}
          />
        ))}
      </Card>
      <Card id="settings-social" title={t('admin.settings.brand.social')} hint={t('admin.settings.brand.socialHint')}>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {SOCIAL_NETWORKS.map((network) => (
            <Field key={network} form={form} name={network} type="url" label={fieldLabel(t, network)} placeholder="https://" disabled={disabled} />
          ))}
        </SimpleGrid>
      </Card>
    </Stack>
  );
}

export function ColoursSection({ form, disabled }: SectionProps) {
  const { t } = useTranslation(ADMIN_NS);
  const err = useFieldError();
  const watched = useWatch({ control: form.control, name: [...SITE_COLOR_FIELDS, 'companyName', 'logo'] });
  const colors = Object.fromEntries(
    SITE_COLOR_FIELDS.map((f, i) => [f, /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.test(watched[i]) ? watched[i] : '']),
  ) as SiteColorSettings;
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
      <Card id="settings-colours" title={t('admin.settings.colours.title')} hint={t('admin.settings.colours.hint')}>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          {SITE_COLOR_FIELDS.map((name) => (
            <Controller
              key={name}
              control={form.control}
              name={name}
              rules={{ pattern: { value: /^#([0-9a-f]{3}|[0-9a-f]{6})$/i, message: MESSAGES.fieldInvalid } }}
              render={({ field, fieldState }) => (
                <ColorInput
                  ref={field.ref}
                  name={field.name}
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  format="hex"
                  label={fieldLabel(t, name)}
                  error={err(fieldState.error)}
                  disabled={disabled}
                  eyeDropperButtonProps={{ 'aria-label': t('admin.settings.colours.eyeDropper') }}
                  data-testid={`colour-${name}`}
                />
              )}
            />
          ))}
        </SimpleGrid>
      </Card>
      <Card id="settings-preview" title={t('admin.settings.preview.title')} hint={t('admin.settings.preview.hint')}>
        <ColorPreview colors={colors} companyName={watched[SITE_COLOR_FIELDS.length]} logo={watched[SITE_COLOR_FIELDS.length + 1]} />
      </Card>
    </SimpleGrid>
  );
}

export function LoginSection({ form, disabled }: SectionProps) {
  const { t } = useTranslation(ADMIN_NS);
  const err = useFieldError();
  return (
    <Card id="settings-login" title={t('admin.settings.login.title')} hint={t('admin.settings.login.hint')}>
      <Field
        form={form}
        name="customLoginDomain"
        label={fieldLabel(t, 'customLoginDomain')}
        description={t('admin.settings.login.domainHint')}
        placeholder="jobs.example.com"
        disabled={disabled}
      />
      <Controller
        control={form.control}
        name="loginDomainQueries"
        render={({ field, fieldState }) => (
          <TagsInput
            ref={field.ref}
            name={field.name}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            label={fieldLabel(t, 'loginDomainQueries')}
            description={t('admin.settings.login.queriesHint')}
            data={['email', 'firstName', 'lastName', 'fullName']}
            maxTags={20}
            clearable
            error={err(fieldState.error)}
            disabled={disabled}
          />
        )}
      />
    </Card>
  );
}

export function ReviewSection({ form, disabled }: SectionProps) {
  const { t } = useTranslation(ADMIN_NS);
  const err = useFieldError();
  return (
    <Card id="settings-review" title={t('admin.settings.review.title')} hint={t('admin.settings.review.hint')}>
      <Field
        form={form}
        name="critiquesConsultationLink"
        type="url"
        label={fieldLabel(t, 'critiquesConsultationLink')}
        description={t('admin.settings.review.consultationLinkHint')}
        placeholder="https://"
        disabled={disabled}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Field
          form={form}
          name="reviewUiCustomizations.reviewEmailFirstName"
          label={fieldLabel(t, 'reviewUiCustomizations.reviewEmailFirstName')}
          disabled={disabled}
        />
        <Field
          form={form}
          name="reviewUiCustomizations.reviewEmailLastName"
          label={fieldLabel(t, 'reviewUiCustomizations.reviewEmailLastName')}
          disabled={disabled}
        />
      </SimpleGrid>
      <Controller
        control={form.control}
        name="expertHelperTextSection.helperText"
        render={({ field, fieldState }) => (
          <Textarea
            {...field}
            label={fieldLabel(t, 'expertHelperTextSection.helperText')}
            description={t('admin.settings.review.helperTextHint')}
            autosize
            minRows={2}
            maxRows={6}
            error={err(fieldState.error)}
            disabled={disabled}
          />
        )}
      />
      <Field form={form} name="expertHelperTextSection.buttonText" label={fieldLabel(t, 'expertHelperTextSection.buttonText')} disabled={disabled} />
    </Card>
  );
}

export function ScriptsSection({ form, disabled }: SectionProps) {
  const { t } = useTranslation(ADMIN_NS);
  const err = useFieldError();
  return (
    <Card id="settings-scripts" title={t('admin.settings.scripts.title')}>
      <Alert
        color="red"
        variant="light"
        icon={<IconAlertTriangle aria-hidden />}
        title={t('admin.settings.scripts.warningTitle')}
        data-testid="scripts-warning"
      >
        {t('admin.settings.scripts.warning')}
      </Alert>
      {(['headerTag', 'bodyTag'] as const).map((name) => (
        <Controller
          key={name}
          control={form.control}
          name={`customScripts.${name}`}
          render={({ field, fieldState }) => (
            <Textarea
              {...field}
              label={fieldLabel(t, `customScripts.${name}`)}
              description={t(`admin.settings.scripts.${name}Hint`)}
              autosize
              minRows={4}
              maxRows={14}
              spellCheck={false}
              styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)', fontSize: 13 } }}
              error={err(fieldState.error)}
              disabled={disabled}
            />
          )}
        />
      ))}
    </Card>
  );
}
