import {
  ADMIN_FLAGS,
  FLUTTERWAVE_KEY_FIELDS,
  SITE_COLOR_FIELDS,
  SITE_IMAGE_FIELDS,
  SOCIAL_NETWORKS,
  STRIPE_KEY_FIELDS,
  type TAuditEntry,
  type TAdminWebsite,
  type TAdminWebsitePatch,
  type TSiteColorField,
  type TSocialNetwork,
} from '@draftdesk/contract';
import type { TFunction } from 'i18next';

// ---- The settings form: what GET /api/admin/website answers, as the form holds it, and the PATCH it sends.

/**
 * The settings page's sections, each with its address (`?tab=`). `features` (the flags, saved on their own) is the
 * page's own address, as before the other sections existed.
 */
export const SETTINGS_TABS = ['features', 'brand', 'colours', 'login', 'checkout', 'review', 'scripts'] as const;
export type TSettingsTab = (typeof SETTINGS_TABS)[number];
export const settingsTabOf = (value: string | null): TSettingsTab => SETTINGS_TABS.find((tab) => tab === value) ?? 'features';

/** The write-only keys, by their path in the PATCH (and in the server's field errors). */
export const SECRET_PATHS = [
  'customCheckout.token',
  ...STRIPE_KEY_FIELDS.map((k) => `payments.stripe.${k}` as const),
  ...FLUTTERWAVE_KEY_FIELDS.map((k) => `payments.flutterwave.${k}` as const),
] as const;
export type TSecretPath = (typeof SECRET_PATHS)[number];

export type WebsiteForm = Omit<TAdminWebsite, 'customCheckout' | 'payments' | 'updatedAt'> & {
  customCheckout: Omit<TAdminWebsite['customCheckout'], 'token'>;
  provider: 'sandbox' | 'stripe' | '';
  /** A secret's new value ('' keeps the stored one) and whether to clear it, by path ('.' replaced by '_'). */
  secrets: Record<SecretKey, { value: string; clear: boolean }>;
};
export type SecretKey = `${string}_${string}`;
export const secretKey = (path: TSecretPath): SecretKey => path.replaceAll('.', '_') as SecretKey;

/** Whether each key is stored (shown as "set" / "not set"). */
export function secretStates(site: TAdminWebsite): Record<TSecretPath, boolean> {
  const states = { 'customCheckout.token': site.customCheckout.token.set } as Record<TSecretPath, boolean>;
  for (const k of STRIPE_KEY_FIELDS) states[`payments.stripe.${k}`] = site.payments.stripe[k].set;
  for (const k of FLUTTERWAVE_KEY_FIELDS) states[`payments.flutterwave.${k}`] = site.payments.flutterwave[k].set;
  return states;
}

export function websiteToForm(site: TAdminWebsite): WebsiteForm {
  const { customCheckout, payments, updatedAt: _version, ...rest } = site;
  const { token: _token, ...checkout } = customCheckout;
  return {
    ...rest,
    customCheckout: checkout,
    provider: payments.provider ?? '',
    secrets: Object.fromEntries(SECRET_PATHS.map((path) => [secretKey(path), { value: '', clear: false }])),
  };
}

type Dirty<T> = Partial<Record<keyof T, unknown>> | undefined;

