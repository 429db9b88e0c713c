import { and, eq } from 'drizzle-orm';
import pino from 'pino';
import { describe, expect, it, beforeAll } from 'vitest';
import { ZBoard, type TBoard } from '@draftdesk/contract';
import { boardCards, notifications } from '../src/db/schema.ts';
import { deadlineMoment, notifyDueDeadlines } from '../src/modules/boards/deadlines.ts';
import { runJobsOnce } from '../src/modules/chat/jobs.ts';
import { chatSuite, eventually } from './chat-helpers.ts';
import { ACME, as, login } from './helpers.ts';

// Issue 13: a board reloads what other tabs change (the bus's 'board-changed', the socket's 'board_changed'),
// a tracker card knows when it entered its list, and a task card due within 24 hours notifies its writer once.
const s = chatSuite();
const log = pino({ level: 'silent' });

type Method = 'GET' | 'POST' | 'PATCH';
const call = (cookie: string | null, method: Method, url: string, payload?: object) =>
  s.t.app.inject({ method, url, headers: as(cookie, ACME), ...(payload ? { payload } : {}) });
const ok = async (cookie: string, method: Method, url: string, payload?: object) => {
  const res = await call(cookie, method, url, payload);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
const tracker = async (): Promise<TBoard> => ZBoard.parse((await ok(s.cookies.customer, 'GET', '/api/customer/board')).data);
const isoMinute = (ms: number) => new Date(ms).toISOString().slice(0, 16);

beforeAll(async () => {
  const admin = await login(s.t.app, 'admin@demo.test');
  const res = await call(admin, 'PATCH', '/api/admin/website/settings', { enable_boards: true });
  expect(res.statusCode, res.body).toBe(200);
});

describe('live reload', () => {
  it("tells the owner's open sockets, and only theirs, that a board changed after each write", async () => {
    const board = await tracker();
    const tab = await s.connect(s.cookies.customer);
    const otherTab = await s.connect(s.cookies.customer);
    const stranger = await s.connect(s.cookies.writer);
    const [wishlist, applied] = board.columns;

    const card = await ok(s.cookies.customer, 'POST', '/api/customer/card/new', { column: wishlist.id, card: { companyName: 'Acme', jobTitle: 'Nurse' } });
    expect(await tab.nextOfType('board_changed')).toEqual({ type: 'board_changed', boardId: board._id });
    expect(await otherTab.nextOfType('board_changed')).toEqual({ type: 'board_changed', boardId: board._id });

    await ok(s.cookies.customer, 'POST', '/api/customer/card/position/update', {
      board: board._id,
      card: card.data._id,
      fromPosition: { columnId: wishlist.id, index: 0 },
      toPosition: { columnId: applied.id, index: 0 },
    });
    await tab.nextOfType('board_changed');
    await ok(s.cookies.customer, 'POST', '/api/customer/list/update/title', { id: applied.id, title: 'Applied!' });
    await tab.nextOfType('board_changed');
    await ok(s.cookies.customer, 'GET', `/api/customer/card/${card.data._id}/delete`);
    await tab.nextOfType('board_changed');

    // A refused write (another's card) changes nothing and tells no one.
    const refused = await call(s.cookies.writer, 'GET', `/api/writer/card/${card.data._id}/delete`);
    expect(refused.statusCode).toBe(404);
    // Reads tell no one either.
    await ok(s.cookies.customer, 'GET', '/api/customer/board');
    await tab.expectNone((f) => f.type === 'board_changed');
    await stranger.expectNone((f) => f.type === 'board_changed');
  });
});

describe('the date a card entered its list', () => {
  it('is set on create, kept by a move within the list and renewed by a move to another list', async () => {
    const board = await tracker();
    const [wishlist, applied] = board.columns;
    const a = await ok(s.cookies.customer, 'POST', '/api/customer/card/new', { column: wishlist.id, card: { companyName: 'Acme', jobTitle: 'Analyst' } });
    await ok(s.cookies.customer, 'POST', '/api/customer/card/new', { column: wishlist.id, card: { companyName: 'Acme', jobTitle: 'Designer' } });
    const created = Date.parse(a.data.enteredColumnAt);
    expect(Math.abs(created - Date.now())).toBeLessThan(60_000);
    // Pretend it entered a week ago.
    const weekAgo = new Date(Date.now() - 7 * 86_400_000);
    await s.t.deps.db.update(boardCards).set({ enteredColumnAt: weekAgo }).where(eq(boardCards.id, a.data._id));
    const move = (to: string, index: number) =>
      ok(s.cookies.customer, 'POST', '/api/customer/card/position/update', {
        board: board._id,
        card: a.data._id,
        fromPosition: { columnId: wishlist.id, index: 0 },
        toPosition: { columnId: to, index },
      });
    await move(wishlist.id, 1);
    let card = (await ok(s.cookies.customer, 'GET', `/api/customer/card/${a.data._id}`)).data;
    expect(card.enteredColumnAt).toBe(weekAgo.toISOString());
    await move(applied.id, 0);
    card = (await ok(s.cookies.customer, 'GET', `/api/customer/card/${a.data._id}`)).data;
    expect(Date.parse(card.enteredColumnAt)).toBeGreaterThan(weekAgo.getTime() + 86_400_000);
    const shown = (await tracker()).columns[1].cards.find((c) => c._id === a.data._id)!;
    expect(shown.enteredColumnAt).toBe(card.enteredColumnAt);
  });
});

describe('deadline within 24 hours', () => {
  it('reads date-only deadlines as the end of the day and times as UTC', () => {
    expect(deadlineMoment('2026-12-01')?.toISOString()).toBe('2026-12-02T00:00:00.000Z');
    expect(deadlineMoment('2026-12-01T15:30')?.toISOString()).toBe('2026-12-01T15:30:00.000Z');
    expect(deadlineMoment('2026-12-01T15:30+02:00')?.toISOString()).toBe('2026-12-01T13:30:00.000Z');
    expect(deadlineMoment('next week')).toBeNull();
    expect(deadlineMoment('')).toBeNull();
  });

  it('notifies the writer once (bell and e-mail, in their language), again only after the deadline changes', async () => {
    const writer = s.cookies.writer;
    const writerId = s.t.demo.acme.users.writer;
    expect((await call(writer, 'PATCH', '/api/profile/language', { language: 'de' })).statusCode).toBe(200);
    const boardId = (await ok(writer, 'POST', '/api/writer/board/new', { boardTitle: 'Due soon' })).data._id as string;
    const list = (await ok(writer, 'GET', `/api/writer/list/new/${boardId}`)).data._id as string;
    const soon = await ok(writer, 'POST', '/api/writer/card/new', {
      column: list,
      card: { title: 'Send the draft', deadline: isoMinute(Date.now() + 2 * 3_600_000) },
    });
    const later = await ok(writer, 'POST', '/api/writer/card/new', {
      column: list,
      card: { title: 'Later task', deadline: isoMinute(Date.now() + 3 * 86_400_000) },
    });
    const past = await ok(writer, 'POST', '/api/writer/card/new', { column: list, card: { title: 'Past task', deadline: isoMinute(Date.now() - 3_600_000) } });
    // A customer's tracker card with a deadline tomorrow is not a task: no notification.
    const board = await tracker();
    await ok(s.cookies.customer, 'POST', '/api/customer/card/new', {
      column: board.columns[0].id,
      card: { companyName: 'Acme', jobTitle: 'Apply soon', deadline: isoMinute(Date.now() + 3_600_000) },
    });
    const bell = await s.connect(writer);
    const mailsBefore = s.t.sent.length;

    const ofCard = async () =>
      (
        await s.t.deps.db
          .select()
          .from(notifications)
          .where(and(eq(notifications.userId, writerId), eq(notifications.orderId, `board:${boardId}`)))
      ).filter((n) => n.data.action === 'board_deadline');
    const runs = await runJobsOnce(s.t.deps, log);
    expect(runs.deadlines).toBe(1);
    expect(await notifyDueDeadlines(s.t.deps)).toBe(0);
    expect(await ofCard()).toHaveLength(1);
    const { notification } = await bell.nextOfType('notification');
    expect(notification).toMatchObject({ order_id: `board:${boardId}`, contant: 'A card on your board is due within 24 hours: Send the draft.' });
    await eventually(() => expect(s.t.sent.length).toBe(mailsBefore + 1));
    const mail = s.t.sent[mailsBefore];
    expect(mail.to).toBe('writer@demo.test');
    expect(mail.subject).toBe('Fällig in weniger als 24 Stunden: Send the draft');
    expect(mail.text).toContain('Eine Karte auf Ihrem Board ist in weniger als 24 Stunden fällig: Send the draft.');
    expect(mail.text).toContain(`/board/${boardId}`);

    // Same deadline saved again (another field changed): still once.
    await ok(writer, 'POST', '/api/writer/card/update', { id: soon.data._id, title: 'Send the draft now', deadline: soon.data.deadline });
    expect(await notifyDueDeadlines(s.t.deps)).toBe(0);
    // A new deadline, also within 24 hours: once more.
    await ok(writer, 'POST', '/api/writer/card/update', { id: soon.data._id, title: 'Send the draft now', deadline: isoMinute(Date.now() + 5 * 3_600_000) });
    expect(await notifyDueDeadlines(s.t.deps)).toBe(1);
    expect(await notifyDueDeadlines(s.t.deps)).toBe(0);
    expect(await ofCard()).toHaveLength(2);
    // The later card falls due within 24 hours two days on; the past one never.
    expect(await notifyDueDeadlines(s.t.deps, Date.now() + 2.5 * 86_400_000)).toBe(1);
    const [laterRow] = await s.t.deps.db.select().from(boardCards).where(eq(boardCards.id, later.data._id));
    expect(laterRow.deadlineNotifiedAt).not.toBeNull();
    const [pastRow] = await s.t.deps.db.select().from(boardCards).where(eq(boardCards.id, past.data._id));
    expect(pastRow.deadlineNotifiedAt).toBeNull();
    await call(writer, 'PATCH', '/api/profile/language', { language: 'en' });
  });

  it('raises the bell but sends no e-mail to a writer who switched deadline reminders off', async () => {
    const writer = s.cookies.writer;
    const writerId = s.t.demo.acme.users.writer;
    const preferences = (on: boolean) =>
      ok(writer, 'POST', '/api/profile/profile_update', {
        _id: writerId,
        firstName: 'Wren',
        lastName: 'Writer',
        email: 'writer@demo.test',
        emailPreferences: { board_deadline: on },
      });
    await preferences(false);
    const boardId = (await ok(writer, 'POST', '/api/writer/board/new', { boardTitle: 'Quiet board' })).data._id as string;
    const list = (await ok(writer, 'GET', `/api/writer/list/new/${boardId}`)).data._id as string;
    await ok(writer, 'POST', '/api/writer/card/new', { column: list, card: { title: 'Quiet task', deadline: isoMinute(Date.now() + 3_600_000) } });
    const mailsBefore = s.t.sent.length;
    expect(await notifyDueDeadlines(s.t.deps)).toBe(1);
    const ofBoard = () =>
      s.t.deps.db
        .select()
        .from(notifications)
        .where(and(eq(notifications.userId, writerId), eq(notifications.orderId, `board:${boardId}`)));
    // The bell has it; its e-mail was looked at (claimed) and none was written.
    await eventually(async () => {
      const rows = await ofBoard();
      expect(rows).toHaveLength(1);
      expect(rows[0].emailedAt).not.toBeNull();
    });
    await s.t.deps.outbox.drain();
    expect(s.t.sent.slice(mailsBefore).filter((m) => m.text.includes('Quiet task'))).toEqual([]);
    await preferences(true);
  });
});
