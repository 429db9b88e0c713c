import { Button, type ButtonProps } from '@mantine/core';
import { IconLanguage } from '@tabler/icons-react';
import { forwardRef, type ComponentPropsWithoutRef } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../lib/i18n.ts';

/** The switcher's button; also the stand-in while the menu's code loads (LazyLanguageSwitcher). */
export const LanguageButton = forwardRef<HTMLButtonElement, ButtonProps & ComponentPropsWithoutRef<'button'>>(function LanguageButton(
  { color = 'inherit', ...props },
  ref,
) {
  const { t } = useTranslation();
  const active = currentLanguage();
  return (
    <Button
      ref={ref}
      variant="subtle"
      color="gray"
      size="compact-md"
      px={6}
      leftSection={<IconLanguage size={20} aria-hidden />}
      aria-label={t('topbar.language', { language: t(`languages.${active}`) })}
      aria-haspopup="menu"
      styles={{ root: { color } }}
      {...props}
    >
      {active.toUpperCase()}
    </Button>
  );
});
