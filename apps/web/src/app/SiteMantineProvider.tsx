import { MantineProvider, type MantineThemeOverride } from '@mantine/core';
import { useMemo, type ReactNode } from 'react';
import { useSiteQuery } from './site.ts';
import { siteTheme } from './theme.ts';

/** MantineProvider with the site's brand palette as the primary colour (the default one until the site is known). */
export function SiteMantineProvider({ theme, children }: { theme: MantineThemeOverride; children: ReactNode }) {
  const { data: site } = useSiteQuery();
  const siteThemed = useMemo(() => siteTheme(theme, site), [theme, site]);
  return (
    <MantineProvider theme={siteThemed} defaultColorScheme="light">
      {children}
    </MantineProvider>
  );
}
