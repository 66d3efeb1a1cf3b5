// A cold load as a phone meets it: Debian's Chromium driven over its DevTools port with only the
// domains the bench's phone needs (Network for Slow 4G, Emulation for the CPU and the screen, Page to
// know when the document is there). Playwright enables the Runtime domain on every page it drives,
// and while Runtime is on, V8 records each new Error's stack with source positions: React DOM makes
// its internal Errors as its module runs, so each made Chromium parse the entry again, ~200 ms of the
// bench phone's main thread that no phone pays (docs/decisions/022, "Web, eighteenth round").
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Readable, Writable } from 'node:stream';
import { CHROMIUM, CPU_SLOWDOWN, SCREEN, SLOW_4G } from './phone-profile.ts';

/** ms from navigation start; `entryLanded`: the entry's last byte; `rootHydrated`: NaN unless its mark was named. */
export type UnwatchedTiming = { fcp: number; entryLanded: number; renderStart: number; rootHydrated: number; interactive: number };

/** V8's sampled CPU profile (the DevTools protocol's Profiler.Profile), as far as bench/main-thread-profile.ts reads it. */
export type CpuProfile = {
  nodes: { id: number; callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number }; children?: number[] }[];
  startTime: number;
  endTime: number;
  samples: number[];
  timeDeltas: number[];
};
/** A profiled load: its marks, when the entry's last byte came (ms, as the marks) and the profile, whose clock (µs) read `profileNow` when the page's read `pageNow`. */
export type ProfiledLoad = UnwatchedTiming & { profile: CpuProfile; pageNow: number; profileNow: number };
type Message = { id?: number; method?: string; sessionId?: string; result?: unknown; error?: { message: string } };

/** Resolves once the page's interactive mark exists (NaN after a minute without): a PerformanceObserver in the page, so nothing polls its main thread. */
const WAIT_FOR_MARKS = (interactiveMark: string, renderMark: string, rootMark = '') => `new Promise((resolve) => {
  const read = () => ({
    fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN,
    renderStart: performance.getEntriesByName(${JSON.stringify(renderMark)})[0]?.startTime ?? NaN,
    rootHydrated: performance.getEntriesByName(${JSON.stringify(rootMark)})[0]?.startTime ?? NaN,
    interactive: performance.getEntriesByName(${JSON.stringify(interactiveMark)})[0]?.startTime,
    entryLanded: performance.getEntriesByType('resource').find((e) => /\\/assets\\/index-[\\w-]+\\.js$/.test(e.name))?.responseEnd ?? NaN,
  });
  const settle = () => { const t = read(); if (t.interactive !== undefined) { resolve(JSON.stringify(t)); return true; } return false; };
  if (settle()) return;
  new PerformanceObserver((list, observer) => { if (settle()) observer.disconnect(); }).observe({ type: 'mark' });
  setTimeout(() => resolve(JSON.stringify({ ...read(), interactive: NaN })), 60000);
})`;

/** One sample every 250 µs of the renderer's time: ~4 samples a millisecond of the throttled phone's. */
const PROFILE_SAMPLING_US = 250;

