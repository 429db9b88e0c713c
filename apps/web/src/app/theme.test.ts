import { contrastRatio, MIN_TEXT_CONTRAST, mixColors, parseColor } from '@draftdesk/contract';
import { DEFAULT_THEME, mergeMantineTheme } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { ACME_SETTINGS, BETA_SETTINGS } from '../../../server/src/db/seed/demo-content.ts';
import { SHELL_COLOR_DEFAULTS } from '@draftdesk/contract';
import { siteColors, type SiteColorSettings } from '../lib/site.ts';
import readableShades from './readable-shades.json';
import { computeReadableShades, PAGE_BACKGROUNDS, siteBrandColor, siteTheme } from './theme.ts';

const DEMO_SITES = { Acme: ACME_SETTINGS, Beta: BETA_SETTINGS };

function resolvedTheme(site: Partial<SiteColorSettings>) {
  return mergeMantineTheme(DEFAULT_THEME, siteTheme({}, site));
}

/** Hue in degrees, to tell orange from indigo. */
function hue(color: string): number {
  const { r, g, b } = parseColor(color)!;
  const [max, min] = [Math.max(r, g, b), Math.min(r, g, b)];
  const d = max - min;
  const h = max === r ? ((g - b) / d) % 6 : max === g ? (b - r) / d + 2 : (r - g) / d + 4;
  return (h * 60 + 360) % 360;
}

describe("Mantine's palettes made readable", () => {
  it('are read from readable-shades.json, which matches what the contrast rules make of them (npm run colors -w apps/web)', () => {
    expect(readableShades).toEqual(computeReadableShades());
    const { gray, red } = resolvedTheme({}).colors;
    expect(gray[6]).toBe(readableShades.gray[6]);
    expect(red.slice(6)).toEqual([6, 7, 8, 9].map((i) => readableShades.red[i as 6]));
    expect(gray[0]).toBe(DEFAULT_THEME.colors.gray[0]);
  });
});

describe.each(Object.entries(DEMO_SITES))('the %s demo site', (_name, site) => {
  const css = siteColors({ ...SHELL_COLOR_DEFAULTS, ...site });
  const theme = resolvedTheme(site);
  const primary = theme.colors[theme.primaryColor];

  it('has readable text in the top bar, the side menu, its active item and the footer', () => {
    const pairs: [string, string][] = [
      ['--dd-topbar-text', '--dd-topbar-bg'],
      ['--dd-sidebar-text', '--dd-sidebar-bg'],
      ['--dd-sidebar-active-text', '--dd-sidebar-active'],
      ['--dd-footer-text', '--dd-footer-bg'],
    ];
    for (const [text, background] of pairs) {
      expect(contrastRatio(css[text], css[background]), `${text} on ${background}`).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
    }
  });

  it("takes its primary colour from the site's brand colour", () => {
    expect(Math.abs(hue(primary[6]) - hue(siteBrandColor(site)))).toBeLessThan(8);
  });

  it('has buttons, links, light variants and dimmed text that read at 4.5:1 on the page', () => {
    for (const [name, palette] of Object.entries(theme.colors)) {
      if (name === 'dark') continue; // the dark scheme's palette; the app is light only
      for (const shade of palette.slice(6)) {
        for (const background of PAGE_BACKGROUNDS) {
          expect(contrastRatio(shade, background), `${name}: ${shade} on ${background}`).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
        }
      }
    }
    // Light variants write in shade 8 (SiteMantineProvider), also when laid on another light variant
    // (a light button in a teal alert: each is its colour's shade 6 at 10 % over what is below).
    for (const [name, palette] of Object.entries(theme.colors)) {
      if (name === 'dark') continue;
      for (const [under, below] of Object.entries(theme.colors)) {
        if (under === 'dark') continue;
        const background = mixColors(mixColors('#f8f9fa', below[6], 0.1), palette[6], 0.1);
        expect(contrastRatio(palette[8], background), `${name} light on ${under} light`).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
      }
    }
    // White text on the filled primary colour, and dimmed (gray.6) text.
    expect(contrastRatio('#ffffff', primary[6])).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
    expect(contrastRatio(theme.colors.gray[6], '#f8f9fa')).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
  });
});

describe('site themes', () => {
  it('give Beta an orange primary colour and Acme its indigo', () => {
    expect(siteBrandColor(BETA_SETTINGS)).toBe('#e8590c');
    expect(siteBrandColor(ACME_SETTINGS)).toBe('#556ee6');
    const beta = hue(resolvedTheme(BETA_SETTINGS).colors.brand[6]);
    expect(beta).toBeGreaterThan(10);
    expect(beta).toBeLessThan(40);
  });

  it('make the active menu text readable on Beta (it was 1.66:1)', () => {
    expect(contrastRatio(SHELL_COLOR_DEFAULTS.sideBarTextColor, BETA_SETTINGS.sideBarActiveColor)).toBeLessThan(2);
    const css = siteColors({ ...SHELL_COLOR_DEFAULTS, ...BETA_SETTINGS });
    expect(contrastRatio(css['--dd-sidebar-active-text'], '#e8590c')).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
  });

  it('use the default accent when a site has no colours', () => {
    expect(resolvedTheme({}).colors.brand[6]).toBe(resolvedTheme({ sideBarIconColor: '#556ee6' }).colors.brand[6]);
  });
});
