import { Tooltip } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useTakeFocus, type DeferredProps } from '../../components/deferred.tsx';
import type { MenuItem } from '../../lib/side-menu.ts';
import { CondensedLinkButton, isActive } from './SideMenuItem.tsx';

/** The condensed side menu's entry without children: its link, with its label in a tooltip beside it on hover and on keyboard focus. */
export function SideMenuLink({ item, pathname, takeFocus = false }: { item: MenuItem; pathname: string } & DeferredProps) {
  const focusRef = useTakeFocus(takeFocus);
  const { t } = useTranslation();
  return (
    <Tooltip label={t(item.label)} position="right" withArrow events={{ hover: true, focus: true, touch: false }}>
      <CondensedLinkButton item={item} active={isActive(item, pathname)} ref={focusRef} />
    </Tooltip>
  );
}
