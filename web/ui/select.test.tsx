import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { Select } from './select.tsx';

const options = [{ value: 'amman', label: 'Amman' }, { value: 'irbid', label: 'Irbid' }];

function Harness({ initial }: { initial: string }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <Select aria-label="Governorate" value={value} onValueChange={setValue} options={options} placeholder="Choose a governorate" />
      <button type="button" onClick={() => setValue('irbid')}>pick</button>
      <button type="button" onClick={() => setValue('')}>clear</button>
    </>
  );
}

describe('Select', () => {
  it('names the chosen option without opening the list (so a server rendering shows it too)', async () => {
    const { renderToString } = await import('react-dom/server');
    const html = renderToString(<Select aria-label="Governorate" value="irbid" onValueChange={() => undefined} options={options} />);
    expect(html).toContain('Irbid');
  });

  afterEach(() => vi.restoreAllMocks());

  it('shows the placeholder for "nothing chosen" and stays controlled when a value comes and goes', () => {
    // React and Radix report a switch between uncontrolled and controlled through the console.
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const warnings = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    render(<Harness initial="" />);
    const trigger = screen.getByRole('combobox', { name: 'Governorate' });
    expect(trigger.textContent).toContain('Choose a governorate');
    act(() => screen.getByRole('button', { name: 'pick' }).click());
    expect(trigger.textContent).toContain('Irbid');
    act(() => screen.getByRole('button', { name: 'clear' }).click());
    expect(trigger.textContent).toContain('Choose a governorate');
    const said = [...errors.mock.calls, ...warnings.mock.calls].map((call) => String(call[0]));
    expect(said.filter((m) => /uncontrolled|controlled/i.test(m))).toEqual([]);
  });
});
