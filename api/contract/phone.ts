import { normaliseNumberInput } from './common.ts';

/**
 * Normalises a Jordanian number to E.164: mobiles (07X…) become +9627XXXXXXXX, landlines
 * (0[2-6]…) +962XXXXXXXX. Accepts local, 962…, +962… and 00962… forms with spaces or dashes,
 * in ASCII or Arabic-Indic digits. Returns null when it is not a Jordanian number.
 */
export function normaliseJordanPhone(input: string): string | null {
  let digits = normaliseNumberInput(input).replace(/[\s\-().]/g, '');
  if (digits.startsWith('+')) digits = digits.slice(1);
  else if (digits.startsWith('00')) digits = digits.slice(2);
  if (!/^\d+$/.test(digits)) return null;
  if (digits.startsWith('962')) digits = digits.slice(3);
  if (digits.startsWith('0')) digits = digits.slice(1);
  if (/^7[789]\d{7}$/.test(digits) || /^[2-6]\d{7}$/.test(digits)) return `+962${digits}`;
  return null;
}

/** Digits only, as WhatsApp links want them (wa.me/9627…). */
export const whatsappDigits = (phone: string) => phone.replace(/\D/g, '');
