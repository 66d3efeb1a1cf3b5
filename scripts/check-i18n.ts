// Fails when any Arabic (or English) catalog entry lacks a translation. Run after `lingui extract`.
import fs from 'node:fs';
import path from 'node:path';

function* poFiles(dir: string): Generator<string> {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory() && entry.name !== 'node_modules') yield* poFiles(full);
    else if (entry.name.endsWith('.po')) yield full;
  }
}

/** Entries of a PO file as [msgid, msgstr], joining multi-line strings. */
export function parsePo(text: string): [string, string][] {
  const entries: [string, string][] = [];
  let field: 'id' | 'str' | null = null;
  let id = '';
  let str = '';
  const flush = () => { if (field && id) entries.push([id, str]); id = ''; str = ''; field = null; };
  for (const line of text.split('\n')) {
    if (line.startsWith('msgid ')) { flush(); field = 'id'; id = JSON.parse(line.slice(6)); }
    else if (line.startsWith('msgstr ')) { field = 'str'; str = JSON.parse(line.slice(7)); }
    else if (line.startsWith('"') && field === 'id') id += JSON.parse(line);
    else if (line.startsWith('"') && field === 'str') str += JSON.parse(line);
  }
  flush();
  return entries;
}

let missing = 0;
let total = 0;
for (const file of poFiles('web')) {
  for (const [id, str] of parsePo(fs.readFileSync(file, 'utf8'))) {
    total++;
    if (!str.trim()) {
      missing++;
      console.error(`missing translation: ${file}: ${id}`);
    }
  }
}
console.log(`i18n: ${total} entries, ${missing} missing`);
if (missing > 0) process.exit(1);
