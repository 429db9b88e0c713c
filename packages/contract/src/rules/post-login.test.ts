import { describe, expect, it } from 'vitest';
import { postLoginDestination } from './post-login.ts';

const customer = { role: 'user' as const, pending_purchase_package_id: null };

describe('postLoginDestination', () => {
  it('sends a pending purchase to checkout first', () => {
    expect(postLoginDestination({ ...customer, pending_purchase_package_id: 'p1' }, [{ _id: 'o1', statusPercentage: 10 }])).toBe('/checkout?item=p1');
  });
  it('sends a customer with no orders to the dashboard', () => {
    expect(postLoginDestination(customer, [])).toBe('/dashboard');
  });
  it('sends a customer with several incomplete orders to the dashboard', () => {
    expect(
      postLoginDestination(customer, [
        { _id: 'a', statusPercentage: 10 },
        { _id: 'b', statusPercentage: 50 },
      ]),
    ).toBe('/dashboard');
  });
  it('opens the single incomplete order', () => {
    expect(
      postLoginDestination(customer, [
        { _id: 'done', statusPercentage: 100 },
        { _id: 'open', statusPercentage: 40 },
      ]),
    ).toBe('/orders/view/open');
  });
  it('opens the first order when every order is complete', () => {
    expect(
      postLoginDestination(customer, [
        { _id: 'first', statusPercentage: 100 },
        { _id: 'second', statusPercentage: 100 },
      ]),
    ).toBe('/orders/view/first');
  });
  it('sends writers to the dashboard, reviewers to the order list and admins to the Reports page', () => {
    expect(postLoginDestination({ role: 'writer', pending_purchase_package_id: null }, [])).toBe('/dashboard');
    expect(postLoginDestination({ role: 'reviewer', pending_purchase_package_id: null }, [])).toBe('/orders/list');
    expect(postLoginDestination({ role: 'admin', pending_purchase_package_id: null }, [])).toBe('/admin');
    // A pending purchase is a customer's: an admin with one still lands on the Reports page.
    expect(postLoginDestination({ role: 'admin', pending_purchase_package_id: 'p1' }, [])).toBe('/admin');
  });
});
