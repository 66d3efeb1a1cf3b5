import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { FilterAside } from './filter-aside.tsx';

// One query list, as a browser's stays live: FilterAside keeps the first it is given.
const list = {
  matches: false, media: '', onchange: null,
  addEventListener: () => undefined, removeEventListener: () => undefined,
  addListener: () => undefined, removeListener: () => undefined, dispatchEvent: () => false,
};
function screenWidth(wide: boolean) {
  list.matches = wide;
  vi.spyOn(window, 'matchMedia').mockImplementation((query) => Object.assign(list, { media: query }));
}

describe('FilterAside', () => {
  afterEach(() => vi.restoreAllMocks());

  it('renders the filters on a large screen', () => {
    screenWidth(true);
    render(<FilterAside label="Filters"><button type="button">Category</button></FilterAside>);
    expect(screen.getByRole('complementary', { name: 'Filters' }).contains(screen.getByRole('button', { name: 'Category' }))).toBe(true);
  });

  it('keeps only the empty room on a phone, where the filters open in a sheet instead', () => {
    screenWidth(false);
    render(<FilterAside label="Filters"><button type="button">Category</button></FilterAside>);
    expect(screen.queryByRole('button', { name: 'Category', hidden: true })).toBeNull();
  });
});
