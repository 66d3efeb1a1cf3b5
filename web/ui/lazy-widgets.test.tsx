import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { I18nProvider } from '@lingui/react';
import { i18n } from '@lingui/core';
import { Select } from './select.tsx';
import { FilterSheet } from './filter-sheet.tsx';

// Select and FilterSheet draw a plain stand-in until Radix's code has arrived (docs/decisions/022,
// "Web, fifth round"). Each widget's code is loaded once per test file, so each test taps its
// stand-in in the same task as its first render: before the code can have arrived.

const options = [{ value: 'price_asc', label: 'Price: low to high' }, { value: 'rating_desc', label: 'Highest rated' }];

function SortHarness() {
  const [value, setValue] = useState('');
  return (
    <>
      <Select aria-label="Sort by" value={value} onValueChange={setValue} options={options} noneLabel="Newest" />
      <output>{value || 'none'}</output>
    </>
  );
}

describe('a widget tapped before its code arrives', () => {
  it('select: the tap opens the list once the code is here, and the choice is made', async () => {
    render(<SortHarness />);
    const standIn = screen.getByRole('combobox', { name: 'Sort by' });
    // Radix's trigger carries data-state; the stand-in does not.
    expect(standIn.hasAttribute('data-state')).toBe(false);
    expect(standIn.textContent).toContain('Newest');
    act(() => standIn.click());
    // Until the code is here the stand-in says it is on its way.
    expect(standIn.getAttribute('aria-busy')).toBe('true');

    fireEvent.click(await screen.findByRole('option', { name: 'Highest rated' }));
    expect(screen.getByRole('status').textContent).toBe('rating_desc');
    const trigger = screen.getByRole('combobox', { name: 'Sort by' });
    expect(trigger.getAttribute('data-state')).toBe('closed');
    expect(trigger.textContent).toContain('Highest rated');
  });

  it('select: once the code is here, a select nobody has used stays a stand-in (no Radix mounted while the page loads)', async () => {
    render(<><SortHarness /><Select aria-label="Governorate" value="" onValueChange={() => undefined} options={options} placeholder="Choose" /></>);
    act(() => screen.getByRole('combobox', { name: 'Sort by' }).click());
    await screen.findByRole('option', { name: 'Highest rated' });
    // (hidden: the open list hides the rest of the page from assistive technology)
    expect(screen.getByRole('combobox', { name: 'Sort by', hidden: true }).hasAttribute('data-state')).toBe(true);
    expect(screen.getByRole('combobox', { name: 'Governorate', hidden: true }).hasAttribute('data-state')).toBe(false);
  });

  it('select: from the keyboard, an arrow key on the stand-in opens the list', async () => {
    render(<SortHarness />);
    fireEvent.keyDown(screen.getByRole('combobox', { name: 'Sort by' }), { key: 'ArrowDown' });
    fireEvent.click(await screen.findByRole('option', { name: 'Price: low to high' }));
    expect(screen.getByRole('status').textContent).toBe('price_asc');
  });

  it('filter sheet: the tap opens the sheet with the filters once the code is here', async () => {
    i18n.loadAndActivate({ locale: 'en', messages: {} });
    render(
      <I18nProvider i18n={i18n}>
        <FilterSheet activeCount={2}><label>On sale <input type="checkbox" /></label></FilterSheet>
      </I18nProvider>,
    );
    const standIn = screen.getByRole('button', { name: /Filters/ });
    expect(standIn.getAttribute('aria-haspopup')).toBe('dialog');
    expect(standIn.textContent).toContain('2');
    act(() => standIn.click());
    expect(standIn.getAttribute('aria-busy')).toBe('true');

    const sheet = await screen.findByRole('dialog', { name: 'Filters' });
    expect(sheet.contains(screen.getByRole('checkbox', { name: 'On sale' }))).toBe(true);
  });
});
