// The table of `oplab` subcommands. Each entry loads its module lazily so that start-up stays fast.

import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { loadCommand, REPO_ROOT } from './prebuilt.ts';

export interface Writable {
  /** Text, or bytes written unchanged (a Go program's output). */
  write(chunk: string | Uint8Array): unknown;
}

export interface CommandIO {
  stdout: Writable;
  stderr: Writable;
  /** True when stdout is a terminal: colour and spinners only then. */
  isTTY: boolean;
}

export interface CommandModule {
  /** Runs the subcommand with the arguments after its name; resolves to the exit status. */
  run(args: string[], io: CommandIO): Promise<number>;
}

/**
 * The CLI's snapshots of checked packages (go-snapshot.ts), one per kind of command: `go` (the standard
 * packages; one file per set of imports, which `go run` chooses itself once it has read the program),
 * `kube` (code exercises, `run`), `shell` (the simulated terminal and its exercises, which
 * check some packages from other sources than the code exercises: sharing one file, each wrote it
 * again after the other).
 */
export type SnapshotKind = 'go' | 'kube' | 'shell';

/** `grade`'s exercise is a terminal one (exercises/ID/exercise.json; a code one has exercise.yaml). */
function gradesTerminal(args: string[]): boolean {
  for (let i = 0; i < args.length; i++) {
    if (args[i] === '--lang') i++;
    else if (!args[i].startsWith('-'))
      return existsSync(join(REPO_ROOT, 'exercises', args[i], 'exercise.json'));
  }
  return false;
}

export interface Command {
  name: string;
  usage: string;
  summary: string;
  /** Builds Go programs: the CLI's snapshot of checked packages is loaded first (src/cli/go-snapshot.ts). */
  buildsGo?: boolean;
  /** Which of the snapshots it uses, given its arguments: `kube` unless said (go-snapshot.ts). */
  snapshotKind?: (args: string[]) => SnapshotKind;
  /**
   * Nothing is left to do once `run` resolves (no server, no prompt): the process exits then
   * (src/cli/oplab.ts endAtOnce) rather than wait for the tasks V8 queued meanwhile.
   */
  endsWithRun?: boolean;
  load(): Promise<CommandModule>;
}

export const commands: Command[] = [
  {
    name: 'go',
    endsWithRun: true,
    buildsGo: true,
    snapshotKind: () => 'go',
    usage: 'go run FILE.go... | DIR',
    summary: 'run a Go program with the built-in Go toolchain (also: go version)',
    load: () => loadCommand('go', () => import('./go.ts')),
  },
  {
    name: 'exercises',
    endsWithRun: true,
    usage: 'exercises [--json]',
    summary: 'list the exercises (id, kind, title, lesson)',
    load: async () => (await import('./exercises.ts')).default,
  },
  {
    name: 'grade',
    endsWithRun: true,
    buildsGo: true,
    snapshotKind: (args) => (gradesTerminal(args) ? 'shell' : 'kube'),
    usage: 'grade EXERCISE [FILE...] [--starter|--solution] [--json]',
    summary: 'grade files (or the shipped starter/solution) against an exercise',
    load: async () => (await import('./grade.ts')).default,
  },
  {
    name: 'run',
    endsWithRun: true,
    buildsGo: true,
    usage: 'run DIR [--objects FILE.yaml] [--json]',
    summary: 'run a Go operator project against a simulated cluster; print its logs and API calls',
    load: () => loadCommand('run', () => import('./run.ts')),
  },
  {
    name: 'shell',
    buildsGo: true,
    snapshotKind: () => 'shell',
    usage: 'shell [--exercise ID] [--network PROFILE]',
    summary: 'a simulated terminal (go, kubebuilder, make) on a simulated network',
    load: async () => (await import('./shell.ts')).default,
  },
  {
    name: 'daemon',
    usage: 'daemon start [--idle DURATION] | stop | status',
    summary: 'keep a resident server that runs `grade` and `run` warm (about 5x faster)',
    load: async () => (await import('./daemon.ts')).default,
  },
  {
    name: 'workshop',
    usage: 'workshop serve [--port P] [--db FILE | --database-url URL]',
    summary: 'serve the site and the workshop API for a live class (SQLite or PostgreSQL)',
    load: async () => (await import('./workshop.ts')).default,
  },
  {
    name: 'cluster',
    usage:
      'cluster serve [--port P] [--objects FILE]... [--crds DIR] [--kubeconfig OUT] [--user NAME[:GROUP,...]]... [--trace]',
    summary: 'serve the simulated API server over HTTPS to kubectl, client-go and other real clients',
    load: async () => (await import('./cluster.ts')).default,
  },
];

/**
 * Not listed: fills this prebuilt CLI's snapshot of `go` or `kube` packages when the CLI is bundled
 * (src/cli/prefill.ts, scripts/bundle-cli.ts).
 */
const prefillCommand: Command = {
  name: '__cache',
  buildsGo: true,
  endsWithRun: true,
  snapshotKind: (args) => (args[0] === 'go' || args[0] === 'shell' ? args[0] : 'kube'),
  usage: '__cache go|kube|shell',
  summary: "fill the prebuilt CLI's caches of checked packages",
  load: async () => ({ run: (await import('./prefill.ts')).prefill }),
};

export function findCommand(name: string): Command | undefined {
  return commands.find((c) => c.name === name) ?? (name === prefillCommand.name ? prefillCommand : undefined);
}
