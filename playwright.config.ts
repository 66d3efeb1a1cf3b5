import { defineConfig } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { e2eAdmin } from './e2e/support/accounts.ts';

// End-to-end journeys (e2e/*.e2e.ts) in Debian's Chromium against the real server, started here on
// a free port with a fresh data folder and the demo data. `npm run test:e2e` builds the app first.
// The config is read by the runner and again by each worker: the port and folder are chosen once
// and handed down through the environment.

function freePort(): string {
  // A synchronous way to ask the OS for a free port: a tiny node process listens on port 0.
  const script = "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close()})";
  return execFileSync(process.execPath, ['-e', script], { encoding: 'utf8' });
}

process.env.E2E_PORT ||= freePort();
process.env.E2E_DATA_DIR ||= fs.mkdtempSync(path.join(os.tmpdir(), 'souq-e2e-'));
const port = process.env.E2E_PORT;
const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.e2e.ts',
  workers: 2,
  // No retries: a journey that fails once is a failure to look at, never something to hide.
  retries: 0,
  reporter: 'list',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  globalTeardown: './e2e/support/global-teardown.ts',
  // Traces and screenshots of failures; per run, so runs started side by side never clear each other's.
  outputDir: path.join('test-results', `e2e-${port}`),
  use: {
    baseURL,
    browserName: 'chromium',
    viewport: { width: 1280, height: 800 },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      args: [
        '--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
        '--disable-background-networking', '--disable-component-update', '--disable-sync',
      ],
    },
  },
  webServer: {
    // The production server, compiled by `npm run build` (which `npm run test:e2e` runs first).
    command: 'node --enable-source-maps dist-api/server.js',
    // The server listens only after migrations and the demo data are in place.
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: port,
      HOST: '127.0.0.1',
      DATA_DIR: process.env.E2E_DATA_DIR,
      DEMO_DATA: '1',
      ADMIN_EMAIL: e2eAdmin.email,
      ADMIN_PASSWORD: e2eAdmin.password,
      // The offline analyser: journeys never reach an outside model.
      OPENAI_API_KEY: '',
    },
  },
});
