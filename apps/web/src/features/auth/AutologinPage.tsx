import { useEffect } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ErrorScreen } from '../../components/ErrorScreen.tsx';
import { LoadingScreen } from '../../components/LoadingScreen.tsx';
import { ApiError } from '../../lib/api.ts';
import { autologinDestination } from './autologin-destination.ts';
import { useAutologin } from './api.ts';

/** /autologin/:code (spec 02 "Auto-login"). */
export default function AutologinPage() {
  const { t } = useTranslation();
  const { code = '' } = useParams();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const autologin = useAutologin(code, params.get('packageId'));
  const retryOnce = autologin.error instanceof ApiError && autologin.error.status === 403 && params.get('retried') !== 'true';

  useEffect(() => {
    if (autologin.data) void navigate(autologinDestination(autologin.data.user, params), { replace: true });
  }, [autologin.data, navigate, params]);

  useEffect(() => {
    if (!retryOnce) return;
    // A 403 can be a stale cookie from another account: reload once, clean.
    const url = new URL(window.location.href);
    url.searchParams.set('retried', 'true');
    window.location.replace(url.toString());
  }, [retryOnce]);

  if (autologin.isError && !retryOnce) return <ErrorScreen message={t('messages.autologinFailed')} />;
  return <LoadingScreen />;
}
