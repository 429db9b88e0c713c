import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ADMIN_FLAGS, ORDER_EVENT_KINDS } from '@draftdesk/contract';
import { describe, expect, it } from 'vitest';
import { guardRedirect, type GuardInput, type GuardUser } from '../../lib/guards.ts';
import { adminMenuItems } from '../../lib/side-menu.ts';

const src = fileURLToPath(new URL('../..', import.meta.url));
const here = fileURLToPath(new URL('.', import.meta.url));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}
type Tree = { [key: string]: string | Tree };
function flatten(tree: Tree, prefix: string): string[] {
  return Object.entries(tree).flatMap(([key, value]) => (typeof value === 'string' ? [`${prefix}.${key}`] : flatten(value, `${prefix}.${key}`)));
}

describe('admin texts', () => {
  const en = JSON.parse(readFileSync(join(src, 'locales', 'admin', 'en.json'), 'utf8')) as { admin: Tree };
  const known = new Set(flatten(en.admin, 'admin'));

  it('has an English text for every admin.* key the code names, and a label and hint for every flag', () => {
    const named = new Set<string>();
    for (const file of sourceFiles(here)) {
      for (const match of readFileSync(file, 'utf8').matchAll(/['"`](admin\.[A-Za-z0-9_.]+[A-Za-z0-9_])['"`]/g)) named.add(match[1]);
    }
    // Keys built from the flag names and the group names.
    for (const flag of ADMIN_FLAGS) named.add(`admin.settings.flags.${flag}.label`).add(`admin.settings.flags.${flag}.hint`);
    named.add('admin.settings.customer').add('admin.settings.writer');
    // The order page's timeline names every event kind; its services show every state.
    for (const kind of ORDER_EVENT_KINDS) named.add(`admin.order.events.${kind}`);
    for (const state of ['not-started', 'in-progress', 'completed']) named.add(`admin.order.state.${state}`);
    expect([...named].filter((key) => !known.has(key))).toEqual([]);
    expect(named.size).toBeGreaterThan(30);
  });

  it('says the empty state in the words of the brief', () => {
    expect((en.admin.approvals as Tree).empty).toBe('No drafts are waiting for approval.');
  });
});

describe('admin access', () => {
  const site = { customLoginDomain: '', customCheckoutUrl: '' };
  const admin: GuardUser = { role: 'admin', email: 'a@demo.test', pending_purchase_package_id: null, orders: 0 };
  const decide = (user: GuardUser | null, pathname = '/admin/approvals') =>
    guardRedirect({ pathname, search: '', access: 'admin', user, site } satisfies GuardInput);

  it('opens the admin screens to admins only; others go to their usual home', () => {
    expect(decide(admin)).toBeNull();
    expect(decide(admin, '/admin/settings')).toBeNull();
    expect(decide({ ...admin, role: 'writer' })).toEqual({ kind: 'redirect', to: '/dashboard' });
    expect(decide({ ...admin, role: 'user', orders: 1 })).toEqual({ kind: 'redirect', to: '/dashboard' });
    expect(decide({ ...admin, role: 'reviewer' })).toEqual({ kind: 'redirect', to: '/orders/list' });
    expect(decide(null)).toEqual({ kind: 'redirect', to: '/login', keepFrom: true });
  });

  it('gives admins menu entries for their screens, each behind an admin route', () => {
    const router = readFileSync(join(src, 'app', 'router.tsx'), 'utf8');
    for (const item of adminMenuItems()) {
      // One route may also open an item or a tab: '/admin/reviews/:id?', '/admin/catalogue/:tab?'.
      expect(router).toMatch(new RegExp(`path: '${item.to}(/:\\w+\\?)?',\\s+handle: handle\\('admin'`));
    }
    expect(adminMenuItems().map((i) => i.to)).toEqual([
      '/admin',
      '/admin/orders',
      '/admin/people',
      '/admin/catalogue',
      '/admin/money',
      '/admin/reviews',
      '/admin/approvals',
      '/admin/settings',
    ]);
  });
});
