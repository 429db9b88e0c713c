import crypto from 'node:crypto';
import { promisify } from 'node:util';

const scrypt = promisify(crypto.scrypt) as (pw: string, salt: Buffer, len: number, opts: crypto.ScryptOptions) => Promise<Buffer>;
const PARAMS = { N: 16384, r: 8, p: 1, maxmem: 64 * 1024 * 1024 };

/** scrypt with a per-user salt, stored as `scrypt$N$r$p$salt$hash`. */
export async function hashPassword(password: string): Promise<string> {
  const salt = crypto.randomBytes(16);
  const hash = await scrypt(password, salt, 32, PARAMS);
  return ['scrypt', PARAMS.N, PARAMS.r, PARAMS.p, salt.toString('base64'), hash.toString('base64')].join('$');
}

/**
 * The stored hash of an account whose owner has not chosen a password yet (a buyer registered at checkout): no
 * password matches it. They choose one through the welcome e-mail's link (or a reset).
 */
export const NO_PASSWORD = '!';

export const hasPassword = (stored: string) => stored !== NO_PASSWORD;

/**
 * The stored hash of an erased customer: no password matches it, and unlike NO_PASSWORD the account does not count as
 * unclaimed, so nobody can take it over at checkout.
 */
export const ERASED_PASSWORD = '!erased';

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  // Checked against the dummy hash like an unknown e-mail, so the answer takes as long.
  if (!hasPassword(stored)) return verifyPassword(password, DUMMY_HASH).then(() => false);
  const [alg, n, r, p, saltB64, hashB64] = stored.split('$');
  if (alg !== 'scrypt' || !saltB64 || !hashB64) return false;
  const expected = Buffer.from(hashB64, 'base64');
  const actual = await scrypt(password, Buffer.from(saltB64, 'base64'), expected.length, {
    N: Number(n),
    r: Number(r),
    p: Number(p),
    maxmem: PARAMS.maxmem,
  });
  return crypto.timingSafeEqual(actual, expected);
}

/** Verifying against this keeps the timing of unknown e-mails close to known ones. */
export const DUMMY_HASH = 'scrypt$16384$8$1$AAAAAAAAAAAAAAAAAAAAAA==$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=';
