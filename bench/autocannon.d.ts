// The part of autocannon's API the API benchmark uses (the package ships no types; this avoids a
// dev dependency on @types/autocannon for one script).
declare module 'autocannon' {
  type Histogram = { average: number; mean: number; p50: number; p90: number; p99: number; max: number };
  export type Result = { requests: Histogram & { total: number }; latency: Histogram; errors: number; timeouts: number; non2xx: number };
  /** `setupRequest` rewrites each request before it is sent (e.g. a new path every time); `onResponse` sees each answer. */
  type Request = {
    method?: string;
    setupRequest?: (request: { path: string }) => { path: string };
    onResponse?: (status: number, body: string, context: unknown, headers: Record<string, string>) => void;
  };
  export type Options = { url: string; connections?: number; duration?: number; headers?: Record<string, string>; requests?: Request[] };
  export default function autocannon(options: Options): Promise<Result>;
}
