import { Avatar, Group, Text, UnstyledButton } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { forwardRef, type ComponentPropsWithoutRef } from 'react';
import { useTranslation } from 'react-i18next';
import { fileUrl } from '../../lib/file-url.ts';
import { initialsOf } from '../../lib/names.ts';
import { useCurrentUser } from '../../lib/session.ts';
import { BRAND } from '../../lib/theme.ts';

/** The account menu's button (avatar, first name); also the stand-in while the menu's code loads (TopBar). */
export const UserMenuButton = forwardRef<HTMLButtonElement, ComponentPropsWithoutRef<'button'>>(function UserMenuButton(props, ref) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const fullName = `${user.firstName} ${user.lastName}`.trim();
  return (
    <UnstyledButton
      ref={ref}
      aria-label={t('topbar.accountMenu', { name: fullName })}
      aria-haspopup="menu"
      p={4}
      style={{ borderRadius: 'var(--mantine-radius-md)' }}
      {...props}
    >
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
  );
});
