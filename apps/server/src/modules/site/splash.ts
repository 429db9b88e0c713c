import type { TSiteSettings } from '@draftdesk/contract';

// The first page's splash: the site's logo and a spinner, written into index.html (IndexHtml.send), so a phone shows
// the site's brand as soon as the page arrives instead of a blank screen while the app's JavaScript loads. It looks
// like the app's preloader (apps/web/src/app/Preloader.tsx), which takes its place: the app removes it
// (apps/web/src/lib/splash.ts) once the site is known. Its styles are in apps/web/index.html.

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The logo's address as the app writes it (apps/web/src/lib/file-url.ts), or null for what an img should not load. */
export function logoAddress(logo: string): string | null {
  if (!logo) return null;
  if (/^https?:\/\//i.test(logo) || /^data:image\//i.test(logo)) return logo;
  if (logo.startsWith('/') && !logo.startsWith('//')) return logo;
  if (/^[a-z][a-z0-9+.-]*:/i.test(logo) || logo.startsWith('//')) return null;
  return `/api/file/${encodeURIComponent(logo)}`;
}

const splashes = new WeakMap<TSiteSettings, string>();

/** The splash's markup for a site (made once per settings object: a site's change brings a new one). */
export function splashHtml(settings: TSiteSettings | null): string {
  if (!settings) return '';
  let html = splashes.get(settings);
  if (html === undefined) {
    const logo = logoAddress(settings.logo);
    const image = logo ? `<img src="${escapeAttribute(logo)}" alt="${escapeAttribute(settings.companyName)}">` : '';
    html = `<div id="dd-splash">${image}<span aria-hidden="true"></span></div>`;
    splashes.set(settings, html);
  }
  return html;
}
