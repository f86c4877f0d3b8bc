// `oplab daemon start [--idle DURATION] | stop | status`: a resident server for `grade` and `run`
// (src/cli/daemon/supervisor.ts). While it runs, those commands go to it (packages/cli/resident.js)
// and take a tenth of a cold process's time; it stops by itself after an idle time (30 minutes unless
// --idle says), when the build's sources change, or on `oplab daemon stop`.
// `__serve` and `__engine KIND` are the server's and its engines' own entries.
import { spawn } from 'node:child_process';
import { closeSync, mkdirSync, openSync, readdirSync } from 'node:fs';
import { connect } from 'node:net';
import { join } from 'node:path';
import type { CommandIO, CommandModule, SnapshotKind } from './commands.ts';
import { binModule } from './daemon/bin-module.ts';
import type { Frame, Status } from './daemon/protocol.ts';
import { parseDuration } from './limits.ts';
import { BUNDLE_DIR, BUNDLED, REPO_ROOT } from './prebuilt.ts';

const USAGE = 'usage: oplab daemon start [--idle DURATION] | stop | status\n';
const DEFAULT_IDLE_MS = 30 * 60_000;
/** How long `start` waits for the server to listen. */
const START_WAIT_MS = 30_000;

interface Resident {
  buildKey(cacheDir: string): string | undefined;
  daemonDir(cacheDir: string): string;
  socketPath(cacheDir: string): string | undefined;
}

/** The bin's own rule for where this build's socket is (one definition for client and server). */
const resident = () => binModule<Resident>('resident.js');

const BIN = join(REPO_ROOT, 'packages', 'cli', 'oplab.js');

/** One request to the server at `socket`: its reply frames, or undefined when none listens. */
function ask(socket: string, op: 'status' | 'stop'): Promise<Frame[] | undefined> {
  return new Promise((done) => {
    const s = connect(socket);
    let text = '';
    s.setEncoding('utf8');
    s.on('connect', () => s.write(`${JSON.stringify({ v: 1, op })}\n`));
    s.on('data', (d: string) => {
      text += d;
    });
    s.on('error', () => done(undefined));
    s.on('close', () =>
      done(
        text
          .split('\n')
          .filter((l) => l !== '')
          .map((l) => JSON.parse(l) as Frame),
      ),
    );
  });
}

async function statusOf(socket: string): Promise<Status | undefined> {
  const frames = await ask(socket, 'status');
  const f = frames?.find((x) => x.t === 'status');
  return f?.t === 'status' ? f.status : undefined;
}

/** An idle time as a person writes it: `30 min`, `2 h`, `45 s`. */
function idleText(ms: number): string {
  if (ms < 60_000) return `${Math.round(ms / 1000)} s`;
  if (ms < 3_600_000 || ms % 3_600_000 !== 0) return `${Math.round(ms / 60_000)} min`;
  return `${ms / 3_600_000} h`;
}

function statusLine(s: Status): string {
  const engines =
    s.engines.length === 0
      ? 'no engine yet'
      : s.engines
          .map(
            (e) =>
              `${e.kind} engine pid ${e.pid}, ${e.served} served${e.rssMiB === undefined ? '' : `, ${e.rssMiB} MiB`}`,
          )
          .join('; ');
  return `oplab daemon: running, pid ${s.pid}, since ${s.startedAt}; ${s.served} command(s) served; ${engines}; stops after ${idleText(s.idleStopMs)} idle\n`;
}

/** Stops the servers listening in `socket`'s directory other than it: their number. */
async function stopOthers(socket: string): Promise<number> {
  const dir = join(socket, '..');
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return 0;
  }
  let stopped = 0;
  for (const name of names) {
    const other = join(dir, name);
    if (!name.endsWith('.sock') || other === socket) continue;
    if ((await ask(other, 'stop')) !== undefined) stopped++;
  }
  return stopped;
}

