import { ActionIcon, Burger, Group } from '@mantine/core';
import { IconLayoutSidebarLeftCollapse, IconLayoutSidebarLeftExpand } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { deferred, type StandInProps } from '../../components/deferred.tsx';
import { LanguageButton } from '../../components/LanguageButton.tsx';
import { SiteLogo } from '../../components/SiteLogo.tsx';
import { NotificationsMenu } from '../../features/notifications/NotificationsMenu.tsx';
import { afterPageContent } from '../../lib/page-content.ts';
import { portalRole } from '../../lib/roles.ts';
import { useCurrentUser } from '../../lib/session.ts';
import { useSite } from '../../lib/site.ts';
import { JobsBackLink } from './JobsBackLink.tsx';
import { UserMenuButton } from './UserMenuButton.tsx';

// The menus' code (Menu, Popover, floating-ui's positioning: about 7 kB) loads once the page's content is on the
// screen (lib/page-content.ts); their buttons stand in until then (components/deferred.tsx).
const LanguageSwitcher = deferred(
  () => afterPageContent(() => import('../../components/LanguageSwitcher.tsx')).then((m) => m.LanguageSwitcher),
  ({ color, saveForAccount: _saveForAccount, ...handlers }: { color?: string; saveForAccount?: boolean } & StandInProps) => (
    <LanguageButton color={color} aria-expanded={false} {...handlers} />
  ),
);
const UserMenu = deferred(
  () => afterPageContent(() => import('./UserMenu.tsx')).then((m) => m.UserMenu),
  (handlers: StandInProps) => <UserMenuButton aria-expanded={false} {...handlers} />,
);

interface TopBarProps {
  mobileMenuOpened: boolean;
  onToggleMobileMenu: () => void;
  condensed: boolean;
  onToggleCondensed: () => void;
}

/** Spec 03 top bar: logo, menu toggle, language, notifications (not for reviewers), account. */
export function TopBar({ mobileMenuOpened, onToggleMobileMenu, condensed, onToggleCondensed }: TopBarProps) {
  const { t } = useTranslation();
  const site = useSite();
  const user = useCurrentUser();
  const role = portalRole(user.role);
  return (
    <Group h="100%" px={{ base: 'xs', sm: 'md' }} justify="space-between" wrap="nowrap" gap="xs">
      <Group gap="xs" wrap="nowrap" miw={0}>
        <Burger
          opened={mobileMenuOpened}
          onClick={onToggleMobileMenu}
          hiddenFrom="sm"
          size="sm"
          color="var(--dd-topbar-text)"
          aria-label={t('topbar.openMenu')}
          aria-expanded={mobileMenuOpened}
          aria-controls="main-menu"
        />
        <Link to="/" aria-label={t('topbar.home', { company: site.companyName })} style={{ display: 'flex', minWidth: 0 }}>
          <SiteLogo />
        </Link>
        <ActionIcon
          visibleFrom="sm"
          variant="subtle"
          color="gray"
          size="lg"
          onClick={onToggleCondensed}
          aria-label={t('topbar.toggleMenu')}
          aria-pressed={condensed}
          aria-controls="main-menu"
          style={{ color: 'var(--dd-topbar-text)' }}
        >
          {condensed ? <IconLayoutSidebarLeftExpand aria-hidden /> : <IconLayoutSidebarLeftCollapse aria-hidden />}
        </ActionIcon>
      </Group>
      <Group gap={4} wrap="nowrap">
        <JobsBackLink />
        <LanguageSwitcher color="var(--dd-topbar-text)" saveForAccount />
        {role !== 'reviewer' && <NotificationsMenu />}
        <UserMenu />
      </Group>
    </Group>
  );
}
