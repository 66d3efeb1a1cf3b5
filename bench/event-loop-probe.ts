// Loaded into the benchmarked server with `--import`: measures how long its event loop stalls
// (better-sqlite3 is synchronous, so a slow query stalls every other request). On SIGUSR2 it prints
// the longest stall and the 99th percentile since the last signal, then starts over.
import { monitorEventLoopDelay } from 'node:perf_hooks';

const delay = monitorEventLoopDelay({ resolution: 5 });
delay.enable();
process.on('SIGUSR2', () => {
  process.stdout.write(`event-loop ${JSON.stringify({ maxMs: delay.max / 1e6, p99Ms: delay.percentile(99) / 1e6 })}\n`);
  delay.reset();
});
