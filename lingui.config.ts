import { defineConfig } from '@lingui/cli';

// English is the source language (message ids); Arabic is the default interface language.
// Each feature owns its catalog so that features can be built, extracted and lazy-loaded
// independently; shared code (app shell, ui kit, lib) has its own.
export default defineConfig({
  sourceLocale: 'en',
  locales: ['ar', 'en'],
  fallbackLocales: { default: 'en' },
  catalogs: [
    {
      path: '<rootDir>/web/features/{name}/locales/{locale}',
      include: ['<rootDir>/web/features/{name}/'],
      exclude: ['**/*.test.*'],
    },
    {
      path: '<rootDir>/web/locales/{locale}',
      include: ['<rootDir>/web/app/', '<rootDir>/web/ui/', '<rootDir>/web/lib/'],
      exclude: ['**/*.test.*'],
    },
  ],
  format: 'po',
  orderBy: 'messageId',
});
