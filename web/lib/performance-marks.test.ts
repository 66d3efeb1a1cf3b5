import { afterEach, describe, expect, it, vi } from 'vitest';

// A fresh module for each test: the first page commits once per start.
const fresh = async () => {
  vi.resetModules();
  return import('./performance-marks.ts');
};

afterEach(() => {
  vi.useRealTimers();
  performance.clearMarks();
});

describe('firstPageSettled', () => {
  it('settles when the first page commits, and marks it once', async () => {
    const { firstPageSettled, markInteractive, INTERACTIVE_MARK } = await fresh();
    let settled = false;
    void firstPageSettled().then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    markInteractive();
    markInteractive();
    await vi.waitFor(() => expect(settled).toBe(true));
    expect(performance.getEntriesByName(INTERACTIVE_MARK)).toHaveLength(1);
  });

  it('marks the root once, apart from the page', async () => {
    const { markRootHydrated, ROOT_HYDRATED_MARK, INTERACTIVE_MARK } = await fresh();
    markRootHydrated();
    markRootHydrated();
    expect(performance.getEntriesByName(ROOT_HYDRATED_MARK)).toHaveLength(1);
    expect(performance.getEntriesByName(INTERACTIVE_MARK)).toHaveLength(0);
  });

  it('settles at once when the app starts with no server page to hydrate, without a mark', async () => {
    const { firstPageSettled, noPageToHydrate, INTERACTIVE_MARK } = await fresh();
    let settled = false;
    void firstPageSettled().then(() => (settled = true));
    noPageToHydrate();
    await vi.waitFor(() => expect(settled).toBe(true));
    expect(performance.getEntriesByName(INTERACTIVE_MARK)).toHaveLength(0);
  });

  it('settles after five seconds should the first page never commit', async () => {
    vi.useFakeTimers();
    const { firstPageSettled } = await fresh();
    let settled = false;
    void firstPageSettled().then(() => (settled = true));
    await vi.advanceTimersByTimeAsync(4999);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(settled).toBe(true);
  });
});
