import { createHash } from 'node:crypto';

const INLINE_SCRIPT = /<script(\s[^>]*)?>([^]*?)<\/script>/gi;

/**
 * The 'sha256-…' sources of every inline script of a page that runs (data blocks such as
 * `type="application/json"` never run, and scripts with `src` are covered by 'self').
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes = '', body = ''] of html.matchAll(INLINE_SCRIPT)) {
    if (/\ssrc=/i.test(attributes)) continue;
    const type = /\stype="([^"]*)"/i.exec(attributes)?.[1];
    if (type && type !== 'module' && type !== 'text/javascript') continue;
    hashes.add(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return [...hashes];
}

/**
 * The policy of every HTML answer (docs/decisions/017): scripts only from this origin plus the
 * page's own inline scripts by hash; no plugins, no <base> elsewhere, never inside a frame. Styles
 * allow inline attributes: React and Radix position popovers through style="…", which cannot run code.
 * Photos may also come from `photoOrigins` (PUBLIC_OBJECTS_URL's CDN, docs/decisions/027-photo-storage-backends.md).
 */
export function contentSecurityPolicy(html: string, photoOrigins: string[] = []): string {
  return [
    "default-src 'self'",
    `script-src 'self' ${inlineScriptHashes(html).join(' ')}`.trim(),
    "style-src 'self' 'unsafe-inline'",
    ["img-src 'self' data: blob:", ...photoOrigins].join(' '),
    "font-src 'self'",
    "connect-src 'self'",
    "media-src 'self' blob:",
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}
