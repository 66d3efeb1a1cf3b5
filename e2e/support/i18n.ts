import fs from 'node:fs';
import path from 'node:path';

export type Language = 'ar' | 'en';

// Journeys find controls by the words a user sees. English text is the message id; the Arabic
// wording is read from the app's own catalogs, so a translator's edit never breaks a journey.

const unquote = (text: string) => JSON.parse(text) as string;

/** msgid → msgstr of one .po file (Lingui writes one entry per blank-line-separated block). */
function readPo(file: string): Map<string, string> {
  const entries = new Map<string, string>();
  for (const block of fs.readFileSync(file, 'utf8').split(/\n\s*\n/)) {
    const id = /^msgid ((?:"(?:[^"\\]|\\.)*"\s*)+)/m.exec(block);
    const str = /^msgstr ((?:"(?:[^"\\]|\\.)*"\s*)+)/m.exec(block);
    if (!id || !str) continue;
    const join = (parts: string) => (parts.match(/"(?:[^"\\]|\\.)*"/g) ?? []).map(unquote).join('');
    const msgid = join(id[1]!);
    const msgstr = join(str[1]!);
    if (msgid && msgstr) entries.set(msgid, msgstr);
  }
  return entries;
}

let arabic: Map<string, string> | undefined;

function arabicCatalog(): Map<string, string> {
  if (arabic) return arabic;
  const web = path.resolve('web');
  const features = fs.readdirSync(path.join(web, 'features')).map((f) => path.join(web, 'features', f, 'locales', 'ar.po'));
  arabic = new Map();
  // The shared catalog first: the app shell's words win when a feature repeats an id.
  for (const file of [path.join(web, 'locales', 'ar.po'), ...features]) {
    if (!fs.existsSync(file)) continue;
    for (const [id, text] of readPo(file)) if (!arabic.has(id)) arabic.set(id, text);
  }
  return arabic;
}

/** The wording of `english` in `language`; fails loudly when the Arabic catalog lacks it. */
export function tr(language: Language, english: string): string {
  if (language === 'en') return english;
  const text = arabicCatalog().get(english);
  if (!text) throw new Error(`No Arabic translation for "${english}" in the app catalogs`);
  return text;
}

/** An exact, whole-text match for role/text locators. */
export const exactly = (text: string) => new RegExp(`^\\s*${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*$`);

/**
 * A message with placeholders, in `language`. Values go in as they are: a function replacer, so a
 * hostile name holding `$&` or `$'` is not read as a replacement pattern.
 */
export const trf = (language: Language, english: string, values: Record<string, string>) =>
  Object.entries(values).reduce((text, [key, value]) => text.replace(`{${key}}`, () => value), tr(language, english));
