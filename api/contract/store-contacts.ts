// A store's CliQ alias and social links as sellers type them, normalised the same way by the API and
// the store form (docs/decisions/019-one-order-reference.md covers CliQ at checkout).
import * as v from 'valibot';
import { toAsciiDigits } from './common.ts';
import { normaliseJordanPhone } from './phone.ts';

export const CLIQ_ALIAS_MAX = 10;

/**
 * A CliQ alias (letters and digits, up to 10, stored upper-case: "rania22" → "RANIA22") or a Jordanian
 * mobile number (stored +9627…); null when it is neither.
 */
export function normaliseCliq(typed: string): string | null {
  const phone = normaliseJordanPhone(typed);
  if (phone?.startsWith('+9627')) return phone;
  const alias = toAsciiDigits(typed).trim();
  return new RegExp(`^[A-Za-z0-9]{1,${CLIQ_ALIAS_MAX}}$`).test(alias) && /[A-Za-z]/.test(alias) ? alias.toUpperCase() : null;
}

export const optionalCliqSchema = v.optional(
  v.pipe(
    v.nullable(v.string('invalidCliq')),
    v.transform((s) => (s == null || s.trim() === '' ? undefined : normaliseCliq(s))),
    v.optional(v.string('invalidCliq')),
  ),
);

export type SocialSite = 'instagram' | 'facebook' | 'other';

/**
 * A social link as typed: with or without https://, "www.", or (Instagram) "@name" or a bare handle;
 * stored as an https URL. null when it cannot be a web address.
 */
export function normaliseSocialUrl(typed: string, site: SocialSite): string | null {
  const text = typed.trim();
  const handle = /^@?([A-Za-z0-9._]{1,30})$/.exec(text);
  if (site === 'instagram' && handle && (text.startsWith('@') || !text.includes('.'))) return `https://instagram.com/${handle[1]}`;
  const withScheme = /^https?:\/\//i.test(text) ? text.replace(/^http:\/\//i, 'https://') : `https://${text}`;
  let url: URL;
  try {
    url = new URL(withScheme);
  } catch {
    return null;
  }
  if (!/^[a-z0-9-]+(\.[a-z0-9-]+)+$/i.test(url.hostname) || /\s/.test(text)) return null;
  return url.href.length <= 500 ? url.href.replace(/\/$/, url.pathname === '/' && !text.endsWith('/') ? '' : '/') : null;
}

export const optionalSocialUrl = (site: SocialSite) =>
  v.optional(
    v.pipe(
      v.nullable(v.string('invalidUrl')),
      v.transform((s) => (s == null || s.trim() === '' ? undefined : normaliseSocialUrl(s, site))),
      v.optional(v.string('invalidUrl')),
    ),
  );
