import { ActionIcon } from '@mantine/core';
import {
  IconBriefcase,
  IconCash,
  IconChecklist,
  IconFileDescription,
  IconFileInvoice,
  IconLayoutDashboard,
  IconLayoutKanban,
  IconMessageQuestion,
  IconMessages,
  IconPackage,
  IconSearch,
  IconSettings,
  IconShoppingCart,
  IconUsers,
  type Icon,
} from '@tabler/icons-react';
import { forwardRef, type ComponentPropsWithoutRef } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { MenuIcon, MenuItem } from '../../lib/side-menu.ts';
import classes from './shell.module.css';

/** The side menu's pieces that its entries (SideMenu.tsx) and the condensed groups' menus (SideMenuGroup.tsx) share. */
const ICONS: Record<MenuIcon, Icon> = {
  dashboard: IconLayoutDashboard,
  orders: IconShoppingCart,
  jobs: IconSearch,
  invoices: IconFileInvoice,
  tracker: IconLayoutKanban,
  builder: IconFileDescription,
  questions: IconMessageQuestion,
  chat: IconMessages,
  boards: IconBriefcase,
  settings: IconSettings,
  approvals: IconChecklist,
  people: IconUsers,
  catalogue: IconPackage,
  money: IconCash,
};

export function isActive(item: MenuItem, pathname: string): boolean {
  if (item.to) return pathname === item.to || (!item.exact && pathname.startsWith(`${item.to}/`));
  return (item.children ?? []).some((child) => isActive(child, pathname));
}

export function ItemIcon({ icon }: { icon?: MenuIcon }) {
  if (!icon) return null;
  const Component = ICONS[icon];
  return <Component size={20} stroke={1.7} className={classes.icon} aria-hidden />;
}

/** A condensed entry with children: its button, which opens their menu (SideMenuGroup.tsx). */
export const CondensedGroupButton = forwardRef<HTMLButtonElement, { item: MenuItem; active: boolean } & ComponentPropsWithoutRef<'button'>>(
  function CondensedGroupButton({ item, active, ...props }, ref) {
    const { t } = useTranslation();
    return (
      <ActionIcon
        ref={ref}
        variant="subtle"
        size={44}
        className={classes.condensedLink}
        data-active={active || undefined}
        aria-label={t(item.label)}
        {...props}
      >
        <ItemIcon icon={item.icon} />
      </ActionIcon>
    );
  },
);

/** A condensed entry without children: a link showing only its icon, named by its label (SideMenuLink.tsx adds the tooltip). */
export const CondensedLinkButton = forwardRef<HTMLAnchorElement, { item: MenuItem; active: boolean } & Omit<ComponentPropsWithoutRef<'a'>, 'href'>>(
  function CondensedLinkButton({ item, active, ...props }, ref) {
    const { t } = useTranslation();
    return (
      <ActionIcon
        ref={ref}
        component={Link}
        to={item.to!}
        variant="subtle"
        size={44}
        className={classes.condensedLink}
        data-active={active || undefined}
        aria-label={t(item.label)}
        aria-current={active ? 'page' : undefined}
        {...props}
      >
        <ItemIcon icon={item.icon} />
      </ActionIcon>
    );
  },
);
