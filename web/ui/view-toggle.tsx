import { useLingui } from '@lingui/react/macro';

export type ListView = 'grid' | 'list';

/** Grid / list switch for result pages: two toggle buttons, the pressed one is the current view. */
export function ViewToggle({ value, onChange }: { value: ListView; onChange: (view: ListView) => void }) {
  const { t } = useLingui();
  const button = (view: ListView, label: string, path: string) => (
    <button type="button" className={`btn px-2 ${value === view ? 'bg-brand-700 text-white' : 'bg-white text-ink hover:bg-gray-100'}`} aria-pressed={value === view} aria-label={label} onClick={() => onChange(view)}>
      <svg viewBox="0 0 20 20" className="h-5 w-5" aria-hidden="true"><path fill="currentColor" d={path} /></svg>
    </button>
  );
  return (
    <div className="inline-flex overflow-hidden rounded-lg border border-gray-300" role="group" aria-label={t`Layout`}>
      {button('grid', t`Grid view`, 'M3 3h6v6H3zm8 0h6v6h-6zM3 11h6v6H3zm8 0h6v6h-6z')}
      {button('list', t`List view`, 'M3 4h14v3H3zm0 5h14v3H3zm0 5h14v3H3z')}
    </div>
  );
}
