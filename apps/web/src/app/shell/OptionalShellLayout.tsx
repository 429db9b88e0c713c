import { Outlet } from 'react-router';
import { PublicPage } from '../../components/PublicPage.tsx';
import { useSessionQuery } from '../../lib/session.ts';
import { AppLayout } from './AppLayout.tsx';

/** Pages that always open (spec 03: /resume-builder); the shell only for a signed-in user. */
export default function OptionalShellLayout() {
  const session = useSessionQuery(true, { visitorsSkip: true });
  if (session.data?.user) {
    return (
      <AppLayout>
        <Outlet />
      </AppLayout>
    );
  }
  return (
    <PublicPage size="xl">
      <Outlet />
    </PublicPage>
  );
}
