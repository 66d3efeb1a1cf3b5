import type { PushMessage } from '#api/contract/push.ts';

type Language = PushMessage['language'];
type Facts = { reference: string; storeNameAr: string; storeNameEn: string };

// The service worker draws an alert while no page of the app is open, so it cannot use the app's
// catalogs: the server writes the few sentences in the language she used when she allowed alerts
// (docs/decisions/025-web-push.md). Sellers are addressed in the feminine, as in the app.
const texts: Record<PushMessage['kind'], Record<Language, (f: Facts) => { title: string; body: string }>> = {
  newOrder: {
    ar: (f) => ({ title: `طلب جديد ${f.reference}`, body: `وصل طلب جديد إلى متجرك «${f.storeNameAr}». افتحيه لتأكيده.` }),
    en: (f) => ({ title: `New order ${f.reference}`, body: `A new order arrived at ${f.storeNameEn}. Open it to confirm.` }),
  },
  orderCancelled: {
    ar: (f) => ({ title: `أُلغي الطلب ${f.reference}`, body: `ألغى المشتري طلبه من متجرك «${f.storeNameAr}».` }),
    en: (f) => ({ title: `Order ${f.reference} cancelled`, body: `The buyer cancelled this order from ${f.storeNameEn}.` }),
  },
};

export function pushMessage(kind: PushMessage['kind'], language: Language, orderId: string, facts: Facts): PushMessage {
  // U+2068/U+2069 isolate the Latin reference inside Arabic text so "SB-4821" never reads backwards.
  const reference = language === 'ar' ? `\u2068${facts.reference}\u2069` : facts.reference;
  return { kind, language, url: `/orders/${orderId}`, reference: facts.reference, ...texts[kind][language]({ ...facts, reference }) };
}
