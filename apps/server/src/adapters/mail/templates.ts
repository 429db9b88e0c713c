import type { TLanguage } from '@draftdesk/contract';
import type { ResolvedSite } from '../../lib/context.ts';
import type { MailMessage, TMailInline } from './index.ts';

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** The body's paragraphs (split at blank lines; a single line break stays one), escaped. */
const paragraphs = (s: string) =>
  s
    .split(/\n{2,}/)
    .map((p) => `<p>${escapeHtml(p).replace(/\n/g, '<br>')}</p>`)
    .join('');

/** A branded e-mail: the site's logo and name above one message and one button, in the recipient's language (mail/i18n.ts). */
export function brandedMail(
  site: ResolvedSite,
  baseUrl: string,
  to: string,
  content: { language: TLanguage; subject: string; heading: string; body: string; actionText: string; actionUrl: string },
): MailMessage {
  const company = site.settings?.companyName ?? site.name;
  const { logoUrl, inline } = logoOf(site.settings?.logo ?? '');
  const html = `<!doctype html><html lang="${content.language}"><body style="font-family:Arial,sans-serif;background:#f4f5f8;padding:24px">
<table role="presentation" style="max-width:560px;margin:auto;background:#fff;border-radius:8px;padding:24px">
<tr><td>${logoUrl ? `<img src="${escapeHtml(logoUrl)}" alt="${escapeHtml(company)}" style="max-width:200px">` : `<strong>${escapeHtml(company)}</strong>`}</td></tr>
<tr><td><h1 style="font-size:20px">${escapeHtml(content.heading)}</h1>${paragraphs(content.body)}
<p><a href="${escapeHtml(content.actionUrl)}" style="background:#556ee6;color:#fff;padding:10px 16px;border-radius:4px;text-decoration:none">${escapeHtml(content.actionText)}</a></p>
<p style="color:#74788d;font-size:12px">${escapeHtml(company)}</p></td></tr></table></body></html>`;
  const text = `${content.heading}\n\n${content.body}\n\n${content.actionText}: ${content.actionUrl}\n\n${company}`;
  return { to, subject: content.subject, text, html, fromName: company, siteId: site.id, inline };
}

const LOGO_CID = 'site-logo@draftdesk';

/**
 * How the e-mail shows the site's logo (docs/decisions.md): an http(s) logo by its address; a data URL or a stored
 * file as an inline attachment (`cid:`), so it shows without the portal being reachable or remote images allowed.
 */
function logoOf(logo: string): { logoUrl: string; inline: TMailInline[] } {
  if (!logo) return { logoUrl: '', inline: [] };
  if (/^https?:\/\//i.test(logo)) return { logoUrl: logo, inline: [] };
  const cid = `cid:${LOGO_CID}`;
  if (logo.startsWith('data:')) {
    const ext = /^data:image\/([a-z]+)/i.exec(logo)?.[1]?.toLowerCase() ?? 'img';
    return { logoUrl: cid, inline: [{ cid: LOGO_CID, filename: `logo.${ext === 'svg' ? 'svg' : ext}`, dataUrl: logo }] };
  }
  // A stored file, by key (or by its /api/file/ path).
  const key = logo.replace(/^\/?api\/file\//, '');
  return { logoUrl: cid, inline: [{ cid: LOGO_CID, filename: 'logo', fileKey: key }] };
}
