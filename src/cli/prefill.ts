// Fills this prebuilt CLI's caches of checked registry packages (go-snapshot.ts) when the CLI is
// bundled (scripts/bundle-cli.ts runs `oplab.mjs __cache go`, `kube` and `shell`), so that a learner's
// first `oplab grade` after `npm install` starts from the snapshot as later ones do: filling the
// Kubernetes one parses and checks ~90 packages (5.3 s on a quiet machine), and a command that checked
// a package the snapshot lacked writes it again. Not a listed command: nothing but the bundle step
// needs it.
//
// The snapshot is what the commands themselves leave, not a list kept by hand: each kind runs the
// commands that use it over everything shipped with the CLI (`kube` grades every code exercise's
// solution and runs every example project, `shell` grades every terminal exercise's), so the packages each imports are checked and the facts
// the interpreter derives from them (types/kept.ts) are kept; output is discarded.
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type CommandIO, findCommand, type SnapshotKind } from './commands.ts';
import { REPO_ROOT } from './prebuilt.ts';

const HELLO = 'package main\n\nimport "fmt"\n\nfunc main() {\n\tfmt.Println("hello, world")\n}\n';

/** The commands whose packages fill the snapshot of `kind`, as [command, args]. */
export async function prefillRuns(kind: SnapshotKind, scratch: string): Promise<[string, string[]][]> {
  if (kind === 'go') {
    const hello = join(scratch, 'hello.go');
    writeFileSync(hello, HELLO);
    return [['go', ['run', hello]]];
  }
  if (kind === 'shell') {
    const { terminalExerciseIds } = await import('../shell/exercises/definition.ts');
    return terminalExerciseIds()
      .sort()
      .map((id) => ['grade', [id, '--solution']]);
  }
  const exercises = join(REPO_ROOT, 'exercises');
  const runs: [string, string[]][] = readdirSync(exercises)
    .filter((d) => existsSync(join(exercises, d, 'exercise.yaml')))
    .sort()
    .map((id) => ['grade', [id, '--solution']]);
  const examples = join(REPO_ROOT, 'examples');
  for (const d of readdirSync(examples, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : 1)))
    if (d.isDirectory() && existsSync(join(examples, d.name, 'go.mod')))
      runs.push(['run', [join(examples, d.name)]]);
  return runs;
}

/**
 * Runs the commands of `kind` in this process with their output discarded. The caller (oplab.ts)
 * loads and saves the snapshot of `kind` around it, as for any command. Resolves to 0, or 2 for an
 * unknown kind; a command's own status does not matter (a failing grade still checked its packages).
 */
export async function prefill(args: string[], io: CommandIO): Promise<number> {
  const kind = args[0];
  if (args.length !== 1 || (kind !== 'go' && kind !== 'kube' && kind !== 'shell')) {
    io.stderr.write('oplab __cache: usage: oplab __cache go|kube|shell\n');
    return 2;
  }
  const scratch = mkdtempSync(join(tmpdir(), 'oplab-cache-'));
  const quiet: CommandIO = { stdout: { write: () => true }, stderr: { write: () => true }, isTTY: false };
  try {
    for (const [name, argv] of await prefillRuns(kind, scratch)) {
      const cmd = findCommand(name);
      if (cmd === undefined) throw new Error(`no command ${name}`);
      await (await cmd.load()).run(argv, quiet);
    }
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
  return 0;
}
