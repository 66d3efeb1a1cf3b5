// The catalogue anyone may read. The service worker may keep these answers, and the server's
// pre-render may put them into a page; nothing else (cart, orders, a seller's own lists) ever is.
const PUBLIC_READS = /^\/api\/(categories|stores|products)(\/|$|\?)/;
const PRIVATE_UNDER_PUBLIC = /^\/api\/stores\/(my-stores|[^/]+\/(orders|products|manage))|^\/api\/products\/bulk/;

export function isPublicRead(pathname: string): boolean {
  return PUBLIC_READS.test(pathname) && !PRIVATE_UNDER_PUBLIC.test(pathname);
}
