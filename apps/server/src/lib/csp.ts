import { randomBytes } from 'node:crypto';
import type { TSiteContentSecurity } from '@draftdesk/contract';

/** What the web build writes where each page's nonce goes (apps/web/vite.config.ts, `html.cspNonce`). */
export const NONCE_PLACEHOLDER = 'DRAFTDESK_CSP_NONCE';

/** A fresh nonce for one page: 128 random bits. */
export function newNonce(): string {
  return randomBytes(16).toString('base64');
}

export interface PolicySources {
  /** The site's own additions (its settings). */
  site: TSiteContentSecurity;
  /** The site's payment providers' browser origins. */
  payments: { connect: string[]; frame: string[] };
}

const list = (...parts: string[]) => parts.filter(Boolean).join(' ');

/**
 * A page's Content-Security-Policy, with NONCE_PLACEHOLDER where the page's nonce goes: made once per site,
 * filled in per page. Scripts run only with the page's nonce, or when a script that has it adds them
 * ('strict-dynamic': the app's chunks, a site's custom scripts and what its tag manager loads, Stripe.js);
 * an injected inline script or event handler does not. Styles allow inline: Mantine sets style attributes,
 * which cannot carry a nonce.
 */
export function policyTemplate(sources: PolicySources | null): string {
  const site = sources?.site ?? { embedOrigins: [], imageSources: [] };
  const payments = sources?.payments ?? { connect: [], frame: [] };
  return [
    "default-src 'self'",
    // 'wasm-unsafe-eval': WebAssembly only (the resume builder's PDF layout engine, yoga); never eval() of scripts.
    `script-src 'nonce-${NONCE_PLACEHOLDER}' 'strict-dynamic' 'wasm-unsafe-eval'`,
    "object-src 'none'",
    "base-uri 'self'",
    `frame-ancestors ${list("'self'", ...site.embedOrigins)}`,
    `connect-src ${list("'self'", ...payments.connect)}`,
    `frame-src ${list("'self'", ...payments.frame)}`,
    `img-src ${list("'self'", 'data:', 'blob:', ...site.imageSources)}`,
    "style-src 'self' 'unsafe-inline'",
    "font-src 'self' data:",
    // The PDF viewer's worker.
    "worker-src 'self' blob:",
    "form-action 'self'",
  ].join('; ');
}
