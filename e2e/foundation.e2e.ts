import type { Locator, Page } from '@playwright/test';
import { expect, languages, test, tr, uniqueEmail, type Language } from './support/fixtures.ts';
import { recordAlerts } from './support/seen-alerts.ts';

// The foundation journey (issue 2): language and direction, sign-up as buyer and seller through the
// auth page, sign-out and sign-in, profile editing, the guard on a private page, Page Not Found,
// and the shell (header, footer, mobile bottom bar). Each runs in Arabic and in English, with axe
// on every page in both directions.

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A form field by its label; required fields add a hidden " *" to the label. */
const field = (scope: Locator | Page, label: string) => scope.getByLabel(new RegExp(`^${escape(label)}\\s*\\*?$`));
const toast = (page: Page) => page.getByTestId('toast');
const other = (language: Language): Language => (language === 'ar' ? 'en' : 'ar');
const direction = (language: Language) => (language === 'ar' ? 'rtl' : 'ltr');

async function expectLanguage(page: Page, language: Language) {
  await expect(page.locator('html')).toHaveAttribute('lang', language);
  await expect(page.locator('html')).toHaveAttribute('dir', direction(language));
}

async function signOut(page: Page, language: Language) {
  await page.getByRole('button', { name: tr(language, 'Account menu') }).click();
  await page.getByRole('menuitem', { name: tr(language, 'Sign Out') }).click();
  await expect(page.getByRole('link', { name: tr(language, 'Login'), exact: true })).toBeVisible();
  expect((await page.request.get('/api/auth/user')).status()).toBe(401);
}

async function registerThroughAuthPage(page: Page, language: Language, role: 'buyer' | 'seller', who: { firstName: string; email: string; password: string }) {
  const tab = tr(language, role === 'buyer' ? 'Buyer Account' : 'Seller Account');
  await page.getByRole('tab', { name: tab }).click();
  const form = page.getByRole('form', { name: tab });
  await field(form, tr(language, 'First name')).fill(who.firstName);
  await field(form, tr(language, 'Last name')).fill('Haddad');
  await field(form, tr(language, 'Email')).fill(who.email);
  await field(form, tr(language, 'Password')).fill(who.password);
  await form.getByRole('button', { name: tr(language, role === 'buyer' ? 'Create buyer account' : 'Create seller account') }).click();
  await expect(toast(page)).toContainText(tr(language, 'Welcome!'));
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: tr(language, 'Account menu') })).toContainText(who.firstName);
}

