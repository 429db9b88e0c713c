import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_TRACKER_COLUMNS, MESSAGES, ZBoard, type TBoard } from '@draftdesk/contract';
import { ACME, BETA, as, createTestApp, createUser, demoOrders, login, type TestApp } from './helpers.ts';

let t: TestApp;
let customer: string;
let writer: string;

type Method = 'GET' | 'POST' | 'PATCH';
const call = (cookie: string | null, method: Method, url: string, payload?: object, host = ACME) =>
  t.app.inject({ method, url, headers: as(cookie, host), ...(payload ? { payload } : {}) });
const ok = async (cookie: string, method: Method, url: string, payload?: object, host = ACME) => {
  const res = await call(cookie, method, url, payload, host);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
const tracker = async (cookie = customer, host = ACME): Promise<TBoard> => ZBoard.parse((await ok(cookie, 'GET', '/api/customer/board', undefined, host)).data);
const titlesOf = (board: TBoard, columnId: string) => board.columns.find((c) => c.id === columnId)!.cards.map((c) => c.jobTitle || c.title);
const job = (jobTitle: string) => ({ companyName: 'Acme Health', jobTitle });
const addJob = async (column: string, jobTitle: string, cookie = customer) =>
  (await ok(cookie, 'POST', '/api/customer/card/new', { column, card: job(jobTitle) })).data._id as string;
const move = (cookie: string, prefix: string, board: string, card: string, from: [string, number], to: [string, number], host = ACME) =>
  call(
    cookie,
    'POST',
    `${prefix}/card/position/update`,
    { board, card, fromPosition: { columnId: from[0], index: from[1] }, toPosition: { columnId: to[0], index: to[1] } },
    host,
  );

async function setBoards(on: boolean, host = ACME) {
  const admin = await login(t.app, 'admin@demo.test', host);
  const res = await call(admin, 'PATCH', '/api/admin/website/settings', { enable_boards: on }, host);
  expect(res.statusCode, res.body).toBe(200);
}

beforeAll(async () => {
  t = await createTestApp();
  customer = await login(t.app, 'customer@demo.test');
  writer = await login(t.app, 'writer@demo.test');
}, 60_000);
afterAll(() => t?.close());

describe('the site flag', () => {
  it('refuses every board call while enable_boards is off, and answers once it is on', async () => {
    await setBoards(false);
    const refused = await call(customer, 'GET', '/api/customer/board');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('pageNotAvailable');
    expect((await call(writer, 'GET', '/api/writer/boards')).statusCode).toBe(403);
    expect((await call(writer, 'POST', '/api/writer/board/new', { boardTitle: 'Nope' })).statusCode).toBe(403);
    await setBoards(true);
    expect((await call(customer, 'GET', '/api/customer/board')).statusCode).toBe(200);
  });
});

describe('roles', () => {
  it('keeps reviewers off every board, customers off writer boards and writers off the tracker', async () => {
    const reviewer = await login(t.app, 'reviewer@demo.test');
    expect((await call(reviewer, 'GET', '/api/writer/boards')).statusCode).toBe(403);
    expect((await call(reviewer, 'GET', '/api/customer/board')).statusCode).toBe(403);
    expect((await call(customer, 'GET', '/api/writer/boards')).statusCode).toBe(403);
    expect((await call(writer, 'GET', '/api/customer/board')).statusCode).toBe(403);
    expect((await call(null, 'GET', '/api/customer/board')).statusCode).toBe(401);
  });
});

describe("the customer's job-search tracker", () => {
  it('starts with Wishlist, Applied, Interview, Offer and Rejected on the first visit, once', async () => {
    const first = await tracker();
    expect(first.columns.map((c) => c.title)).toEqual([...DEFAULT_TRACKER_COLUMNS]);
    expect(first.columns.every((c) => c.cards.length === 0)).toBe(true);
    const again = await tracker();
    expect(again._id).toBe(first._id);
    expect(again.columns.map((c) => c.id)).toEqual(first.columns.map((c) => c.id));
  });

  it("adds a list titled 'Title' at the end, renames it (min 2 characters) and deletes it", async () => {
    const board = await tracker();
    const { data } = await ok(customer, 'GET', `/api/customer/list/new/${board._id}`);
    let after = await tracker();
    expect(after.columns.at(-1)).toMatchObject({ id: data._id, title: 'Title' });
    const short = await call(customer, 'POST', '/api/customer/list/update/title', { id: data._id, title: 'x' });
    expect(short.statusCode).toBe(400);
    expect(short.body).toContain(MESSAGES.listTitleMin);
    await ok(customer, 'POST', '/api/customer/list/update/title', { id: data._id, title: 'Phone screen' });
    expect((await tracker()).columns.at(-1)!.title).toBe('Phone screen');
    await ok(customer, 'GET', `/api/customer/list/${data._id}/delete`);
    after = await tracker();
    expect(after.columns.map((c) => c.title)).toEqual([...DEFAULT_TRACKER_COLUMNS]);
  });

  it('asks for a company name and a job title of at least 2 characters, with the texts of the contract', async () => {
    const [wishlist] = (await tracker()).columns;
    const res = await call(customer, 'POST', '/api/customer/card/new', { column: wishlist.id, card: { companyName: 'A', jobTitle: ' ' } });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain(MESSAGES.companyNameMin);
    expect(res.body).toContain(MESSAGES.jobTitleMin);
    const unknown = await call(customer, 'POST', '/api/customer/card/new', { column: wishlist.id, card: { ...job('Nurse'), extra: 1 } });
    expect(unknown.statusCode).toBe(400);
  });

  it('adds a card at the top of its list, with every field, and sanitises its description on the way out', async () => {
    const [wishlist] = (await tracker()).columns;
    await addJob(wishlist.id, 'First');
    const { data } = await ok(customer, 'POST', '/api/customer/card/new', {
      column: wishlist.id,
      card: {
        ...job('Second'),
        postURL: 'https://jobs.example/1',
        salary: '$80,000',
        deadline: '2026-12-31',
        address: '1 Main St',
        city: 'Austin',
        state: 'TX',
        zip: '73301',
        descriptionContent: '<p>Great <strong>team</strong></p><script>alert(1)</script><img src=x onerror=alert(1)>',
      },
    });
    expect(titlesOf(await tracker(), wishlist.id)).toEqual(['Second', 'First']);
    const card = (await ok(customer, 'GET', `/api/customer/card/${data._id}`)).data;
    expect(card).toMatchObject({ companyName: 'Acme Health', postURL: 'https://jobs.example/1', salary: '$80,000', city: 'Austin', state: 'TX', zip: '73301' });
    expect(card.descriptionContent).toBe('<p>Great <strong>team</strong></p>');
    await ok(customer, 'POST', '/api/customer/card/update', {
      id: data._id,
      ...job('Second, edited'),
      descriptionContent: '<a href="javascript:alert(1)">x</a>',
    });
    const edited = (await ok(customer, 'GET', `/api/customer/card/${data._id}`)).data;
    expect(edited.jobTitle).toBe('Second, edited');
    expect(edited.descriptionContent).not.toContain('javascript');
    await ok(customer, 'POST', '/api/customer/card/new/confirm', { boardId: (await tracker())._id, cardTitle: 'Third', companyName: 'Beta Co' });
    expect(titlesOf(await tracker(), wishlist.id)).toEqual(['Third', 'Second, edited', 'First']);
  });

  it('moves cards within a list and across lists, into an empty one too, and keeps the order on reload', async () => {
    const board = await tracker();
    const [, applied, interview, offer] = board.columns;
    const ids: Record<string, string> = {};
    for (const title of ['DD', 'CC', 'BB', 'AA']) ids[title] = await addJob(applied.id, title);
    expect(titlesOf(await tracker(), applied.id)).toEqual(['AA', 'BB', 'CC', 'DD']);
    // Within the list: A to the end, then D to the top.
    expect((await move(customer, '/api/customer', board._id, ids.AA, [applied.id, 0], [applied.id, 3])).statusCode).toBe(200);
    expect(titlesOf(await tracker(), applied.id)).toEqual(['BB', 'CC', 'DD', 'AA']);
    await move(customer, '/api/customer', board._id, ids.DD, [applied.id, 2], [applied.id, 0]);
    expect(titlesOf(await tracker(), applied.id)).toEqual(['DD', 'BB', 'CC', 'AA']);
    // Into an empty list, then between its cards.
    await move(customer, '/api/customer', board._id, ids.BB, [applied.id, 1], [interview.id, 0]);
    await move(customer, '/api/customer', board._id, ids.CC, [applied.id, 1], [interview.id, 1]);
    await move(customer, '/api/customer', board._id, ids.AA, [applied.id, 1], [interview.id, 1]);
    const reloaded = await tracker();
    expect(titlesOf(reloaded, applied.id)).toEqual(['DD']);
    expect(titlesOf(reloaded, interview.id)).toEqual(['BB', 'AA', 'CC']);
    expect(titlesOf(reloaded, offer.id)).toEqual([]);
    // An index past the end puts the card last.
    await move(customer, '/api/customer', board._id, ids.DD, [applied.id, 0], [interview.id, 99]);
    expect(titlesOf(await tracker(), interview.id)).toEqual(['BB', 'AA', 'CC', 'DD']);
    expect(titlesOf(await tracker(), interview.id)).toEqual(['BB', 'AA', 'CC', 'DD']);
  });

  it('refuses to delete a list with cards unless they move to another list or the deletion is confirmed', async () => {
    const board = await tracker();
    const { data } = await ok(customer, 'GET', `/api/customer/list/new/${board._id}`);
    await addJob(data._id, 'Kept 2');
    await addJob(data._id, 'Kept 1');
    const refused = await call(customer, 'GET', `/api/customer/list/${data._id}/delete`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'listHasCards', message: MESSAGES.listHasCards });
    expect(titlesOf(await tracker(), data._id)).toEqual(['Kept 1', 'Kept 2']);
    const offer = board.columns[3];
    await addJob(offer.id, 'Offer card');
    const moved = await ok(customer, 'GET', `/api/customer/list/${data._id}/delete?moveTo=${offer.id}`);
    expect(moved).toMatchObject({ status: true, moved: 2, deleted: 0 });
    const after = await tracker();
    expect(after.columns.some((c) => c.id === data._id)).toBe(false);
    expect(titlesOf(after, offer.id)).toEqual(['Offer card', 'Kept 1', 'Kept 2']);
    const other = await ok(customer, 'GET', `/api/customer/list/new/${board._id}`);
    await addJob(other.data._id, 'Gone');
    expect(await ok(customer, 'GET', `/api/customer/list/${other.data._id}/delete?confirm=true`)).toMatchObject({ deleted: 1 });
  });

  it('deletes a card', async () => {
    const [wishlist] = (await tracker()).columns;
    const id = await addJob(wishlist.id, 'Delete me');
    await ok(customer, 'GET', `/api/customer/card/${id}/delete`);
    expect((await call(customer, 'GET', `/api/customer/card/${id}`)).statusCode).toBe(404);
  });
});

