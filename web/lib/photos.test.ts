import { describe, expect, it } from 'vitest';
import { photoSources } from './photos.ts';

describe('photoSources', () => {
  it('offers every stored width to the browser', () => {
    expect(photoSources('/objects/uploads/p1', 640, false)).toEqual({
      src: '/objects/uploads/p1/640.webp',
      srcSet: '/objects/uploads/p1/320.webp 320w, /objects/uploads/p1/400.webp 400w, /objects/uploads/p1/480.webp 480w, /objects/uploads/p1/640.webp 640w, ' +
        '/objects/uploads/p1/720.webp 720w, /objects/uploads/p1/800.webp 800w, /objects/uploads/p1/960.webp 960w, /objects/uploads/p1/1280.webp 1280w',
    });
  });

  it('sends only the smallest width when the user saves data', () => {
    expect(photoSources('/objects/uploads/p1', 1280, true)).toEqual({ src: '/objects/uploads/p1/320.webp' });
  });

  it('leaves other addresses alone', () => {
    expect(photoSources('/icons/icon.svg', 640, false)).toEqual({ src: '/icons/icon.svg' });
    expect(photoSources(null, 640, false)).toEqual({ src: '' });
  });
});
