// PostgreSQL for the workshop tests. CI (.ci/run) starts Debian's cluster and passes its URL in
// OPLAB_TEST_DATABASE_URL; without it, the tests start a throwaway cluster of their own from the
// installed server binaries (initdb into a temp dir, a unix socket only, trust auth) and stop it
// afterwards. No PostgreSQL at all is an error, never a silent skip.
import { execFileSync, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

export const POSTGRES_URL_ENV = 'OPLAB_TEST_DATABASE_URL';

function pgBinDir(): string {
  const base = '/usr/lib/postgresql';
  const versions = existsSync(base)
    ? readdirSync(base)
        .filter((v) => existsSync(join(base, v, 'bin', 'initdb')))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  if (versions.length === 0) {
    throw new Error(
      `PostgreSQL is needed by the workshop tests: set ${POSTGRES_URL_ENV} to a database URL, or install ` +
        "Debian's server (apt-get install -y postgresql) so the tests can start their own cluster.",
    );
  }
  return join(base, versions[0]!, 'bin');
}

export interface Cluster {
  url: string;
  stop(): void;
}

/** initdb + pg_ctl start in a temp dir; as root, the cluster runs as the postgres user. */
export function startCluster(): Cluster {
  const bin = pgBinDir();
  const dir = mkdtempSync(join(tmpdir(), 'oplab-pg-'));
  const asRoot = process.getuid?.() === 0;
  const run = (cmd: string, args: string[]) => {
    const argv = asRoot ? ['-u', 'postgres', '--', join(bin, cmd), ...args] : args;
    const r = spawnSync(asRoot ? 'runuser' : join(bin, cmd), argv, { encoding: 'utf8' });
    if (r.status !== 0) throw new Error(`${cmd} failed: ${r.stderr || r.stdout || r.error?.message}`);
  };
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
    chownSync(dir, uid, gid);
  }
  const data = join(dir, 'data');
  run('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync', '-E', 'UTF8']);
  run('pg_ctl', [
    '-D',
    data,
    '-w',
    '-l',
    join(dir, 'log'),
    '-o',
    `-c listen_addresses='' -k ${dir} -c fsync=off -c max_connections=200`,
    'start',
  ]);
  let stopped = false;
  return {
    url: `postgresql://postgres@/postgres?host=${encodeURIComponent(dir)}`,
    // Idempotent and quiet about a cluster that is already gone: it also runs from an 'exit' handler,
    // where a throw keeps a test runner's worker from exiting (Playwright then waits 5 minutes).
    stop() {
      if (stopped) return;
      stopped = true;
      try {
        if (existsSync(data)) run('pg_ctl', ['-D', data, '-m', 'immediate', 'stop']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}

/** A fresh empty database on the server at `url`, for one test file. */
export async function freshDatabase(url: string, name: string): Promise<string> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    await c.query(`DROP DATABASE IF EXISTS ${name}`);
    await c.query(`CREATE DATABASE ${name}`);
  } finally {
    await c.end();
  }
  // Not `new URL`: a socket URL (postgresql://user@/db?host=/dir) has an empty host, which URL rejects.
  return url.replace(/^(postgres(?:ql)?:\/\/[^/?]*)(?:\/[^?]*)?/, `$1/${name}`);
}

let ours: Cluster | undefined;

/**
 * The server to test against: CI's, or one cluster started here for this test process (stopped
 * when the process exits).
 */
export function postgresServer(): { url: string } {
  const fromEnv = process.env[POSTGRES_URL_ENV];
  if (fromEnv) return { url: fromEnv };
  if (!ours) {
    const c = startCluster();
    ours = c;
    process.once('exit', stopAtExit);
  }
  return { url: ours.url };
}

function stopAtExit(): void {
  try {
    ours?.stop();
  } catch (e) {
    console.error(`stopping the test PostgreSQL cluster: ${(e as Error).message}`);
  }
}

/** Stops the cluster started here, if any (a runner that kills its workers skips 'exit' handlers). */
export function stopOurCluster(): void {
  process.off('exit', stopAtExit);
  const c = ours;
  ours = undefined;
  c?.stop();
}
