// Which prebuilt JavaScript the `oplab` bin may start (see scripts/bundle-cli.ts): plain JavaScript,
// so that choosing costs no TypeScript stripping. The same rule as freshBundle in
// src/cli/prebuilt.ts: a bundle is used only while every source it was built from is unchanged.
// CommonJS: Node's own modules by require (an ES module import of node:fs builds its facade, which
// reads fs's lazy getters and loads the stream modules, ~20 ms of every start).
const { readFileSync, statSync } = require('node:fs');
const { join, resolve, sep } = require('node:path');

/**
 * The whole-CLI bundle's entry under `cacheDir` if cli.json lists sources that all still have the
 * recorded mtimes under `root`; otherwise undefined (missing, stale or unreadable).
 * @param {string} cacheDir
 * @param {string} root
 * @returns {string | undefined}
 */
function freshCli(cacheDir, root) {
  return freshCliFor(cacheDir, root, undefined).entry;
}

/**
 * As freshCli, and when `command` is one the bundle built as a CommonJS file of its own (cli.json's
 * `scripts`, run through packages/cli/code-cache.js), that file too. For a command of the table,
 * only the inputs of what it can load (cli.json's `commands`, indices into `inputs`; see
 * commandInputsOf in scripts/bundle-cli.ts) are checked: `go run` stats a third fewer files.
 * @param {string} cacheDir
 * @param {string} root
 * @param {string | undefined} command
 * @returns {{ entry: string | undefined, script?: string }}
 */
function freshCliFor(cacheDir, root, command) {
  try {
    const manifest = JSON.parse(readFileSync(join(cacheDir, 'cli.json'), 'utf8'));
    const inputs = Object.entries(manifest.inputs);
    if (inputs.length === 0) return { entry: undefined };
    const only = command === undefined ? undefined : manifest.commands?.[command];
    // Plain concatenation: the manifest's paths are clean and relative, and path.join's
    // normalisation of ~400 paths was a visible part of every start.
    const base = root.endsWith(sep) ? root : root + sep;
    const n = Array.isArray(only) ? only.length : inputs.length;
    for (let i = 0; i < n; i++) {
      const input = Array.isArray(only) ? inputs[only[i]] : inputs[i];
      if (input === undefined) return { entry: undefined };
      const st = statSync(base + input[0], { throwIfNoEntry: false });
      if (st === undefined || st.mtimeMs !== input[1]) return { entry: undefined };
    }
    const entry = join(cacheDir, 'cli', 'oplab.mjs');
    statSync(entry);
    const name = command === undefined ? undefined : manifest.scripts?.[command];
    return typeof name === 'string' ? { entry, script: join(cacheDir, 'cli', name) } : { entry };
  } catch {
    return { entry: undefined };
  }
}

/**
 * Whether `oplab go ARGS` should start from go's CommonJS file: not for `go test`, nor for `go run` in
 * a module that names a Kubernetes module (k8s.io/..., sigs.k8s.io/...) in its go.mod, the target
 * directory's or the working directory's (src/cli/go.ts looks in those two). The file leaves out what
 * those runs import and hands them to the ES module chunks (src/cli/prebuilt.ts rerunUnlessReady), so
 * this is only a guess that spares them reading the file first (~35 ms of CPU): a wrong one still
 * runs right.
 * @param {string[]} args the arguments after `go`
 * @param {string} [cwd] the working directory
 * @returns {boolean}
 */
function goScriptFits(args, cwd = '.') {
  if (args[0] === 'test') return false;
  if (args[0] !== 'run') return true;
  const target = args.slice(1).find((a) => !a.startsWith('-'));
  const roots = ['.'];
  if (target !== undefined && !target.endsWith('.go')) roots.push(target);
  for (const root of roots) {
    let mod;
    try {
      mod = readFileSync(resolve(cwd, root, 'go.mod'), 'latin1');
    } catch {
      continue;
    }
    if (mod.includes('k8s.io/')) return false;
  }
  return true;
}

module.exports = { freshCli, freshCliFor, goScriptFits };
