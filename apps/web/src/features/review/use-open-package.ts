import { useState } from 'react';
import { useNavigate } from 'react-router';
import { recordCheckoutClick } from './api.ts';

/**
 * A package's button: the click is recorded (POST /checkout/yjsg-checkout-button-click), then the checkout
 * link page takes over (/package/{packageId}/checkout/{critiqueId}). A failed record never stops a purchase.
 */
export function useOpenPackage(critiqueId: string, critiqueViewId: string) {
  const navigate = useNavigate();
  const [opening, setOpening] = useState<string | null>(null);
  const open = async (packageId: string) => {
    setOpening(packageId);
    await recordCheckoutClick(packageId, critiqueId, critiqueViewId).catch(() => undefined);
    const query = new URLSearchParams({ critiqueViewId });
    await navigate(`/package/${encodeURIComponent(packageId)}/checkout/${encodeURIComponent(critiqueId)}?${query.toString()}`);
  };
  return { open, opening };
}
