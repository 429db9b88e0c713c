import { describe, expect, it } from 'vitest';
import { codeRedirect, guardRedirect, type GuardInput, type GuardUser } from './guards.ts';

const site = { customLoginDomain: '', customCheckoutUrl: '' };
const customer: GuardUser = { role: 'user', email: 'c@demo.test', pending_purchase_package_id: null, orders: 2 };
const writer: GuardUser = { ...customer, role: 'writer' };
const reviewer: GuardUser = { ...customer, role: 'reviewer' };

function decide(partial: Partial<GuardInput>) {
  return guardRedirect({ pathname: '/dashboard', search: '', access: 'any', user: customer, site, ...partial });
}

describe('guardRedirect', () => {
  it('sends a logged-out visitor of a protected route to /login, keeping where they were', () => {
    expect(decide({ user: null })).toEqual({ kind: 'redirect', to: '/login', keepFrom: true });
    expect(decide({ user: { ...customer, email: '' }, pathname: '/nowhere' })).toEqual({ kind: 'redirect', to: '/login', keepFrom: true });
  });

  it('sends a signed-in user away from /login', () => {
    expect(decide({ pathname: '/login', access: 'guest' })).toEqual({ kind: 'redirect', to: '/dashboard' });
    expect(decide({ pathname: '/login', access: 'guest', user: reviewer })).toEqual({ kind: 'redirect', to: '/orders/list' });
    expect(decide({ pathname: '/login', access: 'guest', user: null })).toBeNull();
    expect(decide({ pathname: '/login', access: 'guest', user: { ...customer, role: 'admin' } })).toEqual({ kind: 'redirect', to: '/admin' });
    expect(decide({ pathname: '/login', access: 'guest', user: writer })).toEqual({ kind: 'redirect', to: '/dashboard' });
  });

  it('leaves /login for the custom login domain', () => {
    const custom = { ...site, customLoginDomain: 'https://jobs.example.com' };
    expect(decide({ pathname: '/login', access: 'guest', user: null, site: custom })).toEqual({
      kind: 'external',
      url: 'https://jobs.example.com',
    });
    expect(decide({ pathname: '/profile', site: custom })).toEqual({ kind: 'redirect', to: '/dashboard' });
  });

  it('sends /invoices to the dashboard when the site hides invoices', () => {
    expect(decide({ pathname: '/invoices', access: 'customer', site: { ...site, hideInvoices: true } })).toEqual({ kind: 'redirect', to: '/dashboard' });
    expect(decide({ pathname: '/invoices', access: 'customer' })).toBeNull();
  });

  it("keeps admins, in the writer's portal as staff, off the writer's own tools and the customer's pages", () => {
    const admin: GuardUser = { ...customer, role: 'admin' };
    for (const pathname of ['/questionnaire-template/list', '/questionnaire-template/create', '/onboarding']) {
      expect(decide({ user: admin, pathname, access: 'staff' })).toEqual({ kind: 'redirect', to: '/admin' });
    }
    expect(decide({ user: admin, pathname: '/invoices', access: 'customer' })).toEqual({ kind: 'redirect', to: '/admin' });
    expect(decide({ user: admin, pathname: '/dashboard' })).toBeNull();
    expect(decide({ user: admin, pathname: '/orders/list' })).toBeNull();
    expect(decide({ user: writer, pathname: '/questionnaire-template/list', access: 'staff' })).toBeNull();
  });

  it('keeps reviewers on reviewer routes', () => {
    expect(decide({ user: reviewer, pathname: '/dashboard' })).toEqual({ kind: 'redirect', to: '/orders/list' });
    expect(decide({ user: reviewer, pathname: '/orders/view/o1' })).toBeNull();
  });

  it('keeps customers and writers on their own routes', () => {
    expect(decide({ user: writer, pathname: '/invoices', access: 'customer' })).toEqual({ kind: 'redirect', to: '/dashboard' });
    expect(decide({ user: customer, pathname: '/chat', access: 'staff' })).toEqual({ kind: 'redirect', to: '/dashboard' });
    expect(decide({ user: writer, pathname: '/chat', access: 'staff' })).toBeNull();
  });

  it('sends /invoices to the dashboard when a custom checkout is set', () => {
    const custom = { ...site, customCheckoutUrl: 'https://pay.example.com' };
    expect(decide({ pathname: '/invoices', access: 'customer', site: custom })).toEqual({ kind: 'redirect', to: '/dashboard' });
  });

  it('sends a customer without orders but with a pending purchase to checkout', () => {
    const pending = { ...customer, orders: 0, pending_purchase_package_id: 'pkg1' };
    expect(decide({ user: pending, search: '?country=US' })).toEqual({
      kind: 'redirect',
      to: '/checkout?country=US&item=pkg1&verified=true',
    });
    expect(decide({ user: pending, pathname: '/jb-checkout', access: 'optional' })).toBeNull();
  });

  it('keeps the pending-purchase redirect off checkout, job-board checkout, auto-login, login and review', () => {
    const pending = { ...customer, orders: 0, pending_purchase_package_id: 'pkg1' };
    expect(decide({ user: pending, pathname: '/checkout', access: 'public' })).toBeNull();
    expect(decide({ user: pending, pathname: '/jb-checkout', access: 'optional' })).toBeNull();
    expect(decide({ user: pending, pathname: '/autologin/abc', access: 'public' })).toBeNull();
    expect(decide({ user: pending, pathname: '/login', access: 'guest' })).toEqual({ kind: 'redirect', to: '/dashboard' });
    expect(decide({ user: pending, pathname: '/review/r1', access: 'public' })).toBeNull();
  });

  it('passes the checkout parameters through to the pending purchase, and nothing else', () => {
    const pending = { ...customer, orders: 0, pending_purchase_package_id: 'pkg1' };
    const decision = decide({
      user: pending,
      pathname: '/resume-builder',
      access: 'optional',
      search: '?critiqueId=c1&coupon=WELCOME10&fromWidget=true&utm=x&item=other',
    });
    expect(decision).toEqual({ kind: 'redirect', to: '/checkout?item=pkg1&fromWidget=true&critiqueId=c1&coupon=WELCOME10&verified=true' });
  });

  it('does not send customers with orders, or staff, to a pending purchase', () => {
    expect(decide({ user: { ...customer, orders: 1, pending_purchase_package_id: 'pkg1' } })).toBeNull();
    expect(decide({ user: { ...writer, orders: 0, pending_purchase_package_id: 'pkg1' } })).toBeNull();
  });

  it('leaves /checkout for the custom checkout, when the site has one and a package is named', () => {
    const custom = { ...site, customCheckoutUrl: 'https://pay.example.com/api/link' };
    expect(decide({ pathname: '/checkout', access: 'public', user: null, search: '?item=p1', site: custom })).toEqual({ kind: 'custom-checkout' });
    expect(decide({ pathname: '/checkout', access: 'public', user: null, search: '?packageId=p1', site: custom })).toEqual({ kind: 'custom-checkout' });
    // Without a package the checkout page sends the visitor on; without the setting nothing changes.
    expect(decide({ pathname: '/checkout', access: 'public', user: null, search: '', site: custom })).toBeNull();
    expect(decide({ pathname: '/checkout', access: 'public', user: null, search: '?item=p1' })).toBeNull();
    // Only the path /checkout; the widget's return keeps the page.
    expect(decide({ pathname: '/jb-checkout', access: 'optional', user: null, search: '?item=p1', site: custom })).toBeNull();
    expect(decide({ pathname: '/checkout', access: 'public', user: null, search: '?item=p1&fromWidget=true&orderId=o1', site: custom })).toBeNull();
  });

  it('signs in with ?code before anything else, custom checkout included', () => {
    const custom = { ...site, customCheckoutUrl: 'https://pay.example.com/api/link' };
    const decision = decide({ pathname: '/checkout', access: 'public', user: null, search: '?item=p1&code=abc', site: custom });
    expect(decision).toMatchObject({ kind: 'redirect' });
    expect((decision as { to: string }).to.startsWith('/autologin/abc?')).toBe(true);
  });

  it('lets public routes through without a user', () => {
    expect(decide({ pathname: '/review/abc', access: 'public', user: null })).toBeNull();
  });
});

