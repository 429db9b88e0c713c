import { Avatar, Group, Menu, Text, UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconLogout, IconPencil, IconUser } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { fileUrl } from '../../lib/file-url.ts';
import { initialsOf } from '../../lib/names.ts';
import { portalRole } from '../../lib/roles.ts';
import { useCurrentUser } from '../../lib/session.ts';
import { useSite } from '../../lib/site.ts';
import { BRAND } from '../../lib/theme.ts';

/** Spec 03: Profile (user or writer), Writing Profile (writer; not admins, who write no profile), Logout. */
export function UserMenu() {
  const { t } = useTranslation();
  const site = useSite();
  const user = useCurrentUser();
  const role = portalRole(user.role);
  const fullName = `${user.firstName} ${user.lastName}`.trim();
  // With a custom login domain /profile is redirected away, so it is not offered.
  const showProfile = role !== 'reviewer' && !site.customLoginDomain.trim();
  return (
    <Menu position="bottom-end" shadow="md" width={220} withinPortal>
      <Menu.Target>
        <UnstyledButton aria-label={t('topbar.accountMenu', { name: fullName })} p={4} style={{ borderRadius: 'var(--mantine-radius-md)' }}>
          <Group gap={6} wrap="nowrap">
            <Avatar src={fileUrl(user.profile_img)} alt="" radius="xl" size={34} color={BRAND} variant="filled">
              {initialsOf(user.firstName, user.lastName)}
            </Avatar>
            <Text size="sm" fw={500} visibleFrom="md" c="var(--dd-topbar-text)" maw={140} truncate>
              {user.firstName}
            </Text>
            <IconChevronDown size={14} aria-hidden color="var(--dd-topbar-text)" />
          </Group>
        </UnstyledButton>
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
