import { describe, expect, it } from 'vitest';
import { precacheFor, publicFileGroup, workerOptions, workerScriptUrl, type TaggedEntry } from './precache-groups.ts';

const entries: TaggedEntry[] = [
  { url: 'index.html', revision: '1', group: 'shell' },
  { url: 'assets/index-a.js', revision: null, group: 'shell' },
  { url: 'assets/products-page-b.js', revision: null, group: 'buyer' },
  { url: 'assets/ar-c.js', revision: null, group: 'ar' },
  { url: 'assets/cairo-arabic-400-normal-d.woff2', revision: null, group: 'ar' },
  { url: 'assets/en-e.js', revision: null, group: 'en' },
  { url: 'assets/cairo-latin-400-normal-f.woff2', revision: null, group: 'en' },
  { url: 'assets/dashboard-page-g.js', revision: null },
];

describe('precache groups', () => {
  it("keeps the shell, the buyer's pages and her language's words and font; never untagged (seller, admin) files", () => {
    expect(precacheFor(entries, { language: 'ar', saveData: false }).map((e) => e.url)).toEqual([
      'index.html', 'assets/index-a.js', 'assets/products-page-b.js', 'assets/ar-c.js', 'assets/cairo-arabic-400-normal-d.woff2',
    ]);
    expect(precacheFor(entries, { language: 'en', saveData: false }).map((e) => e.url)).toEqual([
      'index.html', 'assets/index-a.js', 'assets/products-page-b.js', 'assets/en-e.js', 'assets/cairo-latin-400-normal-f.woff2',
    ]);
  });

  it('keeps the shell only under Save-Data, and hands workbox plain entries', () => {
    expect(precacheFor(entries, { language: 'ar', saveData: true })).toEqual([{ url: 'index.html', revision: '1' }, { url: 'assets/index-a.js', revision: null }]);
  });

  it("precaches the shell's public files and the language's manifest, not the install icons", () => {
    expect(['index.html', 'icons/icon.svg', 'icons/icon-192.png'].map(publicFileGroup)).toEqual(['shell', 'shell', 'shell']);
    expect(['manifest.ar.webmanifest', 'manifest.en.webmanifest'].map(publicFileGroup)).toEqual(['ar', 'en']);
    expect(['icons/icon-512.png', 'icons/maskable-192.png', 'robots.txt'].map(publicFileGroup)).toEqual([undefined, undefined, undefined]);
  });

  it('carries the language and Save-Data in the worker URL', () => {
    expect(workerOptions(workerScriptUrl('en', true))).toEqual({ language: 'en', saveData: true });
    expect(workerOptions(workerScriptUrl('ar', false))).toEqual({ language: 'ar', saveData: false });
    expect(workerOptions('https://souq.example/sw.js')).toEqual({ language: 'ar', saveData: false });
  });
});
