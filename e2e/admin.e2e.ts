import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { exactly, expect, languages, test, tr, type Language } from './support/fixtures.ts';

// The admin's journey (issue 8): the admin opens the dashboard, creates a category that then
// appears in the header menu, deactivates a buyer who then cannot sign in, hides a store that then
// shows 'Store Not Found' to visitors, and opens an order. Arabic and English, axe on every page.

const toast = (page: Page) => page.getByTestId('toast');
/** The visible start of a button whose name goes on for screen readers ("Deactivate <0>{name}</0>"). */
const lead = (language: Language, id: string) => new RegExp(`^${tr(language, id).split('<0>')[0]!.trim()}`);
// Every axe rule runs on every page (the shell's header names include their visible text).
const a11y = {};

/** A fresh seller with a fresh store (demo stores stay untouched for the other journeys). */
async function makeStore(request: APIRequestContext, suffix: string) {
  const seller = { email: `admin-e2e-seller-${suffix}@e2e.test`, password: 'secret-123', firstName: 'Rula', lastName: 'E2E', role: 'seller' };
  expect((await request.post('/api/register', { data: seller })).status()).toBe(201);
  const res = await request.post('/api/stores', { data: { nameEn: `Clay Corner ${suffix}`, nameAr: `ركن الفخار ${suffix}` } });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as { id: string; slug: string; nameEn: string; nameAr: string };
}

/** Signs in through the login form of a fresh browser (no session of the admin's). */
async function tryLogin(browser: Browser, language: Language, email: string, password: string) {
  const context = await browser.newContext();
  await context.addInitScript((l) => localStorage.setItem('language', l), language);
  const page = await context.newPage();
  await page.goto('/auth');
  const form = page.getByRole('form', { name: tr(language, 'Login') });
  await form.getByLabel(new RegExp(`^${tr(language, 'Email')}`)).fill(email);
  await form.getByLabel(new RegExp(`^${tr(language, 'Password')}`)).fill(password);
  await form.getByRole('button', { name: exactly(tr(language, 'Login')) }).click();
  return { page, context };
}

for (const language of languages) {
  test(`the admin manages categories, users and stores (${language})`, async ({ page, browser, request, signUp, loginAs, setLanguage, checkA11y }) => {
    test.setTimeout(180_000);
    const t = (s: string) => tr(language, s);
    const suffix = `${language}${Math.random().toString(36).slice(2, 7)}`;
    const store = await makeStore(request, suffix);
    const buyer = await signUp('buyer');
    const storeName = language === 'ar' ? store.nameAr : store.nameEn;

    await setLanguage(page, language);
    await loginAs(page, 'admin');
    await page.goto('/admin/dashboard');
    await expect(page.getByRole('heading', { name: t('Admin Dashboard') })).toBeVisible();
    await expect(page.getByRole('region', { name: t('Platform figures') }).getByText(t('Total revenue'))).toBeVisible();
    await expect(page.getByRole('region', { name: t('Recent activity') }).getByRole('link').first()).toHaveText(/^#SB-\d{4,}$/);
    await checkA11y(page, a11y);

    // A new category, checked first for its two names; then it is in the header's menu.
    const category = { en: `Candles ${suffix}`, ar: `شموع ${suffix}` };
    await page.getByRole('tab', { name: t('Categories') }).click();
    await page.getByRole('button', { name: t('Add category') }).click();
    const dialog = page.getByRole('dialog', { name: t('Add category') });
    await dialog.getByRole('button', { name: t('Create category') }).click();
    await expect(dialog.getByText(t('English name is required'))).toBeVisible();
    await expect(dialog.getByText(t('Arabic name is required'))).toBeVisible();
    await checkA11y(page, a11y);
    await dialog.getByLabel(new RegExp(`^${t('English name')}`)).fill(category.en);
    await dialog.getByLabel(new RegExp(`^${t('Arabic name')}`)).fill(category.ar);
    await dialog.getByRole('button', { name: t('Create category') }).click();
    await expect(toast(page)).toContainText(t('Category created'));
    await expect(page.getByRole('row').filter({ hasText: category.en })).toBeVisible();
    await page.getByRole('navigation', { name: t('Main') }).getByRole('button', { name: t('Categories') }).click();
    await expect(page.getByRole('menuitem', { name: language === 'ar' ? category.ar : category.en })).toBeVisible();
    await page.keyboard.press('Escape');

    // Deactivate the buyer: found by e-mail, confirmed, then her sign-in is refused.
    await page.getByRole('tab', { name: t('Users') }).click();
    await page.getByRole('searchbox', { name: t('Search users') }).fill(buyer.email);
    const userRow = page.getByRole('row').filter({ hasText: buyer.email });
    await expect(page.getByRole('row')).toHaveCount(2); // the header row and hers
    await checkA11y(page, a11y);
    await userRow.getByRole('button', { name: lead(language, 'Deactivate <0>{name}</0>') }).click();
    await page.getByRole('dialog').getByRole('button', { name: exactly(t('Deactivate')) }).click();
    await expect(toast(page)).toContainText(t('User status updated'));
    await expect(userRow.getByText(exactly(t('Inactive')))).toBeVisible();
    const refused = await tryLogin(browser, language, buyer.email, buyer.password);
    await expect(toast(refused.page)).toContainText(t('Login failed'));
    await expect(toast(refused.page)).toContainText(t('This account has been deactivated'));
    await expect(refused.page).toHaveURL(/\/auth$/);
    await refused.context.close();

    // Hide the store: 'Visit Store' points at its public page, which then tells visitors it is gone.
    await page.getByRole('tab', { name: t('Stores') }).click();
    await page.getByRole('searchbox', { name: t('Search stores') }).fill(store.nameEn);
    const storeRow = page.getByRole('row').filter({ hasText: storeName });
    await expect(storeRow.getByRole('link', { name: lead(language, 'Visit Store <0>{name} (opens in a new tab)</0>') })).toHaveAttribute('href', `/stores/${store.slug}`);
    await storeRow.getByRole('button', { name: lead(language, 'Manage <0>{name}</0>') }).click();
    const manage = page.getByRole('dialog');
    await expect(manage).toBeVisible();
    await checkA11y(page, a11y);
    await manage.getByRole('button', { name: exactly(t('Hide store')) }).click();
    await expect(toast(page)).toContainText(t('Store hidden from the public'));
    await expect(storeRow.getByText(exactly(t('Inactive')))).toBeVisible();
    const visitor = await browser.newContext();
    await visitor.addInitScript((l) => localStorage.setItem('language', l), language);
    const visitorPage = await visitor.newPage();
    await visitorPage.goto(`/stores/${store.slug}`);
    await expect(visitorPage.getByText(t('Store Not Found'))).toBeVisible();
    await checkA11y(visitorPage, a11y);
    await visitor.close();

    // The latest orders, and one of them in full.
    await page.getByRole('tab', { name: t('Orders') }).click();
    await page.getByRole('link', { name: lead(language, 'View Order <0>#{shortId}</0>') }).first().click();
    await expect(page).toHaveURL(/\/admin\/orders\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('region', { name: t('Status history') })).toBeVisible();
    await expect(page.getByRole('region', { name: t('Delivery address') })).toBeVisible();
    await checkA11y(page, a11y);
  });
}

test('a buyer who opens the admin dashboard is told and sent away', async ({ page, loginAs, setLanguage }) => {
  await setLanguage(page, 'en');
  await loginAs(page, 'buyer');
  await page.goto('/admin/dashboard');
  await expect(toast(page)).toContainText('You need to be an admin to access this page');
  await expect(page).not.toHaveURL(/\/admin/);
});