for (const language of languages) {
  test.describe(`foundation (${language})`, () => {
    test('starts in its language and keeps a switched language across reloads', async ({ page, setLanguage, checkA11y }) => {
      // A first visit is in Arabic; the English run starts from a stored choice of English.
      if (language === 'en') await setLanguage(page, 'en');
      await page.goto('/');
      await expectLanguage(page, language);
      await expect(page.getByRole('link', { name: tr(language, 'Login'), exact: true })).toBeVisible();
      await checkA11y(page);

      await page.getByRole('button', { name: language === 'ar' ? 'English' : 'العربية' }).click();
      await expectLanguage(page, other(language));
      await expect(page.getByRole('link', { name: tr(other(language), 'Login'), exact: true })).toBeVisible();
      expect(await page.evaluate(() => localStorage.getItem('language'))).toBe(other(language));

      // A first visit keeps the phone's own font and downloads none; once the service worker holds
      // the fonts, the next visit uses Cairo from its first paint (docs/decisions/022, "Web, seventh round").
      expect(await page.evaluate(() => performance.getEntriesByType('resource').filter((entry) => entry.name.endsWith('.woff2')).length)).toBe(0);
      await expect(page.locator('html')).not.toHaveClass(/font-/);
      await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
      await page.reload();
      await expectLanguage(page, other(language));
      await expect(page.locator('html')).toHaveClass(other(language) === 'ar' ? /font-arabic/ : /font-latin/);
      const family = other(language) === 'ar' ? 'Cairo Arabic' : 'Cairo Latin';
      await expect.poll(() => page.evaluate((name) => [...document.fonts].some((face) => face.family.replace(/"/g, '') === name && face.status === 'loaded'), family)).toBe(true);
      await checkA11y(page);
    });

    test('a buyer registers on the auth page, signs out, signs in again and edits the profile', async ({ page, setLanguage, checkA11y }) => {
      await setLanguage(page, language);
      const buyer = { firstName: language === 'ar' ? 'ليلى' : 'Layla', email: uniqueEmail('buyer'), password: 'secret-123' };
      await page.goto('/');
      await page.getByRole('link', { name: tr(language, 'Login'), exact: true }).click();
      await expect(page).toHaveURL(/\/auth$/);
      await expectLanguage(page, language);
      await checkA11y(page);

      await registerThroughAuthPage(page, language, 'buyer', buyer);
      await checkA11y(page);
      // A buyer has no dashboard in the account menu.
      await page.getByRole('button', { name: tr(language, 'Account menu') }).click();
      await expect(page.getByRole('menuitem', { name: tr(language, 'Profile') })).toBeVisible();
      await expect(page.getByRole('menuitem', { name: tr(language, 'Dashboard') })).toHaveCount(0);
      await page.keyboard.press('Escape');

      await signOut(page, language);

      await page.goto('/auth');
      const login = page.getByRole('form', { name: tr(language, 'Login') });
      await field(login, tr(language, 'Email')).fill(buyer.email);
      await field(login, tr(language, 'Password')).fill(buyer.password);
      await login.getByRole('button', { name: tr(language, 'Login') }).click();
      await expect(toast(page)).toContainText(tr(language, 'Welcome back!'));
      await expect(page).toHaveURL(/\/$/);

      await page.getByRole('button', { name: tr(language, 'Account menu') }).click();
      await page.getByRole('menuitem', { name: tr(language, 'Profile') }).click();
      await expect(page).toHaveURL(/\/profile$/);
      await expect(page.getByRole('heading', { level: 1 })).toContainText(buyer.firstName);
      await checkA11y(page);

      const city = language === 'ar' ? 'إربد' : 'Irbid';
      await page.getByRole('button', { name: tr(language, 'Edit'), exact: true }).click();
      const form = page.getByRole('form', { name: tr(language, 'Edit personal information') });
      await field(form, tr(language, 'City')).fill(city);
      await field(form, tr(language, 'Last name')).fill('Nsour');
      await checkA11y(page);
      await form.getByRole('button', { name: tr(language, 'Save changes') }).click();
      await expect(toast(page)).toContainText(tr(language, 'Profile Updated'));
      await expect(form).toHaveCount(0);
      await page.reload();
      await expect(page.getByRole('heading', { level: 1 })).toContainText(`${buyer.firstName} Nsour`);
      await expect(page.getByText(city, { exact: true })).toBeVisible();
      await checkA11y(page);
    });

    test('a seller registers on the seller tab and gets a dashboard', async ({ page, setLanguage, checkA11y }) => {
      await setLanguage(page, language);
      await page.goto('/auth');
      const seller = { firstName: language === 'ar' ? 'هدى' : 'Huda', email: uniqueEmail('seller'), password: 'secret-123' };
      await registerThroughAuthPage(page, language, 'seller', seller);
      const me = await (await page.request.get('/api/auth/user')).json();
      expect(me.role).toBe('seller');
      await checkA11y(page);
      await page.getByRole('button', { name: tr(language, 'Account menu') }).click();
      await expect(page.getByRole('menuitem', { name: tr(language, 'Dashboard') })).toBeVisible();
      await page.keyboard.press('Escape');
      await signOut(page, language);
    });

    test('a private page asks a visitor to sign in and lands on /auth', async ({ page, setLanguage, checkA11y }) => {
      await setLanguage(page, language);
      const seenAlerts = await recordAlerts(page);
      await page.goto('/cart');
      // The page she wanted rides along, to come back to after signing in (web/lib/sign-in-return.ts).
      await expect(page).toHaveURL(/\/auth\?next=%2Fcart$/);
      // The message showed for the spec's 500 ms before that redirect (the app navigates in the page, so
      // the record survives it).
      const alerts = await seenAlerts();
      expect(alerts.some((text) => text.includes(tr(language, 'Authentication Required')) && text.includes(tr(language, 'Please log in to access this page'))), `alerts shown: ${JSON.stringify(alerts)}`).toBe(true);
      await expectLanguage(page, language);
      await checkA11y(page);
    });

    test('an unknown path shows Page Not Found', async ({ page, setLanguage, checkA11y }) => {
      await setLanguage(page, language);
      await page.goto('/this/path/does-not-exist');
      await expect(page.getByRole('heading', { name: tr(language, 'Page Not Found') })).toBeVisible();
      await expectLanguage(page, language);
      await checkA11y(page);
    });

    test('the shell: footer links, and the mobile bottom bar for visitors and signed-in users', async ({ page, setLanguage, loginAs, checkA11y }) => {
      await setLanguage(page, language);
      await page.goto('/');
      for (const path of ['/how-it-works', '/faq', '/privacy', '/terms']) {
        await expect(page.locator(`footer a[href="${path}"]`)).toHaveCount(1);
      }

      await page.setViewportSize({ width: 390, height: 844 });
      const bar = page.getByRole('navigation', { name: tr(language, 'Bottom navigation') });
      await expect(bar).toBeVisible();
      const hrefs = () => bar.getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
      expect(await hrefs()).toEqual(['/', '/street', '/wishlist', '/cart', '/auth']);
      await checkA11y(page);

      await loginAs(page, 'buyer');
      await page.reload();
      await expect(bar.getByRole('link', { name: tr(language, 'Profile') })).toBeVisible();
      expect(await hrefs()).toEqual(['/', '/street', '/wishlist', '/cart', '/profile']);
      await bar.getByRole('link', { name: tr(language, 'Profile') }).click();
      await expect(page).toHaveURL(/\/profile$/);
      await checkA11y(page);
    });
  });
}
