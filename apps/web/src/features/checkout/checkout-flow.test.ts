import { describe, expect, it, vi } from 'vitest';
import {
  autologinTo,
  byPriceHighestFirst,
  checkoutStage,
  customCheckoutQuery,
  orderStartPath,
  postToWidgetParent,
  providerReturnUrl,
  returningCustomerAutologin,
  returningCustomerQuery,
  verifiedCheckoutUrl,
  widgetReturnUrl,
} from './checkout-flow.ts';

const q = (search: string) => new URLSearchParams(search);

describe('checkoutStage (spec 03 §2)', () => {
  it('leaves without a package', () => {
    expect(checkoutStage(q(''))).toBe('no-item');
    expect(checkoutStage(q('?verified=true'))).toBe('no-item');
  });

  it('shows the redirect interstitial without a payment intent secret, autoLoggedIn=true or verified=true', () => {
    expect(checkoutStage(q('?item=p1'))).toBe('interstitial');
    expect(checkoutStage(q('?item=p1&autoLoggedIn=false&verified=no'))).toBe('interstitial');
    expect(checkoutStage(q('?item=p1&verified=true'))).toBe('checkout');
    expect(checkoutStage(q('?item=p1&autoLoggedIn=true'))).toBe('checkout');
  });

  it('confirms a payment the provider sent back, and shows the widget its result', () => {
    expect(checkoutStage(q('?item=p1&payment_intent=pi_1&payment_intent_client_secret=s&redirect_status=succeeded'))).toBe('provider-return');
    expect(checkoutStage(q('?item=p1&fromWidget=true&orderId=o1'))).toBe('widget-result');
    expect(checkoutStage(q('?item=p1&fromWidget=true&paymentError=Affirm%20payment%20declined.'))).toBe('widget-result');
    // Outside the widget those parameters mean nothing.
    expect(checkoutStage(q('?item=p1&orderId=o1'))).toBe('interstitial');
  });
});

describe('the way on from the interstitial', () => {
  it('comes back verified, with every parameter kept', () => {
    expect(verifiedCheckoutUrl('/checkout', q('?item=p1&coupon=WELCOME10&critiqueId=c1'))).toBe(
      '/checkout?item=p1&coupon=WELCOME10&critiqueId=c1&verified=true',
    );
    expect(verifiedCheckoutUrl('/jb-checkout', q('?item=p1'))).toBe('/jb-checkout?item=p1&verified=true');
  });

  it('checks for a returning customer only with a valid e-mail and a uniqueCustomerId', () => {
    expect(returningCustomerQuery(q('?email=a@b.co&uniqueCustomerId=u1&firstName=Ann'))).toEqual({
      email: 'a@b.co',
      uniqueCustomerId: 'u1',
      firstName: 'Ann',
      lastName: '',
    });
    expect(returningCustomerQuery(q('?email=not-an-email&uniqueCustomerId=u1'))).toBeNull();
    expect(returningCustomerQuery(q('?email=a@b.co'))).toBeNull();
    expect(returningCustomerQuery(q('?email=a@b.co&uniqueCustomerId=%20'))).toBeNull();
  });

  it('signs a returning customer in and comes back to the checkout', () => {
    const url = new URL(returningCustomerAutologin('/checkout', q('?item=p1&uniqueCustomerId=u1&email=a@b.co'), 'abc'), 'http://x');
    expect(url.pathname).toBe('/autologin/abc');
    expect(url.searchParams.get('packageId')).toBe('p1');
    expect(url.searchParams.get('from')).toBe('/checkout?item=p1&uniqueCustomerId=u1&autoLoggedIn=true');
  });
});

describe('after the payment', () => {
  it('opens the new order at its initial question, through the auto-login for a new customer', () => {
    expect(orderStartPath('o1')).toBe('/order/o1/initial-question?showSuccess=true');
    const url = new URL(autologinTo('c0de', orderStartPath('o1')), 'http://x');
    expect(url.pathname).toBe('/autologin/c0de');
    expect(url.searchParams.get('from')).toBe('/order/o1/initial-question?showSuccess=true');
  });

  it('returns from the provider to the verified checkout, without the last attempt', () => {
    expect(providerReturnUrl('https://s.test', '/checkout', q('?item=p1&payment_intent=pi&payment_intent_client_secret=x&redirect_status=failed'))).toBe(
      'https://s.test/checkout?item=p1&verified=true',
    );
  });

  it("builds the widget's return URL of the server", () => {
    expect(widgetReturnUrl('https://s.test', 'acme', 'u 1', 'p1')).toBe('https://s.test/api/client/acme/user/u%201/package/p1/confirmAffirmPayment');
  });

  it('tells the page around the widget, never itself', () => {
    const parent = { postMessage: vi.fn() };
    postToWidgetParent({ event: 'paid', orderId: 'o1', item: 'p1' }, parent);
    expect(parent.postMessage).toHaveBeenCalledWith({ type: 'draftdesk:checkout', event: 'paid', orderId: 'o1', item: 'p1' }, '*');
    expect(() => postToWidgetParent({ event: 'error', message: 'x', item: 'p1' }, null)).not.toThrow();
  });
});

describe('customCheckoutQuery', () => {
  const user = { firstName: 'Casey', lastName: 'Customer', email: 'c@demo.test', uniqueCustomerId: 'cust-1' };

  it('takes the package and the customer from the query first, then from the signed-in customer', () => {
    expect(customCheckoutQuery(q('?item=p1&email=v@x.test'), user)).toEqual({
      productId: 'p1',
      firstName: 'Casey',
      lastName: 'Customer',
      email: 'v@x.test',
      uniqueCustomerId: 'cust-1',
    });
    expect(customCheckoutQuery(q('?packageId=p2'), null)).toEqual({
      productId: 'p2',
      firstName: undefined,
      lastName: undefined,
      email: undefined,
      uniqueCustomerId: undefined,
    });
  });

  it('needs a package', () => {
    expect(customCheckoutQuery(q('?email=v@x.test'), user)).toBeNull();
  });
});

describe('byPriceHighestFirst', () => {
  it('sorts packages by price, highest first, keeping ties in order', () => {
    const sorted = byPriceHighestFirst([
      { id: 'a', packagePrice: 149 },
      { id: 'b', packagePrice: 399 },
      { id: 'c', packagePrice: 149 },
      { id: 'd', packagePrice: 249.5 },
    ]);
    expect(sorted.map((p) => p.id)).toEqual(['b', 'd', 'a', 'c']);
  });
});
