import fs from 'node:fs';

/** Removes the data folder the run's server used (playwright.config.ts chose it). */
export default function globalTeardown() {
  const dir = process.env.E2E_DATA_DIR;
  if (dir && dir.includes('souq-e2e-')) fs.rmSync(dir, { recursive: true, force: true });
}
