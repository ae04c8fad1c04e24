// The screen shown in place of a page the plan does not include. The engine knows no area: the
// offers area provides it (ConsoleArea.tierOffer), the app passes it down here (App.tsx).
import { createContext, useContext, type ComponentType } from 'react';
import type { Tier } from '../../resources/types';

export type TierOfferProps = { required: Tier; plan: Tier | null };

export const TierOfferContext = createContext<ComponentType<TierOfferProps> | null>(null);

export const TierOffer = (props: TierOfferProps) => {
  const Offer = useContext(TierOfferContext);
  return Offer ? <Offer {...props} /> : null;
};
