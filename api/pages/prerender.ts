import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { PAGE_WORDS_ID, type PageWords } from '#api/contract/page-words.ts';
import { earlyTapsScript } from './early-taps.ts';

export type Language = 'ar' | 'en';
/** `words`: the catalogs its markup was rendered with, sent inside it (web/lib/page-words.ts). */
export type PrerenderedPage = { markup: string; state: unknown; status: number; chunks?: string[]; words?: PageWords };
/** The build's files per page and catalog name, in dist/ (written by web/build-plugins.ts pageChunks). */
export const PAGE_CHUNKS_FILE = 'page-chunks.json';
export type PageChunks = Record<string, string[]>;
/** The name of the toasts' files in PAGE_CHUNKS_FILE: the answer to a tap held before the app ran. */
export const TAP_ANSWER_CHUNKS = 'widget:toast';
type PrerenderModule = {
  setupPrerender: (answer: (path: string) => Promise<Response>) => Promise<void>;
  renderPage: (url: string, language: Language) => Promise<PrerenderedPage | null>;
};
export type RenderPage = (url: string, language: Language) => Promise<PrerenderedPage | null>;

/**
 * Loads the server build of the app (dist-server/, made by `npm run build`). Null when it is not
 * built (the development server): the app then renders in the browser only, as before.
 */
export async function loadPrerender(serverBuildDir: string, answer: (path: string) => Promise<Response>): Promise<RenderPage | null> {
  const entry = path.join(serverBuildDir, 'entry.js');
  if (!fs.existsSync(entry)) return null;
  const module = (await import(pathToFileURL(entry).href)) as PrerenderModule;
  await module.setupPrerender(answer);
  return module.renderPage;
}

const ROOT = '<div id="root"></div>';

/**
 * Head links that start the page's downloads with the HTML instead of after the entry has run: the
 * images it marks high priority (its largest paint: the first row of a grid on a phone, whose photos
 * are drawn at the same size), with the same srcset and sizes, so the browser picks the width it will
 * show, then the page's code (its words come inside the page). The images come first: over HTTP/1.1 a
 * browser opens six connections to a host, and the entry, the styles and the page's own files fill
 * them, so an image named after them waited for one to be free and paid the link's latency twice
 * (docs/decisions/022, "Web, eleventh round" and "Web, twenty-eighth round").
 */
function preloadLinks(page: PrerenderedPage, chunks: PageChunks): string {
  const files = new Set((page.chunks ?? []).flatMap((name) => chunks[name] ?? []));
  const code = [...files].map((file) => `<link rel="modulepreload" crossorigin href="${file}">`).join('');
  // React writes the attributes as the props are spelled (fetchPriority, srcSet); HTML does not mind the case.
  const images = page.markup.match(/<img [^>]*fetchpriority="high"[^>]*>/gi) ?? [];
  return images.map(imagePreload).join('') + code;
}

function imagePreload(image: string): string {
  // The attribute values come escaped from React's renderer and are copied as they are.
  const attribute = (name: string) => new RegExp(` ${name}="([^"]*)"`, 'i').exec(image)?.[1];
  const src = attribute('src');
  if (!src) return '';
  const srcset = attribute('srcset');
  const sizes = attribute('sizes');
  return `<link rel="preload" as="image" href="${src}"${srcset ? ` imagesrcset="${srcset}"` : ''}${sizes ? ` imagesizes="${sizes}"` : ''} fetchpriority="high">`;
}

/**
 * Hides a page rendered in the other language: the shell's head script has set <html lang> from her
 * stored choice by the time anything paints, and the app drops the markup when it starts (web/main.tsx).
 * A style rather than a script after the markup: a classic script there waits for the stylesheet, and
 * the parser, the app's code behind it, with it (docs/decisions/022, "Web, twenty-seventh round").
 */
const OTHER_LANGUAGE_HIDDEN = '<style>html[lang=ar] [data-prerendered=en],html[lang=en] [data-prerendered=ar]{display:none}</style>';

/**
 * The head's additions that must run before the stylesheet: a classic script after a stylesheet
 * waits for it. Before the app's module script, which the shell puts first among them.
 */
function beforeStylesheet(shell: string, addition: string): string {
  const entry = shell.indexOf('<script type="module"');
  const at = entry >= 0 ? entry : shell.indexOf('</head>');
  return at >= 0 ? shell.slice(0, at) + addition + shell.slice(at) : shell;
}

/** JSON inside a script element, where only "</script" could end it early: every "<" is escaped. */
const jsonScript = (id: string, value: unknown) => `<script type="application/json" id="${id}">${JSON.stringify(value).replace(/</g, '\\u003c')}</script>`;

/**
 * Puts a pre-rendered page into the app's HTML: its markup (the app hydrates it: its links work as
 * plain links until then), the catalogue answers it shows and its words (so the app starts with them:
 * words sent apart were two more requests of the first screen, past the six a browser sends at once over
 * HTTP/1.1, while the link is idle between the HTML and the first answers; docs/decisions/022, "Web,
 * thirtieth round"), preloads of its code and main image, the page's language, and the script that
 * holds taps on its buttons until the app runs. A visitor whose chosen language differs gets the plain
 * shell instead (OTHER_LANGUAGE_HIDDEN).
 */
export function pageHtml(shell: string, page: PrerenderedPage, language: Language, chunks: PageChunks = {}): string {
  if (!shell.includes(ROOT)) return shell;
  // React renders a page's <title> where the page puts it; its place is the head, instead of the shell's.
  const title = /<title>[^<]*<\/title>/.exec(page.markup)?.[0];
  // Every replacement below is a function: a replacement string would expand `$&`, `$'` and `` $` ``
  // in a seller's text into copies of the shell.
  const markup = title ? page.markup.replace(title, () => '') : page.markup;
  const dir = language === 'ar' ? 'rtl' : 'ltr';
  const root =
    `<div id="root"><div data-prerendered="${language}">${markup}</div></div>` +
    jsonScript('prerendered-state', page.state) + (page.words ? jsonScript(PAGE_WORDS_ID, page.words) : '');
  return beforeStylesheet(shell, `${OTHER_LANGUAGE_HIDDEN}<script>${earlyTapsScript(chunks[TAP_ANSWER_CHUNKS])}</script>`)
    .replace(/<title>[^<]*<\/title>/, (shellTitle) => title ?? shellTitle)
    .replace(/<html lang="\w+" dir="\w+">/, () => `<html lang="${language}" dir="${dir}">`)
    .replace('</head>', () => `${preloadLinks(page, chunks)}</head>`)
    .replace(ROOT, () => root);
}
