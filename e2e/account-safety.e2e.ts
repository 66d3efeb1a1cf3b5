import { expect, field, languages, test, tr } from './support/fixtures.ts';

// Account safety in the profile's settings tab (issue 12): change the password (the other devices
// are signed out, this one stays), then sign out on every device.

for (const language of languages) {
  test(`settings: change the password, then sign out on every device (${language})`, async ({ page, browser, baseURL, loginAs, setLanguage, checkA11y }) => {
    await setLanguage(page, language);
    const account = await loginAs(page, 'buyer');
    // A second device, signed in to the same account.
    const phone = await browser.newContext({ baseURL });
    expect((await phone.request.post('/api/login', { data: { email: account.email, password: account.password } })).status()).toBe(200);

    await page.goto('/profile?tab=settings');
    const form = page.getByRole('form', { name: tr(language, 'Change password') });
    await field(form, tr(language, 'Current password')).fill(account.password);
    await field(form, tr(language, 'New password')).fill('123');
    await form.getByRole('button', { name: tr(language, 'Change password') }).click();
    await expect(form.getByText(tr(language, 'Password must be at least 6 characters'))).toBeVisible();
    await checkA11y(page);
    await field(form, tr(language, 'New password')).fill('brand-new-secret');
    await form.getByRole('button', { name: tr(language, 'Change password') }).click();
    await expect(page.getByTestId('toast')).toContainText(tr(language, 'You were signed out on your other devices.'));
    expect((await phone.request.get('/api/auth/user')).status()).toBe(401);
    expect((await page.request.get('/api/auth/user')).status()).toBe(200);

    await page.getByRole('button', { name: tr(language, 'Sign out on every device') }).click();
    await expect(page).toHaveURL(/\/$/);
    expect((await page.request.get('/api/auth/user')).status()).toBe(401);
    expect((await page.request.post('/api/login', { data: { email: account.email, password: 'brand-new-secret' } })).status()).toBe(200);
    await phone.close();
  });
}
