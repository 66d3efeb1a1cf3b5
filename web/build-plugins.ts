import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Plugin, Rollup } from 'vite';
import { PAGE_CHUNKS_FILE, TAP_ANSWER_CHUNKS } from '../api/pages/prerender.ts';
import { PRECACHE_GROUPS_FILE, type PrecacheGroup } from './lib/pwa/precache-groups.ts';
import { FONT_CLASSES, FONT_FAMILIES, WEB_FONTS_ATTRIBUTE } from './ui/fonts.ts';

/** The regular and bold weights' files of each language's family: every page's text uses both. */
const PAGE_FONTS = {
  ar: [/cairo-arabic-400-normal-[\w-]+\.woff2$/, /cairo-arabic-700-normal-[\w-]+\.woff2$/],
  en: [/cairo-latin-400-normal-[\w-]+\.woff2$/, /cairo-latin-700-normal-[\w-]+\.woff2$/],
};

/**
 * The head script that decides whether this page uses Cairo, and if so preloads the page's own
 * language's regular and bold files (docs/decisions/022, "Web, seventh round").
 *
 * Cairo is used once the service worker controls the page: its precache holds the language's files
 * (web/lib/pwa/precache-groups.ts), so they arrive within font-display: optional's short wait and
 * the text paints in Cairo from the first frame. On a first visit the page keeps the phone's own
 * font: over a slow link the files landed after the first paint, so optional left them unused,
 * yet they shared the link with the page's code (27 KB on an Arabic page) and, on landing, made
 * Chromium lay the whole page out again while it hydrated. The worker fetches them after the page
 * has settled, for the next visit. Under Save-Data no page uses them.
 *
 * It runs after the shell's language script has set <html lang> (from the visitor's choice, or the
 * language a server-rendered page was made in): a static preload could name one language only.
 */
export function pageFontScript(files: Record<keyof typeof PAGE_FONTS, string[]>): string {
  return (
    `(function(){try{var n=navigator,h=document.documentElement;` +
    `if(!(n.serviceWorker&&n.serviceWorker.controller)||(n.connection&&n.connection.saveData))return;` +
    `var l=h.lang==='en'?'en':'ar',f=${JSON.stringify(files)},c=${JSON.stringify(FONT_CLASSES)};` +
    `h.classList.add(c[l]);h.setAttribute(${JSON.stringify(WEB_FONTS_ATTRIBUTE)},'');f[l].forEach(function(u){` +
    `var k=document.createElement('link');k.rel='preload';k.as='font';k.type='font/woff2';k.crossOrigin='anonymous';` +
    `k.href=u;document.head.appendChild(k)})}catch(e){}})()`
  );
}

/** Where the shell (web/index.html) wants the script: after its language script, before any stylesheet. */
const PAGE_FONT_MARKER = /<!-- souq:page-font[^>]*-->/;

export function choosePageFont(): Plugin {
  return {
    name: 'souq:choose-page-font',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const names = Object.keys(ctx.bundle ?? {});
        const find = (pattern: RegExp) => names.find((name) => pattern.test(name));
        const ar = PAGE_FONTS.ar.map(find);
        const en = PAGE_FONTS.en.map(find);
        if ([...ar, ...en].some((file) => !file) || !PAGE_FONT_MARKER.test(html)) throw new Error('choosePageFont: a font file or the shell\'s marker is missing');
        // An inline script after a stylesheet runs only once the stylesheet has loaded: the font
        // request would start a round trip late.
        return html.replace(PAGE_FONT_MARKER, () => `<script>${pageFontScript({ ar: ar.map((file) => `/${file}`), en: en.map((file) => `/${file}`) })}</script>`);
      },
    },
  };
}

/** What a build is made of: the app's, the server's and the contract's code, the public files, the configuration and the dependencies' versions. */
const BUILD_INPUTS = ['web', 'api', 'public', 'package-lock.json', 'vite.config.ts', 'uno.config.ts', 'lingui.config.ts', 'tsconfig.json'];
/** Files no bundle is made from. */
const NOT_BUILT = /\.test\.tsx?$|(^|\/)node_modules\//;

/**
 * The build's id, from the contents of the files under `root` a build is made from (tests left out): the same
 * sources build the same id, so the same chunks under the same names. It used to be the build's time,
 * which every chunk carries through the entry (the service worker and the saved cache read it): each
 * rebuild of unchanged code renamed every file, so a returning buyer downloaded all the app's code again,
 * and two servers built from one commit named their files differently (docs/decisions/022, "Web,
 * seventeenth round"). The server's code is in: a change there renames the app's files too, but no change
 * the bundles are made of can be missed.
 */
