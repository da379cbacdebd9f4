// A PostgreSQL cluster of a test's own, which the test may stop and start (an outage), as
// .ci/postgres.sh makes CI's: Debian's server binaries (the newest /usr/lib/postgresql/<n>/bin),
// initdb in a temporary folder owned by `postgres` when run as root, trust auth on 127.0.0.1 only,
// the unix socket in that folder. CI installs postgresql (.ci/run): a missing binary fails the test,
// saying what to install.
import { execFile } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
const asRoot = process.getuid?.() === 0;

/** The folder of the newest PostgreSQL server binaries (pg_throwaway_bin of .ci/postgres.sh), else null. */
export function postgresBin(): string | null {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return null;
  const versions = readdirSync(root)
    .filter((v) => existsSync(path.join(root, v, 'bin', 'initdb')))
    .sort((a, b) => Number.parseFloat(a) - Number.parseFloat(b));
  const newest = versions.at(-1);
  return newest ? path.join(root, newest, 'bin') : null;
}

/** A free TCP port on 127.0.0.1 (the OS's choice). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

export type PgCluster = {
  port: number;
  /** postgres://postgres@127.0.0.1:<port>/<database> */
  url: (database: string) => string;
  start: () => Promise<void>;
  /** `pg_ctl stop -m fast`: every connection is ended at once. */
  stop: () => Promise<void>;
  createDatabase: (name: string) => Promise<void>;
  /** Stops the cluster and removes its folder. */
  remove: () => Promise<void>;
};

/** initdb of a new cluster on `port` (default: a free one); not started. */
export async function initCluster(port?: number): Promise<PgCluster> {
  const bin = postgresBin();
  if (!bin) throw new Error('PostgreSQL server binaries not found (apt-get install postgresql): the outage tests need them, as CI has them (.ci/run)');
  const dir = mkdtempSync(path.join(tmpdir(), 'pg-outage-'));
  if (asRoot) {
    chmodSync(dir, 0o755);
    const { stdout } = await run('id', ['-u', 'postgres']);
    const uid = Number(stdout.trim());
    const gid = Number((await run('id', ['-g', 'postgres'])).stdout.trim());
    chownSync(dir, uid, gid);
  }
  const asOwner = (file: string, args: string[]) => (asRoot ? run('runuser', ['-u', 'postgres', '--', path.join(bin, file), ...args]) : run(path.join(bin, file), args));
  await asOwner('initdb', ['-D', path.join(dir, 'data'), '-U', 'postgres', '--auth=trust', '--encoding=UTF8', '--locale=C.UTF-8']);
  const chosen = port ?? (await freePort());
  const data = path.join(dir, 'data');
  const cluster: PgCluster = {
    port: chosen,
    url: (database) => `postgres://postgres@127.0.0.1:${chosen}/${database}`,
    start: async () => {
      await asOwner('pg_ctl', ['-D', data, '-l', path.join(dir, 'server.log'), '-w', '-t', '60', '-o', `-p ${chosen} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`, 'start']);
    },
    stop: async () => {
      await asOwner('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
    },
    createDatabase: async (name) => {
      await run(path.join(bin, 'createdb'), ['-h', '127.0.0.1', '-p', String(chosen), '-U', 'postgres', name]);
    },
    remove: async () => {
      await asOwner('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']).catch(() => undefined);
      rmSync(dir, { recursive: true, force: true });
    },
  };
  return cluster;
}
