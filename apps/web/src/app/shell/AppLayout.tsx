import { AppShell } from '@mantine/core';
import { useDisclosure, useLocalStorage, useMediaQuery } from '@mantine/hooks';
import { Suspense, useEffect, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { layoutShown } from '../../lib/page-content.ts';
import { STORAGE_KEYS } from '../../lib/storage.ts';
import { ModalsHost } from '../../components/ModalsHost.tsx';
import { PageLoader } from '../../components/LoadingScreen.tsx';
import { NavigationProgress } from './NavigationProgress.tsx';
import classes from './shell.module.css';
import { SideMenu } from './SideMenu.tsx';
import { SiteFooter } from './SiteFooter.tsx';
import { TopBar } from './TopBar.tsx';

type SidebarMode = 'default' | 'condensed';

/** Spec 03 "Application shell": top bar, side menu, page, footer. */
export function AppLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const location = useLocation();
  const isMobile = useMediaQuery('(max-width: 48em)', false, { getInitialValueInEffect: false });
  const [mobileOpened, mobileMenu] = useDisclosure(false);
  const [mode, setMode] = useLocalStorage<SidebarMode>({
    key: STORAGE_KEYS.sidebar,
    defaultValue: 'default',
    getInitialValueInEffect: false,
  });
  const condensed = mode === 'condensed' && !isMobile;
  // On a phone the menu is off screen until the burger opens it: its entries mount then, not with the first page.
  const [menuOpenedOnce, setMenuOpenedOnce] = useState(false);
  if (mobileOpened && !menuOpenedOnce) setMenuOpenedOnce(true);
  const menuMounted = !isMobile || menuOpenedOnce;

  // Following a link in the mobile menu closes it.
  const closeMobileMenu = mobileMenu.close;
  useEffect(() => closeMobileMenu(), [location.pathname, closeMobileMenu]);
  // After the page's own effects: a role page has said by then whether its content follows (lib/page-content.ts).
  useEffect(layoutShown, []);

  return (
    <>
      <AppShell header={{ height: 64 }} navbar={{ width: condensed ? 76 : 250, breakpoint: 'sm', collapsed: { mobile: !mobileOpened } }} padding="md">
        <a href="#main-content" className={classes.skipLink}>
          {t('app.skipToContent')}
        </a>
        <NavigationProgress />
        <AppShell.Header className={classes.header}>
          <TopBar
            mobileMenuOpened={mobileOpened}
            onToggleMobileMenu={mobileMenu.toggle}
            condensed={mode === 'condensed'}
            onToggleCondensed={() => setMode(mode === 'condensed' ? 'default' : 'condensed')}
          />
        </AppShell.Header>
        <AppShell.Navbar className={classes.navbar} aria-label={t('nav.mainMenu')} id="main-menu">
          {menuMounted && <SideMenu condensed={condensed} />}
        </AppShell.Navbar>
        <AppShell.Main component="div" className={classes.main}>
          <main id="main-content" tabIndex={-1} className={classes.content}>
            {/* A page waiting for its code or texts waits here: the shell around it stays mounted. */}
            <Suspense fallback={<PageLoader />}>{children}</Suspense>
          </main>
          <SiteFooter />
        </AppShell.Main>
      </AppShell>
      <ModalsHost />
    </>
  );
}
