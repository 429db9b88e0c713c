import { Menu } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { chooseLanguage, currentLanguage, LANGUAGES } from '../lib/i18n.ts';
import { saveAccountLanguage } from '../lib/account-language.ts';
import { useTakeFocus } from './deferred.tsx';
import { LanguageButton } from './LanguageButton.tsx';

interface LanguageSwitcherProps {
  color?: string;
  /** Open at once (used when the menu's code was loaded by a click on its button). */
  defaultOpened?: boolean;
  /** Signed in: the choice is also saved on the account, so e-mails use it. */
  saveForAccount?: boolean;
  /** Focus the button as it mounts (it replaces a focused stand-in: `deferred`). */
  takeFocus?: boolean;
}

/** en, de, es, it, ru, th; the choice is remembered in this browser (and on the account when `saveForAccount`). */
export function LanguageSwitcher({ color = 'inherit', defaultOpened = false, saveForAccount = false, takeFocus = false }: LanguageSwitcherProps) {
  const focusRef = useTakeFocus(takeFocus);
  const { t } = useTranslation();
  const active = currentLanguage();
  return (
    <Menu position="bottom-end" withinPortal shadow="md" defaultOpened={defaultOpened}>
      <Menu.Target>
        <LanguageButton color={color} ref={focusRef} />
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t('topbar.languageMenu')}</Menu.Label>
        {LANGUAGES.map((language) => (
          <Menu.Item
            key={language}
            lang={language}
            onClick={() => {
              void chooseLanguage(language);
              if (saveForAccount) saveAccountLanguage(language);
            }}
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
