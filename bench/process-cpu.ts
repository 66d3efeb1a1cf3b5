import fs from 'node:fs';

// CPU time a process (all its threads) has used, from /proc (Linux): on a machine other work shares, the
// server's CPU milliseconds per request compare runs where throughput and latency cannot.
const TICKS_PER_SECOND = 100; // USER_HZ, 100 on Linux (`getconf CLK_TCK`)

/** User + system CPU milliseconds used by process `pid` so far. */
export function processCpuMs(pid: number): number {
  return cpuMsOf(`/proc/${pid}/stat`);
}

/** The same for its main thread alone (the event loop; the rest is worker threads, GC and libuv's helpers). */
export function mainThreadCpuMs(pid: number): number {
  return cpuMsOf(`/proc/${pid}/task/${pid}/stat`);
}

function cpuMsOf(file: string): number {
  const stat = fs.readFileSync(file, 'utf8');
  // The fields after the command name (in parentheses, which may hold spaces): utime and stime are 14 and 15.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
}
