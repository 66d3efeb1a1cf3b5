// Where a cold load's main-thread time goes, from V8's sampled CPU profiles taken without the DevTools
// Runtime domain (bench/unwatched-load.ts): each sample goes to the phase of the load it fell in and to the
// original source and function that ran, through the source maps of a build of the same code. Used by
// `npm run bench:web-timeline -- --profile` (docs/decisions/022, "Web, twenty-fifth round").
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SourceMapConsumer, type RawSourceMap } from 'source-map-js';
import type { CpuProfile, ProfiledLoad } from './unwatched-load.ts';

export type SourceMaps = { lookup(url: string, line: number, column: number): { source: string; name: string } | null; unmatched: string[] };

/**
 * Builds the browser's files again with source maps into a temporary folder. The build names its files by
 * their content and the maps' comment comes last, so each file there is the served file's twin when the
 * sources have not changed since `npm run build` (a file without a twin is listed in `unmatched`).
 */
export function buildSourceMaps(servedDir = 'dist'): SourceMaps {
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'souq-sourcemaps-'));
  const assets = path.join(outDir, 'assets');
  const build = spawnSync('npx', ['vite', 'build', '--sourcemap', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'], { stdio: ['ignore', 'ignore', 'inherit'] });
  // The maps are read into memory and the folder removed: only what the served files need is kept.
  const served = build.status === 0 ? fs.readdirSync(path.join(servedDir, 'assets')).filter((file) => file.endsWith('.js')) : [];
  const rawMaps = new Map(served.filter((file) => fs.existsSync(path.join(assets, `${file}.map`))).map((file) => [file, fs.readFileSync(path.join(assets, `${file}.map`), 'utf8')]));
  fs.rmSync(outDir, { recursive: true, force: true });
  if (build.status !== 0) throw new Error('the build with source maps failed');
  const consumers = new Map<string, SourceMapConsumer>();
  const consumerFor = (file: string) => {
    const raw = rawMaps.get(file);
    if (raw && !consumers.has(file)) consumers.set(file, new SourceMapConsumer(JSON.parse(raw) as RawSourceMap));
    return consumers.get(file) ?? null;
  };
  return {
    unmatched: served.filter((file) => !rawMaps.has(file)),
    lookup(url, line, column) {
      const file = url.split('/').pop() ?? '';
      const consumer = consumerFor(file);
      if (!consumer) return null;
      // A module's own top-level code is one frame at its first position, which maps to no one source.
      if (line === 0 && column === 0) return { source: file, name: '(the module\'s top level)' };
      // The profile counts lines from 0, source maps from 1.
      const original = consumer.originalPositionFor({ line: line + 1, column });
      return original.source ? { source: shortSource(path.resolve(assets, original.source)), name: original.name ?? '' } : null;
    },
  };
}

/** A package's files from its name (`react-dom/cjs/…`), the app's own from the repository's root (`web/main.tsx`). */
const shortSource = (source: string) => path.relative(process.cwd(), source).replace(/^.*node_modules\//, '');

export const PHASES = ['until the entry landed', 'entry landed → render start', 'render start → interactive'] as const;
type Phase = (typeof PHASES)[number];

/** Milliseconds of samples per phase, and per phase and source or function, summed over the loads. */
export type Attribution = { loads: number; byPhase: Map<Phase, number>; bySource: Map<string, number>; byFunction: Map<string, number> };

export function attribute(loads: ProfiledLoad[], maps: SourceMaps): Attribution {
  const result: Attribution = { loads: loads.length, byPhase: new Map(), bySource: new Map(), byFunction: new Map() };
  const add = <K,>(into: Map<K, number>, key: K, ms: number) => into.set(key, (into.get(key) ?? 0) + ms);
  for (const load of loads) {
    const nodes = new Map(load.profile.nodes.map((node) => [node.id, node]));
    // The page's clock (ms since navigation) of a sample, from the profile's clock (µs).
    const pageMs = (profileUs: number) => load.pageNow - (load.profileNow - profileUs) / 1000;
    const phaseAt = (ms: number): Phase | null =>
      ms < 0 || ms > load.interactive ? null : ms < load.entryLanded ? PHASES[0] : ms < load.renderStart ? PHASES[1] : PHASES[2];
    forEachSample(load.profile, (nodeId, atUs, durationUs) => {
      const phase = phaseAt(pageMs(atUs));
      const frame = nodes.get(nodeId)?.callFrame;
      if (!phase || !frame || frame.functionName === '(idle)') return;
      const ms = durationUs / 1000;
      const original = frame.url ? maps.lookup(frame.url, frame.lineNumber, frame.columnNumber) : null;
      const source = original?.source ?? (frame.url ? frame.url.split('/').pop()! : frame.functionName || '(native)');
      add(result.byPhase, phase, ms);
      add(result.bySource, `${phase} | ${source}`, ms);
      if (phase !== PHASES[0]) add(result.byFunction, `${phase} | ${original?.name || frame.functionName || '(anonymous)'} (${source})`, ms);
    });
  }
  return result;
}

/** Each sample's node, time and the time until the next sample (the profile's interval for the last). */
function forEachSample(profile: CpuProfile, visit: (nodeId: number, atUs: number, durationUs: number) => void) {
  let at = profile.startTime;
  for (let i = 0; i < profile.samples.length; i++) {
    at += profile.timeDeltas[i]!;
    visit(profile.samples[i]!, at, profile.timeDeltas[i + 1] ?? profile.timeDeltas[i]!);
  }
}

export function printAttribution({ loads, byPhase, bySource, byFunction }: Attribution, top = 12) {
  const perLoad = (ms: number) => (ms / loads).toFixed(1).padStart(6);
  console.log(`main thread's samples, ms a load (mean of ${loads} profiled loads; idle left out):`);
  for (const phase of PHASES) {
    console.log(`  ${phase}: ${perLoad(byPhase.get(phase) ?? 0)}`);
    const rows = (from: Map<string, number>) => [...from].filter(([key]) => key.startsWith(`${phase} | `)).sort((a, b) => b[1] - a[1]).slice(0, top);
    for (const [key, ms] of rows(bySource)) console.log(`    ${perLoad(ms)}  ${key.slice(phase.length + 3)}`);
    if (phase === PHASES[0]) continue;
    console.log('    functions:');
    for (const [key, ms] of rows(byFunction)) console.log(`      ${perLoad(ms)}  ${key.slice(phase.length + 3)}`);
  }
}
