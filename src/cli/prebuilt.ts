// Start-up of the heavy commands. Node 22 strips the types of ~1 MB of TypeScript on every start of
// `oplab go run` (about 0.3 s of CPU, more than most Go programs take to run). `npm install` runs
// scripts/bundle-cli.ts, which prebuilds those commands into plain JavaScript under
// node_modules/.cache/oplab with the list of source files each was built from. A bundle is used only
// while every one of those files is unchanged; otherwise the command runs from source, so an edit
// is never hidden behind a stale bundle. OPLAB_FROM_SOURCE=1 always runs from source.
import { readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

/**
 * Inside the whole-CLI bundle (scripts/bundle-cli.ts defines it): the repository root relative to
 * the bundle's directory. Every command is already plain JavaScript there.
 */
declare const __OPLAB_BUNDLE_ROOT__: string | undefined;
export const BUNDLED = typeof __OPLAB_BUNDLE_ROOT__ === 'string';

export const REPO_ROOT = BUNDLED
  ? resolve(import.meta.dirname, __OPLAB_BUNDLE_ROOT__ as string)
  : join(import.meta.dirname, '..', '..');
export const PREBUILT_DIR = join(REPO_ROOT, 'node_modules', '.cache', 'oplab');
/** The directory the running CLI bundle was built into (its cli.json and caches): PREBUILT_DIR normally. */
export const BUNDLE_DIR = BUNDLED ? join(import.meta.dirname, '..') : PREBUILT_DIR;

/**
 * Inside the whole-CLI bundle: the built-in code exercises as its build parsed and validated them
 * (src/cli/checked.ts), one `<id>.json` each beside the bundle's chunks.
 */
export const CHECKED_DIR = BUNDLED ? join(import.meta.dirname, 'checked') : undefined;

/** What scripts/bundle-cli.ts records next to each bundle. */
export interface PrebuiltManifest {
  /** Repository-relative source paths the bundle contains, with their mtimes when it was built. */
  inputs: Record<string, number>;
}

/** The bundle of `name` in `dir` if it exists and every input is unchanged; otherwise undefined. */
export function freshBundle(name: string, dir = PREBUILT_DIR, root = REPO_ROOT): string | undefined {
  try {
    const manifest = JSON.parse(readFileSync(join(dir, `${name}.json`), 'utf8')) as PrebuiltManifest;
    for (const [path, mtime] of Object.entries(manifest.inputs)) {
      if (statSync(join(root, path)).mtimeMs !== mtime) return undefined;
    }
    const bundle = join(dir, `${name}.mjs`);
    statSync(bundle);
    return bundle;
  } catch {
    return undefined;
  }
}

/**
 * Inside the whole-CLI bundle: whether the inputs of `module`, which `command` imports only for some
 * runs (cli.json's `deferred`, scripts/bundle-cli.ts DEFERRED), still have their recorded mtimes. The
 * bin checked the command's other inputs at its start (packages/cli/fresh.js); these are checked
 * when the command is about to import the module. A module the manifest does not defer was checked
 * with the rest; a manifest that cannot be read, or lists an input it lacks, is not fresh. From
 * source everything is fresh.
 */
export function deferredFresh(
  command: string,
  module: string,
  dir = BUNDLE_DIR,
  root = REPO_ROOT,
  bundled = BUNDLED,
): boolean {
  if (!bundled) return true;
  try {
    const manifest = JSON.parse(readFileSync(join(dir, 'cli.json'), 'utf8')) as PrebuiltManifest & {
      deferred?: Record<string, Record<string, number[]>>;
    };
    const group = manifest.deferred?.[command]?.[module];
    if (group === undefined) return true;
    const inputs = Object.entries(manifest.inputs);
    for (const i of group) {
      const input = inputs[i];
      if (input === undefined) return false;
      const st = statSync(join(root, input[0]), { throwIfNoEntry: false });
      if (st === undefined || st.mtimeMs !== input[1]) return false;
    }
    return true;
  } catch {
    return false;
  }
}

/**
 * In a command's CommonJS file (scripts/bundle-cli.ts SCRIPT_COMMANDS, leftOutPlugin): the deferred
 * modules its build left out (their paths joined by commas), which the command must not import there.
 */
declare const __OPLAB_LEFT_OUT__: string | undefined;
const LEFT_OUT: ReadonlySet<string> = new Set(
  typeof __OPLAB_LEFT_OUT__ === 'string' ? __OPLAB_LEFT_OUT__.split(',').filter((m) => m !== '') : [],
);

/**
 * Before `command` imports the deferred `modules`: undefined when it may, else the exit status of the
 * command run again, which the command returns having done nothing. From the ES module chunks in
 * this process when its CommonJS file left one of them out (rerunFromChunks); from source in a
 * process of its own when one of their inputs changed (deferredFresh, rerunFromSource).
 */
export function rerunUnlessReady(command: string, modules: readonly string[]): Promise<number> | undefined {
  if (modules.some((m) => LEFT_OUT.has(m))) return rerunFromChunks();
  if (!modules.every((m) => deferredFresh(command, m))) return rerunFromSource();
  return undefined;
}

/**
 * Runs this command again from the whole-CLI bundle's ES module chunks beside this file, in this
 * process: their entry runs the command line as the bin's would, and ends the process (its exit
 * status is its own). The returned promise never settles, so this run goes no further. Nothing has
 * been written or read yet, and the two copies of the modules share no state.
 */
function rerunFromChunks(): Promise<number> {
  // By require (of an ES module, synchronous: the entry has no top-level await): the file runs in a
  // vm.Script (packages/cli/code-cache.js), where import() needs Node's experimental
  // USE_MAIN_CONTEXT_DEFAULT_LOADER, which prints a warning.
  createRequire(import.meta.url)(join(import.meta.dirname, 'oplab.mjs'));
  return new Promise<number>(() => {});
}

/**
 * Runs this command again from the TypeScript sources, in a process of its own with this one's
 * standard streams, and gives its exit status: what the bundle does when a deferred module's sources
 * changed (deferredFresh), before it has read or written anything. child_process is loaded only here.
 */
export async function rerunFromSource(): Promise<number> {
  const { spawnSync } = await import('node:child_process');
  const r = spawnSync(
    process.execPath,
    [...process.execArgv, join(REPO_ROOT, 'src', 'cli', 'oplab.ts'), ...process.argv.slice(2)],
    { stdio: 'inherit', env: { ...process.env, OPLAB_FROM_SOURCE: '1' } },
  );
  if (r.error !== undefined) throw r.error;
  return r.status ?? 1;
}

/** The command module: from its fresh bundle when there is one, else from source. */
export async function loadCommand<T>(name: string, fromSource: () => Promise<{ default: T }>): Promise<T> {
  if (BUNDLED) return (await fromSource()).default;
  const bundle = process.env.OPLAB_FROM_SOURCE === '1' ? undefined : freshBundle(name);
  if (bundle !== undefined) {
    try {
      return ((await import(pathToFileURL(bundle).href)) as { default: T }).default;
    } catch {
      // A bundle that fails to load (half-written, older Node) must never stop the command.
    }
  }
  return (await fromSource()).default;
}
