import { useId } from 'react';

/**
 * A multi-choice list as a fieldset of checkboxes: the legend names the group for screen readers,
 * each box is a native checkbox (Space toggles, Tab moves on), and the error is tied to the group.
 */
export function ChoiceGroup<T extends string>({ legend, options, value, onChange, error, columns = 2 }: {
  legend: string;
  options: { value: T; label: string }[];
  value: readonly string[];
  onChange: (next: T[]) => void;
  error?: string;
  columns?: 2 | 3 | 4;
}) {
  const id = useId();
  const toggle = (option: T, checked: boolean) => {
    const next = checked ? [...value, option] : value.filter((v) => v !== option);
    onChange(options.map((o) => o.value).filter((o) => next.includes(o)));
  };
  const grid = { 2: 'sm:grid-cols-2', 3: 'sm:grid-cols-3', 4: 'sm:grid-cols-4' }[columns];
  return (
    <fieldset className="flex flex-col gap-2" aria-describedby={error ? `${id}-error` : undefined} aria-invalid={!!error}>
      <legend className="mb-1 text-sm font-semibold">{legend}</legend>
      <div className={`grid grid-cols-2 gap-2 ${grid}`}>
        {options.map((option) => (
          <label key={option.value} className="flex cursor-pointer items-center gap-2 rounded-lg border border-gray-300 px-3 py-2 text-sm has-[:checked]:(border-brand-700 bg-brand-50) has-[:focus-visible]:(ring-2 ring-brand-600)">
            <input
              type="checkbox"
              className="h-4 w-4 accent-brand-700"
              checked={value.includes(option.value)}
              onChange={(e) => toggle(option.value, e.target.checked)}
            />
            {option.label}
          </label>
        ))}
      </div>
      {error && <p id={`${id}-error`} className="text-sm text-red-700" role="alert">{error}</p>}
    </fieldset>
  );
}
