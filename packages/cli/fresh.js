// Which prebuilt JavaScript the `oplab` bin may start (see scripts/bundle-cli.ts): plain JavaScript,
// so that choosing costs no TypeScript stripping. The same rule as freshBundle in
// src/cli/prebuilt.ts: a bundle is used only while every source it was built from is unchanged.
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The whole-CLI bundle's entry under `cacheDir` if cli.json lists sources that all still have the
 * recorded mtimes under `root`; otherwise undefined (missing, stale or unreadable).
 * @param {string} cacheDir
 * @param {string} root
 * @returns {string | undefined}
 */
export function freshCli(cacheDir, root) {
  try {
    const manifest = JSON.parse(readFileSync(join(cacheDir, 'cli.json'), 'utf8'));
    const inputs = Object.entries(manifest.inputs);
    if (inputs.length === 0) return undefined;
    for (const [path, mtime] of inputs) {
      if (statSync(join(root, path)).mtimeMs !== mtime) return undefined;
    }
    const entry = join(cacheDir, 'cli', 'oplab.mjs');
    statSync(entry);
    return entry;
  } catch {
    return undefined;
  }
}
