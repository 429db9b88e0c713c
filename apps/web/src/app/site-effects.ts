import type { TSiteSettings } from '@draftdesk/contract';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { applySiteDefaultLanguage } from '../lib/i18n.ts';
import { siteColors } from '../lib/site.ts';

/** The site's colours as CSS variables on <html> (see shell styles). */
export function useSiteColors(site: TSiteSettings): void {
  useEffect(() => {
    const root = document.documentElement;
    for (const [name, value] of Object.entries(siteColors(site))) root.style.setProperty(name, value);
  }, [site]);
}

/** customScripts.headerTag / bodyTag, injected once per page load; the code that does it loads only for a site with some. */
export function useCustomScripts(site: TSiteSettings): void {
  const { headerTag, bodyTag } = site.customScripts;
  useEffect(() => {
    if (!headerTag.trim() && !bodyTag.trim()) return;
    void import('../lib/custom-scripts.ts').then(({ injectHtmlSnippet }) => {
      injectHtmlSnippet(headerTag, document.head, 'header');
      injectHtmlSnippet(bodyTag, document.body, 'body');
    });
  }, [headerTag, bodyTag]);
}

/** "Orders | Acme Resumes": the page's title (an i18n key; the route's, in the app) and the site's name. */
export function useDocumentTitle(companyName: string, title: string | undefined): void {
  const { t, i18n } = useTranslation();
  const pageTitle = title ? t(title) : '';
  useEffect(() => {
    document.title = [pageTitle, companyName].filter(Boolean).join(' | ');
  }, [pageTitle, companyName, i18n.language]);
}

export function useSiteDefaultLanguage(site: TSiteSettings): void {
  useEffect(() => applySiteDefaultLanguage(site.defaultLanguage), [site.defaultLanguage]);
}
