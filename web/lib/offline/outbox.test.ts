import 'fake-indexeddb/auto';
import { describe, expect, it, vi } from 'vitest';
import { renderHook, waitFor } from '@testing-library/react';
import { OUTBOX_CHANNEL, type DrainResult, type WorkerDrained } from './drain.ts';
import { onDrained, useOutboxSync } from './outbox.ts';
import { clearOutbox } from './outbox-store.ts';

describe('useOutboxSync', () => {
  it("tells the page's listeners when the service worker's Background Sync sent the writes first", async () => {
    await clearOutbox();
    const heard = vi.fn<(result: DrainResult) => void>();
    const stopListening = onDrained(heard);
    const { unmount } = renderHook(() => useOutboxSync());
    // The worker, on the same channel as web/sw.ts posts to.
    const worker = new BroadcastChannel(OUTBOX_CHANNEL);
    try {
      // It sent two writes and one was refused; the page's own drain then finds the outbox empty.
      worker.postMessage({ type: 'drained', sent: 2, conflicts: 1 } satisfies WorkerDrained);
      await waitFor(() => expect(heard).toHaveBeenCalledTimes(1));
      expect(heard.mock.calls[0]![0]).toMatchObject({ sent: 2 });

      // A worker's drain that sent nothing and met no refusal has nothing to tell; the next one has.
      worker.postMessage({ type: 'drained', sent: 0, conflicts: 0 } satisfies WorkerDrained);
      worker.postMessage({ type: 'drained', sent: 0, conflicts: 1 } satisfies WorkerDrained);
      await waitFor(() => expect(heard).toHaveBeenCalledTimes(2));
      expect(heard.mock.calls[1]![0]).toMatchObject({ sent: 0 });
    } finally {
      worker.close();
      unmount();
      stopListening();
    }
  });
});
