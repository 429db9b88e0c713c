import type { TRole } from '@draftdesk/contract';

/**
 * Whether this browser may be signed in: public pages look the session up only then (spec 03 §7).
 *
 * The server's readable companion of the session cookie (set at sign-in, cleared at logout) says so, and names the
 * role. Reading a cookie is a synchronous round trip to the browser's cookie store (10 to 15 ms as a page starts), so
 * the server also writes what it received on the page (`<html data-signed-in data-role>`): the app's first questions
 * read that. Once the session changes in this page (a sign-in, a logout, a 401), the cookie is read again.
 */
const SIGNED_IN_COOKIE = /(?:^|;\s*)(?:__Host-)?signed-in=(?:1|user|writer|reviewer|admin)(?:;|$)/;

const written = typeof document === 'undefined' ? undefined : document.documentElement.dataset;
let fromPage: boolean | null = written?.signedIn === undefined ? null : written.signedIn === '1';
const ROLES = new Set<string>(['user', 'writer', 'reviewer', 'admin'] satisfies TRole[]);
const writtenRole = written?.role !== undefined && ROLES.has(written.role) ? (written.role as TRole) : null;

/**
 * The role the page was sent for, as the hint names it: what the app may start loading before it reads the session.
 * Never more than a hint: the session decides what the app shows, and the server what it answers.
 */
export const hintedRole = (): TRole | null => (fromPage ? writtenRole : null);

export const maybeSignedIn = (): boolean => fromPage ?? SIGNED_IN_COOKIE.test(document.cookie);

/** The session changed in this page: from now on the cookie answers. */
export function sessionChanged(): void {
  fromPage = null;
}
