/**
 * Concurrent moves and inserts on one board lose no card and leave every list in a strict total order. Run it on
 * PostgreSQL (TEST_DATABASE_URL) to see real concurrency; on PGlite the same requests run one after another.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { ZBoard, type TBoard } from '@draftdesk/contract';
import { boardCards } from '../src/db/schema.ts';
import { ACME, as, createTestApp, login, type TestApp } from './helpers.ts';

let t: TestApp;
let customer: string;

const call = (method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: as(customer, ACME), ...(payload ? { payload } : {}) });
const tracker = async (): Promise<TBoard> => {
  const res = await call('GET', '/api/customer/board');
  expect(res.statusCode, res.body).toBe(200);
  return ZBoard.parse(res.json().data);
};

beforeAll(async () => {
  t = await createTestApp();
  customer = await login(t.app, 'customer@demo.test');
}, 60_000);
afterAll(() => t?.close());

describe('concurrent moves and inserts', () => {
  it('keep every card, once, in a strict total order per list, stable on reload', async () => {
    const board = await tracker();
    const lists = board.columns.map((c) => c.id);
    const made: string[] = [];
    for (let i = 0; i < 12; i++) {
      const res = await call('POST', '/api/customer/card/new', { column: lists[i % 3], card: { companyName: 'Acme', jobTitle: `Seed ${i}` } });
      made.push(res.json().data._id);
    }
    // A fixed pseudo-random script: moves to many spots (often the same ones) and inserts at the tops of lists.
    let seed = 7;
    const next = (n: number) => (seed = (seed * 1103515245 + 12345) % 2 ** 31) % n;
    const requests: Promise<{ statusCode: number; body: string; json: () => { data?: { _id: string } } }>[] = [];
    for (let i = 0; i < 80; i++) {
      if (i % 4 === 0) {
        requests.push(call('POST', '/api/customer/card/new', { column: lists[next(2)], card: { companyName: 'Acme', jobTitle: `Added ${i}` } }));
      } else {
        const to = { columnId: lists[next(3)], index: next(3) === 0 ? 0 : next(8) };
        requests.push(
          call('POST', '/api/customer/card/position/update', {
            board: board._id,
            card: made[next(made.length)],
            fromPosition: { columnId: lists[0], index: 0 },
            toPosition: to,
          }),
        );
      }
    }
    const answers = await Promise.all(requests);
    for (const res of answers) expect(res.statusCode, res.body).toBe(200);
    const added = answers.filter((_, i) => i % 4 === 0).map((res) => res.json().data!._id);

    const after = await tracker();
    const ids = after.columns.flatMap((c) => c.cards.map((card) => card._id));
    expect(new Set(ids).size).toBe(ids.length);
    expect(new Set(ids)).toEqual(new Set([...made, ...added]));
    // Strict total order per list: the stored keys strictly increase, byte by byte, in the order shown.
    for (const column of after.columns) {
      const rows = await t.deps.db
        .select({ id: boardCards.id, position: boardCards.position })
        .from(boardCards)
        .where(eq(boardCards.columnId, column.id))
        .orderBy(sql`${boardCards.position}`);
      expect(rows.map((r) => r.id)).toEqual(column.cards.map((c) => c._id));
      for (let i = 1; i < rows.length; i++) expect(Buffer.compare(Buffer.from(rows[i - 1].position), Buffer.from(rows[i].position))).toBe(-1);
    }
    expect(JSON.stringify(await tracker())).toBe(JSON.stringify(after));
  }, 60_000);

  it('puts two cards added at the same spot at once both there, in a stable order', async () => {
    const [wishlist] = (await tracker()).columns;
    const [a, b] = await Promise.all(
      ['Same spot 1', 'Same spot 2'].map((jobTitle) =>
        call('POST', '/api/customer/card/new', { column: wishlist.id, card: { companyName: 'Acme', jobTitle } }),
      ),
    );
    const top = (await tracker()).columns[0].cards.slice(0, 2).map((c) => c._id);
    expect(new Set(top)).toEqual(new Set([a.json().data._id, b.json().data._id]));
    expect((await tracker()).columns[0].cards.slice(0, 2).map((c) => c._id)).toEqual(top);
  });

  it('loses no card when moves into and out of a list meet its deletion (its cards moved to another list)', async () => {
    const added = await call('GET', `/api/customer/list/new/${(await tracker())._id}`);
    expect(added.statusCode, added.body).toBe(200);
    const doomed = added.json().data._id as string;
    const board = await tracker();
    const [first, second] = board.columns;
    const mine: string[] = [];
    for (let i = 0; i < 6; i++) {
      const res = await call('POST', '/api/customer/card/new', { column: i % 2 ? doomed : first.id, card: { companyName: 'Acme', jobTitle: `Doomed ${i}` } });
      mine.push(res.json().data._id);
    }
    const before = (await tracker()).columns.flatMap((c) => c.cards.map((card) => card._id));
    const moves = mine.flatMap((card, i) =>
      [0, 1].map((k) =>
        call('POST', '/api/customer/card/position/update', {
          board: board._id,
          card,
          fromPosition: { columnId: first.id, index: 0 },
          toPosition: { columnId: (i + k) % 2 ? doomed : second.id, index: k },
        }),
      ),
    );
    const deletion = call('GET', `/api/customer/list/${doomed}/delete?moveTo=${second.id}`);
    const [deleted, ...answers] = await Promise.all([deletion, ...moves]);
    expect(deleted.statusCode, deleted.body).toBe(200);
    for (const res of answers) expect([200, 404], res.body).toContain(res.statusCode);

    const after = await tracker();
    expect(after.columns.map((c) => c.id)).not.toContain(doomed);
    const ids = after.columns.flatMap((c) => c.cards.map((card) => card._id));
    expect(ids.length).toBe(new Set(ids).size);
    expect(new Set(ids)).toEqual(new Set(before));
  }, 60_000);
});
