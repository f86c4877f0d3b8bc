// Start-up of the heavy commands. Node 22 strips the types of ~1 MB of TypeScript on every start of
// `oplab go run` (about 0.3 s of CPU, more than most Go programs take to run). `npm install` runs
// scripts/bundle-cli.ts, which prebuilds those commands into plain JavaScript under
// node_modules/.cache/oplab with the list of source files each was built from. A bundle is used only
// while every one of those files is unchanged; otherwise the command runs from source, so an edit
// is never hidden behind a stale bundle. OPLAB_FROM_SOURCE=1 always runs from source.
import { readFileSync, statSync } from 'node:fs';
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
