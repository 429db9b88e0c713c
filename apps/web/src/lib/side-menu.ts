import type { TSiteSettings } from '@draftdesk/contract';
import type { PortalRole } from './roles.ts';

export type MenuIcon =
  | 'dashboard'
  | 'orders'
  | 'jobs'
  | 'invoices'
  | 'tracker'
  | 'builder'
  | 'questions'
  | 'chat'
  | 'boards'
  | 'settings'
  | 'approvals'
  | 'people'
  | 'catalogue'
  | 'money';

export interface MenuItem {
  /** i18n key of the label. */
  label: string;
  icon?: MenuIcon;
  to?: string;
  /** Active on its own address only (an entry whose address starts the addresses of others, e.g. /admin). */
  exact?: boolean;
  children?: MenuItem[];
  /** The chat's unread badge on this entry: every order chat, or the chats with the admins. */
  unread?: 'orders' | 'adminChat';
}

type MenuSite = Pick<TSiteSettings, 'website_settings' | 'customCheckout'>;

/**
 * Pages whose features are not built yet: their entries stay out of the menu
 * (nothing behind them but 'coming soon'). Remove a path when its page lands.
 */
export const UNBUILT_PAGES: ReadonlySet<string> = new Set(['/resume-builder']);

const built = (items: MenuItem[]): MenuItem[] => items.filter((item) => !item.to || !UNBUILT_PAGES.has(item.to));

/** Spec 03 "Side menu", per role and site flags; admins get the writer's portal as staff of the site. */
export function sideMenuItems(role: PortalRole | 'admin', site: MenuSite): MenuItem[] {
  return built(specMenuItems(role, site));
}

function specMenuItems(role: PortalRole | 'admin', site: MenuSite): MenuItem[] {
  const flags = site.website_settings;
  if (role === 'reviewer') return [{ label: 'nav.orders', icon: 'orders', to: '/orders/list' }];
  // An admin reads every order of the site and talks with the writers; templates are each writer's own. Boards are
  // for writers and admins (issue 13): an admin plans their own work on boards of their own, as a writer does.
  if (role === 'admin') {
    return [
      { label: 'nav.dashboard', icon: 'dashboard', to: '/dashboard' },
      { label: 'nav.orders', icon: 'orders', to: '/orders/list' },
      { label: 'nav.writerConversations', icon: 'chat', to: '/chat', unread: 'adminChat' },
      ...(flags.enable_boards ? [{ label: 'nav.boards', icon: 'boards' as const, to: '/boards' }] : []),
    ];
  }

  if (role === 'writer') {
    return [
      { label: 'nav.dashboard', icon: 'dashboard', to: '/dashboard' },
      {
        label: 'nav.followUpQuestions',
        icon: 'questions',
        children: [
          { label: 'nav.view', to: '/questionnaire-template/list' },
          { label: 'nav.create', to: '/questionnaire-template/create' },
        ],
      },
      { label: 'nav.orders', icon: 'orders', to: '/orders/list', unread: 'orders' },
      { label: 'nav.chatWithAdmin', icon: 'chat', to: '/chat', unread: 'adminChat' },
      ...(flags.enable_boards ? [{ label: 'nav.boards', icon: 'boards' as const, to: '/boards' }] : []),
    ];
  }

  const items: MenuItem[] = [
    { label: 'nav.dashboard', icon: 'dashboard', to: '/dashboard' },
    {
      label: 'nav.orders',
      icon: 'orders',
      unread: 'orders',
      children: [
        { label: 'nav.view', to: '/orders/list', unread: 'orders' },
        { label: 'nav.newOrder', to: '/orders/new' },
      ],
    },
  ];
  if (flags.enable_customer_job_search) items.push({ label: 'nav.jobs', icon: 'jobs', to: '/jobs' });
  if (!site.customCheckout.url.trim() && !flags.hide_invoices) items.push({ label: 'nav.invoices', icon: 'invoices', to: '/invoices' });
  if (flags.enable_boards) items.push({ label: 'nav.jobSearchTracker', icon: 'tracker', to: '/board' });
  items.push({ label: 'nav.resumeBuilder', icon: 'builder', to: '/resume-builder' });
  return items;
}

/** The admin's own screens (not in the specs), in a section of their own after the writer portal's entries: by session role, not portal. */
export function adminMenuItems(): MenuItem[] {
  return [
    // Not 'Dashboard': the writer portal's /dashboard entry above already has that name.
    { label: 'nav.reports', icon: 'dashboard', to: '/admin', exact: true },
    // No icon of its own in the shell's set yet: the document icon (a resume) stands for the reviews.
    { label: 'nav.allOrders', icon: 'orders', to: '/admin/orders' },
    { label: 'nav.people', icon: 'people', to: '/admin/people' },
    { label: 'nav.catalogue', icon: 'catalogue', to: '/admin/catalogue' },
    { label: 'nav.money', icon: 'money', to: '/admin/money' },
    { label: 'nav.freeReviews', icon: 'builder', to: '/admin/reviews' },
    { label: 'nav.draftApprovals', icon: 'approvals', to: '/admin/approvals' },
    { label: 'nav.siteSettings', icon: 'settings', to: '/admin/settings' },
  ];
}
