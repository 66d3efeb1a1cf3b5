/**
 * Taps that land before the app has hydrated a server-rendered page (docs/decisions/022, "Web,
 * eighth round"). On a slow phone the page is drawn some 0.5 s before its code has run: its links
 * work as plain links and its search forms submit as plain forms, but a button (Add to cart, the
 * wishlist heart, the filters) has no handler yet, and a tap on it used to be lost. This script holds
 * such taps: the button shows it is busy, and the app replays each one once the page has hydrated
 * (web/lib/early-taps.ts). It listens on the document, so it goes in the head, before the stylesheet:
 * anywhere after it, it would wait for the stylesheet and hold the parser back (docs/decisions/022,
 * "Web, twenty-seventh round").
 *
 * Held: buttons of the rendered page that are not a form's submit button (a form submits without the
 * app) and do not open a menu (those open on pointerdown, which a replayed click does not give).
 * A button tapped twice is replayed once. `window[EARLY_TAPS_GLOBAL]()` stops holding and hands over
 * the held buttons, in the order they were tapped.
 *
 * `answerFiles`: the code of the tap's answer (the toasts: a visitor's "please sign in", "added to
 * cart"), asked for at the first held tap: otherwise it is asked for only once the app runs, and the
 * answer then waits one more round trip after the replay (docs/decisions/022, "Web, ninth round").
 */
export const EARLY_TAPS_GLOBAL = '__souqEarlyTaps';

/** Marks a held button (with aria-busy) until its tap is replayed; the style shows it (uno.config.ts). */
export const EARLY_TAP_ATTRIBUTE = 'data-early-tap';

export function earlyTapsScript(answerFiles: readonly string[] = []): string {
  // JSON of file paths the build named: no quote or "<" can end the script early.
  return (
    `(function(){var d=document,held=[],answer=${JSON.stringify(answerFiles)};` +
    `function fetchAnswer(){answer.forEach(function(f){var l=d.createElement('link');l.rel='modulepreload';l.crossOrigin='';l.href=f;d.head.appendChild(l)});answer=[]}` +
    `function hold(e){var t=e.target,b=t&&t.closest&&t.closest('button');` +
    `if(!b||b.disabled||(b.type==='submit'&&b.form)||b.getAttribute('aria-haspopup')==='menu'||!b.closest('[data-prerendered]'))return;` +
    `e.preventDefault();e.stopPropagation();fetchAnswer();` +
    `if(held.indexOf(b)<0){held.push(b);b.setAttribute('${EARLY_TAP_ATTRIBUTE}','');b.setAttribute('aria-busy','true')}}` +
    `d.addEventListener('click',hold,true);` +
    `window.${EARLY_TAPS_GLOBAL}=function(){d.removeEventListener('click',hold,true);var taps=held;held=[];return taps}})()`
  );
}
