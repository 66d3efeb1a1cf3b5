import { describe, expect, it } from 'vitest';
import { afterPageRefresh } from './page-refresh.ts';

describe('afterPageRefresh', () => {
  it("replaces the kept page with this build's fresh copy, drops it when it is gone or another build's", () => {
    expect(afterPageRefresh(200, 'b1', 'b1')).toBe('replace');
    expect(afterPageRefresh(200, 'b2', 'b1')).toBe('drop');
    expect(afterPageRefresh(200, null, 'b1')).toBe('drop');
    expect(afterPageRefresh(204, null, 'b1')).toBe('drop');
    expect(afterPageRefresh(404, 'b1', 'b1')).toBe('drop');
  });

  it('keeps it when the server was too busy to render the page or failed', () => {
    for (const status of [503, 500, 502, 429]) expect(afterPageRefresh(status, null, 'b1')).toBe('keep');
  });
});
