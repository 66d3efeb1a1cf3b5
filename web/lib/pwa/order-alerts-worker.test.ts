import { describe, expect, it } from 'vitest';
import { pushMessage } from '#api/push/push-texts.ts';
import { notificationFor, readOrderAlert } from './order-alerts-worker.ts';

const origin = 'https://souqbayti.jo';
const facts = { reference: 'SB-4821', storeNameAr: 'مطبخ ستّي', storeNameEn: "Sitti's Kitchen" };

describe('order alerts in the service worker', () => {
  it('shows the server’s alert in her language, right to left in Arabic, opening the order', () => {
    const sent = pushMessage('newOrder', 'ar', 'order-1', facts);
    const message = readOrderAlert(JSON.stringify(sent), origin)!;
    expect(message.title).toContain('SB-4821');
    expect(notificationFor(message)).toMatchObject({ lang: 'ar', dir: 'rtl', tag: 'order-SB-4821', data: { url: '/orders/order-1' } });
    expect(notificationFor(readOrderAlert(JSON.stringify(pushMessage('orderCancelled', 'en', 'order-1', facts)), origin)!)).toMatchObject({ lang: 'en', dir: 'ltr', tag: 'order-SB-4821' });
  });

  it('ignores payloads that are not ours and links that leave the app', () => {
    expect(readOrderAlert(undefined, origin)).toBeNull();
    expect(readOrderAlert('not json', origin)).toBeNull();
    expect(readOrderAlert(JSON.stringify({ title: 'x' }), origin)).toBeNull();
    const away = { ...pushMessage('newOrder', 'en', 'order-1', facts), url: 'https://evil.example/orders/1' };
    expect(readOrderAlert(JSON.stringify(away), origin)).toBeNull();
  });
});
