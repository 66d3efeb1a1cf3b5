import { beforeEach, describe, expect, it } from 'vitest';
import { act, render, renderHook, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { WEB_FONTS_ATTRIBUTE } from '#web/ui/fonts.ts';
import { LanguageProvider, LANGUAGE_KEY, loadLanguage, storedLanguage, useLanguage, useLocalized, type Language } from './i18n.tsx';

const wrapper = (initial: Language) => ({ children }: { children: ReactNode }) => <LanguageProvider initial={initial}>{children}</LanguageProvider>;
const html = () => document.documentElement;

// As at start (web/main.tsx): the catalogs load before the first render (I18nProvider renders
// nothing until a language is active).
beforeEach(() => loadLanguage('ar'));

describe('storedLanguage', () => {
  it('is Arabic on a first visit', () => {
    expect(storedLanguage()).toBe('ar');
  });

  it('uses the stored choice, and only ar or en', () => {
    localStorage.setItem(LANGUAGE_KEY, 'en');
    expect(storedLanguage()).toBe('en');
    localStorage.setItem(LANGUAGE_KEY, 'fr');
    expect(storedLanguage()).toBe('ar');
    localStorage.setItem(LANGUAGE_KEY, 'EN');
    expect(storedLanguage()).toBe('ar');
  });
});

describe('LanguageProvider', () => {
  it('gives the initial language and its direction', () => {
    const { result } = renderHook(() => useLanguage(), { wrapper: wrapper('ar') });
    expect(result.current.language).toBe('ar');
    expect(result.current.dir).toBe('rtl');
  });

  it('switching to English stores the choice and sets lang, dir and the font class', async () => {
    // The service worker holds the fonts: the head script chose Cairo (web/ui/fonts.ts).
    html().setAttribute(WEB_FONTS_ATTRIBUTE, '');
    html().className = 'font-arabic';
    const { result } = renderHook(() => useLanguage(), { wrapper: wrapper('ar') });
    await act(() => result.current.setLanguage('en'));
    expect(result.current.language).toBe('en');
    expect(result.current.dir).toBe('ltr');
    expect(localStorage.getItem(LANGUAGE_KEY)).toBe('en');
    expect(html().lang).toBe('en');
    expect(html().dir).toBe('ltr');
    expect(html().classList.contains('font-latin')).toBe(true);
    expect(html().classList.contains('font-arabic')).toBe(false);
  });

  it('toggles back to Arabic, right to left', async () => {
    html().setAttribute(WEB_FONTS_ATTRIBUTE, '');
    const { result } = renderHook(() => useLanguage(), { wrapper: wrapper('en') });
    await act(() => result.current.toggleLanguage());
    expect(result.current.language).toBe('ar');
    expect(localStorage.getItem(LANGUAGE_KEY)).toBe('ar');
    expect(html().lang).toBe('ar');
    expect(html().dir).toBe('rtl');
    expect(html().classList.contains('font-arabic')).toBe(true);
    expect(html().classList.contains('font-latin')).toBe(false);
  });

  it('keeps the phone\'s own font on a page that does not use Cairo (a first visit)', async () => {
    const { result } = renderHook(() => useLanguage(), { wrapper: wrapper('ar') });
    await act(() => result.current.setLanguage('en'));
    expect(html().lang).toBe('en');
    expect(html().className).toBe('');
  });

  it('refuses any language other than ar and en, and changes nothing', async () => {
    const { result } = renderHook(() => useLanguage(), { wrapper: wrapper('ar') });
    await expect(result.current.setLanguage('fr' as Language)).rejects.toThrow(/Unsupported language/);
    expect(result.current.language).toBe('ar');
    expect(localStorage.getItem(LANGUAGE_KEY)).toBeNull();
    expect(html().dir).toBe('rtl');
  });

  it('throws when used outside its provider', () => {
    function Orphan() {
      useLanguage();
      return null;
    }
    // React reports the thrown error on the console as well; the throw is what matters here.
    const original = console.error;
    console.error = () => {};
    try {
      expect(() => render(<Orphan />)).toThrow('useLanguage must be used inside <LanguageProvider>');
    } finally {
      console.error = original;
    }
  });
});

describe('useLocalized', () => {
  function Name({ ar, en }: { ar: string | null; en: string | null }) {
    return <span data-testid="name">{useLocalized()(ar, en)}</span>;
  }

  it('shows the variant of the current language, falling back to the other', () => {
    render(<><Name ar="تطريز" en="Tatreez" /><Name ar={null} en="Only English" /></>, { wrapper: wrapper('ar') });
    expect(screen.getAllByTestId('name').map((n) => n.textContent)).toEqual(['تطريز', 'Only English']);
  });

  it('in English prefers the English variant', () => {
    render(<><Name ar="تطريز" en="Tatreez" /><Name ar="عربي فقط" en="" /></>, { wrapper: wrapper('en') });
    expect(screen.getAllByTestId('name').map((n) => n.textContent)).toEqual(['Tatreez', 'عربي فقط']);
  });
});
