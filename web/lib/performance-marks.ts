/**
 * User Timing mark set when the app starts rendering its first page (web/main.tsx), once the
 * page's code and words are loaded: `npm run bench:web` counts the JavaScript asked for before it.
 */
export const RENDER_START_MARK = 'souq:render-start';

/**
 * User Timing mark set when the app has taken over the page (the first page's commit: the server's
 * markup hydrated, or the app's own first render; web/app/router.tsx): from then on links, search
 * and buttons work.
 */
export const INTERACTIVE_MARK = 'souq:interactive';
