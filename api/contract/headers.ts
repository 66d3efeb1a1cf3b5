// Header names the app and the API share. A module of its own, without schemas: the app's first
// page imports it, and valibot and the forms' schemas stay out of that page's code (docs/decisions/022).

/**
 * Sent by the app's current-user call: a visitor who is not signed in is answered 204 (no body)
 * instead of 401, which the browser would report as a failed request on every page she opens.
 * Without it the call stays 401 for a visitor.
 */
export const VISITOR_OK_HEADER = 'X-Visitor-Ok';