/** `chromiumArgs`: flags beside the bench's own (the HTTP/2 proxy's certificate, say). */
export async function openUnwatchedBrowser(marks: { interactive: string; renderStart: string; rootHydrated?: string }, chromiumArgs: string[] = []) {
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'souq-unwatched-'));
  // The protocol over a pipe (fd 3 in, fd 4 out, each message ended by a NUL), as Playwright speaks it.
  const chromium = spawn(CHROMIUM.executablePath, [...CHROMIUM.args, ...chromiumArgs, '--remote-debugging-pipe', `--user-data-dir=${profile}`, 'about:blank'], { stdio: ['ignore', 'ignore', 'ignore', 'pipe', 'pipe'] });
  const toBrowser = chromium.stdio[3] as Writable;
  const fromBrowser = chromium.stdio[4] as Readable;
  let lastId = 0;
  const replies = new Map<number, (message: Message) => void>();
  const events = new Set<(message: Message) => void>();
  let partial = '';
  fromBrowser.on('data', (chunk: Buffer) => {
    const parts = (partial + chunk.toString('utf8')).split('\0');
    partial = parts.pop()!;
    for (const part of parts) {
      const message = JSON.parse(part) as Message;
      if (message.id !== undefined) replies.get(message.id)?.(message);
      else for (const listener of events) listener(message);
    }
  });
  const send = async <T = Record<string, unknown>>(method: string, params: object = {}, sessionId?: string): Promise<T> => {
    const id = ++lastId;
    const reply = await new Promise<Message>((resolve) => {
      replies.set(id, resolve);
      toBrowser.write(`${JSON.stringify({ id, method, params, sessionId })}\0`);
    });
    replies.delete(id);
    if (reply.error) throw new Error(`${method}: ${reply.error.message}`);
    return reply.result as T;
  };
  const nextEvent = (method: string, sessionId: string) =>
    new Promise<void>((resolve) => {
      const listener = (message: Message) => {
        if (message.method !== method || message.sessionId !== sessionId) return;
        events.delete(listener);
        resolve();
      };
      events.add(listener);
    });

  /**
   * A cold load on a fresh profile (no cache, no service worker): the first paint and when the app works.
   * `profile`: V8's CPU profile of the page's renderer too (the Profiler domain needs no Runtime domain).
   */
  async function coldLoad(url: string): Promise<UnwatchedTiming>;
  async function coldLoad(url: string, options: { profile: true }): Promise<ProfiledLoad>;
  async function coldLoad(url: string, options: { profile?: boolean } = {}): Promise<UnwatchedTiming | ProfiledLoad> {
    const { browserContextId } = await send<{ browserContextId: string }>('Target.createBrowserContext', { disposeOnDetach: true });
    const { targetId } = await send<{ targetId: string }>('Target.createTarget', { url: 'about:blank', browserContextId });
    const { sessionId } = await send<{ sessionId: string }>('Target.attachToTarget', { targetId, flatten: true });
    try {
      await send('Emulation.setDeviceMetricsOverride', { ...SCREEN.viewport, deviceScaleFactor: SCREEN.deviceScaleFactor, mobile: false }, sessionId);
      await send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN }, sessionId);
      // Chromium applies the network conditions only while the Network domain is on.
      await send('Network.enable', {}, sessionId);
      await send('Network.emulateNetworkConditions', SLOW_4G, sessionId);
      await send('Page.enable', {}, sessionId);
      // BENCH_RUNTIME_DOMAIN=1 turns it on, to see what it costs.
      if (process.env.BENCH_RUNTIME_DOMAIN === '1') await send('Runtime.enable', {}, sessionId);
      if (options.profile) {
        await send('Profiler.enable', {}, sessionId);
        await send('Profiler.setSamplingInterval', { interval: PROFILE_SAMPLING_US }, sessionId);
        await send('Profiler.start', {}, sessionId);
      }
      const parsed = nextEvent('Page.domContentEventFired', sessionId);
      await send('Page.navigate', { url }, sessionId);
      await parsed;
      const { result } = await send<{ result: { value: string } }>('Runtime.evaluate', { expression: WAIT_FOR_MARKS(marks.interactive, marks.renderStart, marks.rootHydrated), awaitPromise: true, returnByValue: true, timeout: 60_000 }, sessionId);
      // A mark the page never set comes back as null (JSON has no NaN).
      const timing = JSON.parse(result.value, (_key, value: unknown) => value ?? NaN) as UnwatchedTiming;
      if (!options.profile) return timing;
      // The profile's clock is not the page's: the page's clock read right before the profile stops stands
      // for the profile's end (off by the protocol's round trip between the two, a few milliseconds).
      const { result: now } = await send<{ result: { value: number } }>('Runtime.evaluate', { expression: 'performance.now()', returnByValue: true }, sessionId);
      const { profile } = await send<{ profile: CpuProfile }>('Profiler.stop', {}, sessionId);
      return { ...timing, pageNow: now.value, profile, profileNow: profile.endTime };
    } finally {
      await send('Target.closeTarget', { targetId });
      await send('Target.disposeBrowserContext', { browserContextId }).catch(() => undefined);
    }
  }

  async function close() {
    const exited = new Promise((resolve) => chromium.once('exit', resolve));
    await send('Browser.close').catch(() => chromium.kill());
    await exited;
    // Its helper processes may still be writing to the profile for a moment.
    fs.rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 100 });
  }
  return { coldLoad, close };
}
