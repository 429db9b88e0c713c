import { Suspense, lazy, useDeferredValue, useEffect, type ComponentType, type LazyExoticComponent } from 'react';
import type { TRole } from '@draftdesk/contract';
import { i18n } from '../lib/i18n.ts';
import { portalRole, type PortalRole } from '../lib/roles.ts';
import { PageLoader } from './LoadingScreen.tsx';
import { useCurrentUser } from '../lib/session.ts';
import { rolePageMountsLater, rolePageShown } from '../lib/page-content.ts';

/** A role's page: its code, and the namespaces of its texts (loaded beside it, so the page never waits for them). */
export interface RolePageSource {
  load: () => Promise<{ default: ComponentType }>;
  namespaces: readonly string[];
}
/** A page per portal; admins get the writer's unless the path gives them their own. */
export type RolePages = Record<PortalRole, RolePageSource> & { admin?: RolePageSource };

const sourceOf = (pages: RolePages, role: TRole): RolePageSource => (role === 'admin' && pages.admin) || pages[portalRole(role)];

/** The pages whose code and texts have arrived. */
const loadedPages = new WeakMap<RolePageSource, ComponentType>();

/** Starts loading a role's page and its texts (at most once each: the browser and i18next keep what they loaded). */
const loadSource = (source: RolePageSource) =>
  Promise.all([source.load(), i18n.loadNamespaces([...source.namespaces])]).then(([module]) => {
    loadedPages.set(source, module.default);
    return module;
  });

const lazyPages = new WeakMap<RolePageSource, LazyExoticComponent<ComponentType>>();
/**
 * The page itself once it has arrived (preloaded as the session came), else a lazy one. A lazy component suspends
 * on its first render even when its code is at hand, and React then holds the page back for its fallback's 300 ms
 * (it shows a fallback at least that long, so that it does not flash): a preloaded page mounts at once.
 */
const pageOf = (source: RolePageSource) => {
  const loaded = loadedPages.get(source);
  if (loaded) return loaded;
  let page = lazyPages.get(source);
  if (!page) lazyPages.set(source, (page = lazy(() => loadSource(source))));
  return page;
};

/** Starts loading the page a signed-in user of `role` is about to see, before the app has rendered its route. */
export function preloadRolePage(pages: RolePages, role: TRole): void {
  void loadSource(sourceOf(pages, role)).catch(() => undefined);
}

/** The loader while the page mounts in a render of its own: the shell's extras wait for it (lib/page-content.ts). */
function MountingLoader() {
  useEffect(rolePageMountsLater, []);
  return <PageLoader />;
}

/** Beside the page, inside its Suspense: committed with the page's content, never with the fallback. */
function ContentShown() {
  useEffect(rolePageShown, []);
  return null;
}

/**
 * One path, a page per role (/dashboard, /orders/list, /orders/view/:id): each role's page is its own chunk,
 * loaded only for that role, with its texts.
 */
export function rolePage(pages: RolePages): ComponentType {
  return function RolePage() {
    const user = useCurrentUser();
    const Page = pageOf(sourceOf(pages, user.role));
    // The page mounts in a render of its own that React may slice (a transition), never in one blocking task: with its
    // code at hand, any urgent render of the shell (a query's answer, Mantine's ids set after mount) would otherwise
    // mount the whole page at once. The loader shows meanwhile, for a frame or two.
    const mount = useDeferredValue(true, false);
    if (!mount) return <MountingLoader />;
    return (
      <Suspense fallback={<PageLoader />}>
        <Page />
        <ContentShown />
      </Suspense>
    );
  };
}
