// A resident server's engine: a child process (forked with an IPC channel by supervisor.ts) that runs
// `grade` and `run` command lines one after another, as the browser's engine worker runs Check after
// Check, keeping what a cold process makes again each time (the Kubernetes snapshot read once, the
// registry's functions compiled on their first call, V8's optimised code). One engine per snapshot
// kind (commands.ts SnapshotKind): a snapshot is used whole by a process.
//
// Each command line runs in this process's working directory and environment set to the client's, so
// it reads the files and variables the client's own process would have. Output goes to the server as
// the command writes it.
import { findCommand, type SnapshotKind } from '../commands.ts';
import { loadGoSnapshot, saveGoSnapshot, snapshotFile } from '../go-snapshot.ts';
import type { FromEngine, ToEngine } from './protocol.ts';

/** What an engine runs, silent, before it says it is ready: a learner's first request is then warm. */
const WARM_UP: Record<SnapshotKind, string[] | undefined> = {
  kube: ['grade', 'scope-get', '--solution'],
  shell: ['grade', 'gomod-proxy', '--solution'],
  go: undefined,
};

function send(message: FromEngine): void {
  process.send?.(message);
}

/** Runs `argv` with output to `out`/`err`; resolves to its exit status. */
async function runCommand(
  argv: string[],
  isTTY: boolean,
  out: (d: Uint8Array | string) => void,
  err: (d: Uint8Array | string) => void,
  file: string | undefined,
): Promise<number> {
  const [first, ...rest] = argv;
  const cmd = findCommand(first);
  if (cmd === undefined) throw new Error(`not a command: ${first}`);
  const mod = await cmd.load();
  const code = await mod.run(rest, {
    stdout: { write: (c) => out(c) },
    stderr: { write: (c) => err(c) },
    isTTY,
  });
  saveGoSnapshot(file);
  return code;
}

/** The client's environment in place of this process's, as its own process would have had it. */
function useEnvironment(env: Record<string, string>): void {
  for (const k of Object.keys(process.env)) if (!(k in env)) delete process.env[k];
  Object.assign(process.env, env);
}

export async function serveEngine(kind: SnapshotKind): Promise<void> {
  const file = snapshotFile(kind);
  loadGoSnapshot(file);
  const warm = WARM_UP[kind];
  const home = process.cwd();
  if (warm !== undefined) {
    const quiet = () => {};
    await runCommand(warm, false, quiet, quiet, file).catch(() => 1);
  }
  // One at a time, in the order they come: the server sends the next only after this one's exit.
  let chain = Promise.resolve();
  process.on('message', (m: ToEngine) => {
    chain = chain.then(async () => {
      let code: number;
      try {
        process.chdir(m.cwd);
        useEnvironment(m.env);
        code = await runCommand(
          m.argv,
          m.isTTY,
          (d) => send({ id: m.id, t: 'out', d }),
          (d) => send({ id: m.id, t: 'err', d }),
          file,
        );
      } catch (e) {
        // As the bin reports a command that threw (src/cli/oplab.ts).
        const text = e instanceof Error ? (e.stack ?? e.message) : String(e);
        send({ id: m.id, t: 'err', d: `oplab: internal error: ${text}\n` });
        code = 3;
      } finally {
        process.chdir(home);
      }
      send({ id: m.id, t: 'exit', code, rss: process.memoryUsage.rss() });
    });
  });
  // The server went away: so does its engine.
  process.on('disconnect', () => process.exit(0));
  send({ t: 'ready' });
}
