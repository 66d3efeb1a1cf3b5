import * as v from 'valibot';
import { languages } from './common.ts';

// Web Push for sellers' order alerts (docs/decisions/025-web-push.md). The body of POST
// /api/push/subscriptions is the browser's PushSubscription.toJSON() plus the app's language.

/** base64url text of a given length: the browser's P-256 public key (65 bytes) or auth secret (16 bytes). */
const base64url = (length: number) => v.pipe(v.string('pushSubscriptionInvalid'), v.regex(new RegExp(`^[\\w-]{${length}}={0,2}$`), 'pushSubscriptionInvalid'));

export const pushEndpointSchema = v.pipe(v.string('pushSubscriptionInvalid'), v.maxLength(1000, 'pushSubscriptionInvalid'), v.url('pushSubscriptionInvalid'));

export const PushSubscribeSchema = v.object({
  endpoint: pushEndpointSchema,
  keys: v.object({ p256dh: base64url(87), auth: base64url(22) }, 'pushSubscriptionInvalid'),
  language: v.picklist(languages, 'invalidInput'),
});
export type PushSubscribeInput = v.InferInput<typeof PushSubscribeSchema>;

export const PushUnsubscribeSchema = v.object({ endpoint: pushEndpointSchema });

/** What the service worker receives (decrypted) and shows. */
export type PushMessage = {
  kind: 'newOrder' | 'orderCancelled';
  title: string;
  body: string;
  /** the app path that opens the order */
  url: string;
  reference: string;
  language: 'ar' | 'en';
};
