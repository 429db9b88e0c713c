/**
 * Whether this browser may be signed in: public pages look the session up only then (spec 03 §7).
 *
 * The server's readable companion of the session cookie (set at sign-in, cleared at logout) says so. Reading a cookie
 * is a synchronous round trip to the browser's cookie store (10 to 15 ms as a page starts), so the server also writes
 * what it received on the page (`<html data-signed-in>`): the app's first questions read that. Once the session
 * changes in this page (a sign-in, a logout, a 401), the cookie is read again.
 */
const SIGNED_IN_COOKIE = /(?:^|;\s*)(?:__Host-)?signed-in=1(?:;|$)/;

const written = typeof document === 'undefined' ? undefined : document.documentElement.dataset.signedIn;
let fromPage: boolean | null = written === undefined ? null : written === '1';

export const maybeSignedIn = (): boolean => fromPage ?? SIGNED_IN_COOKIE.test(document.cookie);

/** The session changed in this page: from now on the cookie answers. */
export function sessionChanged(): void {
  fromPage = null;
}
