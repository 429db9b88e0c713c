import { Box, Container, Group } from '@mantine/core';
import { useEffect, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ModalsHost } from './ModalsHost.tsx';
import { layoutShown } from '../lib/page-content.ts';
import { useSite } from '../lib/site.ts';
import { LazyLanguageSwitcher } from './LazyLanguageSwitcher.tsx';
import { SiteLogo } from './SiteLogo.tsx';

/**
 * Frame of the pages a visitor opens without the portal shell (review, checkout).
 * Embedded (widget mode) pages leave the header to the page around them.
 */
export function PublicPage({ children, size = 'lg', embedded = false }: { children: ReactNode; size?: string; embedded?: boolean }) {
  const { t } = useTranslation();
  const site = useSite();
  // Its modals' host waits for the page (lib/page-content.ts): here the page came with this frame.
  useEffect(layoutShown, []);
  return (
    <>
      {/* Beside the page, not around it: the host no longer takes children (app/ModalsHost.tsx). */}
      <ModalsHost />
      <Box mih="100dvh" bg="gray.0">
        {!embedded && (
          <Box component="header" bg="var(--dd-topbar-bg)" c="var(--dd-topbar-text)" py="sm" style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}>
            <Container size={size}>
              <Group justify="space-between" wrap="nowrap">
                <Link to="/" aria-label={t('topbar.home', { company: site.companyName })}>
                  <SiteLogo />
                </Link>
                <LazyLanguageSwitcher />
              </Group>
            </Container>
          </Box>
        )}
        <Container component="main" id="main-content" size={size} py={embedded ? 'md' : 'xl'}>
          {children}
        </Container>
      </Box>
    </>
  );
}
