import { describe, expect, it } from 'vitest';
import { callHref, hasListedPhone, PLACEHOLDER_PHONE, storePagePath, whatsappHref } from './store-contact.ts';

describe('store contact links', () => {
  it('calls the phone, else the WhatsApp number, else the placeholder', () => {
    expect(callHref({ phoneNumber: '+962791234567', whatsappNumber: '+962781112223' })).toBe('tel:+962791234567');
    expect(callHref({ phoneNumber: null, whatsappNumber: '+962781112223' })).toBe('tel:+962781112223');
    expect(callHref({ phoneNumber: null, whatsappNumber: null })).toBe(`tel:${PLACEHOLDER_PHONE}`);
    expect(hasListedPhone({ phoneNumber: null, whatsappNumber: null })).toBe(false);
  });

  it('opens WhatsApp with the digits of the WhatsApp number, else of the phone', () => {
    expect(whatsappHref({ phoneNumber: '+962791234567', whatsappNumber: '+962 78 111 2223' })).toBe('https://wa.me/962781112223');
    expect(whatsappHref({ phoneNumber: '+962791234567', whatsappNumber: null })).toBe('https://wa.me/962791234567');
  });

  it('links to the store page by slug, else by id', () => {
    expect(storePagePath({ slug: 'salma-embroidery', id: 's1' })).toBe('/stores/salma-embroidery');
    expect(storePagePath({ slug: '', id: 's1' })).toBe('/stores/s1');
  });
});
