import { lazy, Suspense, useState } from 'react';
import { LanguageButton } from './LanguageButton.tsx';

// The menu's popover code (floating-ui) is not needed until someone opens it.
const LanguageSwitcher = lazy(() => import('./LanguageSwitcher.tsx').then((m) => ({ default: m.LanguageSwitcher })));

/**
 * The language switcher of pages without the shell (login, review, checkout):
 * the same menu, loaded by the first click so that these first pages stay light.
 */
export function LazyLanguageSwitcher() {
  const [requested, setRequested] = useState(false);
  const button = <LanguageButton aria-expanded={false} onClick={() => setRequested(true)} />;
  if (!requested) return button;
  return (
    <Suspense fallback={<LanguageButton aria-expanded={false} loading />}>
      <LanguageSwitcher defaultOpened />
    </Suspense>
  );
}
