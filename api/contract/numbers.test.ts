import { describe, expect, it } from 'vitest';
import { normaliseNumberInput } from './numbers.ts';
import { parseMoney } from './money.ts';
import { normaliseJordanPhone } from './phone.ts';

describe('normaliseNumberInput (every numeric field, server and app)', () => {
  it.each([
    ['٨٥', '85'],
    ['۸۵', '85'],
    ['١٢٫٥', '12.5'],
    ['١٬٢٥٠٫٠٠', '1250.00'],
    ['1,250', '1250'],
    ['12,5', '12.5'],
    [' 1 250.75 ', '1250.75'],
    ['٠٧٩ ١٢٣ ٤٥٦٧', '0791234567'],
  ])('%s → %s', (typed, saved) => expect(normaliseNumberInput(typed)).toBe(saved));

  it('feeds money and phone parsing the same way', () => {
    expect(parseMoney('١٬٢٥٠٫٥')).toBe(125050);
    expect(parseMoney('۲۰')).toBe(2000);
    expect(parseMoney('1.234')).toBeNull();
    expect(normaliseJordanPhone('٠٧٩ ١٢٣ ٤٥٦٧')).toBe('+962791234567');
  });
});
