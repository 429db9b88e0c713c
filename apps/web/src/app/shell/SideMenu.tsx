import { Divider, Group, NavLink, Stack, Text } from '@mantine/core';
import { Suspense, lazy, useState, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { afterPageContent } from '../../lib/page-content.ts';
import { portalRole } from '../../lib/roles.ts';
import { useCurrentUser } from '../../lib/session.ts';
import { adminMenuItems, sideMenuItems, type MenuItem } from '../../lib/side-menu.ts';
import { useSite } from '../../lib/site.ts';
import { deferred, type StandInProps } from '../../components/deferred.tsx';
import classes from './shell.module.css';
import { CondensedGroupButton, CondensedLinkButton, isActive, ItemIcon } from './SideMenuItem.tsx';

// The chat's unread badges load with the chat's own chunk and texts, after the menu.
const chatBadges = () => afterPageContent(() => import('../../features/chat/UnreadBadge.tsx'));
const ChatUnreadBadge = lazy(chatBadges);
const ChatUnreadIndicator = lazy(() => chatBadges().then((m) => ({ default: m.ChatUnreadIndicator })));

/** The entry's label, with the unread count of the chats it leads to. */
function EntryLabel({ text, unread }: { text: string; unread?: MenuItem['unread'] }) {
  if (!unread) return text;
  return (
    <Group component="span" justify="space-between" gap={6} wrap="nowrap">
      <span>{text}</span>
      <Suspense fallback={null}>
        <ChatUnreadBadge scope={unread} />
      </Suspense>
    </Group>
  );
}

function WithUnread({ unread, children }: { unread?: MenuItem['unread']; children: ReactNode }) {
  if (!unread) return children;
  return (
    <Suspense fallback={children}>
      <ChatUnreadIndicator scope={unread}>{children}</ChatUnreadIndicator>
    </Suspense>
  );
}

function FullItem({ item, pathname }: { item: MenuItem; pathname: string }) {
  const { t } = useTranslation();
  if (item.children) return <GroupItem item={item} pathname={pathname} />;
  const active = isActive(item, pathname);
  return (
    <NavLink
      component={Link}
      to={item.to!}
      label={<EntryLabel text={t(item.label)} unread={item.unread} />}
      leftSection={<ItemIcon icon={item.icon} />}
      classNames={{ root: classes.link, label: classes.linkLabel }}
      active={active}
      aria-current={active ? 'page' : undefined}
    />
  );
}

/** A menu entry with children (Orders, Follow Up Questions): a button that opens its list. */
function GroupItem({ item, pathname }: { item: MenuItem; pathname: string }) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(() => isActive(item, pathname));
  return (
    <NavLink
      component="button"
      type="button"
      // Open, the child entry shows the count instead.
      label={<EntryLabel text={t(item.label)} unread={opened ? undefined : item.unread} />}
      leftSection={<ItemIcon icon={item.icon} />}
      classNames={{ root: classes.link, label: classes.linkLabel }}
      opened={opened}
      onChange={setOpened}
      aria-expanded={opened}
      childrenOffset={32}
    >
      {(item.children ?? []).map((child) => (
        <NavLink
          key={child.label + child.to}
          component={Link}
          to={child.to!}
          label={<EntryLabel text={t(child.label)} unread={child.unread} />}
          active={isActive(child, pathname)}
          aria-current={isActive(child, pathname) ? 'page' : undefined}
          classNames={{ root: classes.link, label: classes.linkLabel }}
        />
      ))}
    </NavLink>
  );
}

// The menu's code (Menu, Popover) loads once the page's content is on the screen (lib/page-content.ts); the button
// stands in (components/deferred.tsx).
const CondensedGroup = deferred(
  () => afterPageContent(() => import('./SideMenuGroup.tsx')).then((m) => m.SideMenuGroup),
  ({ item, pathname, ...handlers }: { item: MenuItem; pathname: string } & StandInProps) => (
    <CondensedGroupButton item={item} active={isActive(item, pathname)} aria-haspopup="menu" aria-expanded={false} {...handlers} />
  ),
);

// The tooltip's code (Tooltip, floating-ui's positioning) loads once the page's content is on the screen; the link
// stands in.
const CondensedLink = deferred(
  () => afterPageContent(() => import('./SideMenuLink.tsx')).then((m) => m.SideMenuLink),
  ({ item, pathname, onFocus, onBlur }: { item: MenuItem; pathname: string } & StandInProps) => (
    <CondensedLinkButton item={item} active={isActive(item, pathname)} onFocus={onFocus} onBlur={onBlur} />
  ),
);

function CondensedItem({ item, pathname }: { item: MenuItem; pathname: string }) {
  return item.children ? <CondensedGroup item={item} pathname={pathname} /> : <CondensedLink item={item} pathname={pathname} />;
}

/** One list of entries, full or condensed. */
function MenuList({ items, condensed, pathname, labelledBy }: { items: MenuItem[]; condensed: boolean; pathname: string; labelledBy?: string }) {
  return (
    <Stack
      gap={4}
      p={condensed ? 'xs' : 'sm'}
      pt={labelledBy ? 0 : undefined}
      align={condensed ? 'center' : 'stretch'}
      component="ul"
      style={{ listStyle: 'none', margin: 0 }}
      aria-labelledby={labelledBy}
    >
      {items.map((item) => (
        <li key={item.label}>
          {condensed ? (
            <WithUnread unread={item.unread}>
              <CondensedItem item={item} pathname={pathname} />
            </WithUnread>
          ) : (
            <FullItem item={item} pathname={pathname} />
          )}
        </li>
      ))}
    </Stack>
  );
}

/** Spec 03 "Side menu": per role and site flags; default or condensed. Admins get their own screens in an Admin section. */
export function SideMenu({ condensed }: { condensed: boolean }) {
  const { t } = useTranslation();
  const site = useSite();
  const user = useCurrentUser();
  const { pathname } = useLocation();
  const admin = user.role === 'admin';
  return (
    // The browser's own scrolling: Mantine's ScrollArea set its state again and again as the page opened.
    <div className={classes.menuScroll}>
      <MenuList items={sideMenuItems(admin ? 'admin' : portalRole(user.role), site)} condensed={condensed} pathname={pathname} />
      {admin && (
        <>
          {condensed ? (
            <Divider mx="sm" my={4} className={classes.sectionDivider} aria-hidden />
          ) : (
            <Text id="admin-menu-heading" className={classes.sectionHeading} size="xs" fw={700} tt="uppercase" px="lg" pt="sm" pb={4}>
              {t('nav.adminSection')}
            </Text>
          )}
          <MenuList items={adminMenuItems()} condensed={condensed} pathname={pathname} labelledBy={condensed ? undefined : 'admin-menu-heading'} />
        </>
      )}
    </div>
  );
}
