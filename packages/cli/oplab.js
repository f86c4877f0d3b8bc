#!/usr/bin/env node
// The `oplab` bin. Why a workspace and not `bin` in the root package.json: when the root package
// owns the bin, `npx oplab` installs the project into the npx cache as a link and Arborist walks
// every package.json under node_modules on each call (npm/cli workspaces/libnpmexec/lib/index.js,
// hasPkgBin); a bin in node_modules/.bin takes npx's fast path instead (measured in issue 2).
// Plain JavaScript so that any Node starts it; the CLI itself is TypeScript, which needs Node 22's
// type stripping: on an older Node (the machine's Node 20), re-run with the pinned Node 22.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const entry = fileURLToPath(new URL('../../src/cli/oplab.ts', import.meta.url));

if (process.features.typescript) {
  await import(entry);
} else {
  const pinned = fileURLToPath(new URL('../../node_modules/.bin/node', import.meta.url));
  const r = spawnSync(pinned, [entry, ...process.argv.slice(2)], { stdio: 'inherit' });
  if (r.error) {
    process.stderr.write(
      `oplab: needs Node 22.6 or later (this is ${process.version}) and could not start the pinned one at ${pinned}: ${r.error.message}\nRun \`npm install\` in the repository first.\n`,
    );
    process.exit(2);
  }
  process.exit(r.status ?? 1);
}
