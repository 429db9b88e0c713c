import { toMajorUnits, type TLanguage } from '@draftdesk/contract';
import { greeting, longDate, mailLanguage, mailT, type MailT } from '../../adapters/mail/i18n.ts';
import { brandedMail } from '../../adapters/mail/templates.ts';
import type { Deps } from '../../deps.ts';
import { newToken, sha256 } from '../../lib/ids.ts';
import { hasPassword } from '../../lib/password.ts';
import { siteForMail } from '../site/mail-site.ts';
import { checkoutRepo, type IntentRow } from './repo.ts';

/** The welcome e-mail's set-password link: single-use, like a reset link, but it waits a week for a new buyer. */
export const WELCOME_CODE_TTL_MS = 7 * 24 * 60 * 60 * 1000;

const INTL_LOCALE: Record<TLanguage, string> = { en: 'en-US', de: 'de-DE', es: 'es-ES', it: 'it-IT', ru: 'ru-RU', th: 'th-TH' };

/** An amount in minor units as the language writes money. */
const money = (minor: number, currency: string, language: TLanguage) =>
  new Intl.NumberFormat(INTL_LOCALE[language], { style: 'currency', currency: currency.toUpperCase() }).format(toMajorUnits(minor));

export interface Purchase {
  orderId: string;
  orderNumber: number;
  packageName: string;
  /** What the package cost before the coupon, minor units. */
  listPrice: number;
  paidAt: Date;
}

/** The receipt's lines: package, (list price and coupon,) amount paid, currency, date, payment reference. */
function receiptLines(t: MailT, language: TLanguage, intent: IntentRow, p: Purchase): string {
  const lines = [t('receipt.package', { value: p.packageName })];
  if (intent.discount > 0) {
    lines.push(t('receipt.listPrice', { value: money(p.listPrice, intent.currency, language) }));
    lines.push(t('receipt.discount', { code: intent.couponCode ?? '', value: money(intent.discount, intent.currency, language) }));
  }
  lines.push(
    t('receipt.amount', { value: money(intent.amount, intent.currency, language) }),
    t('receipt.currency', { value: intent.currency.toUpperCase() }),
    t('receipt.date', { value: longDate(p.paidAt, language) }),
    t('receipt.reference', { value: intent.reference }),
  );
  return lines.join('\n');
}

/**
 * After a purchase committed: the receipt, in the buyer's language, and for a buyer who has no password yet (registered
 * at checkout) a welcome e-mail whose link lets them choose one. Both go through the mailer (the outbox).
 */
export async function sendPurchaseMails(deps: Deps, intent: IntentRow, customerId: string, purchase: Purchase): Promise<void> {
  const buyer = await checkoutRepo(deps.db).buyer(intent.siteId, customerId);
  const where = await siteForMail(deps, intent.siteId);
  if (!buyer || !where) return;
  const { site, baseUrl } = where;
  const language = mailLanguage(buyer.language, site);
  const t = mailT(language);
  const company = site.settings?.companyName ?? site.name;
  const hello = greeting(t, buyer.firstName);

  if (!hasPassword(buyer.passwordHash)) {
    const code = newToken();
    await deps.repos.auth.createCode({
      codeHash: sha256(code),
      kind: 'reset',
      userId: customerId,
      siteId: intent.siteId,
      expiresAt: new Date(Date.now() + WELCOME_CODE_TTL_MS),
    });
    await deps.mailer.send(
      brandedMail(site, baseUrl, buyer.email, {
        language,
        subject: t('welcome.subject', { company }),
        heading: t('welcome.heading', { company }),
        body: t('welcome.body', { greeting: hello }),
        actionText: t('welcome.action'),
        actionUrl: `${baseUrl}/reset-password/${code}`,
      }),
    );
  }

  const order = t('orderLabel', { number: purchase.orderNumber });
  await deps.mailer.send(
    brandedMail(site, baseUrl, buyer.email, {
      language,
      subject: t('receipt.subject', { package: purchase.packageName, order }),
      heading: t('receipt.heading'),
      body: t('receipt.body', { greeting: hello, lines: receiptLines(t, language, intent, purchase) }),
      actionText: t('receipt.action'),
      actionUrl: `${baseUrl}/orders/view/${purchase.orderId}`,
    }),
  );
}
