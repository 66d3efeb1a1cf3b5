import { EventEmitter } from 'node:events';
import { pino, symbols, stdTimeFunctions, type DestinationStream, type Logger } from 'pino';

export type { Logger };

/**
 * One JSON object per line on stdout (docs/decisions/018-running-unattended.md): easy to ship and
 * search; `npm run dev` pipes it through pino-pretty. Nothing logs bodies or headers; the redaction is a
 * second guard in case a future call passes an object that holds a secret or a phone number.
 */
export function createLogger(level: Logger['level'] = 'info', destination?: DestinationStream): Logger {
  const options = {
    level,
    timestamp: stdTimeFunctions.isoTime,
    redact: {
      paths: ['password', '*.password', 'cookie', '*.cookie', 'authorization', '*.authorization', 'token', '*.token', 'phone', '*.phone'],
      remove: true,
    },
  };
  return destination ? pino(options, destination) : pino(options);
}

/**
 * Calls `done` once every line logged so far is written, for a process about to exit. Not flush(cb): pino's
 * stdout stream (sonic-boom, minLength 0) calls that back at once even while a write is under way, and the exit
 * then writes the lines queued behind it first, or loses it. Ending the stream waits for that write; stdout
 * itself stays open.
 */
export function afterLastLine(logger: Logger, done: () => void): void {
  const stream = (logger as unknown as Record<symbol, unknown>)[symbols.streamSym];
  if (!(stream instanceof EventEmitter) || !('end' in stream) || typeof stream.end !== 'function') return done();
  stream.once('close', done);
  stream.end();
}

/** For apps built in tests: they assert on answers, not on log lines. */
export const silentLogger = createLogger('silent');
