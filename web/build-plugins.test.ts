import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Plugin } from 'vite';
import { fontFaces, pageFontPreloadScript } from './build-plugins.ts';

const CSS_ID = `${process.cwd()}/node_modules/@fontsource/cairo/400.css`;

function transform(plugin: Plugin, code: string, id: string) {
  const hook = plugin.transform as (code: string, id: string) => { code: string } | null;
  return hook.call({} as never, code, id);
}

/** The @font-face rules of a CSS text, by the file each one names. */
function faces(css: string) {
  return [...css.matchAll(/@font-face\s*{([^}]*)}/g)].map(([, body]) => ({
    file: /cairo-([\w-]+?)-\d+-normal\.woff2/.exec(body!)?.[1],
    family: /font-family:\s*'([^']+)'/.exec(body!)?.[1],
    display: /font-display:\s*(\w+)/.exec(body!)?.[1],
    range: /unicode-range:\s*([^;]+);/.exec(body!)?.[1]?.split(','),
  }));
}

describe('fontFaces', () => {
  it("gives each script's files their own family, so an Arabic page never asks for the Latin files", () => {
    const result = transform(fontFaces(), fs.readFileSync(CSS_ID, 'utf8'), CSS_ID);
    const rules = faces(result!.code);
    expect(rules.map((rule) => [rule.file, rule.family])).toEqual([
      ['arabic', 'Cairo Arabic'], ['latin-ext', 'Cairo Latin'], ['latin', 'Cairo Latin'],
    ]);
    // The Arabic file holds the space glyphs: Arabic text is spaced in Cairo, not in a Latin file.
    const arabic = rules[0]!.range!;
    expect(arabic.slice(0, 3)).toEqual(['U+0020', 'U+00A0', 'U+0600-06FF']);
    expect(rules.every((rule) => rule.display === 'optional')).toBe(true);
  });

  it('leaves other files alone', () => {
    expect(transform(fontFaces(), 'a{}', '/web/main.css')).toBeNull();
  });
});

describe('pageFontPreloadScript', () => {
  const files = {
    ar: ['/assets/cairo-arabic-400-normal-a.woff2', '/assets/cairo-arabic-700-normal-c.woff2'],
    en: ['/assets/cairo-latin-400-normal-b.woff2', '/assets/cairo-latin-700-normal-d.woff2'],
  };
  const preloadsFor = (lang: string) => {
    document.head.querySelectorAll('link[rel="preload"]').forEach((link) => link.remove());
    document.documentElement.lang = lang;
    new Function(pageFontPreloadScript(files))();
    return [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="font"]')].map((link) => [link.getAttribute('href'), link.crossOrigin]);
  };

  it("preloads only the page's own language's fonts, regular and bold", () => {
    const preloads = (list: string[]) => list.map((href) => [href, 'anonymous']);
    expect(preloadsFor('en')).toEqual(preloads(files.en));
    expect(preloadsFor('ar')).toEqual(preloads(files.ar));
    // Arabic is the default language.
    expect(preloadsFor('')).toEqual(preloads(files.ar));
  });
});
