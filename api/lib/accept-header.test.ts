import { describe, expect, it } from 'vitest';
import { acceptedNames } from './accept-header.ts';

describe('acceptedNames', () => {
  it('takes the names a header lists, without their parameters, and leaves out those refused with q=0', () => {
    expect(acceptedNames('image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8')).toEqual(
      new Set(['image/avif', 'image/webp', 'image/apng', 'image/svg+xml', 'image/*', '*/*']),
    );
    expect(acceptedNames('Image/AVIF;q=0, image/webp; q=0.5 , text/html;level=1;q=0.0')).toEqual(new Set(['image/webp']));
    expect(acceptedNames('br;q=0.000, gzip;q=1')).toEqual(new Set(['gzip']));
    expect(acceptedNames(undefined)).toEqual(new Set());
    expect(acceptedNames('')).toEqual(new Set());
  });
});
