/**
 * The names an Accept-style header takes (`Accept`, `Accept-Encoding`), lower-cased, without parameters;
 * a name with q=0 is refused and left out.
 */
export function acceptedNames(header: string | undefined): Set<string> {
  if (!header) return new Set();
  return new Set(
    header
      .split(',')
      .map((part) => part.trim().toLowerCase().split(';'))
      .filter(([, ...params]) => params.every((p) => !/^\s*q=/.test(p) || Number(p.trim().slice(2)) > 0))
      .map(([name]) => name!.trim()),
  );
}