export function sourcesBuildId(root: string): string {
  const files = BUILD_INPUTS.flatMap((input) => {
    const full = path.join(root, input);
    if (!fs.existsSync(full)) return [];
    if (!fs.statSync(full).isDirectory()) return [input];
    return fs.readdirSync(full, { recursive: true, encoding: 'utf8' }).map((name) => `${input}/${name.split(path.sep).join('/')}`);
  }).filter((file) => !NOT_BUILT.test(file) && fs.statSync(path.join(root, file)).isFile()).sort();
  const hash = createHash('sha256');
  for (const file of files) hash.update(`${file}\0`).update(fs.readFileSync(path.join(root, file))).update('\0');
  return hash.digest('hex').slice(0, 12);
}

/**
 * Writes the build's id to dist/build-id: the server sends it with each pre-rendered page, and the
 * service worker (built with the same id) keeps only pages of its own build, whose assets it holds.
 */
export function emitBuildId(id: string): Plugin {
  return {
    name: 'souq:build-id',
    apply: 'build',
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'build-id', source: id });
    },
  };
}

/**
 * Rewrites @fontsource's @font-face rules (docs/decisions/022, "Web, third round"):
 * - One family per script (web/ui/fonts.ts): an Arabic page asks for Cairo's Arabic files only, an
 *   English one for its Latin files. In one family the Latin file's unicode-range holds the space,
 *   digits and punctuation, so every Arabic page downloaded both Latin weights (30 KB) for its
 *   spaces and full stops.
 * - The Arabic file has the space and no-break space glyphs: its range names them, so Arabic words
 *   are spaced in Cairo; other Latin characters on an Arabic page use the phone's own font.
 * - font-display: optional instead of swap: on a slow first visit the text stays in the phone's own
 *   font instead of jumping when Cairo lands, and the server's page and the hydrated app lay out
 *   alike. The files still download, so later visits use Cairo.
 */
export function fontFaces(): Plugin {
  return {
    name: 'souq:font-faces',
    enforce: 'pre',
    transform(code, id) {
      if (!/@fontsource\/[\w-]+\/[\w-]+\.css$/.test(id)) return null;
      const faces = code.replace(/@font-face\s*{[^}]*}/g, (face) => {
        const script = /-(arabic|latin)(?:-ext)?-\d+-\w+\.woff2/.exec(face)?.[1] as keyof typeof FONT_FAMILIES | undefined;
        if (!script) return face;
        const rule = face.replace(/font-family:[^;]+;/, `font-family: '${FONT_FAMILIES[script]}';`);
        return script === 'arabic' ? rule.replace(/unicode-range:\s*/, 'unicode-range: U+0020,U+00A0,') : rule;
      });
      return { code: faces.replaceAll('font-display: swap', 'font-display: optional'), map: null };
    },
  };
}

/**
 * Writes which built files each page needs beyond the entry: its chunk (by the page component's
 * export name, `page:ProductsPage`) and each catalog (`catalog:<feature or app>:<language>`), with
 * the chunks they import. The server names them in a rendered page's head (modulepreload), so they
 * download with the entry instead of one round trip after it runs (docs/decisions/022).
 */
export function pageChunks(): Plugin {
  return {
    name: 'souq:page-chunks',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = new Map<string, { imports: string[] }>();
      for (const [file, output] of Object.entries(bundle)) if (output.type === 'chunk') chunks.set(file, output);
      const closure = (file: string, seen = new Set<string>()) => {
        if (seen.has(file)) return seen;
        seen.add(file);
        for (const imported of chunks.get(file)?.imports ?? []) closure(imported, seen);
        return seen;
      };
      const entryFiles = new Set<string>();
      for (const output of Object.values(bundle)) if (output.type === 'chunk' && output.isEntry) closure(output.fileName, entryFiles);
      const filesOf = (file: string) => [...closure(file)].filter((loaded) => !entryFiles.has(loaded)).map((loaded) => `/${loaded}`);
      const map: Record<string, string[]> = {};
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk' || !output.isDynamicEntry || !output.facadeModuleId) continue;
        const files = filesOf(output.fileName);
        const catalog = /(?:features\/([\w-]+)\/)?locales\/(\w+)\.po$/.exec(output.facadeModuleId);
        if (catalog) map[`catalog:${catalog[1] ?? 'app'}:${catalog[2]}`] = files;
        else if (/features\/[\w-]+\/[\w-]+-page\.tsx$/.test(output.facadeModuleId)) for (const name of output.exports) map[`page:${name}`] = files;
      }
      // The toasts' code sits in a chunk of its own (vite.config.ts), not behind a facade of its own.
      const toasts = Object.values(bundle).find((output) => output.type === 'chunk' && output.moduleIds.some((id) => /web\/ui\/toast-viewport\.tsx$/.test(id)));
      if (toasts) map[TAP_ANSWER_CHUNKS] = filesOf(toasts.fileName);
      this.emitFile({ type: 'asset', fileName: PAGE_CHUNKS_FILE, source: JSON.stringify(map) });
    },
  };
}

