import { RESERVED_SLUGS, slugify } from '#api/contract/store-address.ts';

export { RESERVED_SLUGS, slugify };

/**
 * A unique slug from a name: reserved words and taken slugs get -2, -3…; a name with no Latin
 * letters falls back to `fallback` (e.g. "store").
 */
export function uniqueSlug(name: string, isTaken: (slug: string) => boolean, fallback = 'store'): string {
  const base = slugify(name) || fallback;
  const free = (s: string) => !RESERVED_SLUGS.has(s) && !isTaken(s);
  if (free(base)) return base;
  for (let n = 2; ; n++) {
    const candidate = `${base}-${n}`;
    if (free(candidate)) return candidate;
  }
}
