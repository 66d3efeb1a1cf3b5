import { afterEach, describe, expect, it } from 'vitest';
import { EARLY_TAP_ATTRIBUTE, earlyTapsScript } from '#api/pages/early-taps.ts';
import { replayEarlyTaps } from './early-taps.ts';

/** Whether the page holds a tap for the app to answer (the script marks each held button). */
const tapsAreHeld = () => document.querySelector(`[${EARLY_TAP_ATTRIBUTE}]`) !== null;

/** A server-rendered page as the browser has it before the app runs: the markup, then the page's script. */
function renderedPage() {
  document.body.innerHTML = `
    <div id="root"><div data-prerendered="ar">
      <button id="add" type="button">Add to cart</button>
      <button id="gone" type="button">Heart</button>
      <button id="later-disabled" type="button">Heart</button>
      <button id="menu" type="button" aria-haspopup="menu">More</button>
      <form action="/products" onsubmit="return false"><button id="search" type="submit">Search</button></form>
    </div></div>
    <button id="outside" type="button">Outside</button>`;
  new Function(earlyTapsScript(['/assets/toast-1.js']))();
  // Where React listens: the root container, below the document's capture phase.
  const handled: string[] = [];
  document.getElementById('root')!.addEventListener('click', (event) => handled.push((event.target as HTMLElement).id));
  document.addEventListener('click', (event) => event.target instanceof HTMLElement && event.target.id === 'outside' && handled.push('outside'));
  const button = (id: string) => document.getElementById(id) as HTMLButtonElement;
  return { handled, button };
}

afterEach(() => {
  replayEarlyTaps();
  document.body.innerHTML = '';
  document.head.innerHTML = '';
});

describe('early taps', () => {
  it("holds a tap on one of the page's buttons until the page has hydrated, shows the button busy, then replays it once", () => {
    const { handled, button } = renderedPage();
    expect(tapsAreHeld()).toBe(false);
    button('add').click();
    button('add').click();
    expect(handled).toEqual([]);
    expect(tapsAreHeld()).toBe(true);
    expect(button('add').hasAttribute(EARLY_TAP_ATTRIBUTE)).toBe(true);
    expect(button('add').getAttribute('aria-busy')).toBe('true');

    replayEarlyTaps();
    expect(handled).toEqual(['add']);
    expect(tapsAreHeld()).toBe(false);
    expect(button('add').hasAttribute(EARLY_TAP_ATTRIBUTE)).toBe(false);
    expect(button('add').hasAttribute('aria-busy')).toBe(false);
    // From then on the app's handlers answer directly.
    button('add').click();
    expect(handled).toEqual(['add', 'add']);
  });

  it('lets a form submit, a menu button and anything outside the rendered page through untouched', () => {
    const { handled, button } = renderedPage();
    button('search').click();
    button('menu').click();
    button('outside').click();
    expect(handled).toEqual(['search', 'menu', 'outside']);
    expect(document.querySelectorAll(`[${EARLY_TAP_ATTRIBUTE}]`)).toHaveLength(0);
  });

  it('replays in the order of the taps, and not on a button that has gone or been disabled meanwhile', () => {
    const { handled, button } = renderedPage();
    button('later-disabled').click();
    button('gone').click();
    button('add').click();
    button('gone').remove();
    button('later-disabled').disabled = true;
    replayEarlyTaps();
    expect(handled).toEqual(['add']);
    expect(button('later-disabled').hasAttribute(EARLY_TAP_ATTRIBUTE)).toBe(false);
  });

  it("asks for the answer's code at the first held tap, once, and not for a tap let through", () => {
    const { button } = renderedPage();
    const asked = () => [...document.querySelectorAll<HTMLLinkElement>('link[rel=modulepreload]')].map((link) => link.getAttribute('href'));
    button('search').click();
    expect(asked()).toEqual([]);
    button('add').click();
    button('gone').click();
    expect(asked()).toEqual(['/assets/toast-1.js']);
  });

  it('does nothing on a page the server did not render', () => {
    expect(() => replayEarlyTaps()).not.toThrow();
  });
});
