/**
 * Fixtures for the end-to-end journeys: `import { test, expect } from './support/fixtures.ts'`.
 * The server runs on a fresh temporary database with the demo data (playwright.config.ts).
 *
 * - `signUp(role)`: registers a fresh, unique user through the API ('buyer' | 'seller'; 'admin'
 *   answers the run's admin account) and returns `{ email, password, id, firstName }`. No page is
 *   signed in by it.
 * - `loginAs(page, role | { email, password })`: signs the page's browser context in through the API
 *   (the session cookie lands in the context; navigate afterwards). A role signs up a fresh user of
 *   that role first ('admin': the run's admin). Returns the account.
 * - `setLanguage(page, 'ar' | 'en')`: the language the app starts in (localStorage `language`),
 *   applied before the page's scripts run. Call it before the first `page.goto`; a language the
 *   user picks later in the page survives reloads.
 * - `checkA11y(page, options?)`: runs axe-core in the page and fails on serious or critical
 *   violations, listing them (e2e/support/axe.ts). Run it on every page a journey visits, in both
 *   directions.
 * - `tr(language, english)`: the app's wording of an English message in that language, read from
 *   the app's catalogs (e2e/support/i18n.ts); `exactly(text)` makes a whole-text RegExp.
 * - `demoAccounts` (buyer, seller with two stores, admin; see README) and `e2eAdmin`.
 * - Every journey fails when a page reports a Content-Security-Policy violation in its console.
 *
 * Journeys run in Arabic and in English: loop over `languages` and use `tr` for every visible word.
 */
import { test as base, expect, type Locator, type Page } from '@playwright/test';
import { checkA11y, type A11yOptions } from './axe.ts';
import { demoAccounts, e2eAdmin } from './accounts.ts';
import { exactly, tr, trf, type Language } from './i18n.ts';
import { keepOfflineAcrossDocuments } from './offline-emulation.ts';

export type Role = 'buyer' | 'seller' | 'admin';
export type Account = { email: string; password: string; id: string; firstName: string };
export type Credentials = { email: string; password: string };

type Fixtures = {
  signUp: (role?: Role) => Promise<Account>;
  loginAs: (page: Page, who: Role | Credentials) => Promise<Account>;
  setLanguage: (page: Page, language: Language) => Promise<void>;
  checkA11y: (page: Page, options?: A11yOptions) => Promise<void>;
};

export const languages: Language[] = ['ar', 'en'];

/** A unique address per call, readable in the server's data when a journey fails. */
export const uniqueEmail = (label: string) => `${label}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@e2e.test`;

export const test = base.extend<Fixtures>({
  // Every journey fails on a Content-Security-Policy violation reported in any page's console.
  // And `context.setOffline(true)` holds for every document opened while offline (offline-emulation.ts).
  context: async ({ context, baseURL }, use) => {
    keepOfflineAcrossDocuments(context, baseURL!);
    const violations: string[] = [];
    context.on('console', (message) => {
      if (/Content.Security.Policy|Refused to (execute|load|apply|connect|frame|evaluate|create)/i.test(message.text())) violations.push(message.text());
    });
    await use(context);
    expect(violations, 'Content-Security-Policy violations in the console').toEqual([]);
  },

  signUp: async ({ request }, use) => {
    await use(async (role = 'buyer') => {
      if (role === 'admin') {
        const res = await request.post('/api/login', { data: e2eAdmin });
        expect(res.status(), await res.text()).toBe(200);
        const user = await res.json();
        return { ...e2eAdmin, id: user.id, firstName: user.firstName };
      }
      const account = { email: uniqueEmail(role), password: 'secret-123', firstName: role === 'seller' ? 'Huda' : 'Yara', lastName: 'E2E', role };
      const res = await request.post('/api/register', { data: account });
      expect(res.status(), await res.text()).toBe(201);
      return { email: account.email, password: account.password, firstName: account.firstName, id: (await res.json()).id };
    });
  },

  loginAs: async ({ signUp }, use) => {
    await use(async (page, who) => {
      const credentials = typeof who === 'string' ? (who === 'admin' ? e2eAdmin : await signUp(who)) : who;
      // page.request shares the browser context's cookies: the session cookie is set for the page.
      const res = await page.request.post('/api/login', { data: { email: credentials.email, password: credentials.password } });
      expect(res.status(), await res.text()).toBe(200);
      const user = await res.json();
      return { email: credentials.email, password: credentials.password, id: user.id, firstName: user.firstName };
    });
  },

  setLanguage: async ({}, use) => { // eslint-disable-line no-empty-pattern
    await use(async (page, language) => {
      // Applied once per page: a marker in sessionStorage (kept across reloads) stops the init
      // script from undoing a language the user then picks.
      const marker = `e2e-language-${Math.random().toString(36).slice(2)}`;
      await page.addInitScript(({ language, marker }) => {
        if (sessionStorage.getItem(marker)) return;
        localStorage.setItem('language', language);
        sessionStorage.setItem(marker, '1');
      }, { language, marker });
    });
  },

  checkA11y: async ({}, use) => { // eslint-disable-line no-empty-pattern
    await use((page, options) => checkA11y(page, options));
  },
});

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A form field by its label; required fields add a hidden " *" to the label. */
export const field = (scope: Locator | Page, label: string) => scope.getByLabel(new RegExp(`^${escapeRegExp(label)}\\s*\\*?$`));

/**
 * Resolves once the app has hydrated the server's copy of the page (web/app/router.tsx marks it). Typing
 * into a server-rendered field before then reaches no handler: wait for it before keys that must act.
 */
export const appStarted = (page: Page) => page.waitForFunction(() => performance.getEntriesByName('souq:interactive').length > 0);

export { expect, tr, trf, exactly, demoAccounts, e2eAdmin };
export type { Language };
