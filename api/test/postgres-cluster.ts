// A throwaway PostgreSQL cluster for the test run (docs/decisions/028-one-code-two-databases.md):
// initdb into a temporary folder, started on a free port with its socket in that folder, stopped and
// deleted at the end. No outside service. initdb and postgres refuse to run as root (CI runs as root),
// so as root they run as the `postgres` user on a folder that user owns.
import { execFile, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** Debian's server binaries, newest version first (15 on our machines). */
export function postgresBinDir(): string | null {
  const root = '/usr/lib/postgresql';
  if (!fs.existsSync(root)) return null;
  const versions = fs.readdirSync(root).filter((v) => fs.existsSync(path.join(root, v, 'bin', 'initdb')));
  versions.sort((a, b) => Number(b) - Number(a));
  return versions[0] ? path.join(root, versions[0], 'bin') : null;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export type PostgresCluster = {
  /** postgres://… of the cluster's `postgres` database, as the superuser `souq`. */
  url: string;
  stop(): Promise<void>;
};

export async function startPostgresCluster(): Promise<PostgresCluster> {
  const bin = postgresBinDir();
  if (!bin) throw new Error('PostgreSQL is not installed: apt-get install -y postgresql (.ci/run does this)');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'souq-pg-'));
  const asRoot = process.getuid?.() === 0;
  const as = async (command: string, args: string[]) => {
    const [file, argv] = asRoot ? ['runuser', ['-u', 'postgres', '--', path.join(bin, command), ...args]] : [path.join(bin, command), args];
    return run(file, argv, { cwd: dir });
  };
  if (asRoot) await run('chown', ['postgres:postgres', dir]);
  const data = path.join(dir, 'data');
  await as('initdb', ['-D', data, '-U', 'souq', '--auth=trust', '--encoding=UTF8', '--locale=C.UTF-8', '--no-sync']);
  const port = await freePort();
  // Durability is worthless for a cluster deleted at the end of the run: skip the disk flushes.
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off`;
  await as('pg_ctl', ['-D', data, '-o', options, '-l', path.join(dir, 'server.log'), '-w', '-t', '60', 'start']);
  // A run that ends without its teardown (an interrupted Vitest) still stops the server and deletes it.
  const stopNow = () => {
    const [file, argv] = asRoot ? ['runuser', ['-u', 'postgres', '--', path.join(bin, 'pg_ctl'), '-D', data, '-m', 'immediate', 'stop']] : [path.join(bin, 'pg_ctl'), ['-D', data, '-m', 'immediate', 'stop']];
    spawnSync(file, argv, { stdio: 'ignore' });
    fs.rmSync(dir, { recursive: true, force: true });
  };
  process.once('exit', stopNow);
  return {
    url: `postgres://souq@127.0.0.1:${port}/postgres`,
    async stop() {
      process.off('exit', stopNow);
      await as('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']).catch(() => undefined);
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
