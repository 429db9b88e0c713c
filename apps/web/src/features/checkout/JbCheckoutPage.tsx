import CheckoutPage from './CheckoutPage.tsx';

/**
 * /jb-checkout: the checkout for a job-board entry. The spec does not define
 * it beyond its name (spec 03 §2), so it is the same checkout, by its `item`
 * parameter, on its own path (docs/decisions.md).
 */
export default function JbCheckoutPage() {
  return <CheckoutPage />;
}