/**
 * Pages and words a buyer never needs offline: cached on first use, not precached. Besides the
 * seller's and admin's tools, checkout and sign-in: both need the connection anyway.
 */
const NOT_FOR_BUYERS = /features[\\/](seller|admin|bulk|street|tour|landing|checkout|auth)[\\/]|[\\/]seller-[\w-]+-page\.tsx$/;
const FONT_LANGUAGE: [RegExp, PrecacheGroup][] = [[/-arabic-[\w-]+\.woff2$/, 'ar'], [/-latin(-ext)?-[\w-]+\.woff2$/, 'en']];

/**
 * Tags the built files the service worker precaches (web/lib/pwa/precache-groups.ts): the entry's
 * code and styles are the shell; what the buyer's pages load, statically or later, is `buyer`; words
 * and font files go by language. Seller, admin, bulk, street and tour code is left untagged.
 */
export function precacheGroups(): Plugin {
  return {
    name: 'souq:precache-groups',
    apply: 'build',
    generateBundle(_options, bundle) {
      type Chunk = { fileName: string; imports: string[]; dynamicImports: string[]; facadeModuleId: string | null; isEntry: boolean; viteMetadata?: { importedCss: Set<string> } };
      const chunks = new Map<string, Chunk>();
      for (const output of Object.values(bundle)) if (output.type === 'chunk') chunks.set(output.fileName, output as unknown as Chunk);
      const groups: Record<string, PrecacheGroup> = {};
      const tag = (file: string, group: PrecacheGroup) => { groups[file] ??= group; };
      const visit = (file: string, dynamic: boolean, seen: Set<string>, onChunk: (chunk: Chunk) => void) => {
        const chunk = chunks.get(file);
        if (!chunk || seen.has(file) || (chunk.facadeModuleId && NOT_FOR_BUYERS.test(chunk.facadeModuleId))) return;
        seen.add(file);
        onChunk(chunk);
        for (const next of chunk.imports) visit(next, dynamic, seen, onChunk);
        if (dynamic) for (const next of chunk.dynamicImports) visit(next, dynamic, seen, onChunk);
      };
      const entries = [...chunks.values()].filter((chunk) => chunk.isEntry).map((chunk) => chunk.fileName);
      const shell = new Set<string>();
      for (const entry of entries) visit(entry, false, shell, (chunk) => {
        tag(chunk.fileName, 'shell');
        for (const css of chunk.viteMetadata?.importedCss ?? []) tag(css, 'shell');
      });
      for (const entry of entries) visit(entry, true, new Set(), (chunk) => {
        const language = /locales[\\/](ar|en)\.po$/.exec(chunk.facadeModuleId ?? '')?.[1] as PrecacheGroup | undefined;
        tag(chunk.fileName, language ?? 'buyer');
        for (const css of chunk.viteMetadata?.importedCss ?? []) tag(css, 'buyer');
      });
      for (const file of Object.keys(bundle)) {
        const font = FONT_LANGUAGE.find(([pattern]) => pattern.test(file));
        if (font) tag(file, font[1]);
      }
      this.emitFile({ type: 'asset', fileName: PRECACHE_GROUPS_FILE, source: JSON.stringify(groups) });
    },
  };
}

/**
 * V8's explicit compile hint (Chrome 136 and later; other browsers read a comment): a file that starts
 * with it is compiled whole on a background thread as it downloads, where V8 otherwise compiles each
 * function on the main thread the first time it runs. Right for code that mostly runs as a page
 * starts, wasteful for a library used in part (docs/decisions/022, "Web, fifteenth round").
 */
export const EAGER_COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/**
 * Puts the compile hint at the top of the chunks `runsOnLoad` picks. It must be the file's first
 * line, so it goes in after Vite has put the dynamic imports' preload list at the top.
 */
export function compileEagerly(runsOnLoad: (chunk: Rollup.OutputChunk) => boolean): Plugin {
  return {
    name: 'souq:compile-eagerly',
    apply: 'build',
    enforce: 'post',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const output of Object.values(bundle)) {
          if (output.type !== 'chunk' || !runsOnLoad(output)) continue;
          output.code = `${EAGER_COMPILE_HINT}\n${output.code}`;
          if (output.map) output.map.mappings = `;${output.map.mappings}`;
          // Rolldown has already put the map file in the bundle by now; Rollup writes it from output.map later.
          const mapFile = bundle[`${output.fileName}.map`];
          if (mapFile?.type === 'asset') {
            const map = JSON.parse(String(mapFile.source)) as { mappings: string };
            mapFile.source = JSON.stringify({ ...map, mappings: `;${map.mappings}` });
          }
        }
      },
    },
  };
}
