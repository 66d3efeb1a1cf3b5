import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderPage } from '#web/test/render.tsx';
import { Rating } from './rating.tsx';

describe('Rating', () => {
  it.each([
    ['a product nobody reviewed', { value: 0, count: 0 }],
    ['a store nobody rated (it has a rating and no count)', { value: 0 }],
  ])('says "No reviews yet" for %s instead of five empty stars', async (_, props) => {
    await renderPage(<Rating {...props} />, { language: 'en' });
    expect(screen.getByText('No reviews yet')).toBeTruthy();
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('shows the stars and the value once someone rated', async () => {
    await renderPage(<Rating value={4.5} />, { language: 'en' });
    expect(screen.getByRole('img', { name: 'Rated 4.5 out of 5' })).toBeTruthy();
    expect(screen.queryByText('No reviews yet')).toBeNull();
  });
});
