import { DEFAULT_FLAGS } from '@draftdesk/contract';
import { describe, expect, it } from 'vitest';
import { UNBUILT_PAGES, sideMenuItems, type MenuItem } from './side-menu.ts';

const plain = { website_settings: DEFAULT_FLAGS, customCheckout: { url: '', method: 'GET', responseFieldPath: '', tokenName: '', tokenLocation: '' } };
const labels = (items: MenuItem[]) => items.map((i) => i.label);

describe('sideMenuItems', () => {
  it('gives a customer the default menu', () => {
    const items = sideMenuItems('user', plain);
    expect(labels(items)).toEqual(['nav.dashboard', 'nav.orders', 'nav.invoices']);
    expect(items[1].children?.map((c) => c.to)).toEqual(['/orders/list', '/orders/new']);
  });

  it('follows the site flags for customers, leaving out pages not built yet', () => {
    const flags = { ...DEFAULT_FLAGS, enable_customer_job_search: true, enable_boards: true, hide_invoices: true };
    // Resume Builder is a 'coming soon' page: not offered until built.
    expect(labels(sideMenuItems('user', { ...plain, website_settings: flags }))).toEqual(['nav.dashboard', 'nav.orders', 'nav.jobs', 'nav.jobSearchTracker']);
    expect(labels(sideMenuItems('user', { ...plain, website_settings: { ...flags, enable_boards: false } }))).not.toContain('nav.jobSearchTracker');
    expect(labels(sideMenuItems('user', { ...plain, website_settings: { ...flags, enable_customer_job_search: false } }))).not.toContain('nav.jobs');
    const custom = { ...plain, customCheckout: { ...plain.customCheckout, url: 'https://pay.example.com' } };
    expect(labels(sideMenuItems('user', custom))).not.toContain('nav.invoices');
  });

  it('gives a writer the writer menu', () => {
    const flags = { ...DEFAULT_FLAGS, enable_boards: true };
    const items = sideMenuItems('writer', { ...plain, website_settings: flags });
    expect(labels(items)).toEqual(['nav.dashboard', 'nav.followUpQuestions', 'nav.orders', 'nav.chatWithAdmin', 'nav.boards']);
    expect(labels(sideMenuItems('writer', plain))).not.toContain('nav.boards');
    expect(items[1].children?.map((c) => c.to)).toEqual(['/questionnaire-template/list', '/questionnaire-template/create']);
  });

  it("puts the chat's unread badges on the entries that lead to chats (not for reviewers)", () => {
    const unread = (items: MenuItem[]): string[] =>
      items.flatMap((i) => [...(i.unread ? [`${i.label}:${i.unread}`] : []), ...unread(i.children ?? []).map((c) => `${i.label}>${c}`)]);
    expect(unread(sideMenuItems('user', plain))).toEqual(['nav.orders:orders', 'nav.orders>nav.view:orders']);
    expect(unread(sideMenuItems('writer', plain))).toEqual(['nav.orders:orders', 'nav.chatWithAdmin:adminChat']);
    expect(unread(sideMenuItems('reviewer', plain))).toEqual([]);
  });

  it("gives an admin the writer's portal as staff: the site's dashboard and orders, the writers' conversations and, with boards on, Boards", () => {
    const flags = { ...DEFAULT_FLAGS, enable_boards: true };
    const items = sideMenuItems('admin', { ...plain, website_settings: flags });
    expect(items.map((i) => [i.label, i.to])).toEqual([
      ['nav.dashboard', '/dashboard'],
      ['nav.orders', '/orders/list'],
      ['nav.writerConversations', '/chat'],
      ['nav.boards', '/boards'],
    ]);
    expect(labels(items)).not.toContain('nav.chatWithAdmin');
    expect(labels(sideMenuItems('admin', plain))).not.toContain('nav.boards');
  });

  it('never offers a page that is not built', () => {
    const flags = { ...DEFAULT_FLAGS, enable_customer_job_search: true, enable_boards: true };
    const all = (['user', 'writer', 'reviewer', 'admin'] as const).flatMap((role) => sideMenuItems(role, { ...plain, website_settings: flags }));
    const paths = all.flatMap((i) => [i.to, ...(i.children ?? []).map((c) => c.to)]);
    for (const path of UNBUILT_PAGES) expect(paths).not.toContain(path);
  });

  it('gives a reviewer the orders only', () => {
    expect(sideMenuItems('reviewer', plain)).toEqual([{ label: 'nav.orders', icon: 'orders', to: '/orders/list' }]);
  });
});
