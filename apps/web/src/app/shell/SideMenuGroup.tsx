import { Menu } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useTakeFocus, type DeferredProps } from '../../components/deferred.tsx';
import type { MenuItem } from '../../lib/side-menu.ts';
import { CondensedGroupButton, isActive } from './SideMenuItem.tsx';

/** The condensed side menu's entry with children (Orders, Follow Up Questions): their menu beside it. */
export function SideMenuGroup({ item, pathname, defaultOpened = false, takeFocus = false }: { item: MenuItem; pathname: string } & DeferredProps) {
  const focusRef = useTakeFocus(takeFocus);
  const { t } = useTranslation();
  return (
    <Menu position="right-start" offset={12} withinPortal trigger="click-hover" openDelay={50} defaultOpened={defaultOpened}>
      <Menu.Target>
        <CondensedGroupButton item={item} active={isActive(item, pathname)} ref={focusRef} />
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t(item.label)}</Menu.Label>
        {(item.children ?? []).map((child) => (
          <Menu.Item key={child.label + child.to} component={Link} to={child.to!} fw={isActive(child, pathname) ? 600 : undefined}>
            {t(child.label)}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
