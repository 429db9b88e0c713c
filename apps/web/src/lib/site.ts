// Type-only imports from the contract: its runtime schemas (zod) stay out of the entry chunk.
import type { TSiteSettings, TWebsiteFlags, TWebsiteResponse } from '@draftdesk/contract';
import { readableOn, SHELL_COLOR_DEFAULTS } from '@draftdesk/contract';
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { api } from './api.ts';
import { ApiError, errorMessageOf } from './api-error.ts';
import { queryKeys } from './query.ts';

async function fetchSite(signal: AbortSignal): Promise<TSiteSettings> {
  const response = await api.get<TWebsiteResponse>('/api/website', { signal, on401: 'throw' });
  if (!response?.status || !response.data) throw new ApiError(response?.status_code ?? 500, errorMessageOf(response), response);
  return withDefaults(response.data);
}

/** Older or partial settings rows must not break the shell. */
function withDefaults(site: TSiteSettings): TSiteSettings {
  return {
    ...site,
    loginDomainQueries: site.loginDomainQueries ?? [],
    customCheckout: { ...{ url: '', method: 'GET', responseFieldPath: '', tokenName: '', tokenLocation: '' }, ...site.customCheckout },
    customScripts: { ...{ headerTag: '', bodyTag: '' }, ...site.customScripts },
    // The server sends every flag (contract ZWebsiteFlags, all off by default but auto_assign_writers); a missing one reads as off.
    website_settings: { ...(site.website_settings as Partial<TWebsiteFlags>) } as TWebsiteFlags,
  };
}

const siteQuery = {
  queryKey: queryKeys.site,
  queryFn: ({ signal }: { signal: AbortSignal }) => fetchSite(signal),
  staleTime: Infinity,
  gcTime: Infinity,
};

export function useSiteQuery() {
  return useQuery(siteQuery);
}

/** Asked as the app starts, beside the route's code rather than after it. */
export function prefetchSite(client: QueryClient): void {
  void client.prefetchQuery(siteQuery);
}

/** The site settings; only for components rendered below the site gate. */
export function useSite(): TSiteSettings {
  const { data } = useSiteQuery();
  if (!data) throw new Error('useSite() used before the site settings were loaded');
  return data;
}

type ColorSetting = keyof typeof SHELL_COLOR_DEFAULTS;
export type SiteColorSettings = Record<ColorSetting, string>;

const CSS_VARIABLES: Record<ColorSetting, string> = {
  topBarBgColor: '--dd-topbar-bg',
  topBarTextColor: '--dd-topbar-text',
  sideBarBgColor: '--dd-sidebar-bg',
  sideBarTextColor: '--dd-sidebar-text',
  sideBarActiveColor: '--dd-sidebar-active',
  sideBarIconColor: '--dd-sidebar-icon',
  footerBgColor: '--dd-footer-bg',
  footerTextColor: '--dd-footer-text',
};

/**
 * Spec 03 "Site settings" colours as CSS variables, with the defaults above. Text colours are made readable
 * (4.5:1) on the background they sit on; the active menu item gets a text colour of its own.
 */
export function siteColors(site: Pick<TSiteSettings, ColorSetting>): Record<string, string> {
  const colors = {} as SiteColorSettings;
  for (const setting of Object.keys(CSS_VARIABLES) as ColorSetting[]) {
    colors[setting] = site[setting]?.trim() || SHELL_COLOR_DEFAULTS[setting];
  }
  const readable: SiteColorSettings = {
    ...colors,
    topBarTextColor: readableOn(colors.topBarTextColor, [colors.topBarBgColor]),
    sideBarTextColor: readableOn(colors.sideBarTextColor, [colors.sideBarBgColor]),
    footerTextColor: readableOn(colors.footerTextColor, [colors.footerBgColor]),
  };
  const out: Record<string, string> = {};
  for (const setting of Object.keys(CSS_VARIABLES) as ColorSetting[]) out[CSS_VARIABLES[setting]] = readable[setting];
  out['--dd-sidebar-active-text'] = readableOn(colors.sideBarTextColor, [colors.sideBarActiveColor]);
  return out;
}
