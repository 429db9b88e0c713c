import { Menu } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { chooseLanguage, currentLanguage, LANGUAGES } from '../lib/i18n.ts';
import { LanguageButton } from './LanguageButton.tsx';

interface LanguageSwitcherProps {
  color?: string;
  /** Open at once (used when the menu's code was loaded by a click on its button). */
  defaultOpened?: boolean;
}

/** en, de, es, it, ru, th; the choice is remembered in this browser. */
export function LanguageSwitcher({ color = 'inherit', defaultOpened = false }: LanguageSwitcherProps) {
  const { t } = useTranslation();
  const active = currentLanguage();
  return (
    <Menu position="bottom-end" withinPortal shadow="md" defaultOpened={defaultOpened}>
      <Menu.Target>
        <LanguageButton color={color} />
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t('topbar.languageMenu')}</Menu.Label>
        {LANGUAGES.map((language) => (
          <Menu.Item
            key={language}
            lang={language}
            onClick={() => void chooseLanguage(language)}
            rightSection={language === active ? <IconCheck size={16} aria-hidden /> : null}
            aria-current={language === active ? 'true' : undefined}
          >
            {t(`languages.${language}`)}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