/** The PATCH of what the admin changed (a whole group when one of its fields changed), with the version the page holds. */
export function websitePatch(values: WebsiteForm, dirty: Dirty<WebsiteForm>, updatedAt: string): TAdminWebsitePatch {
  const patch: TAdminWebsitePatch = { updatedAt };
  const plain = [
    'companyName',
    'companyEmail',
    'logo',
    'loginImg',
    'welcomeImg',
    'defaultLanguage',
    ...SITE_COLOR_FIELDS,
    ...SOCIAL_NETWORKS,
    'customLoginDomain',
    'loginDomainQueries',
    'critiquesConsultationLink',
    'reviewUiCustomizations',
    'expertHelperTextSection',
    'customScripts',
  ] as const satisfies readonly (keyof WebsiteForm)[];
  const out = patch as Record<string, unknown>;
  for (const field of plain) if (dirty?.[field]) out[field] = values[field];

  const secret = (path: TSecretPath): string | null | undefined => {
    const entry = values.secrets[secretKey(path)];
    if (entry.clear) return null;
    return entry.value.trim() ? entry.value.trim() : undefined;
  };
  const token = secret('customCheckout.token');
  if (dirty?.customCheckout || token !== undefined) {
    const tokenLocation = values.customCheckout.tokenLocation as NonNullable<TAdminWebsitePatch['customCheckout']>['tokenLocation'];
    patch.customCheckout = { ...values.customCheckout, tokenLocation, ...(token !== undefined ? { token } : {}) };
  }

  const changedKeys = (fields: readonly string[], prefix: 'payments.stripe' | 'payments.flutterwave'): Record<string, string | null> => {
    const out: Record<string, string | null> = {};
    for (const k of fields) {
      const value = secret(`${prefix}.${k}` as TSecretPath);
      if (value !== undefined) out[k] = value;
    }
    return out;
  };
  const stripe = changedKeys(STRIPE_KEY_FIELDS, 'payments.stripe');
  const flutterwave = changedKeys(FLUTTERWAVE_KEY_FIELDS, 'payments.flutterwave');
  const payments: NonNullable<TAdminWebsitePatch['payments']> = {};
  if (dirty?.provider && values.provider) payments.provider = values.provider;
  if (Object.keys(stripe).length > 0) payments.stripe = stripe;
  if (Object.keys(flutterwave).length > 0) payments.flutterwave = flutterwave;
  if (Object.keys(payments).length > 0) patch.payments = payments;
  return patch;
}

/** The section a field of the form (or a server error's path) is in, to open it when the field is wrong. */
export function tabOfField(path: string): TSettingsTab {
  const root = path.split('.')[0];
  if ((SITE_COLOR_FIELDS as readonly string[]).includes(root)) return 'colours';
  if (root === 'customLoginDomain' || root === 'loginDomainQueries') return 'login';
  if (root === 'customCheckout' || root === 'payments' || root === 'provider' || root === 'secrets') return 'checkout';
  if (root === 'critiquesConsultationLink' || root === 'reviewUiCustomizations' || root === 'expertHelperTextSection') return 'review';
  if (root === 'customScripts') return 'scripts';
  return 'brand';
}

/** The form's field for a server error's path: a secret's value, a list's whole field, else the same path. */
export function formFieldOf(path: string): string {
  if ((SECRET_PATHS as readonly string[]).includes(path)) return `secrets.${secretKey(path as TSecretPath)}.value`;
  if (path.startsWith('loginDomainQueries.')) return 'loginDomainQueries';
  if (path === 'payments.provider') return 'provider';
  return path;
}

// ---- Labels: one table for the form's fields and the site's history

const keyed = <F extends string>(fields: readonly F[], keyOf: (field: F) => string) => fields.map((field) => [field, keyOf(field)] as const);

/**
 * The text key of each setting's label, by its path in the form, the PATCH and the audit log (which records the
 * names of the fields a save changed; a group such as `customCheckout` when one of its fields did).
 */