describe('ownership', () => {
  it("answers 404 for another customer's or another site's board, list and card, and changes nothing", async () => {
    const board = await tracker();
    const [wishlist, applied] = board.columns;
    const card = await addJob(wishlist.id, 'Mine');
    const before = JSON.stringify(await tracker());
    const stranger = await createUser(t, 'acme');
    const other = await login(t.app, stranger.email);
    await setBoards(true, BETA);
    const betaCustomer = await login(t.app, 'customer@demo.test', BETA);
    for (const [cookie, host] of [
      [other, ACME],
      [betaCustomer, BETA],
    ] as const) {
      const attempts = [
        call(cookie, 'GET', `/api/customer/list/new/${board._id}`, undefined, host),
        call(cookie, 'GET', `/api/customer/list/${wishlist.id}/delete?confirm=true`, undefined, host),
        call(cookie, 'POST', '/api/customer/list/update/title', { id: wishlist.id, title: 'Stolen' }, host),
        call(cookie, 'GET', `/api/customer/card/${card}`, undefined, host),
        call(cookie, 'GET', `/api/customer/card/${card}/delete`, undefined, host),
        call(cookie, 'POST', '/api/customer/card/update', { id: card, ...job('Stolen') }, host),
        call(cookie, 'POST', '/api/customer/card/new', { column: wishlist.id, card: job('Planted') }, host),
        call(cookie, 'POST', '/api/customer/card/new/confirm', { boardId: board._id, cardTitle: 'Planted', companyName: 'Evil' }, host),
      ];
      for (const res of await Promise.all(attempts)) expect(res.statusCode, res.body).toBe(404);
      // Their own board, with this customer's card named in it, is 404 too.
      const theirs = await tracker(cookie, host);
      expect((await move(cookie, '/api/customer', theirs._id, card, [wishlist.id, 0], [theirs.columns[1].id, 0], host)).statusCode).toBe(404);
      expect((await move(cookie, '/api/customer', board._id, card, [wishlist.id, 0], [applied.id, 0], host)).statusCode).toBe(404);
    }
    expect(JSON.stringify(await tracker())).toBe(before);
  });
});

