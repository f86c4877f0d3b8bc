// A resident server (`oplab daemon start`): listens on a Unix socket of this build
// (packages/cli/resident.js socketPath), takes `grade` and `run` command lines from the bin and runs
// them in engine processes it keeps warm (engine.ts), streaming their output back. The server itself
// runs no Go: it stays responsive while an engine is busy, so a client that goes away (Ctrl-C, a
// closed pipe) has its run stopped by killing that engine, and an engine that dies or grows too large
// is replaced. Requests run one at a time, in order. It stops after an idle time, on `oplab daemon
// stop`, on SIGTERM/SIGINT, and when the build's sources change (it then serves nothing stale: the
// client runs the command itself).
import { type ChildProcess, fork } from 'node:child_process';
import { chmodSync, mkdirSync, rmSync } from 'node:fs';
import { connect, createServer, type Socket } from 'node:net';
import { join } from 'node:path';
import { findCommand, type SnapshotKind } from '../commands.ts';
import { BUNDLE_DIR, REPO_ROOT } from '../prebuilt.ts';
import { binModule } from './bin-module.ts';
import {
  type ControlRequest,
  type Frame,
  type FromEngine,
  frameLine,
  MAX_REQUEST_BYTES,
  parseRequest,
  RESIDENT_COMMANDS,
  type RunRequest,
  type Status,
} from './protocol.ts';

/** An engine is replaced after this many requests or past this size (its heap only grows slowly). */
const ENGINE_MAX_REQUESTS = 500;
const ENGINE_MAX_RSS = 1.5 * 2 ** 30;
/** Past this many waiting commands, a client runs its command itself rather than wait. */
const MAX_QUEUE = 32;

export interface ServerOptions {
  socket: string;
  key: string;
  idleStopMs: number;
  /** The `oplab` bin the engines are started with. */
  bin: string;
}

interface Engine {
  kind: SnapshotKind;
  child: ChildProcess;
  ready: Promise<boolean>;
  served: number;
  rss?: number;
}

interface Job {
  request: RunRequest;
  socket: Socket;
  kind: SnapshotKind;
  /** Something was written to the client: it can no longer run the command itself. */
  started: boolean;
  gone: boolean;
  /** The engine running it, once sent. */
  engine?: Engine;
}

/**
 * Whether every source the bundle was built from still has its recorded time (all of cli.json's
 * inputs, by the bin's own check: packages/cli/fresh.js; the bin checked only its command's). A server
 * of a changed build serves nothing.
 */
export function buildFresh(dir = BUNDLE_DIR, root = REPO_ROOT): boolean {
  return (
    binModule<{ freshCli(d: string, r: string): string | undefined }>('fresh.js').freshCli(dir, root) !==
    undefined
  );
}

/** Whether a server already listens at `socket` (a connection is accepted). */
export function listening(socket: string): Promise<boolean> {
  return new Promise((done) => {
    const s = connect(socket);
    s.on('connect', () => {
      s.destroy();
      done(true);
    });
    s.on('error', () => done(false));
  });
}

