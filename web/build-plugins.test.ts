import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import type { Plugin, Rollup } from 'vite';
import { compileEagerly, EAGER_COMPILE_HINT, fontFaces, pageFontScript, sourcesBuildId } from './build-plugins.ts';
import { WEB_FONTS_ATTRIBUTE } from './ui/fonts.ts';

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

describe('pageFontScript', () => {
  const files = {
    ar: ['/assets/cairo-arabic-400-normal-a.woff2', '/assets/cairo-arabic-700-normal-c.woff2'],
    en: ['/assets/cairo-latin-400-normal-b.woff2', '/assets/cairo-latin-700-normal-d.woff2'],
  };
  const html = document.documentElement;
  /** Runs the head script on a page in `lang`, with or without a controlling service worker and Save-Data. */
  const run = (lang: string, { controlled = true, saveData = false } = {}) => {
    document.head.querySelectorAll('link[rel="preload"]').forEach((link) => link.remove());
    html.lang = lang;
    html.className = '';
    html.removeAttribute(WEB_FONTS_ATTRIBUTE);
    vi.stubGlobal('navigator', Object.assign(Object.create(navigator), {
      serviceWorker: { controller: controlled ? {} : null },
      connection: { saveData },
    }));
    try {
      new Function(pageFontScript(files))();
    } finally {
      vi.unstubAllGlobals();
    }
    return {
      preloads: [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="font"]')].map((link) => [link.getAttribute('href'), link.crossOrigin]),
      fontClass: html.className,
      chosen: html.hasAttribute(WEB_FONTS_ATTRIBUTE),
    };
  };
  const preloads = (list: string[]) => list.map((href) => [href, 'anonymous']);

  it("on a page the service worker controls, uses Cairo and preloads only the page's own language's fonts, regular and bold", () => {
    expect(run('en')).toEqual({ preloads: preloads(files.en), fontClass: 'font-latin', chosen: true });
    expect(run('ar')).toEqual({ preloads: preloads(files.ar), fontClass: 'font-arabic', chosen: true });
    // Arabic is the default language.
    expect(run('')).toEqual({ preloads: preloads(files.ar), fontClass: 'font-arabic', chosen: true });
  });

  it("keeps the phone's own font and fetches nothing on a first visit (no worker yet) or under Save-Data", () => {
    const untouched = { preloads: [], fontClass: '', chosen: false };
    expect(run('ar', { controlled: false })).toEqual(untouched);
    expect(run('en', { controlled: false })).toEqual(untouched);
    expect(run('ar', { saveData: true })).toEqual(untouched);
  });
});

describe('compileEagerly', () => {
  const chunk = (fileName: string, code: string, mappings: string) =>
    ({ type: 'chunk', fileName, code, map: { mappings } }) as unknown as Rollup.OutputChunk;
  /** Runs the plugin's last step over a bundle of an entry (Vite's preload list on its first line), a page and a style sheet. */
  function build(runsOnLoad: (chunk: Rollup.OutputChunk) => boolean) {
    const bundle = {
      'assets/index.js': chunk('assets/index.js', 'const __vite__mapDeps=()=>[];\nimport "./shop.js";', 'AAAA;AACA'),
      // Rolldown emits the map files before this step, beside the chunks.
      'assets/index.js.map': { type: 'asset', fileName: 'assets/index.js.map', source: JSON.stringify({ version: 3, sources: ['main.tsx'], mappings: 'AAAA;AACA' }) },
      'assets/seller.js': chunk('assets/seller.js', 'export const a=1;', 'AAAA'),
      'assets/index.css': { type: 'asset', fileName: 'assets/index.css', source: 'a{}' },
    };
    const hook = compileEagerly(runsOnLoad).generateBundle as { handler: (options: unknown, bundle: unknown) => void };
    hook.handler.call({}, {}, bundle);
    return bundle;
  }

  it('puts the hint on the first line of the chunks it picks, above the preload list, and moves their source maps down a line', () => {
    const bundle = build((output) => output.fileName === 'assets/index.js');
    const [first, ...rest] = bundle['assets/index.js'].code.split('\n');
    expect(first).toBe(EAGER_COMPILE_HINT);
    expect(rest.join('\n')).toBe('const __vite__mapDeps=()=>[];\nimport "./shop.js";');
    expect(bundle['assets/index.js'].map!.mappings).toBe(';AAAA;AACA');
    expect(JSON.parse(bundle['assets/index.js.map'].source)).toEqual({ version: 3, sources: ['main.tsx'], mappings: ';AAAA;AACA' });
  });

  it('leaves the other chunks and the assets as they were', () => {
    const bundle = build((output) => output.fileName === 'assets/index.js');
    expect(bundle['assets/seller.js'].code).toBe('export const a=1;');
    expect(bundle['assets/seller.js'].map!.mappings).toBe('AAAA');
    expect(bundle['assets/index.css'].source).toBe('a{}');
  });
});

describe('sourcesBuildId', () => {
  /** A checkout's files under a fresh folder. */
  function checkout(files: Record<string, string>) {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'souq-build-id-'));
    for (const [file, text] of Object.entries(files)) {
      fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
      fs.writeFileSync(path.join(root, file), text);
    }
    return root;
  }
  const sources = { 'web/main.tsx': 'start()', 'web/ui/button.tsx': 'export {}', 'api/contract/money.ts': 'export {}', 'public/robots.txt': 'User-agent: *', 'package-lock.json': '{}' };

  it('is the same for the same sources in another checkout, so a rebuild names every file as before', () => {
    expect(sourcesBuildId(checkout(sources))).toBe(sourcesBuildId(checkout(sources)));
  });

  it('changes with any file a bundle is made from, its name or a dependency version', () => {
    const before = sourcesBuildId(checkout(sources));
    expect(sourcesBuildId(checkout({ ...sources, 'web/ui/button.tsx': 'export const x = 1' }))).not.toBe(before);
    expect(sourcesBuildId(checkout({ ...sources, 'api/contract/money.ts': 'export const y = 2' }))).not.toBe(before);
    expect(sourcesBuildId(checkout({ ...sources, 'package-lock.json': '{"v":2}' }))).not.toBe(before);
    const { 'web/ui/button.tsx': button, ...others } = sources;
    expect(sourcesBuildId(checkout({ ...others, 'web/ui/buttons.tsx': button }))).not.toBe(before);
  });

  it('leaves tests out: changing one rebuilds nothing a phone downloads', () => {
    const before = sourcesBuildId(checkout({ ...sources, 'web/ui/button.test.tsx': 'it()' }));
    expect(sourcesBuildId(checkout({ ...sources, 'web/ui/button.test.tsx': 'it.each()' }))).toBe(before);
  });
});
