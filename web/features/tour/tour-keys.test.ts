import { describe, expect, it } from 'vitest';
import { isTypingTarget, walkDirectionForKey } from './tour-keys.ts';

const key = (key: string, code = '', mods: Partial<KeyboardEvent> = {}) => ({ key, code, ctrlKey: false, metaKey: false, altKey: false, ...mods });

describe('walking keys', () => {
  it('walks forward with → ↑ D and back with ← ↓ A, on any keyboard layout', () => {
    expect(walkDirectionForKey(key('ArrowRight'))).toBe(1);
    expect(walkDirectionForKey(key('ArrowUp'))).toBe(1);
    expect(walkDirectionForKey(key('d', 'KeyD'))).toBe(1);
    expect(walkDirectionForKey(key('ي', 'KeyD'))).toBe(1);
    expect(walkDirectionForKey(key('ArrowLeft'))).toBe(-1);
    expect(walkDirectionForKey(key('ArrowDown'))).toBe(-1);
    expect(walkDirectionForKey(key('ش', 'KeyA'))).toBe(-1);
    expect(walkDirectionForKey(key('x', 'KeyX'))).toBe(0);
    expect(walkDirectionForKey(key('ArrowRight', '', { altKey: true }))).toBe(0);
  });

  it('leaves keys to fields, sliders, selects and dialogs', () => {
    document.body.innerHTML = '<input id="range" type="range"><select id="s"></select><button id="b">x</button><div role="dialog"><button id="d">y</button></div>';
    expect(isTypingTarget(document.getElementById('range'))).toBe(true);
    expect(isTypingTarget(document.getElementById('s'))).toBe(true);
    expect(isTypingTarget(document.getElementById('d'))).toBe(true);
    expect(isTypingTarget(document.getElementById('b'))).toBe(false);
    expect(isTypingTarget(null)).toBe(false);
  });
});
