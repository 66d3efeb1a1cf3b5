// Loaded into the benchmarked server with `--import`: measures how long its event loop stalls
// (better-sqlite3 is synchronous, so a slow query stalls every other request). On SIGUSR2 it prints
// the longest stall, the 99th percentile and the longest garbage-collection pause since the last
// signal, then starts over. bench:api also loads it into an idle process beside the server: that one's
// stalls are the machine's own (other processes holding the cores), which no code change removes.
import { monitorEventLoopDelay, PerformanceObserver } from 'node:perf_hooks';

const delay = monitorEventLoopDelay({ resolution: 5 });
delay.enable();
let longestGc = 0;
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) longestGc = Math.max(longestGc, entry.duration);
}).observe({ entryTypes: ['gc'] });
process.on('SIGUSR2', () => {
  process.stdout.write(`event-loop ${JSON.stringify({ maxMs: delay.max / 1e6, p99Ms: delay.percentile(99) / 1e6, gcMs: longestGc })}\n`);
  delay.reset();
  longestGc = 0;
});
