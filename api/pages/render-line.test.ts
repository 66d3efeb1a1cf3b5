import { describe, expect, it } from 'vitest';
import { BUSY, renderInTurn } from './render-line.ts';
import type { PrerenderedPage } from './prerender.ts';

const page = (markup: string): PrerenderedPage => ({ markup, state: {}, status: 200 });
const turn = () => new Promise<void>((resolve) => setImmediate(resolve));

/** A render that takes `ms` of the thread's time, as a page's renderToString does. */
function busyFor(ms: number) {
  const end = performance.now() + ms;
  while (performance.now() < end) { /* the CPU a render costs */ }
}

describe('renderInTurn', () => {
  it('renders at most `slots` pages at once; the others wait their turn and all are rendered', async () => {
    let running = 0;
    let most = 0;
    const line = renderInTurn(async (url) => {
      running += 1;
      most = Math.max(most, running);
      await turn();
      await turn();
      running -= 1;
      return page(url);
    }, { slots: 2, waiting: 10 });
    const pages = await Promise.all(['/a', '/b', '/c', '/d', '/e'].map((url) => line(url, 'ar')));
    expect(pages.map((p) => (p === BUSY || !p ? p : p.markup))).toEqual(['/a', '/b', '/c', '/d', '/e']);
    expect(most).toBe(2);
  });

  it('lets the event loop answer other requests between two renders', async () => {
    const order: string[] = [];
    const line = renderInTurn(async (url) => {
      order.push(`render ${url}`);
      busyFor(5);
      // Another request's I/O arrives during the render: it is answered before the next render starts.
      setImmediate(() => order.push(`other request during ${url}`));
      return page(url);
    }, { slots: 1, waiting: 10 });
    await Promise.all(['/a', '/b', '/c'].map((url) => line(url, 'en')));
    await turn();
    expect(order).toEqual(['render /a', 'other request during /a', 'render /b', 'other request during /b', 'render /c', 'other request during /c']);
  });

  it('answers BUSY at once, without rendering, to a page that would wait behind `waiting` others', async () => {
    const rendered: string[] = [];
    const line = renderInTurn(async (url) => {
      rendered.push(url);
      await turn();
      return page(url);
    }, { slots: 1, waiting: 2 });
    const answers = await Promise.all(['/1', '/2', '/3', '/4', '/5'].map((url) => line(url, 'ar')));
    expect(answers.map((a) => (a === BUSY ? BUSY : a?.markup))).toEqual(['/1', '/2', '/3', BUSY, BUSY]);
    expect(rendered).toEqual(['/1', '/2', '/3']);
    // Once the line is free, pages are rendered again.
    expect(await line('/6', 'ar')).toEqual(page('/6'));
  });

  it('frees the slot when a render fails', async () => {
    const line = renderInTurn(async (url) => {
      if (url === '/broken') throw new Error('render failed');
      return page(url);
    }, { slots: 1, waiting: 1 });
    await expect(line('/broken', 'ar')).rejects.toThrow('render failed');
    expect(await line('/fine', 'ar')).toEqual(page('/fine'));
  });
});
