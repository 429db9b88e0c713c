import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatReads, orders as ordersTable, sites, users } from '../src/db/schema.ts';
import { runJobsOnce } from '../src/modules/chat/jobs.ts';
import { updateSiteSettings } from '../src/modules/site/service.ts';
import { TestSocket, eventually, listenLocal } from './chat-helpers.ts';
import { ACME, as, createTestApp, createUser, demoOrders, login, nextIp, type TestApp } from './helpers.ts';

// E-mails speak the recipient's language, else the site's default language, else English (docs/decisions.md).
let t: TestApp;
let address: string;
let orders: Awaited<ReturnType<typeof demoOrders>>;
const log = pino({ level: 'silent' });

beforeAll(async () => {
  // A message unread for 60 ms is due for the digest.
  t = await createTestApp({ CHAT_DIGEST_DELAY_MINUTES: '0.001', PUBLIC_URL: 'http://portal.test' });
  address = await listenLocal(t);
  orders = await demoOrders(t, 'acme');
});
afterAll(() => t?.close());

const setLanguage = (cookie: string, language: string) =>
  t.app.inject({ method: 'PATCH', url: '/api/profile/language', headers: as(cookie), payload: { language } });
const requestReset = (email: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/reset-password', headers: as(null, ACME), remoteAddress: nextIp(), payload: { email } });

/** The one e-mail a call sends. */
async function mailOf(send: () => Promise<unknown>) {
  const before = t.sent.length;
  await send();
  await eventually(() => expect(t.sent.length).toBe(before + 1));
  return t.sent[before];
}

async function withAcmeDefaultLanguage(language: string, run: () => Promise<void>) {
  const [row] = await t.deps.db.select({ settings: sites.settings }).from(sites).where(eq(sites.id, t.demo.acme.id));
  const stored = row.settings as Record<string, unknown>;
  await updateSiteSettings(t.deps.db, t.deps.siteCache, t.demo.acme.id, { ...stored, defaultLanguage: language });
  try {
    await run();
  } finally {
    await updateSiteSettings(t.deps.db, t.deps.siteCache, t.demo.acme.id, stored);
  }
}

describe('the password reset e-mail', () => {
  it("is in the user's own language", async () => {
    const user = await createUser(t, 'acme');
    expect((await setLanguage(await login(t.app, user.email), 'de')).statusCode).toBe(200);
    const mail = await mailOf(() => requestReset(user.email));
    expect(mail.to).toBe(user.email);
    expect(mail.subject).toMatch(/^Setzen Sie Ihr Passwort für .+ zurück$/);
    expect(mail.text).toContain('Passwort zurücksetzen');
    expect(mail.text).toContain('Neues Passwort wählen: http://');
    expect(mail.html).toContain('<html lang="de">');
  });

  it("is in the site's default language for a user without one, and the user's own language wins", async () => {
    const plain = await createUser(t, 'acme');
    const german = await createUser(t, 'acme');
    await setLanguage(await login(t.app, german.email), 'de');
    await withAcmeDefaultLanguage('es', async () => {
      const mail = await mailOf(() => requestReset(plain.email));
      expect(mail.subject).toMatch(/^Restablezca su contraseña de /);
      expect(mail.text).toContain('Si no fue usted, ignore este correo.');
      expect(mail.html).toContain('<html lang="es">');
      expect((await mailOf(() => requestReset(german.email))).subject).toMatch(/^Setzen Sie/);
    });
  });

  it('is in English otherwise, also when the site names a language the e-mails do not speak', async () => {
    const user = await createUser(t, 'acme');
    const english = await mailOf(() => requestReset(user.email));
    expect(english.subject).toMatch(/^Reset your .+ password$/);
    expect(english.html).toContain('<html lang="en">');
    await withAcmeDefaultLanguage('fr', async () => {
      expect((await mailOf(() => requestReset(user.email))).subject).toMatch(/^Reset your /);
    });
  });
});

describe('notification and digest e-mails', () => {
  const cookies = {} as Record<'customer' | 'writer', string>;
  beforeAll(async () => {
    cookies.customer = await login(t.app, 'customer@demo.test');
    cookies.writer = await login(t.app, 'writer@demo.test');
  });

  it('the due-date e-mail is in Russian: the notification’s text, the sentence around it and the date', async () => {
    expect((await setLanguage(cookies.customer, 'ru')).statusCode).toBe(200);
    const dueDate = new Date(Date.now() + 12 * 86_400_000).toISOString().slice(0, 10);
    const mail = await mailOf(() =>
      t.app.inject({
        method: 'PATCH',
        url: '/api/writer/orders/set-due-date',
        headers: as(cookies.writer),
        payload: { orderId: orders.inProgress.id, clientId: 'acme', dueDate },
      }),
    );
    await t.app.chat.mail.idle();
    const [order] = await t.deps.db.select().from(ordersTable).where(eq(ordersTable.id, orders.inProgress.id));
    expect(mail.to).toBe('customer@demo.test');
    expect(mail.subject).toBe(`Для вашего заказа назначен срок (заказ №${order.orderNumber})`);
    const ruDate = new Date(`${dueDate}T00:00:00Z`).toLocaleDateString('ru-RU', { dateStyle: 'long', timeZone: 'UTC' });
    expect(mail.text).toContain(`Здравствуйте, Casey!\n\nВаш автор установил срок сдачи вашего заказа.`);
    expect(mail.html).toContain('<p>Здравствуйте, Casey!</p><p>Ваш автор');
    expect(mail.text).toContain(` Срок выполнения: ${ruDate} (`);
    expect(mail.text).toContain(`Открыть заказ: http://portal.test/orders/view/${orders.inProgress.id}`);
    expect(mail.html).toContain('<html lang="ru">');
    expect(mail.text).not.toMatch(/Due date|Hello|Your writer/);
  });

  it('the unread chat digest is in Thai', async () => {
    expect((await setLanguage(cookies.customer, 'th')).statusCode).toBe(200);
    const writer = await TestSocket.open(address, { cookie: cookies.writer });
    try {
      await writer.subscribe({ order_id: orders.inProgress.id });
      writer.send({ type: 'new_message', message_type: 'text', content: 'Which title do you prefer?' });
      await writer.nextOfType('new_message');
      await eventually(async () => {
        const [r] = await t.deps.db.select().from(chatReads).where(eq(chatReads.userId, t.demo.acme.users.user));
        expect(r.unreadSince).not.toBeNull();
      });
    } finally {
      await writer.close();
    }
    await new Promise((r) => setTimeout(r, 100));
    const before = t.sent.length;
    expect(await runJobsOnce(t.deps, log)).toMatchObject({ digests: 1 });
    const mail = t.sent[before];
    expect(mail.to).toBe('customer@demo.test');
    expect(mail.subject).toMatch(/^คุณมีข้อความที่ยังไม่ได้อ่าน \d+ ข้อความเกี่ยวกับ Executive Bundle \(คำสั่งซื้อ #\d+\)$/);
    expect(mail.text).toContain('สวัสดีคุณ Casey');
    expect(mail.text).toContain('ข้อความล่าสุด: “Which title do you prefer?”');
    expect(mail.text).toContain('เปิดแชท: http://portal.test/orders/view/');
    expect(mail.html).toContain('<html lang="th">');
  });

  it('the stored language is the one the route saved', async () => {
    const [row] = await t.deps.db.select({ language: users.language }).from(users).where(eq(users.id, t.demo.acme.users.user));
    expect(row.language).toBe('th');
  });
});
