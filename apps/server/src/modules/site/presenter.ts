import {
  DEFAULT_FLAGS,
  DEFAULT_SIDEBAR_ACTIVE_COLOR,
  DEFAULT_SIDEBAR_ICON_COLOR,
  ZSiteContentSecurity,
  ZWebsiteFlags,
  type TSiteContentSecurity,
  type TSiteSettings,
} from '@draftdesk/contract';

const str = (v: unknown, fallback = ''): string => (typeof v === 'string' ? v : fallback);

/** Site settings as the wire has them: every field present, defaults filled in, no secrets. */
export function presentSiteSettings(clientId: string, name: string, s: Record<string, unknown>): TSiteSettings {
  const checkout = (s.customCheckout ?? {}) as Record<string, unknown>;
  const scripts = (s.customScripts ?? {}) as Record<string, unknown>;
  const flags = ZWebsiteFlags.safeParse(s.website_settings ?? {});
  return {
    client_id: clientId,
    companyName: str(s.companyName, name),
    companyEmail: str(s.companyEmail),
    logo: str(s.logo),
    loginImg: str(s.loginImg),
    welcomeImg: str(s.welcomeImg),
    defaultLanguage: str(s.defaultLanguage, 'en'),
    reviewUiCustomizations: (s.reviewUiCustomizations as Record<string, unknown>) ?? {},
    critiquesConsultationLink: str(s.critiquesConsultationLink),
    topBarBgColor: str(s.topBarBgColor, '#ffffff'),
    topBarTextColor: str(s.topBarTextColor, '#343a40'),
    sideBarBgColor: str(s.sideBarBgColor, '#2a3042'),
    sideBarTextColor: str(s.sideBarTextColor, '#a6b0cf'),
    sideBarActiveColor: str(s.sideBarActiveColor, DEFAULT_SIDEBAR_ACTIVE_COLOR),
    sideBarIconColor: str(s.sideBarIconColor, DEFAULT_SIDEBAR_ICON_COLOR),
    footerBgColor: str(s.footerBgColor, '#f2f2f5'),
    footerTextColor: str(s.footerTextColor, '#74788d'),
    twitter: str(s.twitter),
    facebook: str(s.facebook),
    linkedin: str(s.linkedin),
    youtube: str(s.youtube),
    instagram: str(s.instagram),
    pinterest: str(s.pinterest),
    customLoginDomain: str(s.customLoginDomain),
    loginDomainQueries: Array.isArray(s.loginDomainQueries) ? s.loginDomainQueries.map(String) : [],
    customCheckout: {
      url: str(checkout.url),
      method: str(checkout.method, 'GET'),
      responseFieldPath: str(checkout.responseFieldPath),
      tokenName: str(checkout.tokenName),
      tokenLocation: str(checkout.tokenLocation),
    },
    customScripts: { headerTag: str(scripts.headerTag), bodyTag: str(scripts.bodyTag) },
    website_settings: flags.success ? flags.data : DEFAULT_FLAGS,
  };
}

/** The site's own additions to its pages' Content-Security-Policy, as stored in its settings; none when unset or invalid. */
export function siteContentSecurity(settings: Record<string, unknown> | null | undefined): TSiteContentSecurity {
  const parsed = ZSiteContentSecurity.safeParse(settings?.contentSecurity ?? {});
  return parsed.success ? parsed.data : ZSiteContentSecurity.parse({});
}