describe('codeRedirect', () => {
  it('turns a checkout code into an auto-login that comes back to checkout', () => {
    const to = codeRedirect('/checkout', '?code=abc&item=p1&coupon=X&ignored=1');
    expect(to).not.toBeNull();
    const url = new URL(to!, 'http://x');
    expect(url.pathname).toBe('/autologin/abc');
    expect(url.searchParams.get('packageId')).toBe('p1');
    expect(url.searchParams.get('from')).toBe('/checkout?item=p1&coupon=X&autoLoggedIn=true');
  });

  it('turns an order-view code into an auto-login that comes back to the order', () => {
    const url = new URL(codeRedirect('/orders/view/o1', '?code=abc')!, 'http://x');
    expect(url.searchParams.get('from')).toBe('/orders/view/o1');
  });

  it('keeps every pass-through parameter of spec 03 on the way back, plus autoLoggedIn=true', () => {
    const search =
      '?code=abc&item=p1&country=US&fromWidget=true&critiqueId=c1&critiqueViewId=v1&payment_intent_client_secret=s1&redirect_status=succeeded' +
      '&payment_intent=pi1&redirectionUrl=https%3A%2F%2Fx.test&coupon=W&uniqueCustomerId=u1&verified=true';
    const url = new URL(codeRedirect('/checkout', search)!, 'http://x');
    const back = new URL(url.searchParams.get('from')!, 'http://x');
    expect(Object.fromEntries(back.searchParams)).toEqual({
      item: 'p1',
      country: 'US',
      fromWidget: 'true',
      critiqueId: 'c1',
      critiqueViewId: 'v1',
      payment_intent_client_secret: 's1',
      redirect_status: 'succeeded',
      payment_intent: 'pi1',
      redirectionUrl: 'https://x.test',
      coupon: 'W',
      uniqueCustomerId: 'u1',
      autoLoggedIn: 'true',
    });
    expect(url.searchParams.get('critiqueId')).toBe('c1');
    expect(url.searchParams.get('uniqueCustomerId')).toBe('u1');
  });

  it('passes packageId to the auto-login, and brings the job-board checkout back to itself', () => {
    const url = new URL(codeRedirect('/jb-checkout', '?code=abc&packageId=p9')!, 'http://x');
    expect(url.searchParams.get('packageId')).toBe('p9');
    expect(url.searchParams.get('from')).toBe('/jb-checkout?autoLoggedIn=true');
  });

  it('ignores other routes and missing codes', () => {
    expect(codeRedirect('/dashboard', '?code=abc')).toBeNull();
    expect(codeRedirect('/checkout', '?item=1')).toBeNull();
  });
});
