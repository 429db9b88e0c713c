import { Menu } from '@mantine/core';
import { IconLogout, IconPencil, IconUser } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useTakeFocus, type DeferredProps } from '../../components/deferred.tsx';
import { portalRole } from '../../lib/roles.ts';
import { useCurrentUser } from '../../lib/session.ts';
import { useSite } from '../../lib/site.ts';
import { UserMenuButton } from './UserMenuButton.tsx';

/**
 * Spec 03: Profile (user or writer), Writing Profile (writer; not admins, who write no profile), Logout. Loaded after
 * the page's first paint (TopBar: `deferred`), UserMenuButton standing in.
 */
export function UserMenu({ defaultOpened = false, takeFocus = false }: DeferredProps) {
  const focusRef = useTakeFocus(takeFocus);
  const { t } = useTranslation();
  const site = useSite();
  const user = useCurrentUser();
  const role = portalRole(user.role);
  const fullName = `${user.firstName} ${user.lastName}`.trim();
  // With a custom login domain /profile is redirected away, so it is not offered.
  const showProfile = role !== 'reviewer' && !site.customLoginDomain.trim();
  return (
    <Menu position="bottom-end" shadow="md" width={220} withinPortal defaultOpened={defaultOpened}>
      <Menu.Target>
        <UserMenuButton ref={focusRef} />
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{fullName || user.email}</Menu.Label>
        {showProfile && (
          <Menu.Item component={Link} to="/profile" leftSection={<IconUser size={16} aria-hidden />}>
            {t('topbar.profile')}
          </Menu.Item>
        )}
        {user.role === 'writer' && (
          <Menu.Item component={Link} to="/onboarding" leftSection={<IconPencil size={16} aria-hidden />}>
            {t('topbar.writingProfile')}
          </Menu.Item>
        )}
        <Menu.Divider />
        <Menu.Item component={Link} to="/logout" color="red" leftSection={<IconLogout size={16} aria-hidden />}>
          {t('topbar.logout')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
