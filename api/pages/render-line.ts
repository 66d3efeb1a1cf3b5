import type { Language, PrerenderedPage, RenderPage } from './prerender.ts';

/** What a page waiting behind too many others gets: no render (the app shell, which renders in the browser). */
export const BUSY = 'busy';
export type RenderInTurn = (url: string, language: Language) => Promise<PrerenderedPage | null | typeof BUSY>;

/**
 * Pre-rendering runs on the main thread and a page's render is tens of milliseconds of CPU. When many pages
 * not rendered yet were asked for at once (a catalogue write, a crawler's distinct searches), their renders
 * resumed back to back in one turn of the event loop and every other request waited: `bench:api`'s "products
 * pages never asked twice" saw the loop stall for a second (docs/decisions/022, "Long tail, fourteenth round").
 *
 * Here at most `slots` renders run at once, the next one starts only after the event loop has had a turn
 * (other requests' I/O first), and a page that would wait behind more than `waiting` others is not rendered:
 * the caller answers it with the shell at once.
 */
export function renderInTurn(render: RenderPage, { slots, waiting }: { slots: number; waiting: number }): RenderInTurn {
  const queue: (() => void)[] = [];
  let running = 0;

  const release = () =>
    // setImmediate runs after the I/O callbacks that are ready: the requests that arrived during the render.
    setImmediate(() => {
      const next = queue.shift();
      if (next) next(); // the slot passes on to the next page
      else running -= 1;
    });

  return async (url, language) => {
    if (running >= slots) {
      if (queue.length >= waiting) return BUSY;
      await new Promise<void>((resolve) => queue.push(resolve));
    } else {
      running += 1;
    }
    try {
      return await render(url, language);
    } finally {
      release();
    }
  };
}
