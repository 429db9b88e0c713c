import { describe, expect, it } from 'vitest';
import { autologinDestination } from './autologin-destination.ts';

describe('autologinDestination', () => {
  it('sends a pending purchase to checkout', () => {
    const params = new URLSearchParams('critiqueId=c1&critiqueViewId=v1&uniqueCustomerId=u1&from=%2Fdashboard');
    expect(autologinDestination({ pending_purchase_package_id: 'p1' }, params)).toBe(
      '/checkout?item=p1&critiqueId=c1&critiqueViewId=v1&autoLoggedIn=true&uniqueCustomerId=u1',
    );
  });

  it('follows a local `from`, else goes home', () => {
    const none = { pending_purchase_package_id: null };
    expect(autologinDestination(none, new URLSearchParams('from=%2Forders%2Fview%2Fo1'))).toBe('/orders/view/o1');
    expect(autologinDestination(none, new URLSearchParams('from=%252Fcheckout%253Fitem%253Dp1'))).toBe('/checkout?item=p1');
    expect(autologinDestination(none, new URLSearchParams('from=https%3A%2F%2Fevil.example'))).toBe('/');
    expect(autologinDestination(none, new URLSearchParams(''))).toBe('/');
  });
});