export async function serve(opts: ServerOptions): Promise<void> {
  const dir = join(opts.socket, '..');
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  if (await listening(opts.socket)) {
    process.stderr.write(`oplab daemon: a server already listens at ${opts.socket}\n`);
    return;
  }
  // A socket file left by a server that was killed.
  rmSync(opts.socket, { force: true });

  const startedAt = new Date().toISOString();
  const engines = new Map<SnapshotKind, Engine>();
  const queue: Job[] = [];
  let active: Job | undefined;
  let served = 0;
  let idleTimer: NodeJS.Timeout | undefined;
  let stopping = false;

  const write = (socket: Socket, frame: Frame) => {
    if (!socket.destroyed) socket.write(frameLine(frame));
  };

  const startEngine = (kind: SnapshotKind): Engine => {
    const child = fork(opts.bin, ['daemon', '__engine', kind], {
      cwd: REPO_ROOT,
      serialization: 'advanced',
      stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
    });
    let readyNow: (ok: boolean) => void = () => {};
    const engine: Engine = { kind, child, served: 0, ready: new Promise((r) => (readyNow = r)) };
    child.on('message', (m: FromEngine) => {
      if (m.t === 'ready') readyNow(true);
      else onEngineMessage(engine, m);
    });
    child.on('exit', () => {
      readyNow(false);
      if (engines.get(kind) === engine) engines.delete(kind);
      if (active !== undefined && active.engine === engine) {
        const job = active;
        active = undefined;
        if (!job.gone) {
          if (job.started) {
            write(job.socket, {
              t: 'err',
              d: Buffer.from('oplab: the resident engine stopped\n').toString('base64'),
            });
            write(job.socket, { t: 'exit', code: 3 });
          } else write(job.socket, { t: 'cold', why: 'the engine stopped' });
          job.socket.end();
        }
        next();
      }
    });
    engines.set(kind, engine);
    return engine;
  };

  const engineFor = (kind: SnapshotKind): Engine => engines.get(kind) ?? startEngine(kind);

  const retire = (engine: Engine) => {
    if (engines.get(engine.kind) === engine) engines.delete(engine.kind);
    engine.child.kill('SIGKILL');
  };

  const onEngineMessage = (engine: Engine, m: FromEngine) => {
    const job = active;
    // A retired engine's last messages may still come in: they belong to no job now.
    if (m.t === 'ready' || job === undefined || job.engine !== engine) return;
    if (m.t === 'exit') {
      engine.served++;
      engine.rss = m.rss;
      served++;
      active = undefined;
      if (!job.gone) {
        write(job.socket, { t: 'exit', code: m.code });
        job.socket.end();
      }
      if (engine.served >= ENGINE_MAX_REQUESTS || m.rss > ENGINE_MAX_RSS) retire(engine);
      next();
      return;
    }
    if (job.gone) return;
    job.started = true;
    const d =
      typeof m.d === 'string' ? Buffer.from(m.d) : Buffer.from(m.d.buffer, m.d.byteOffset, m.d.byteLength);
    write(job.socket, { t: m.t, d: d.toString('base64') });
  };

  const next = () => {
    if (active !== undefined) return;
    const job = queue.shift();
    if (job === undefined) {
      armIdle();
      return;
    }
    if (idleTimer !== undefined) clearTimeout(idleTimer);
    if (!buildFresh()) {
      // Sources changed since this server started: it would run old code.
      write(job.socket, { t: 'cold', why: 'the build changed' });
      job.socket.end();
      for (const j of queue.splice(0)) {
        write(j.socket, { t: 'cold', why: 'the build changed' });
        j.socket.end();
      }
      stop();
      return;
    }
    active = job;
    const engine = engineFor(job.kind);
    job.engine = engine;
    void engine.ready.then((ok) => {
      if (active !== job) return;
      if (!ok || job.gone) {
        if (!ok && !job.gone) {
          write(job.socket, { t: 'cold', why: 'the engine did not start' });
          job.socket.end();
        }
        active = undefined;
        next();
        return;
      }
      const { argv, cwd, env, isTTY } = job.request;
      engine.child.send({ id: served, argv, cwd, env, isTTY });
    });
  };

  const armIdle = () => {
    if (idleTimer !== undefined) clearTimeout(idleTimer);
    idleTimer = setTimeout(stop, opts.idleStopMs);
    idleTimer.unref?.();
  };

  const status = (): Status => ({
    pid: process.pid,
    key: opts.key,
    startedAt,
    served,
    queued: queue.length + (active === undefined ? 0 : 1),
    idleStopMs: opts.idleStopMs,
    engines: [...engines.values()].map((e) => ({
      kind: e.kind,
      pid: e.child.pid ?? 0,
      served: e.served,
      ...(e.rss === undefined ? {} : { rssMiB: Math.round(e.rss / 2 ** 20) }),
    })),
  });

  const control = (socket: Socket, req: ControlRequest) => {
    if (req.op === 'status') {
      write(socket, { t: 'status', status: status() });
      socket.end();
    } else {
      write(socket, { t: 'stopping' });
      socket.end();
      stop();
    }
  };

  const accept = (socket: Socket, req: RunRequest) => {
    const [first, ...rest] = req.argv;
    const cmd = (RESIDENT_COMMANDS as readonly string[]).includes(first) ? findCommand(first) : undefined;
    if (cmd === undefined || stopping || queue.length >= MAX_QUEUE) {
      const why = stopping
        ? 'the server is stopping'
        : cmd === undefined
          ? `it does not run ${first}`
          : `${MAX_QUEUE} commands are waiting`;
      write(socket, { t: 'cold', why });
      socket.end();
      return;
    }
    const job: Job = {
      request: req,
      socket,
      kind: cmd.snapshotKind?.(rest) ?? 'kube',
      started: false,
      gone: false,
    };
    socket.on('close', () => {
      if (job.gone) return;
      job.gone = true;
      const at = queue.indexOf(job);
      if (at >= 0) queue.splice(at, 1);
      // The client went away mid-run (Ctrl-C, a closed pipe): stop its run with its engine.
      else if (active === job && job.engine !== undefined) retire(job.engine);
    });
    queue.push(job);
    next();
  };

  const server = createServer((socket) => {
    let buffered = '';
    socket.setEncoding('utf8');
    socket.on('error', () => {});
    const onData = (text: string) => {
      buffered += text;
      const nl = buffered.indexOf('\n');
      if (nl < 0) {
        if (buffered.length > MAX_REQUEST_BYTES) {
          socket.removeListener('data', onData);
          write(socket, { t: 'refused', why: `a request is at most ${MAX_REQUEST_BYTES} bytes` });
          socket.end();
        }
        return;
      }
      socket.removeListener('data', onData);
      const req = parseRequest(buffered.slice(0, nl));
      if ('error' in req) {
        write(socket, { t: 'refused', why: req.error });
        socket.end();
      } else if ('op' in req) control(socket, req);
      else accept(socket, req);
    };
    socket.on('data', onData);
  });

  const stop = () => {
    if (stopping) return;
    stopping = true;
    for (const j of queue.splice(0)) {
      write(j.socket, { t: 'cold', why: 'the server is stopping' });
      j.socket.end();
    }
    for (const e of engines.values()) e.child.kill('SIGKILL');
    server.close();
    rmSync(opts.socket, { force: true });
    // Give the last replies a moment to leave, then go.
    setTimeout(() => process.exit(0), 50).unref();
  };

  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
  await new Promise<void>((done, fail) => {
    server.once('error', fail);
    server.listen(opts.socket, () => done());
  });
  chmodSync(opts.socket, 0o600);
  // The engine most requests need, warmed now rather than at the first request.
  engineFor('kube');
  armIdle();
  process.stdout.write(`oplab daemon: pid ${process.pid} listening at ${opts.socket}\n`);
}
