import { once } from 'node:events';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pino } from 'pino';
import { afterEach, expect, it } from 'vitest';
import { afterLastLine, createLogger } from './logger.ts';

let dir: string;
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

it('calls back only once every line logged before is written, in order', async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'souq-log-'));
  const file = path.join(dir, 'out.log');
  // Asynchronous writes with no minimum length, like pino's own stdout stream.
  const destination = pino.destination({ dest: file, sync: false });
  await once(destination, 'ready');
  const logger = createLogger('info', destination);
  for (const step of ['shutting down', 'readers stopped', 'stopped']) logger.info(step);

  const written = await new Promise<string>((resolve) => afterLastLine(logger, () => resolve(fs.readFileSync(file, 'utf8'))));
  expect(written.trim().split('\n').map((line) => JSON.parse(line).msg)).toEqual(['shutting down', 'readers stopped', 'stopped']);
});
