import { describe, expect, it } from 'vitest';
import { hostileStrings } from '#api/test/hostile-strings.ts';
import { pageHtml } from './prerender.ts';

const SHELL = '<!doctype html><html lang="ar" dir="rtl"><head><title>Souq Bayti</title></head><body><div id="root"></div></body></html>';

/** React escapes text in markup; the page's JSON state carries the raw text. */
const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

describe('pageHtml with hostile text', () => {
  for (const [name, text] of Object.entries(hostileStrings)) {
    it(`puts ${name} into the page once and the state parses back to it`, () => {
      const markup = `<title>${escapeHtml(text)} | Souq Bayti</title><h1>${escapeHtml(text)}</h1>`;
      const html = pageHtml(SHELL, { markup, state: { name: text }, status: 200 }, 'en');

      expect(html.match(/<!doctype html>/g)).toHaveLength(1);
      expect(html.match(/<\/html>/g)).toHaveLength(1);
      expect(html.length).toBeLessThan(SHELL.length + 8 * text.length + 2000);
      expect(html).toContain(`<h1>${escapeHtml(text)}</h1>`);
      expect(html).toContain(`<title>${escapeHtml(text)} | Souq Bayti</title>`);
      const state = /<script type="application\/json" id="prerendered-state">([^]*?)<\/script>/.exec(html)?.[1];
      expect(JSON.parse(state!)).toEqual({ name: text });
    });
  }
});
