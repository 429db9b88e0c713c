// Plain values, apart from the schemas (entities/site.ts): the web app's first page imports them without loading zod.

export const DEFAULT_SIDEBAR_ACTIVE_COLOR = '#383c40';
export const DEFAULT_SIDEBAR_ICON_COLOR = '#556ee6';

/** The shell's colours when a site sets none (spec 03's side menu defaults; the web app's fallbacks and the demo sites' colours). */
export const SHELL_COLOR_DEFAULTS = {
  topBarBgColor: '#ffffff',
  topBarTextColor: '#343a40',
  sideBarBgColor: '#2a3042',
  sideBarTextColor: '#a6b0cf',
  sideBarActiveColor: DEFAULT_SIDEBAR_ACTIVE_COLOR,
  sideBarIconColor: DEFAULT_SIDEBAR_ICON_COLOR,
  footerBgColor: '#f2f2f5',
  footerTextColor: '#74788d',
} as const;
