import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import {
  ADMIN_FLAG_GROUPS,
  ADMIN_FLAGS,
  FLUTTERWAVE_KEY_FIELDS,
  SITE_COLOR_FIELDS,
  SITE_IMAGE_FIELDS,
  SOCIAL_NETWORKS,
  STRIPE_KEY_FIELDS,
  ZAdminWebsitePatch,
  type TAdminWebsite,
} from '@draftdesk/contract';
import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import en from '../../../locales/admin/en.json';
import {
  SETTINGS_TABS,
  SETTING_LABELS,
  fieldLabel,
  formFieldOf,
  secretKey,
  settingLabel,
  settingsChangeText,
  settingsTabOf,
  tabOfField,
  websitePatch,
  websiteToForm,
} from './website-form.ts';

const off = { set: false };
const SITE: TAdminWebsite = {
  companyName: 'Acme',
  companyEmail: 'a@acme.test',
  logo: '',
  loginImg: '',
  welcomeImg: '',
  defaultLanguage: 'en',
  topBarBgColor: '#ffffff',
  topBarTextColor: '#343a40',
  sideBarBgColor: '#2a3042',
  sideBarTextColor: '#a6b0cf',
  sideBarActiveColor: '#383c40',
  sideBarIconColor: '#556ee6',
  footerBgColor: '#f2f2f5',
  footerTextColor: '#74788d',
  twitter: '',
  facebook: '',
  linkedin: '',
  youtube: '',
  instagram: '',
  pinterest: '',
  customLoginDomain: '',
  loginDomainQueries: [],
  customCheckout: { url: '', method: 'GET', responseFieldPath: '', tokenName: '', tokenLocation: '', token: { set: true } },
  critiquesConsultationLink: '',
  reviewUiCustomizations: { reviewEmailFirstName: '', reviewEmailLastName: '' },
  expertHelperTextSection: { helperText: '', buttonText: '' },
  customScripts: { headerTag: '', bodyTag: '' },
  payments: {
    provider: 'sandbox',
    stripe: { secretKey: off, publishableKey: off, webhookSecret: off },
    flutterwave: { publicKey: off, secretKey: off, secretHash: off },
  },
  updatedAt: '2026-11-27T04:00:00.000Z',
};

describe('the settings form', () => {
  it('sends only what changed, with the version, as a body the server takes', () => {
    const form = websiteToForm(SITE);
    expect(websitePatch(form, {}, SITE.updatedAt)).toEqual({ updatedAt: SITE.updatedAt });

    form.companyName = 'Acme Studio';
    form.topBarBgColor = '#1864ab';
    form.secrets[secretKey('payments.stripe.secretKey')] = { value: ' sk_test_1 ', clear: false };
    form.secrets[secretKey('customCheckout.token')] = { value: '', clear: true };
    const patch = websitePatch(form, { companyName: true, topBarBgColor: true }, SITE.updatedAt);
    expect(patch).toEqual({
      updatedAt: SITE.updatedAt,
      companyName: 'Acme Studio',
      topBarBgColor: '#1864ab',
      customCheckout: { url: '', method: 'GET', responseFieldPath: '', tokenName: '', tokenLocation: '', token: null },
      payments: { stripe: { secretKey: 'sk_test_1' } },
    });
    expect(ZAdminWebsitePatch.safeParse(patch).success).toBe(true);
  });

  it('puts each server error on its field and opens its section', () => {
    expect(formFieldOf('payments.stripe.secretKey')).toBe('secrets.payments_stripe_secretKey.value');
    expect(formFieldOf('loginDomainQueries.2')).toBe('loginDomainQueries');
    expect(formFieldOf('customCheckout.method')).toBe('customCheckout.method');
    expect(tabOfField('customCheckout.method')).toBe('checkout');
    expect(tabOfField('secrets.payments_stripe_secretKey.value')).toBe('checkout');
    expect(tabOfField('footerTextColor')).toBe('colours');
    expect(tabOfField('customScripts.bodyTag')).toBe('scripts');
    expect(tabOfField('reviewUiCustomizations.reviewEmailLastName')).toBe('review');
    expect(tabOfField('companyEmail')).toBe('brand');
    expect(settingsTabOf(null)).toBe('features');
    expect(settingsTabOf('nonsense')).toBe('features');
    expect(settingsTabOf('colours')).toBe('colours');
  });
});

