import net from 'node:net';
import { SLOW_4G } from './phone-profile.ts';

/**
 * A TCP proxy that holds the browser's traffic to the Slow 4G profile (latency, then each direction's
 * bandwidth shared by all connections) while `throttled` is on. DevTools' throttling covers only the
 * page it is set on; a service worker's requests (Background Sync sends queued listings) bypass it,
 * so a bench that measures them throttles on the wire instead.
 */
export function throttleProxy(target: { host: string; port: number }) {
  const state = { throttled: false };
  const nextFree = { up: 0, down: 0 };
  const rate = { up: SLOW_4G.uploadThroughput, down: SLOW_4G.downloadThroughput }; // bytes per second
  const pipe = (from: net.Socket, to: net.Socket, direction: 'up' | 'down') => {
    from.on('data', (chunk: Buffer) => {
      if (!state.throttled) return void to.write(chunk);
      const now = performance.now();
      const sendAt = Math.max(now + SLOW_4G.latency / 2, nextFree[direction]);
      nextFree[direction] = sendAt + (chunk.length / rate[direction]) * 1000;
      setTimeout(() => to.writable && to.write(chunk), nextFree[direction] - now);
    });
    from.on('end', () => setTimeout(() => to.end(), Math.max(0, nextFree[direction] - performance.now())));
    from.on('error', () => to.destroy());
  };
  const server = net.createServer((client) => {
    const upstream = net.connect(target.port, target.host);
    pipe(client, upstream, 'up');
    pipe(upstream, client, 'down');
  });
  const listening = new Promise<number>((resolve) => server.listen(0, '127.0.0.1', () => resolve((server.address() as net.AddressInfo).port)));
  return { state, listening, close: () => server.close() };
}
