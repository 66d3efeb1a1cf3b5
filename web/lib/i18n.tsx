import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { i18n, type Messages } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { DirectionProvider } from '@radix-ui/react-direction';
import { FONT_CLASSES, WEB_FONTS_ATTRIBUTE } from '#web/ui/fonts.ts';
import { pageWords } from './page-words.ts';

export type Language = 'ar' | 'en';
export const LANGUAGE_KEY = 'language';
export const DEFAULT_LANGUAGE: Language = 'ar';

const isLanguage = (value: unknown): value is Language => value === 'ar' || value === 'en';

export function storedLanguage(): Language {
  try {
    const value = localStorage.getItem(LANGUAGE_KEY);
    return isLanguage(value) ? value : DEFAULT_LANGUAGE;
  } catch {
    return DEFAULT_LANGUAGE;
  }
}

// Each feature owns its catalog (see lingui.config.ts). The shared catalog loads at start; a
// feature's catalog loads with its first page (see web/app/router.tsx), so the first visit does
// not download the seller's or admin's words.
const catalogs = import.meta.glob<{ messages: Messages }>(['../locales/*.po', '../features/*/locales/*.po']);
/** The shared catalog's name; a feature's catalog is named by its folder (the build's names, web/build-plugins.ts pageChunks). */
export const SHARED_CATALOG = 'app';
const loadedFeatures = new Set<string>();

/** A catalog's messages: the ones a rendered page brought (web/lib/page-words.ts), else its chunk's. */
export async function catalogMessages(catalog: string, language: Language): Promise<Messages> {
  const brought = pageWords(catalog, language);
  if (brought) return brought;
  const file = catalog === SHARED_CATALOG ? `../locales/${language}.po` : `../features/${catalog}/locales/${language}.po`;
  return (await catalogs[file]?.())?.messages ?? {};
}

async function loadCatalogs(names: string[], language: Language) {
  const loaded = await Promise.all(names.map((name) => catalogMessages(name, language)));
  i18n.load(language, Object.assign({}, ...loaded));
}

/** Loads the shared catalog and those of the features already used, then switches to the language. */
export async function loadLanguage(language: Language, options: { allFeatures?: boolean } = {}) {
  if (options.allFeatures) {
    for (const file of Object.keys(catalogs)) {
      const feature = /features\/([\w-]+)\/locales/.exec(file)?.[1];
      if (feature) loadedFeatures.add(feature);
    }
  }
  await loadCatalogs([SHARED_CATALOG, ...loadedFeatures], language);
  i18n.activate(language);
}

/** Loads a feature's catalog in the current language (called before its page renders). */
const featureLoads = new Map<string, Promise<void>>();

/**
 * Loads a feature's catalog (called before its page renders, or earlier to preload it). A load in
 * flight is shared, so a page never renders before its words are there.
 */
export function loadFeatureCatalog(feature: string, language: Language = (i18n.locale as Language) || storedLanguage()): Promise<void> {
  loadedFeatures.add(feature);
  const key = `${feature}:${language}`;
  let pending = featureLoads.get(key);
  if (!pending) {
    pending = loadCatalogs([feature], language);
    featureLoads.set(key, pending);
  }
  return pending;
}

function applyToDocument(language: Language) {
  const html = document.documentElement;
  html.lang = language;
  html.dir = language === 'ar' ? 'rtl' : 'ltr';
  // Cairo only where the page's head script chose it (web/ui/fonts.ts).
  if (html.hasAttribute(WEB_FONTS_ATTRIBUTE)) for (const [lang, name] of Object.entries(FONT_CLASSES)) html.classList.toggle(name, lang === language);
  document.getElementById('app-manifest')?.setAttribute('href', `/manifest.${language}.webmanifest`);
  // The server renders public pages in this language (api/pages); it is a preference, not a secret.
  document.cookie = `${LANGUAGE_KEY}=${language}; Path=/; Max-Age=31536000; SameSite=Lax`;
}

type LanguageContextValue = {
  language: Language;
  dir: 'rtl' | 'ltr';
  setLanguage: (language: Language) => Promise<void>;
  toggleLanguage: () => Promise<void>;
};

const LanguageContext = createContext<LanguageContextValue | null>(null);

/** Provides the language (Arabic by default), keeps it in storage and on <html lang dir>. */
export function LanguageProvider({ initial, children }: { initial: Language; children: ReactNode }) {
  const [language, setState] = useState<Language>(initial);

  const setLanguage = useCallback(async (next: Language) => {
    if (!isLanguage(next)) throw new Error(`Unsupported language: ${String(next)}`);
    await loadLanguage(next);
    try {
      localStorage.setItem(LANGUAGE_KEY, next);
    } catch {
      /* private mode: the choice lasts for this visit */
    }
    applyToDocument(next);
    setState(next);
  }, []);

  const value = useMemo<LanguageContextValue>(
    () => ({
      language,
      dir: language === 'ar' ? 'rtl' : 'ltr',
      setLanguage,
      toggleLanguage: () => setLanguage(language === 'ar' ? 'en' : 'ar'),
    }),
    [language, setLanguage],
  );

  return (
    <LanguageContext.Provider value={value}>
      <DirectionProvider dir={value.dir}>
        <I18nProvider i18n={i18n}>{children}</I18nProvider>
      </DirectionProvider>
    </LanguageContext.Provider>
  );
}

export function useLanguage(): LanguageContextValue {
  const value = useContext(LanguageContext);
  if (!value) throw new Error('useLanguage must be used inside <LanguageProvider>');
  return value;
}

/** Picks the Arabic or English variant of bilingual content, falling back to the other one. */
export function useLocalized() {
  const { language } = useLanguage();
  return useCallback(
    (ar: string | null | undefined, en: string | null | undefined) => (language === 'ar' ? ar || en : en || ar) ?? '',
    [language],
  );
}

export { applyToDocument };
