// A visitor sent to sign in comes back to where she was: the page rides along as `?next=`
// (docs/decisions/021-phone-first-screens.md).

/** The sign-in page, returning to `from` (a path with its query) afterwards. */
export function signInPath(from: string): string {
  return from && from !== '/' && !from.startsWith('/auth') ? `/auth?next=${encodeURIComponent(from)}` : '/auth';
}

/** Where the visitor is now, for `signInPath`. */
export const currentPath = () => (typeof window === 'undefined' ? '/' : `${window.location.pathname}${window.location.search}`);

/**
 * Where to go after signing in: `next` when it is a path of this site, else home. Only a single
 * leading slash passes (not `//host` or `/\host`), so the link cannot send anyone elsewhere.
 */
export function returnPath(search: string): string {
  const next = new URLSearchParams(search).get('next') ?? '';
  return /^\/(?![/\\])/.test(next) && !next.startsWith('/auth') ? next : '/';
}
