import type { BrowserContext } from '@playwright/test';

const COOKIE = 'souq-e2e-offline';

/**
 * Keeps `context.setOffline(true)` true for every document the context opens. Debian's Chromium 150 (driven by
 * Playwright 1.65) starts a document navigated to while offline with `navigator.onLine` true, though its requests
 * fail: the emulation is not carried to the new document, so the app cannot know it is offline, as it does on a
 * phone that really is (there the system tells every document). Sending the emulation again once the document
 * has started comes after the app's first requests. So while the context is offline a cookie says so, and every
 * document reads `navigator.onLine` through it from its first script on; going online clears it and tells the
 * documents already open, as the system would.
 */
export function keepOfflineAcrossDocuments(context: BrowserContext, baseURL: string) {
  void context.addInitScript((cookie: string) => {
    const own = Object.getOwnPropertyDescriptor(Navigator.prototype, 'onLine')!.get!;
    Object.defineProperty(Navigator.prototype, 'onLine', {
      configurable: true,
      get(this: Navigator) {
        return document.cookie.split('; ').includes(`${cookie}=1`) ? false : own.call(this);
      },
    });
  }, COOKIE);
  const setOffline = context.setOffline.bind(context);
  context.setOffline = async (offline: boolean) => {
    await setOffline(offline);
    if (offline) await context.addCookies([{ name: COOKIE, value: '1', url: baseURL }]);
    else {
      await context.clearCookies({ name: COOKIE });
      await Promise.all(context.pages().map((page) => page.evaluate(() => window.dispatchEvent(new Event('online'))).catch(() => undefined)));
    }
  };
}