describe('the settings texts', () => {
  type Tree = { [key: string]: string | Tree };
  const at = (tree: Tree, path: string) =>
    path.split('.').reduce<string | Tree | undefined>((node, key) => (typeof node === 'object' ? node[key] : undefined), tree);
  // The keys the page builds from names (the source scan in admin.test.ts sees only literal keys).
  const keys = [
    ...SETTINGS_TABS.map((tab) => `tabs.${tab}`),
    ...Object.keys(ADMIN_FLAG_GROUPS),
    ...ADMIN_FLAGS.flatMap((flag) => [`flags.${flag}.label`, `flags.${flag}.hint`]),
    ...SITE_IMAGE_FIELDS.flatMap((name) => [`images.${name}`, `images.${name}Hint`]),
    ...SOCIAL_NETWORKS.map((network) => `social.${network}`),
    ...SITE_COLOR_FIELDS.map((name) => `colours.${name}`),
    ...STRIPE_KEY_FIELDS.map((k) => `payments.stripe.${k}`),
    ...FLUTTERWAVE_KEY_FIELDS.map((k) => `payments.flutterwave.${k}`),
    'scripts.headerTag',
    'scripts.headerTagHint',
    'scripts.bodyTag',
    'scripts.bodyTagHint',
  ];

  it.each(['en', 'de', 'es', 'it', 'ru', 'th'])('has every settings text in %s, the same keys as English', (lang) => {
    const load = (l: string) =>
      (JSON.parse(readFileSync(fileURLToPath(new URL(`../../../locales/admin/${l}.json`, import.meta.url)), 'utf8')) as { admin: { settings: Tree } }).admin
        .settings;
    const settings = load(lang);
    expect(keys.filter((key) => typeof at(settings, key) !== 'string')).toEqual([]);
    const flat = (tree: Tree, prefix = ''): string[] =>
      Object.entries(tree).flatMap(([k, v]) => (typeof v === 'string' ? [`${prefix}${k}`] : flat(v, `${prefix}${k}.`)));
    expect(flat(settings).sort()).toEqual(flat(load('en')).sort());
  });
});

describe('the settings labels', () => {
  type Tree = { [key: string]: string | Tree };
  const english = (key: string) =>
    key.split('.').reduce<string | Tree | undefined>((node, part) => (typeof node === 'object' ? node[part] : undefined), en as unknown as Tree);
  // The English text of a key, with its values filled in: what an admin reading English sees.
  const t = ((key: string, values: Record<string, string> = {}) => {
    const text = english(key);
    if (typeof text !== 'string') throw new Error(`no English text for ${key}`);
    return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? '');
  }) as unknown as TFunction;

  it('labels every field the settings PATCH and the audit log name, with a text every label key has', () => {
    const patchFields = Object.keys(
      websitePatch({ ...websiteToForm(SITE), provider: 'stripe' }, Object.fromEntries(Object.keys(SITE).map((k) => [k, true])), SITE.updatedAt),
    );
    const fields = [
      ...patchFields.filter((field) => field !== 'updatedAt' && field !== 'payments' && field !== 'expertHelperTextSection'),
      'customCheckout.token',
      'payments.provider',
      ...STRIPE_KEY_FIELDS.map((k) => `payments.stripe.${k}`),
      ...FLUTTERWAVE_KEY_FIELDS.map((k) => `payments.flutterwave.${k}`),
    ];
    expect(fields.filter((field) => !SETTING_LABELS[field])).toEqual([]);
    expect(Object.values(SETTING_LABELS).filter((key) => typeof english(key) !== 'string')).toEqual([]);
  });

  it("shows the form's label in the history, the provider with a payment key, and an unknown name as it is", () => {
    expect(fieldLabel(t, 'topBarBgColor')).toBe('Top bar background');
    expect(settingLabel(t, 'topBarBgColor')).toBe('Top bar background');
    expect(settingLabel(t, 'companyName')).toBe('Company name');
    expect(fieldLabel(t, 'payments.stripe.secretKey')).toBe('Secret key');
    expect(settingLabel(t, 'payments.stripe.secretKey')).toBe('Stripe: Secret key');
    expect(settingLabel(t, 'payments.flutterwave.secretKey')).toBe('Flutterwave: Secret key');
    expect(settingLabel(t, 'colors.topBar')).toBe('colors.topBar');
    expect(settingLabel(t, 'payments.paypal.secretKey')).toBe('payments.paypal.secretKey');
  });

  it('says what a history entry changed: the fields, or the features switched on or off', () => {
    expect(settingsChangeText(t, { data: { fields: ['companyName', 'topBarBgColor', 'colors.topBar'] } })).toBe(
      'Company name, Top bar background, colors.topBar',
    );
    expect(
      settingsChangeText(t, {
        data: {
          flags: [
            { flag: 'hide_tip', value: true },
            { flag: 'no_such_flag', value: false },
          ],
        },
      }),
    ).toBe('Hide tipping: on, no_such_flag: off');
    expect(settingsChangeText(t, { data: { hosts: ['a.test'] } })).toBe('');
  });
});
