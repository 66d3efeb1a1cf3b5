/**
 * User Timing mark set when the app starts rendering its first page (web/main.tsx), once the
 * page's code and words are loaded: `npm run bench:web` counts the JavaScript asked for before it.
 */
export const RENDER_START_MARK = 'souq:render-start';
