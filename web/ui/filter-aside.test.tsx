import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { FilterAside } from './filter-aside.tsx';

function screenWidth(wide: boolean) {
  vi.spyOn(window, 'matchMedia').mockImplementation((query) => ({
    matches: wide, media: query, onchange: null,
    addEventListener: () => undefined, removeEventListener: () => undefined,
    addListener: () => undefined, removeListener: () => undefined, dispatchEvent: () => false,
  }));
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
