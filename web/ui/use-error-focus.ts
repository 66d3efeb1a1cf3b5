import { useCallback, useEffect, useRef, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { toast, type ToastInput } from './toast.tsx';

/** What counts as a field in error: the Field kit marks it, other forms set aria-invalid themselves. */
const INVALID = '[aria-invalid="true"]';

/** The words a user sees for a field: its label, else its accessible name. */
function fieldName(field: HTMLElement): string {
  const labelled = field.getAttribute('aria-labelledby');
  const byId = labelled?.split(/\s+/).map((id) => document.getElementById(id)?.textContent?.trim()).filter(Boolean).join(' ');
  const label = (field as HTMLInputElement).labels?.[0]?.textContent ?? byId ?? field.getAttribute('aria-label') ?? '';
  return label.replace(/\*\s*$/, '').trim();
}

/**
 * Moves a phone user to what went wrong: the first field in error inside `container` gets focus and
 * is scrolled to the middle of the screen. Returns the names of the fields in error.
 * (docs/decisions/021-phone-first-screens.md)
 */
export function focusFirstError(container: HTMLElement, smooth: boolean): string[] {
  const fields = Array.from(container.querySelectorAll<HTMLElement>(INVALID)).filter((f) => f.getClientRects().length > 0);
  const first = fields[0];
  if (first) {
    first.scrollIntoView?.({ block: 'center', behavior: smooth ? 'smooth' : 'auto' });
    first.focus({ preventScroll: true });
  }
  return fields.map(fieldName);
}

/**
 * The hook every form uses after a failed submit: `showErrors()` once the errors are in state.
 * It waits for React to draw them (the fields only then carry aria-invalid), calls
 * `focusFirstError`, and sums it up in a toast (an ARIA live region): the form's own title, or
 * "Please check the highlighted fields" with the fields' names. The messages stay beside each field.
 * (docs/decisions/021-phone-first-screens.md)
 */
export function useErrorFocus<T extends HTMLElement = HTMLFormElement>() {
  const { t } = useLingui();
  const ref = useRef<T>(null);
  const [request, setRequest] = useState<{ summary?: ToastInput | null } | null>(null);

  useEffect(() => {
    if (!request || !ref.current) return;
    setRequest(null);
    const smooth = !window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    const names = focusFirstError(ref.current, smooth);
    if (request.summary === null) return;
    const own = request.summary;
    const listed = names.filter(Boolean).slice(0, 4).join(t({ message: ', ', comment: 'separator between field names in a list' }));
    toast({ variant: 'destructive', title: own?.title ?? t`Please check the highlighted fields`, description: own?.description ?? (listed || undefined) });
  }, [request, t]);

  /** `summary`: the form's own toast (its wording wins); `null` when the form already said it. */
  const showErrors = useCallback((summary?: ToastInput | null) => setRequest({ summary }), []);
  return { ref, showErrors };
}
