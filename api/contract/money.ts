import { normaliseNumberInput } from './common.ts';

/** Money is integer hundredths of a dinar on the server and decimal text ("12.50") on the wire. */
export function centsToText(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** Parses "12", "12.5", "12.50", 12.5 into cents; null for negative, >2 decimals or non-numeric. */
export function parseMoney(input: unknown): number | null {
  const text = typeof input === 'number' ? (Number.isFinite(input) ? String(input) : '') : typeof input === 'string' ? normaliseNumberInput(input) : '';
  const m = /^(\d{1,9})(?:\.(\d{1,2}))?$/.exec(text);
  if (!m) return null;
  return Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
}
