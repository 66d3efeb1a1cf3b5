import { pino, stdTimeFunctions, type DestinationStream, type Logger } from 'pino';

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

/** For apps built in tests: they assert on answers, not on log lines. */
export const silentLogger = createLogger('silent');
