/**
 * Text a seller or buyer could type that breaks naive code: replacement patterns of
 * `String.replace`, markup, a script end, line separators JSON and JavaScript disagree on,
 * bidi overrides, control characters and a long text. Used by the page and fuzz tests.
 */
export const hostileStrings = {
  replacementPatterns: "Dates $' and $` and $& and $$ and $1",
  markup: '<img src=x onerror=alert(1)><b>bold</b> & "quotes" \'single\'',
  scriptEnd: '</script><script>alert(1)</script><!-- -->',
  lineSeparators: 'line\u2028separator\u2029paragraph',
  bidiOverride: 'مرحبا \u202Egnp.exe\u202C \u2066isolate\u2069',
  controls: 'tab\there\u0000nul\u001bescape',
  long: 'طويل $` '.repeat(1500), // ≈ 10 KB
} as const;

export type HostileStringName = keyof typeof hostileStrings;
