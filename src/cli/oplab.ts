#!/usr/bin/env node
// The `oplab` command. Kept tiny so `oplab --help` starts fast: each subcommand's module is
// imported only when that subcommand runs.
import './text-imports.ts';
import { commands, findCommand } from './commands.ts';
import { VERSION } from './version.ts';

function usage(): string {
  const width = Math.max(...commands.map((c) => c.usage.length));
  const lines = commands.map((c) => `  ${c.usage.padEnd(width)}  ${c.summary}`);
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

async function main(argv: string[]): Promise<number> {
  const [first, ...rest] = argv;
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
  const mod = await cmd.load();
  const snapshot = cmd.buildsGo ? await import('./go-snapshot.ts') : undefined;
  const file = snapshot?.snapshotFile(cmd.name === 'go' ? 'go' : 'kube');
  snapshot?.loadGoSnapshot(file);
  const code = await mod.run(rest, {
    stdout: process.stdout,
    stderr: process.stderr,
    isTTY: Boolean(process.stdout.isTTY),
  });
  snapshot?.saveGoSnapshot(file);
  return code;
}

// The reader of our output went away (`oplab go run prog.go | head -1`). A Go program dies of
// SIGPIPE at its next write, and the go command says so (exec.ExitError: "signal: broken pipe",
// exit 1); Node would instead fail on the unhandled EPIPE with a JavaScript stack.
process.stdout.on('error', (err: NodeJS.ErrnoException) => {
  if (err.code !== 'EPIPE') throw err;
  process.stderr.write('signal: broken pipe\n');
  process.exit(1);
});

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (err: unknown) => {
    process.stderr.write(
      `oplab: internal error: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`,
    );
    process.exitCode = 3;
  },
);
