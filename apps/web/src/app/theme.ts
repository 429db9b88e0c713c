import { brandColor, brandPalette, readablePalette } from '@draftdesk/contract';
import { DEFAULT_THEME, mergeThemeOverrides, type MantineColorsTuple, type MantineThemeOverride } from '@mantine/core';
import { BRAND } from '../lib/theme.ts';
import { SHELL_COLOR_DEFAULTS } from '@draftdesk/contract';
import type { SiteColorSettings } from '../lib/site.ts';
import readableShades from './readable-shades.json';

/** What text sits on in the page: cards, the page (gray.0) and striped rows (gray.1). */
export const PAGE_BACKGROUNDS = [DEFAULT_THEME.white, DEFAULT_THEME.colors.gray[0], DEFAULT_THEME.colors.gray[1]];

/** The site's brand colour: the most colourful of its menu colours, else the default accent. */
export function siteBrandColor(site: Partial<SiteColorSettings>): string {
  return brandColor([site.sideBarActiveColor, site.sideBarIconColor, site.sideBarBgColor, site.topBarBgColor], SHELL_COLOR_DEFAULTS.sideBarIconColor);
}

/**
 * Mantine's own palettes with shades 6 to 9 made readable: filled buttons under white text, links, `c="teal"`, light
 * badges and alerts, the error colour (red.6) and `dimmed` (gray.6) all reach 4.5:1. They depend on nothing but
 * Mantine's colours, so the app reads the shades the contrast rules change from readable-shades.json (written by
 * `npm run colors -w apps/web`; a test checks it against this) rather than weigh about 2,000 shades as it starts, a
 * blocking 12 ms on a laptop.
 */
export function computeReadableShades(): Record<string, Record<number, string>> {
  const changed: Record<string, Record<number, string>> = {};
  for (const [name, palette] of Object.entries(DEFAULT_THEME.colors)) {
    readablePalette(palette, PAGE_BACKGROUNDS).forEach((shade, i) => {
      if (shade.toLowerCase() !== palette[i].toLowerCase()) (changed[name] ??= {})[i] = shade;
    });
  }
  return changed;
}
let readableDefaults: Record<string, MantineColorsTuple> | undefined;
function readableDefaultColors(): Record<string, MantineColorsTuple> {
  const changed: Record<string, Record<string, string> | undefined> = readableShades;
  readableDefaults ??= Object.fromEntries(
    Object.entries(DEFAULT_THEME.colors).map(([name, palette]) => [
      name,
      palette.map((shade, i) => changed[name]?.[i] ?? shade) as unknown as MantineColorsTuple,
    ]),
  );
  return readableDefaults;
}

/**
 * The Mantine theme of a site: its brand palette is the primary colour (buttons, links, progress, loaders, charts),
 * every palette reads at 4.5:1 on the page.
 */
export function siteTheme(base: MantineThemeOverride, site: Partial<SiteColorSettings> | undefined): MantineThemeOverride {
  const brand = brandPalette(siteBrandColor(site ?? {}), PAGE_BACKGROUNDS) as unknown as MantineColorsTuple;
  return mergeThemeOverrides(base, {
    colors: { ...readableDefaultColors(), [BRAND]: brand },
    primaryColor: BRAND,
    primaryShade: { light: 6, dark: 8 },
    // A loader is a status: its aria-label is said, and a span may not carry a label without a role.
    components: { Loader: { defaultProps: { role: 'status' } } },
  });
}
