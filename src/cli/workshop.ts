// `oplab workshop serve`: the built site and the workshop API on one origin, for a live class.
// Storage: SQLite in one file by default; PostgreSQL when --database-url or DATABASE_URL names one
// (several servers can then share it behind a load balancer).
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import type { StoreConfig } from '../workshop/server.ts';
import type { CommandIO, CommandModule } from './commands.ts';
import { REPO_ROOT } from './prebuilt.ts';

const USAGE = `usage: oplab workshop serve [--port P] [--host H] [--db FILE | --database-url URL] [--site DIR]

  --port P            port to listen on (default 4330)
  --host H            address to listen on (default 127.0.0.1; 0.0.0.0 lets the class's machines in)
  --db FILE           SQLite database file, created on first start (default oplab-workshop.db)
  --database-url URL  PostgreSQL instead (also DATABASE_URL), e.g. postgresql://user@host/db
  --site DIR          the built site to serve (default: dist/ of Operator Lab, from npm run build)
`;

export interface ServeConfig {
  port: number;
  host: string;
  store: StoreConfig;
  site?: string;
}

export function parseServe(args: string[], env: NodeJS.ProcessEnv): ServeConfig | string {
  let values: Record<string, string | boolean | undefined>;
  try {
    ({ values } = parseArgs({
      args,
      options: {
        port: { type: 'string' },
        host: { type: 'string' },
        db: { type: 'string' },
        'database-url': { type: 'string' },
        site: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
      strict: true,
      allowPositionals: false,
    }));
  } catch (err) {
    return (err as Error).message;
  }
  const port = Number(values.port ?? 4330);
  if (!Number.isInteger(port) || port < 0 || port > 65535) return `invalid --port ${values.port}`;
  const url = (values['database-url'] as string | undefined) ?? env.DATABASE_URL;
  if (values.db !== undefined && values['database-url'] !== undefined) {
    return '--db and --database-url name two databases; give one';
  }
  const store: StoreConfig =
    url && values.db === undefined
      ? { kind: 'postgres', url }
      : { kind: 'sqlite', file: (values.db as string | undefined) ?? 'oplab-workshop.db' };
  const site = (values.site as string | undefined) ?? join(REPO_ROOT, 'dist');
  return { port, host: (values.host as string | undefined) ?? '127.0.0.1', store, site };
}

async function serve(args: string[], io: CommandIO): Promise<number> {
  if (args.includes('-h') || args.includes('--help')) {
    io.stdout.write(USAGE);
    return 0;
  }
  const config = parseServe(args, process.env);
  if (typeof config === 'string') {
    io.stderr.write(`oplab workshop serve: ${config}\n${USAGE}`);
    return 2;
  }
  const hasSite = config.site !== undefined && existsSync(join(config.site, 'index.html'));
  if (!hasSite) {
    io.stderr.write(
      `oplab workshop serve: no built site in ${config.site} (run npm run build); serving the API only\n`,
    );
  }
  // node:sqlite is stable in use but still flagged experimental in Node 22: keep that note off the
  // instructor's terminal (other warnings still show).
  const emit = process.emitWarning.bind(process);
  process.emitWarning = ((w: string | Error, ...rest: unknown[]) => {
    if (/SQLite is an experimental feature/.test(String(w))) return;
    (emit as (...a: unknown[]) => void)(w, ...rest);
  }) as typeof process.emitWarning;
  const { createWorkshopServer, openStore } = await import('../workshop/server.ts');
  let store: Awaited<ReturnType<typeof openStore>>;
  try {
    store = await openStore(config.store);
  } catch (err) {
    const where = config.store.kind === 'sqlite' ? config.store.file : 'the PostgreSQL database';
    io.stderr.write(`oplab workshop serve: cannot open ${where}: ${(err as Error).message}\n`);
    return 1;
  }
  const ws = createWorkshopServer({ store, distDir: hasSite ? config.site : undefined });
  let port: number;
  try {
    port = await ws.listen(config.port, config.host);
  } catch (err) {
    io.stderr.write(
      `oplab workshop serve: cannot listen on ${config.host}:${config.port}: ${(err as Error).message}\n`,
    );
    await store.close();
    return 1;
  }
  const shown = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  const db = config.store.kind === 'sqlite' ? `SQLite ${config.store.file}` : 'PostgreSQL';
  io.stdout.write(
    `Workshop server on http://${shown}:${port}/ (${db})\n` +
      `  create a workshop: http://${shown}:${port}/en/workshop/new/\n` +
      `  learners join at:  http://${shown}:${port}/en/workshop/join/\n`,
  );
  await new Promise<void>((done) => {
    const stop = () => {
      process.off('SIGINT', stop);
      process.off('SIGTERM', stop);
      void ws.close().then(done, done);
    };
    process.on('SIGINT', stop);
    process.on('SIGTERM', stop);
  });
  return 0;
}

async function run(args: string[], io: CommandIO): Promise<number> {
  const [sub, ...rest] = args;
  if (sub === 'serve') return serve(rest, io);
  if (sub === undefined || sub === '-h' || sub === '--help') {
    io.stdout.write(USAGE);
    return sub === undefined ? 2 : 0;
  }
  io.stderr.write(`oplab workshop: unknown subcommand "${sub}"\n${USAGE}`);
  return 2;
}

const command: CommandModule = { run };
export default command;
