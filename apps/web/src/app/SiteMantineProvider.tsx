import { MantineProvider, type CSSVariablesResolver, type MantineThemeOverride } from '@mantine/core';
import { useMemo, type ReactNode } from 'react';
import { useSiteQuery } from '../lib/site.ts';
import { siteTheme } from './theme.ts';

/**
 * Light variants (badges, alerts, light buttons) write their text in shade 8, not 6: they are often laid on
 * another light variant (a light button in a teal alert), where shade 6 falls just under 4.5:1.
 */
const cssVariablesResolver: CSSVariablesResolver = (theme) => ({
  variables: {},
  light: {
    ...Object.fromEntries(Object.keys(theme.colors).map((color) => [`--mantine-color-${color}-light-color`, `var(--mantine-color-${color}-8)`])),
    // A FileInput's placeholder is text on the page: gray.6 reads at 4.5:1 (gray.5 is 2.07:1).
    '--mantine-color-placeholder': 'var(--mantine-color-gray-6)',
  },
  dark: {},
});

/** MantineProvider with the site's brand palette as the primary colour (the default one until the site is known). */
export function SiteMantineProvider({ theme, children }: { theme: MantineThemeOverride; children: ReactNode }) {
  const { data: site } = useSiteQuery();
  const siteThemed = useMemo(() => siteTheme(theme, site), [theme, site]);
  return (
    <MantineProvider theme={siteThemed} defaultColorScheme="light" cssVariablesResolver={cssVariablesResolver}>
      {children}
    </MantineProvider>
  );
}
