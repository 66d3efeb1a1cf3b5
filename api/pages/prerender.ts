import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

export type Language = 'ar' | 'en';
export type PrerenderedPage = { markup: string; state: unknown; status: number };
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
 * Puts a pre-rendered page into the app's HTML: its markup (inert until the app takes over: its
 * buttons would do nothing yet), the catalogue answers it shows (so the app starts with them), and
 * the page's language. A visitor whose chosen language differs gets the plain shell instead: the
 * head script has set <html lang> from her choice by then, and the check below drops the markup.
 */
export function pageHtml(shell: string, page: PrerenderedPage, language: Language): string {
  if (!shell.includes(ROOT)) return shell;
  // Inside a JSON script element only "</script" could end it early: escape every "<".
  const state = JSON.stringify(page.state).replace(/</g, '\\u003c');
  // React renders a page's <title> where the page puts it; its place is the head, instead of the shell's.
  const title = /<title>[^<]*<\/title>/.exec(page.markup)?.[0];
  const markup = title ? page.markup.replace(title, '') : page.markup;
  const dir = language === 'ar' ? 'rtl' : 'ltr';
  const root =
    `<div id="root"><div data-prerendered="${language}" inert>${markup}</div></div>` +
    `<script type="application/json" id="prerendered-state">${state}</script>` +
    `<script>try{var p=document.querySelector('[data-prerendered]');if(p&&p.getAttribute('data-prerendered')!==document.documentElement.lang){p.remove()}}catch(e){}</script>`;
  return shell
    .replace(/<title>[^<]*<\/title>/, (shellTitle) => title ?? shellTitle)
    .replace(/<html lang="\w+" dir="\w+" class="[\w-]+">/, `<html lang="${language}" dir="${dir}" class="${language === 'ar' ? 'font-arabic' : 'font-latin'}">`)
    .replace(ROOT, root);
}
