import { describe, expect, it } from 'vitest';
import { i18n } from '@lingui/core';
import { PAGE_WORDS_ID, type PageWords } from '#api/contract/page-words.ts';
import { catalogMessages, loadFeatureCatalog, loadLanguage, SHARED_CATALOG } from './i18n.tsx';
import { takePageWords } from './page-words.ts';

// A page the server rendered brings its catalogs' words (api/pages/prerender.ts); the app starts with them
// instead of asking for each catalog's file, and asks for the files of any other catalog or language.

describe('the words a rendered page brings', () => {
  it('are read once from the page, then serve its language; other catalogs and languages come from their files', async () => {
    const fromFile = await catalogMessages(SHARED_CATALOG, 'ar');
    expect(Object.keys(fromFile).length).toBeGreaterThan(50);

    const words: PageWords = { language: 'ar', catalogs: { [SHARED_CATALOG]: { 'page.word': ['كلمة الصفحة'] }, catalogue: { 'page.card': ['بطاقة'] } } };
    document.body.innerHTML = `<div id="root"></div><script type="application/json" id="${PAGE_WORDS_ID}">${JSON.stringify(words)}</script>`;
    takePageWords();
    expect(document.getElementById(PAGE_WORDS_ID)).toBeNull();

    await loadLanguage('ar');
    await loadFeatureCatalog('catalogue', 'ar');
    expect(i18n._('page.word')).toBe('كلمة الصفحة');
    expect(i18n._('page.card')).toBe('بطاقة');
    expect(await catalogMessages(SHARED_CATALOG, 'ar')).toEqual(words.catalogs[SHARED_CATALOG]);
    // English, and a catalog the page did not bring, are read from their files.
    expect(Object.keys(await catalogMessages(SHARED_CATALOG, 'en')).length).toBe(Object.keys(fromFile).length);
    expect(Object.keys(await catalogMessages('cart', 'ar')).length).toBeGreaterThan(0);
    // Taken once: a second call finds nothing and keeps them.
    takePageWords();
    expect(await catalogMessages('catalogue', 'ar')).toEqual(words.catalogs.catalogue);
  });
});
