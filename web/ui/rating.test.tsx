import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderPage } from '#web/test/render.tsx';
import { Rating, starFill } from './rating.tsx';

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

  it.each([
    [0.4, 0], [0.5, 8], [1, 20], [2.4, 40], [2.9, 48], [3.5, 68], [4.2, 80], [4.5, 88], [4.99, 88], [5, 100], [7, 100],
  ])('fills the stars of %s up to %s px: whole stars, and half of the next from x.5', (value, px) => {
    expect(starFill(value)).toBe(px);
  });

  it('draws the five stars as one element, filled as far as the rating goes', async () => {
    const { container } = await renderPage(<Rating value={3.5} count={12} />, { language: 'en' });
    const stars = container.querySelectorAll('.rating-stars');
    expect(stars).toHaveLength(1);
    expect((stars[0] as HTMLElement).style.getPropertyValue('--rating-fill')).toBe('68px');
    expect(container.querySelector('svg')).toBeNull();
  });
});
