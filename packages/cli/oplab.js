#!/usr/bin/env node
// The `oplab` bin. Why a workspace and not `bin` in the root package.json: when the root package
// owns the bin, `npx oplab` installs the project into the npx cache as a link and Arborist walks
// every package.json under node_modules on each call (npm/cli workspaces/libnpmexec/lib/index.js,
// hasPkgBin); a bin in node_modules/.bin takes npx's fast path instead (measured in issue 2).
// Plain JavaScript so that any Node starts it. It starts the prebuilt CLI (plain JavaScript, built by
// `npm install`, see scripts/bundle-cli.ts) while its sources are unchanged, with V8's compile cache
// beside it; otherwise the TypeScript sources, which need Node 22's type stripping (loading the
// stripper alone costs ~0.2 s of CPU). On an older Node (the machine's Node 20), re-run with the
// pinned Node 22.
// CommonJS (packages/cli/package.json): on the way to go's, grade's and run's CommonJS files Node then
// never sets up its ES module loader (an empty .mjs file costs ~5 ms of CPU more than an empty .cjs).
const nodeModule = require('node:module');
const { join } = require('node:path');
const { pathToFileURL } = require('node:url');
const { freshCliFor, goScriptFits } = require('./fresh.js');
const { tieringFlags } = require('./tiering.js');

const root = join(__dirname, '..', '..');
const entry = join(root, 'src', 'cli', 'oplab.ts');

// The bundle loads some standard Go packages' chunks through require (scripts/bundle-cli.ts
// stdChunksPlugin), which needs require(esm): unflagged in Node 22.12, with type stripping in 22.18.
if (process.features.typescript && process.features.require_module) {
  // Before anything is compiled, and before the compile cache is enabled: its directory is named by
  // V8's flags (tiering.js).
  const flags = tieringFlags(process.argv[2]);
  if (flags !== undefined) require('node:v8').setFlagsFromString(flags);
  const cacheDir = join(root, 'node_modules', '.cache', 'oplab');
  const { entry: bundle, script } =
    process.env.OPLAB_FROM_SOURCE === '1' ? {} : freshCliFor(cacheDir, root, process.argv[2]);
  if (bundle !== undefined) {
    nodeModule.enableCompileCache?.(join(cacheDir, 'v8'));
    // grade, run and go: one CommonJS file with a code cache of what an earlier run compiled
    // (code-cache.js; required here only, so that other commands do not load it). Node's compile
    // cache still serves what the file requires from node_modules (just-bash, for terminal exercises).
    // OPLAB_NO_SCRIPT=1 starts them from the ES module chunks instead, as the other commands.
    // The code cache is named by Node's version too: another Node rejects it (and would rewrite it).
    const cold = () => {
      const ran =
        script !== undefined &&
        (process.argv[2] !== 'go' || goScriptFits(process.argv.slice(3))) &&
        process.env.OPLAB_NO_SCRIPT !== '1' &&
        require('./code-cache.js').runWithCodeCache(script, `${script}.${process.version}.v8cache`);
      if (!ran) import(pathToFileURL(bundle).href);
    };
    // `grade` and `run` go to this build's resident server when one listens (resident.js; started by
    // `oplab daemon start`); otherwise, or when it declines, they run here.
    const first = process.argv[2];
    const resident = first === 'grade' || first === 'run' ? require('./resident.js') : undefined;
    const sock = resident?.residentWanted(first) ? resident.socketPath(cacheDir) : undefined;
    if (sock === undefined || !resident.runResident(sock, process.argv.slice(2), cold)) cold();
  } else {
    import(pathToFileURL(entry).href);
  }
} else {
  // Required only here: loading node:child_process (with net and stream) costs every start ~20 ms.
  const { spawnSync } = require('node:child_process');
  const pinned = join(root, 'node_modules', '.bin', 'node');
  const r = spawnSync(pinned, [__filename, ...process.argv.slice(2)], { stdio: 'inherit' });
  if (r.error) {
    process.stderr.write(
      `oplab: needs Node 22.6 or later (this is ${process.version}) and could not start the pinned one at ${pinned}: ${r.error.message}\nRun \`npm install\` in the repository first.\n`,
    );
    process.exit(2);
  }
  process.exit(r.status ?? 1);
}
