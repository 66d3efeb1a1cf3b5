import { describe, expect, it } from 'vitest';
import { photoSources } from './photos.ts';

describe('photoSources', () => {
  it('offers every stored width to the browser, at addresses that leave the format to the server', () => {
    expect(photoSources('/objects/uploads/p1', 640, false)).toEqual({
      src: '/objects/uploads/p1/640',
      srcSet: '/objects/uploads/p1/320 320w, /objects/uploads/p1/400 400w, /objects/uploads/p1/480 480w, /objects/uploads/p1/640 640w, ' +
        '/objects/uploads/p1/720 720w, /objects/uploads/p1/800 800w, /objects/uploads/p1/960 960w, /objects/uploads/p1/1280 1280w',
    });
  });

  it('sends only the smallest width when the user saves data', () => {
    expect(photoSources('/objects/uploads/p1', 1280, true)).toEqual({ src: '/objects/uploads/p1/320' });
  });

  it('leaves other addresses alone', () => {
    expect(photoSources('/icons/icon.svg', 640, false)).toEqual({ src: '/icons/icon.svg' });
    expect(photoSources(null, 640, false)).toEqual({ src: '' });
  });
});
