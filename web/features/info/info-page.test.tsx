import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderPage } from '#web/test/render.tsx';
import { InfoPage } from './info-page.tsx';
import { infoSlugs } from './content/types.ts';

describe('information pages', () => {
  it.each(infoSlugs)('/%s has an Arabic title, an intro and sections', async (slug) => {
    await renderPage(<InfoPage />, { route: `/${slug}`, language: 'ar', feature: 'info' });
    const title = screen.getByRole('heading', { level: 1 });
    expect(title.textContent).toMatch(/[\u0600-\u06FF]/);
    expect(title.textContent).not.toMatch(/[A-Za-z]{3,}/);
    expect(screen.getAllByRole('heading', { level: 2 }).length).toBeGreaterThan(1);
    expect(screen.getByRole('link', { current: 'page' }).getAttribute('href')).toBe(`/${slug}`);
  });

  it('states the shipping rule in the user language', async () => {
    await renderPage(<InfoPage />, { route: '/shipping', language: 'ar', feature: 'info' });
    expect(screen.getByText(/٥٫٠٠ د\.أ/)).toBeTruthy();
    expect(screen.getByText(/٥٠٫٠٠ د\.أ/)).toBeTruthy();
  });

  it('answers FAQ questions in disclosures', async () => {
    await renderPage(<InfoPage />, { route: '/faq', language: 'en', feature: 'info' });
    const question = screen.getByText('How much is shipping?');
    expect(question.closest('details')).toBeTruthy();
    expect(screen.getByText('JOD 5.00 per checkout, and free when your cart subtotal is JOD 50.00 or more.')).toBeTruthy();
  });
});
