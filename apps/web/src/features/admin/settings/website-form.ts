import {
  FLUTTERWAVE_KEY_FIELDS,
  SITE_COLOR_FIELDS,
  SOCIAL_NETWORKS,
  STRIPE_KEY_FIELDS,
  type TAdminWebsite,
  type TAdminWebsitePatch,
  type TSiteColorField,
  type TSocialNetwork,
} from '@draftdesk/contract';

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

export type { TSiteColorField, TSocialNetwork };
