import { describe, expect, it } from 'vitest';
import { renderPage } from '#web/test/render.tsx';
import { PageTitle } from './page-title.tsx';

describe('PageTitle', () => {
  it("names the page in the tab in the user's language, and gives the default back when the page goes", async () => {
    const ar = await renderPage(<PageTitle>صابون زيتون</PageTitle>, { language: 'ar' });
    expect(document.title).toBe('صابون زيتون | سوق بيتي');
    ar.unmount();
    expect(document.title).toBe('سوق بيتي | Souq Bayti');
    const en = await renderPage(<PageTitle>Olive soap</PageTitle>, { language: 'en' });
    expect(document.title).toBe('Olive soap | Souq Bayti');
    en.unmount();
  });
});