async function start(args: string[], io: CommandIO, socket: string, key: string): Promise<number> {
  let idleMs = DEFAULT_IDLE_MS;
  for (let i = 0; i < args.length; i++) {
    const a = args[i];
    const v = a === '--idle' ? args[++i] : a.startsWith('--idle=') ? a.slice('--idle='.length) : undefined;
    if (v === undefined) {
      io.stderr.write(`oplab daemon: unknown argument ${a}\n${USAGE}`);
      return 2;
    }
    const ms = parseDuration(v);
    if (ms === undefined || ms <= 0) {
      io.stderr.write(`oplab daemon: invalid --idle ${v}: want a duration such as 30m or 2h\n`);
      return 2;
    }
    idleMs = ms;
  }
  await stopOthers(socket);
  const running = await statusOf(socket);
  if (running !== undefined) {
    io.stdout.write(`oplab daemon: already running (pid ${running.pid})\n`);
    return 0;
  }
  const dir = join(socket, '..');
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const log = join(dir, `${key}.log`);
  const fd = openSync(log, 'a', 0o600);
  const child = spawn(process.execPath, [BIN, 'daemon', '__serve', String(idleMs)], {
    cwd: REPO_ROOT,
    detached: true,
    stdio: ['ignore', fd, fd],
  });
  closeSync(fd);
  let exited: number | null | undefined;
  child.on('exit', (code) => {
    exited = code;
  });
  child.unref();
  for (const t0 = Date.now(); Date.now() - t0 < START_WAIT_MS; ) {
    const s = await statusOf(socket);
    if (s !== undefined) {
      io.stdout.write(
        `oplab daemon: started (pid ${s.pid}); \`oplab grade\` and \`oplab run\` now go to it until it is idle for ${idleText(idleMs)} or \`oplab daemon stop\`\n`,
      );
      return 0;
    }
    if (exited !== undefined) break;
    await new Promise((r) => setTimeout(r, 50));
  }
  io.stderr.write(`oplab daemon: the server did not start; see ${log}\n`);
  return 1;
}

const daemon: CommandModule = {
  async run(args, io) {
    const [sub, ...rest] = args;
    if (sub === '-h' || sub === '--help' || sub === 'help') {
      io.stdout.write(USAGE);
      return 0;
    }
    if (sub === '__engine') {
      const { serveEngine } = await import('./daemon/engine.ts');
      await serveEngine(rest[0] as SnapshotKind);
      return new Promise<number>(() => {});
    }
    if (!BUNDLED) {
      io.stderr.write('oplab daemon: needs the prebuilt CLI of unchanged sources (run `npm install`)\n');
      return 2;
    }
    const r = resident();
    const key = r.buildKey(BUNDLE_DIR);
    const socket = r.socketPath(BUNDLE_DIR);
    if (key === undefined || socket === undefined) {
      io.stderr.write('oplab daemon: no prebuilt CLI (run `npm install`)\n');
      return 2;
    }
    switch (sub) {
      case '__serve': {
        const { serve } = await import('./daemon/supervisor.ts');
        await serve({ socket, key, bin: BIN, idleStopMs: Number(rest[0]) || DEFAULT_IDLE_MS });
        return new Promise<number>(() => {});
      }
      case 'start':
        return start(rest, io, socket, key);
      case 'stop': {
        const frames = await ask(socket, 'stop');
        // Servers of earlier builds of this checkout too (they serve nothing now, and would hold their
        // memory until their idle time ends).
        const older = await stopOthers(socket);
        io.stdout.write(
          frames === undefined && older === 0
            ? 'oplab daemon: not running\n'
            : `oplab daemon: stopped${older === 0 ? '' : ` (and ${older} server(s) of earlier builds)`}\n`,
        );
        return 0;
      }
      case 'status': {
        const s = await statusOf(socket);
        io.stdout.write(s === undefined ? 'oplab daemon: not running\n' : statusLine(s));
        return s === undefined ? 1 : 0;
      }
      default:
        io.stderr.write(sub === undefined ? USAGE : `oplab daemon: unknown subcommand ${sub}\n${USAGE}`);
        return 2;
    }
  },
};

export default daemon;
