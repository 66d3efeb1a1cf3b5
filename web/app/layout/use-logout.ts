// Moved to web/lib so that feature pages (the profile's settings tab) can sign out too.
export { useLogout } from '#web/lib/use-logout.ts';
