import { describe, expect, it } from 'vitest';
import { MainLane } from './main-lane.ts';

describe('the main thread\'s lane of list builds', () => {
  it('runs one build per turn of the event loop, in order, so other work runs between two builds', async () => {
    const lane = new MainLane();
    const log: string[] = [];
    const a = lane.run(async () => {
      log.push('a');
      setImmediate(() => log.push('other work'));
      return 1;
    });
    const b = lane.run(async () => {
      log.push('b');
      return 2;
    });
    expect(lane.pending).toBe(2);
    expect(log).toEqual([]); // nothing runs in the turn that asked
    expect(await Promise.all([a, b])).toEqual([1, 2]);
    expect(log).toEqual(['a', 'other work', 'b']);
    expect(lane.pending).toBe(0);
  });

  it('fails only the build that failed', async () => {
    const lane = new MainLane();
    const failed = lane.run(() => Promise.reject(new Error('no')));
    const next = lane.run(async () => 'yes');
    await expect(failed).rejects.toThrow('no');
    expect(await next).toBe('yes');
  });
});