describe('GETs that change a board', () => {
  it('are refused cross-site (403) and change nothing; same-origin ones pass', async () => {
    const board = await tracker();
    const [wishlist] = board.columns;
    const card = await addJob(wishlist.id, 'Targeted');
    const before = JSON.stringify(await tracker());
    const crossSite = { cookie: customer, host: ACME, 'sec-fetch-site': 'cross-site' };
    for (const url of [`/api/customer/card/${card}/delete`, `/api/customer/list/new/${board._id}`, `/api/customer/list/${wishlist.id}/delete?confirm=true`]) {
      const bare = await t.app.inject({ method: 'GET', url, headers: crossSite });
      expect(bare.statusCode, url).toBe(403);
      expect(bare.json().code).toBe('originRefused');
      const evil = await t.app.inject({ method: 'GET', url, headers: { ...crossSite, origin: 'https://evil.example' } });
      expect(evil.statusCode, url).toBe(403);
      const none = await t.app.inject({ method: 'GET', url, headers: { cookie: customer, host: ACME } });
      expect(none.statusCode, url).toBe(403);
    }
    expect(JSON.stringify(await tracker())).toBe(before);
    const sameOrigin = await t.app.inject({
      method: 'GET',
      url: `/api/customer/card/${card}/delete`,
      headers: { cookie: customer, host: ACME, 'sec-fetch-site': 'same-origin' },
    });
    expect(sameOrigin.statusCode).toBe(200);
    expect(titlesOf(await tracker(), wishlist.id)).not.toContain('Targeted');
  });
});

