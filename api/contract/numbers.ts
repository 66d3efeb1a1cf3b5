// Typed numbers, read the same on the server and in the app. No valibot here: the app's first page
// imports this module (docs/decisions/022, "Web, sixth round").

/** Arabic-Indic (٠-٩) and Persian (۰-۹) digits to ASCII, so users may type either. */
export function toAsciiDigits(input: string): string {
  return input.replace(/[\u0660-\u0669]/g, (d) => String(d.charCodeAt(0) - 0x0660)).replace(/[\u06F0-\u06F9]/g, (d) => String(d.charCodeAt(0) - 0x06f0));
}

/**
 * The one normaliser of typed numbers (prices, stock, quantities, phone numbers, references): Arabic-Indic
 * and Persian digits become ASCII, the Arabic decimal separator (٫) a point, thousands marks (٬, and a comma
 * or Arabic comma before a group of three digits) and spaces go; any other comma is read as a decimal
 * separator ("12,5" is 12.5, "1,250" is 1250). The server parses with it and every numeric field shows it.
 */
export function normaliseNumberInput(input: string): string {
  return toAsciiDigits(input.trim())
    .replace(/[\s\u066C]/g, '')
    .replace(/[,\u060C](?=\d{3}(?!\d))/g, '')
    .replace(/[\u066B,\u060C]/g, '.');
}
