/**
 * Two server instances on one PostgreSQL share their limits (issue 20 item 3): the per-IP rate limits and
 * the per-account login throttle count in the database, so alternating between instances gains nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@draftdesk/contract';
import { seedDemo } from '../src/db/seed/demo.ts';
import { ACME, PASSWORD, nextIp } from './helpers.ts';
import { build, postgresAvailable, sharedDatabase, type Instance } from './pg-instances.ts';

const available = await postgresAvailable('the two-instance limits test');

function loginOn(i: Instance, email: string, password: string, remoteAddress: string) {
  return i.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    headers: { host: ACME, origin: `http://${ACME}` },
    remoteAddress,
    payload: { email, password },
  });
}

describe.skipIf(!available)('limits shared by two instances on one PostgreSQL', () => {
  let shared: Awaited<ReturnType<typeof sharedDatabase>>;
  let A: Instance;
  let B: Instance;
  beforeAll(async () => {
    shared = await sharedDatabase('dd_limits2');
    A = await shared.instance();
    B = await shared.instance();
    await seedDemo(A.database.db, A.deps.storage);
    await build(A);
    await build(B);
  });
  afterAll(() => shared?.dispose());

  it('keeps its counters in the database', () => {
    expect(A.deps.limits.kind).toBe('postgres');
    expect(B.deps.limits.kind).toBe('postgres');
  });

  it('44 failed logins from one address alternating between A and B meet 429 after the 30th', async () => {
    const ip = nextIp();
    const statuses: number[] = [];
    for (let n = 0; n < 44; n++) {
      const res = await loginOn(n % 2 === 0 ? A : B, `nobody${n}@demo.test`, 'wrong-password', ip);
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, 30)).toEqual(Array(30).fill(401));
    expect(statuses.slice(30)).toEqual(Array(14).fill(429));
    // Another address is not affected.
    expect((await loginOn(B, 'nobody@demo.test', 'wrong-password', nextIp())).statusCode).toBe(401);
  });

  it.each([
    ['A', 0],
    ['B', 1],
  ])('the sixth wrong password for one account is refused on instance %s', async (_name, sixthOn) => {
    const email = sixthOn === 0 ? 'customer@demo.test' : 'writer@demo.test';
    for (let n = 0; n < 5; n++) {
      const res = await loginOn(n % 2 === 0 ? A : B, email, 'wrong-password', nextIp());
      expect(res.statusCode).toBe(401);
    }
    const sixth = await loginOn([A, B][sixthOn], email, 'wrong-password', nextIp());
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().message).toBe(MESSAGES.loginLocked);
    // Locked for the window on both instances, even with the right password.
    for (const i of [A, B]) expect((await loginOn(i, email, PASSWORD, nextIp())).statusCode).toBe(429);
  });

  it('a successful login on one instance clears the failures the other counted', async () => {
    const email = 'reviewer@demo.test';
    for (let n = 0; n < 4; n++) expect((await loginOn(A, email, 'wrong-password', nextIp())).statusCode).toBe(401);
    expect((await loginOn(B, email, PASSWORD, nextIp())).statusCode).toBe(200);
    for (let n = 0; n < 5; n++) expect((await loginOn(n % 2 ? A : B, email, 'wrong-password', nextIp())).statusCode).toBe(401);
    expect((await loginOn(A, email, 'wrong-password', nextIp())).statusCode).toBe(429);
  });
});
