#!/usr/bin/env node
// The `oplab` command. Kept tiny so `oplab --help` starts fast: each subcommand's module is
// imported only when that subcommand runs.
import './text-imports.ts';
import { type CommandIO, commands, findCommand, type Writable } from './commands.ts';
import { fdWriter } from './fd-writer.ts';
import { VERSION } from './version.ts';

const USAGE_COLUMN = 60;

function usage(): string {
  // As `go help` does, a usage too long for the column puts its summary on the next line.
  const width = Math.max(...commands.map((c) => c.usage.length).filter((n) => n <= USAGE_COLUMN));
  const lines = commands.map((c) =>
    c.usage.length > width
      ? `  ${c.usage}\n  ${' '.repeat(width)}  ${c.summary}`
      : `  ${c.usage.padEnd(width)}  ${c.summary}`,
  );
  return [
    'oplab: Operator Lab — run Go reconcilers against a simulated Kubernetes cluster.',
    '',
    'Usage:',
    '  oplab <command> [arguments]',
    '',
    'Commands:',
    ...lines,
    '',
    'Options:',
    '  -h, --help     show this help (or `oplab <command> --help`)',
    '  -v, --version  print the version',
    '',
  ].join('\n');
}

/** The subcommand running, for what a closed pipe means (below). */
let running: string | undefined;
/** The subcommand has nothing left to do once its run resolved (Command.endsWithRun). */
let endsWithRun = false;
/** Node's stdio streams the subcommand wrote through: a write may still be queued in one (endAtOnce). */
const written = new Set<NodeJS.WriteStream>();
/** A write through one of them failed (endAtOnce). */
let writeFailed = false;

/** Writes through Node's stream `get()` (made by Node on first use), noting that it was used. */
function through(get: () => NodeJS.WriteStream): Writable {
  return {
    write(chunk) {
      const stream = get();
      written.add(stream);
      const ok = stream.write(chunk);
      // A write that failed at once (a closed pipe) says so here; Node reports it two ticks later.
      if (stream.errored !== null) writeFailed = true;
      return ok;
    },
  };
}

async function main(argv: string[]): Promise<number> {
  const [first, ...rest] = argv;
  running = first;
  if (first !== 'go') process.stdout.on('error', onStdoutError);
  if (first === undefined || first === '-h' || first === '--help' || first === 'help') {
    process.stdout.write(usage());
    return first === undefined ? 2 : 0;
  }
  if (first === '-v' || first === '--version' || first === 'version') {
    process.stdout.write(`oplab ${VERSION}\n`);
    return 0;
  }
  if (first.startsWith('-')) {
    process.stderr.write(`oplab: unknown option ${first}\nRun 'oplab --help' for usage.\n`);
    return 2;
  }
  const cmd = findCommand(first);
  if (!cmd) {
    process.stderr.write(`oplab: unknown command "${first}"\nRun 'oplab --help' for usage.\n`);
    return 2;
  }
  endsWithRun = cmd.endsWithRun === true;
  const mod = await cmd.load();
  const snapshot = cmd.buildsGo ? await import('./go-snapshot.ts') : undefined;
  const kind = cmd.snapshotKind?.(rest) ?? 'kube';
  // `go run` chooses its snapshot by what the program imports, once it has read it (go.ts).
  const file = kind === 'go' ? undefined : snapshot?.snapshotFile(kind);
  snapshot?.loadGoSnapshot(file);
  const code = await mod.run(
    rest,
    first === 'go'
      ? goIO()
      : {
          stdout: through(() => process.stdout),
          stderr: through(() => process.stderr),
          isTTY: Boolean(process.stdout.isTTY),
        },
  );
  snapshot?.saveGoSnapshot(file);
  return code;
}

/**
 * `go`'s output: stdout by write(2) (fd-writer.ts: process.stdout's stream modules cost every start
 * 5–10 ms); stderr, which a run seldom writes, is made by Node only when first written to.
 */
function goIO(): CommandIO {
  return {
    stdout: fdWriter(1, brokenPipe),
    stderr: through(() => process.stderr),
    get isTTY() {
      return Boolean(process.stdout.isTTY);
    },
  };
}

// The reader of our output went away (`oplab go run prog.go | head -1`). Node would fail on the
// unhandled EPIPE with a JavaScript stack. Under `go run` the program dies of SIGPIPE at its next
// write and the go command says so (exec.ExitError: "signal: broken pipe", exit 1). Every other
// command is the program itself: it dies of SIGPIPE quietly, which a shell reports as 128+13.
function brokenPipe(): never {
  if (running === 'go') {
    process.stderr.write('signal: broken pipe\n');
    process.exit(1);
  }
  process.exit(141);
}

function onStdoutError(err: NodeJS.ErrnoException): void {
  if (err.code !== 'EPIPE') throw err;
  brokenPipe();
}

/**
 * Ends the process as soon as a command with nothing left to do (Command.endsWithRun) resolved. Left
 * to itself Node first runs the tasks V8 queued meanwhile: after a grade or a run, a scavenge of the
 * whole young generation (`--trace-gc`: 30–35 ms after the last line) whose result nobody uses.
 * Only when every write through Node's streams has left without an error: a write to a full pipe is
 * queued (writableLength) and may still fail, and a failed one (a closed pipe) is reported by Node
 * two ticks after the write; in either case the process ends as before (a closed stdout:
 * onStdoutError). `go`'s stdout is written by write(2) (fd-writer.ts), which raises at once.
 */
function endAtOnce(code: number): void {
  if (writeFailed) return;
  for (const s of written) if (s.writableLength > 0) return;
  process.exit(code);
}

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
    if (endsWithRun) process.nextTick(endAtOnce, code);
  },
  (err: unknown) => {
    process.stderr.write(
      `oplab: internal error: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`,
    );
    process.exitCode = 3;
  },
);
