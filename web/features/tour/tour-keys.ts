/**
 * Walking keys: → or D forward, ← or A back, and ↑/↓ as well (the view looks down the street).
 * Letters are matched by physical key (`code`) so A and D work on Arabic keyboard layouts too.
 */
export function walkDirectionForKey(event: Pick<KeyboardEvent, 'key' | 'code' | 'ctrlKey' | 'metaKey' | 'altKey'>): 1 | -1 | 0 {
  if (event.ctrlKey || event.metaKey || event.altKey) return 0;
  if (event.key === 'ArrowRight' || event.key === 'ArrowUp' || event.code === 'KeyD') return 1;
  if (event.key === 'ArrowLeft' || event.key === 'ArrowDown' || event.code === 'KeyA') return -1;
  return 0;
}

/** Keys typed into a field, a slider or a select belong to that control, not to walking. */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!target || typeof (target as Element).closest !== 'function') return false;
  const element = target as HTMLElement;
  return element.isContentEditable || !!element.closest('input, select, textarea, [role="slider"], [role="listbox"], [role="dialog"]');
}
