import type { FastifyRequest } from 'fastify';

/**
 * The host the request was sent to: its Host header, or over HTTP/2 its `:authority` (a browser sends no Host
 * there). Sites are found by it, and an Origin is compared with it.
 */
export function requestHost(req: FastifyRequest): string | undefined {
  return req.headers.host ?? (req.headers[':authority'] as string | undefined);
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Writes must come from the site's own origin (or a configured one). Browsers
 * always send Origin on writes; a request without Origin or Sec-Fetch-Site is
 * not from a browser and cannot carry a forged cross-site cookie.
 */
export function originAllowed(req: FastifyRequest, extra: string[]): boolean {
  if (SAFE_METHODS.has(req.method)) return true;
  const origin = req.headers.origin;
  if (!origin) {
    const fetchSite = req.headers['sec-fetch-site'];
    return fetchSite === undefined || fetchSite === 'same-origin' || fetchSite === 'none';
  }
  return originMatches(req, origin, extra);
}

/** The Origin is the site's own host or one configured. */
function originMatches(req: FastifyRequest, origin: string, extra: string[]): boolean {
  if (extra.includes(origin)) return true;
  try {
    return new URL(origin).host === requestHost(req);
  } catch {
    return false;
  }
}

/**
 * A request that changes things by GET (a link or an image could send it from anywhere) must prove it comes
 * from the site: an allowed Origin, or the browser's Sec-Fetch-Site: same-origin. Missing both is refused.
 */
export function sameOriginProven(req: FastifyRequest, extra: string[]): boolean {
  const origin = req.headers.origin;
  if (!origin) return req.headers['sec-fetch-site'] === 'same-origin';
  return originMatches(req, origin, extra);
}

/**
 * The response headers helmet would set, computed once: helmet's per-request
 * work halved the throughput of the hottest routes (docs/decisions.md).
 * The Content-Security-Policy goes with each page, with its nonce (lib/csp.ts).
 */
export function buildSecurityHeaders(https: boolean): Record<string, string> {
  return {
    'x-content-type-options': 'nosniff',
    'x-dns-prefetch-control': 'off',
    'x-download-options': 'noopen',
    'x-permitted-cross-domain-policies': 'none',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'cross-origin-opener-policy': 'same-origin',
    'cross-origin-resource-policy': 'same-origin',
    'origin-agent-cluster': '?1',
    'x-xss-protection': '0',
    ...(https ? { 'strict-transport-security': 'max-age=15552000; includeSubDomains' } : {}),
  };
}

/**
 * Node keeps the first of repeated Host headers; a request that names two hosts is refused rather than served
 * as the first one's site (a proxy may have routed it by the other).
 */
export function hostRepeated(rawHeaders: string[]): boolean {
  let hosts = 0;
  for (let i = 0; i < rawHeaders.length; i += 2) {
    const name = rawHeaders[i];
    if (name.length === 4 && name.toLowerCase() === 'host' && ++hosts > 1) return true;
  }
  return false;
}