export const SETTING_LABELS: Readonly<Record<string, string>> = Object.fromEntries([
  ['companyName', 'admin.settings.brand.companyName'],
  ['companyEmail', 'admin.settings.brand.companyEmail'],
  ['defaultLanguage', 'admin.settings.brand.defaultLanguage'],
  ...keyed(SITE_IMAGE_FIELDS, (field) => `admin.settings.images.${field}`),
  ...keyed(SOCIAL_NETWORKS, (network) => `admin.settings.social.${network}`),
  ...keyed(SITE_COLOR_FIELDS, (field) => `admin.settings.colours.${field}`),
  ['customLoginDomain', 'admin.settings.login.domain'],
  ['loginDomainQueries', 'admin.settings.login.queries'],
  ['customCheckout', 'admin.settings.checkout.title'],
  ['customCheckout.url', 'admin.settings.checkout.url'],
  ['customCheckout.method', 'admin.settings.checkout.method'],
  ['customCheckout.responseFieldPath', 'admin.settings.checkout.responseFieldPath'],
  ['customCheckout.tokenName', 'admin.settings.checkout.tokenName'],
  ['customCheckout.tokenLocation', 'admin.settings.checkout.tokenLocation'],
  ['customCheckout.token', 'admin.settings.checkout.token'],
  ['provider', 'admin.settings.payments.provider'],
  ['payments.provider', 'admin.settings.payments.provider'],
  ...keyed(
    STRIPE_KEY_FIELDS.map((k) => `payments.stripe.${k}`),
    (path) => `admin.settings.${path}`,
  ),
  ...keyed(
    FLUTTERWAVE_KEY_FIELDS.map((k) => `payments.flutterwave.${k}`),
    (path) => `admin.settings.${path}`,
  ),
  ['critiquesConsultationLink', 'admin.settings.review.consultationLink'],
  ['reviewUiCustomizations', 'admin.settings.review.title'],
  ['reviewUiCustomizations.reviewEmailFirstName', 'admin.settings.review.emailFirstName'],
  ['reviewUiCustomizations.reviewEmailLastName', 'admin.settings.review.emailLastName'],
  ['expertHelperTextSection.helperText', 'admin.settings.review.helperText'],
  ['expertHelperTextSection.buttonText', 'admin.settings.review.buttonText'],
  ['customScripts', 'admin.settings.scripts.title'],
  ['customScripts.headerTag', 'admin.settings.scripts.headerTag'],
  ['customScripts.bodyTag', 'admin.settings.scripts.bodyTag'],
]);

/** Payment keys have the same labels under each provider ("Secret key"): the history names the provider too. */
const PROVIDER_NAMES: Readonly<Record<string, string>> = { stripe: 'Stripe', flutterwave: 'Flutterwave' };

/** A form field's label in the interface language (its key in the table); a name the table does not know is shown as it is. */
export function fieldLabel(t: TFunction, path: string): string {
  const key = SETTING_LABELS[path];
  return key ? t(key) : path;
}

/** A setting's label in the history: its form field's label, with the provider's name for a payment key. */
export function settingLabel(t: TFunction, path: string): string {
  const [root, provider] = path.split('.');
  const providerName = root === 'payments' && SETTING_LABELS[path] ? PROVIDER_NAMES[provider] : undefined;
  const label = fieldLabel(t, path);
  return providerName ? t('admin.settings.history.providerField', { provider: providerName, field: label }) : label;
}

/** A flag's label, as its switch shows it; an unknown flag is shown by its name. */
export function flagLabel(t: TFunction, flag: string): string {
  return (ADMIN_FLAGS as readonly string[]).includes(flag) ? t(`admin.settings.flags.${flag}.label`) : flag;
}

/** What a history entry changed, for people: the settings' labels, or each feature switched on or off. */
export function settingsChangeText(t: TFunction, entry: Pick<TAuditEntry, 'data'>): string {
  const data = entry.data as { fields?: unknown; flags?: unknown };
  if (Array.isArray(data.fields)) return data.fields.map((field) => settingLabel(t, String(field))).join(', ');
  if (Array.isArray(data.flags)) {
    return (data.flags as { flag?: unknown; value?: unknown }[])
      .map((f) =>
        t('admin.settings.history.switched', {
          flag: flagLabel(t, String(f.flag)),
          state: t(f.value ? 'admin.settings.history.on' : 'admin.settings.history.off'),
        }),
      )
      .join(', ');
  }
  return '';
}

export type { TSiteColorField, TSocialNetwork };
