/**
 * dd_key_between (migration 0030), the key a card's move writes in its one statement, is the key fractional-indexing's
 * generateKeyBetween gives for the same neighbours: on the keys a board makes as cards are added anywhere in a list,
 * at both ends for long enough to change the keys' integer lengths, and at the ends of the key space.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { generateKeyBetween } from 'fractional-indexing';
import { rawRows } from '../src/lib/raw-rows.ts';
import { createTestApp, type TestApp } from './helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 60_000);
afterAll(() => t?.close());

type Pair = [string | null, string | null];

async function sqlKeys(pairs: Pair[]): Promise<string[]> {
  const rows = await rawRows<{ k: string }>(
    t.deps.db,
    sql`select dd_key_between(p.lo, p.hi) as k
        from unnest(${sql.param(pairs.map((p) => p[0]))}::text[], ${sql.param(pairs.map((p) => p[1]))}::text[]) with ordinality as p(lo, hi, n)
        order by p.n`,
  );
  return rows.map((r) => r.k);
}

/** The neighbours of every insertion as a list grows by `count` cards, each at a pseudo-random place. */
function growingList(count: number, seed: number): Pair[] {
  const keys: string[] = [];
  const pairs: Pair[] = [];
  // mulberry32: a small seeded generator, so the run is the same every time.
  let s = seed >>> 0;
  const next = (n: number) => {
    s = (s + 0x6d2b79f5) >>> 0;
    let x = Math.imul(s ^ (s >>> 15), s | 1);
    x ^= x + Math.imul(x ^ (x >>> 7), x | 61);
    return Math.floor((((x ^ (x >>> 14)) >>> 0) / 2 ** 32) * n);
  };
  for (let i = 0; i < count; i++) {
    // Half the time near the top or the bottom (where lists grow), else anywhere.
    const roll = next(4);
    const at = roll === 0 ? 0 : roll === 1 ? keys.length : next(keys.length + 1);
    const pair: Pair = [at > 0 ? keys[at - 1] : null, at < keys.length ? keys[at] : null];
    pairs.push(pair);
    keys.splice(at, 0, generateKeyBetween(pair[0], pair[1]));
  }
  return pairs;
}

/** The neighbours when cards are added only at one end, `count` times: the integer part runs over several lengths. */
function oneEnd(count: number, end: 'top' | 'bottom'): Pair[] {
  const pairs: Pair[] = [];
  let edge: string | null = null;
  for (let i = 0; i < count; i++) {
    const pair: Pair = end === 'top' ? [null, edge] : [edge, null];
    pairs.push(pair);
    edge = generateKeyBetween(pair[0], pair[1]);
  }
  return pairs;
}

describe('dd_key_between', () => {
  it('gives the key fractional-indexing gives, on thousands of neighbours', async () => {
    const pairs: Pair[] = [
      [null, null],
      ...growingList(1500, 7),
      ...growingList(500, 12345),
      ...oneEnd(4000, 'top'),
      ...oneEnd(4000, 'bottom'),
      // Keys next to each other, a long fraction, the largest integer parts, the smallest key's neighbour.
      ['a0', 'a1'],
      ['a0V', 'a0W'],
      ['a0zzzzzzzzzzzzzzzzzzzy', null],
      ['Zz', 'a0'],
      ['az', 'b00'],
      [`z${'z'.repeat(25)}y`, null],
      [`z${'z'.repeat(26)}`, null],
      [null, `A${'0'.repeat(25)}1`],
      [null, `A${'0'.repeat(26)}1`],
      ['a1', 'a0'],
    ];
    const expected = pairs.map(([lo, hi]) => generateKeyBetween(lo, hi));
    const got = await sqlKeys(pairs);
    const differing = pairs.map((p, i) => ({ p, want: expected[i], got: got[i] })).filter((d) => d.want !== d.got);
    expect(differing.slice(0, 5)).toEqual([]);
    expect(got).toHaveLength(pairs.length);
    // The lists grew in their middles too: hundreds of keys carry a fraction, not only an integer part.
    expect(expected.filter((k) => k.length >= 4).length).toBeGreaterThan(200);
  });

  it('refuses what the library refuses: equal neighbours and keys it never makes', async () => {
    for (const pair of [
      ['a0', 'a0'],
      ['a10', null],
      ['!0', null],
      ['b0', null],
      [null, `A${'0'.repeat(26)}`],
    ] satisfies Pair[]) {
      expect(() => generateKeyBetween(pair[0], pair[1])).toThrow();
      await expect(sqlKeys([pair]), JSON.stringify(pair)).rejects.toThrow();
    }
  });
});
