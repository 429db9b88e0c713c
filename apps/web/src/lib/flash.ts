import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { translateText } from './messages.ts';

/** A success text carried to the next page in the history state (`navigate(to, { state: flashState(text) })`). */
export function flashState(text: string): { flash: string } {
  return { flash: text };
}

/** The success text the previous page handed over, in the interface language, and a way to drop it. */
export function useFlash(): { message: string | null; clear: () => void } {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const text = (location.state as { flash?: unknown } | null)?.flash;
  return {
    message: typeof text === 'string' && text ? translateText(t, text) : null,
    clear: () => void navigate(`${location.pathname}${location.search}`, { replace: true, state: null }),
  };
}
