import type { Page } from '@playwright/test';

/** One element that sticks out of the screen or is cut off inside its own box. */
export type Overflow = { element: string; problem: string };

/**
 * Everything on the page that a phone user could not see whole: elements reaching past either side
 * of the viewport, the page itself scrolling sideways, and boxes that clip their own content
 * sideways (columns cut off), and amounts or dates broken over two lines. Content inside a
 * deliberate sideways scroller (a carousel, a tab row) is reachable and not counted; neither are
 * visually hidden screen-reader texts nor text that ends in an ellipsis on purpose.
 */
export function findOverflows(page: Page): Promise<Overflow[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const found: { element: string; problem: string }[] = [];
    const describe = (el: Element) => {
      const id = el.id ? `#${el.id}` : '';
      const cls = typeof el.className === 'string' && el.className ? `.${el.className.trim().split(/\s+/).slice(0, 4).join('.')}` : '';
      const text = (el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
      return `<${el.tagName.toLowerCase()}${id}${cls}> "${text}"`;
    };
    const scrollsSideways = (style: CSSStyleDeclaration) => style.overflowX === 'auto' || style.overflowX === 'scroll';
    const clipsSideways = (style: CSSStyleDeclaration) => style.overflowX === 'hidden' || style.overflowX === 'clip';
    /**
     * Inside a sideways scroller (a carousel, a tab row), or inside a clipped 1 px box (the usual
     * visually-hidden text). A table is never exempt: a phone shows its rows as cards.
     */
    const exempt = (el: Element) => {
      if (el instanceof HTMLTableElement) return false;
      for (let node = el.parentElement; node && node !== document.body; node = node.parentElement) {
        const style = getComputedStyle(node);
        if (scrollsSideways(style)) return true;
        const box = node.getBoundingClientRect();
        if (clipsSideways(style) && box.width <= 1) return true;
      }
      return false;
    };

    if (document.documentElement.scrollWidth > width + 1) {
      found.push({ element: '<html>', problem: `the page scrolls sideways: ${document.documentElement.scrollWidth}px wide on a ${width}px screen` });
    }
    const flagged = new Set<Element>();
    for (const el of Array.from(document.body.querySelectorAll('*'))) {
      // The outermost offender is the culprit; what sits inside it sticks out with it.
      if (el.parentElement && flagged.has(el.parentElement)) { flagged.add(el); continue; }
      const style = getComputedStyle(el);
      if (style.display === 'none' || style.visibility === 'hidden' || style.position === 'fixed' && style.opacity === '0') continue;
      const box = el.getBoundingClientRect();
      if (box.width <= 1 || box.height <= 1) continue;
      if (exempt(el)) continue;
      if (box.left < -1 || box.right > width + 1) {
        flagged.add(el);
        found.push({ element: describe(el), problem: `spans ${Math.round(box.left)}…${Math.round(box.right)}px of a ${width}px screen` });
        continue;
      }
      const htmlEl = el as HTMLElement;
      // Text wider than its own box spills out of it (a box never grows for an unbreakable word).
      const spill = htmlEl.scrollWidth - htmlEl.clientWidth;
      const rtl = style.direction === 'rtl';
      if (style.overflowX === 'visible' && spill > 1 && (rtl ? box.left - spill < -1 : box.right + spill > width + 1)) {
        flagged.add(el);
        found.push({ element: describe(el), problem: `its content spills ${spill}px past the screen's ${rtl ? 'left' : 'right'} edge` });
        continue;
      }
      const cutsOff = clipsSideways(style) && style.textOverflow !== 'ellipsis' && htmlEl.scrollWidth > htmlEl.clientWidth + 1;
      if (cutsOff && !(el instanceof HTMLImageElement) && !(el instanceof HTMLInputElement) && !(el instanceof HTMLTextAreaElement)) {
        flagged.add(el);
        found.push({ element: describe(el), problem: `cuts off its content: ${htmlEl.scrollWidth}px inside ${htmlEl.clientWidth}px` });
      }
    }
    // Amounts and dates are read whole: one line each, never "١٥٫٠٠ / د.أ".
    // Digits that start a word: "87 $" inside a product called "Jar87 $&" is no amount.
    const amount = /(JOD|JD)\s?[\d.,]+|(?<![\p{L}\p{N}])[\d\u0660-\u0669٫٬.,]+\s?(د\.أ|\$)/gu;
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      for (const match of (node.textContent ?? '').matchAll(amount)) {
        const range = document.createRange();
        range.setStart(node, match.index);
        range.setEnd(node, match.index + match[0].length);
        const lines = new Set(Array.from(range.getClientRects()).filter((r) => r.width > 0).map((r) => Math.round(r.top)));
        if (lines.size > 1) found.push({ element: describe(node.parentElement!), problem: `breaks the amount "${match[0]}" over ${lines.size} lines` });
      }
    }
    for (const time of Array.from(document.querySelectorAll('time'))) {
      const lines = new Set(Array.from(time.getClientRects()).map((r) => Math.round(r.top)));
      if (lines.size > 1) found.push({ element: describe(time), problem: `breaks the date over ${lines.size} lines` });
    }
    return found.slice(0, 12);
  });
}
