import type { Page } from '@playwright/test';

declare global {
  interface Window { seenAlerts?: string[] }
}

/**
 * Records the text of every `role="alert"` the page shows, from before its scripts run, and returns a
 * reader. A message shown for a fixed moment (the guards' 500 ms before a redirect, web/app/guards.tsx)
 * is caught here however busy the machine: Playwright's `expect` polls every 500 ms once a check has
 * waited a while, and can look just before and just after such a message.
 */
export async function recordAlerts(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = (window.seenAlerts = []);
    const record = () => {
      for (const alert of document.querySelectorAll('[role="alert"]')) {
        const text = alert.textContent?.trim();
        if (text && !seen.includes(text)) seen.push(text);
      }
    };
    new MutationObserver(record).observe(document, { childList: true, subtree: true, characterData: true });
  });
  return () => page.evaluate(() => window.seenAlerts ?? []);
}