describe('writer boards', () => {
  it("lists and creates boards ('Board Created Successfully'), a board name being required", async () => {
    const missing = await call(writer, 'POST', '/api/writer/board/new', { boardTitle: '  ' });
    expect(missing.statusCode).toBe(400);
    expect(missing.body).toContain(MESSAGES.boardNameRequired);
    const made = await ok(writer, 'POST', '/api/writer/board/new', { boardTitle: 'This week', boardDescription: 'Drafts due' });
    expect(made.message).toBe('Board Created Successfully');
    const { data } = await ok(writer, 'GET', '/api/writer/boards');
    expect(data).toEqual([expect.objectContaining({ _id: made.data._id, boardTitle: 'This week', boardDescription: 'Drafts due' })]);
    const admin = await login(t.app, 'admin@demo.test');
    expect((await ok(admin, 'GET', '/api/writer/boards')).data).toEqual([]);
    expect((await call(admin, 'GET', `/api/writer/board/${made.data._id}`)).statusCode).toBe(404);
  });

  it('has lists and task cards with priority, deadline and content; links only the writer’s own orders', async () => {
    const made = await ok(writer, 'POST', '/api/writer/board/new', { boardTitle: 'Orders' });
    const boardId = made.data._id as string;
    const todo = (await ok(writer, 'GET', `/api/writer/list/new/${boardId}`)).data._id as string;
    const done = (await ok(writer, 'GET', `/api/writer/list/new/${boardId}`)).data._id as string;
    const short = await call(writer, 'POST', '/api/writer/card/new', { column: todo, card: { title: 'x' } });
    expect(short.statusCode).toBe(400);
    expect(short.body).toContain(MESSAGES.cardTitleMin);
    expect((await call(writer, 'POST', '/api/writer/card/new', { column: todo, card: { title: 'Hi', priority: 'Urgent' } })).statusCode).toBe(400);
    const { inProgress } = await demoOrders(t, 'acme');
    const card = await ok(writer, 'POST', '/api/writer/card/new', {
      column: todo,
      card: {
        title: 'Write the summary',
        priority: 'Highest',
        deadline: '2026-12-01',
        descriptionContent: '<p>ok</p><iframe src="x"></iframe>',
        orderId: inProgress.id,
      },
    });
    expect(card.data).toMatchObject({
      title: 'Write the summary',
      priority: 'Highest',
      deadline: '2026-12-01',
      descriptionContent: '<p>ok</p>',
      orderId: inProgress.id,
    });
    const { completed } = await demoOrders(t, 'beta');
    const foreign = await call(writer, 'POST', '/api/writer/card/update', { id: card.data._id, title: 'Write the summary', orderId: completed.id });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().code).toBe('boardOrderNotYours');
    await ok(writer, 'POST', '/api/writer/card/new/confirm', { boardId, cardTitle: 'Second task', description: 'short' });
    expect((await move(writer, '/api/writer', boardId, card.data._id, [todo, 1], [done, 0])).statusCode).toBe(200);
    const board = ZBoard.parse((await ok(writer, 'GET', `/api/writer/board/${boardId}`)).data);
    expect(board.columns.map((c) => c.cards.map((x) => x.title))).toEqual([['Second task'], ['Write the summary']]);
    const customerTry = await call(customer, 'GET', `/api/customer/card/${card.data._id}`);
    expect(customerTry.statusCode).toBe(404);
    await ok(writer, 'GET', `/api/writer/board/${boardId}/delete`);
    expect((await call(writer, 'GET', `/api/writer/board/${boardId}`)).statusCode).toBe(404);
  });
});
