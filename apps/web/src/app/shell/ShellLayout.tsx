import { Outlet } from 'react-router';
import { AppLayout } from './AppLayout.tsx';

/** Layout route of every signed-in page (the guard has already run in RootLayout). */
export default function ShellLayout() {
  return (
    <AppLayout>
      <Outlet />
    </AppLayout>
  );
}
