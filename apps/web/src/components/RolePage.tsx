import { Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { portalRole, type PortalRole } from '../lib/roles.ts';
import { PageLoader } from './LoadingScreen.tsx';
import { useCurrentUser } from '../lib/session.ts';

type Page = LazyExoticComponent<ComponentType>;
/** A page per portal; admins get the writer's unless the path gives them their own. */
type RolePages = Record<PortalRole, Page> & { admin?: Page };

/**
 * One path, a page per role (/dashboard, /orders/list, /orders/view/:id):
 * each role's page is its own chunk, loaded only for that role.
 */
export function rolePage(pages: RolePages): ComponentType {
  return function RolePage() {
    const user = useCurrentUser();
    const Page = (user.role === 'admin' && pages.admin) || pages[portalRole(user.role)];
    return (
      <Suspense fallback={<PageLoader />}>
        <Page />
      </Suspense>
    );
  };
}
