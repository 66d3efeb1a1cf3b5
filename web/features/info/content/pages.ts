import type { InfoPageContent, InfoSlug } from './types.ts';
import { buyerGuide, faq, howItWorks, sellerGuide } from './guides.ts';
import { contact, cookies, privacy, returns, shipping, support, terms } from './policies.ts';

export const infoContent: Record<InfoSlug, InfoPageContent> = {
  'how-it-works': howItWorks,
  'seller-guide': sellerGuide,
  'buyer-guide': buyerGuide,
  faq,
  contact,
  returns,
  shipping,
  support,
  privacy,
  terms,
  cookies,
};
