// Prebuilds the start-up-critical `oplab` commands (see src/cli/prebuilt.ts) with esbuild. Run by
// `npm install` (the `prepare` script) and by hand after pulling: `node scripts/bundle-cli.ts [OUTDIR]`.
// Never fails the install: without esbuild, or if a build fails, the commands simply run from source.
import { mkdirSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PREBUILT_DIR, type PrebuiltManifest, REPO_ROOT } from '../src/cli/prebuilt.ts';

/** Commands worth prebuilding: those that load the Go toolchain or the cluster. */
export const PREBUILT_COMMANDS = ['go', 'run'] as const;

export async function bundleCommands(outDir = PREBUILT_DIR): Promise<string[]> {
  let esbuild: typeof import('esbuild');
  try {
    esbuild = await import('esbuild');
  } catch {
    return ['esbuild is not installed: oplab commands run from source'];
  }
  mkdirSync(outDir, { recursive: true });
  const notes: string[] = [];
  for (const name of PREBUILT_COMMANDS) {
    const tmp = join(outDir, `${name}.${process.pid}.tmp.mjs`);
    try {
      const result = await esbuild.build({
        entryPoints: [join(REPO_ROOT, 'src', 'cli', `${name}.ts`)],
        bundle: true,
        platform: 'node',
        format: 'esm',
        target: 'node22',
        packages: 'external',
        outfile: tmp,
        metafile: true,
        logLevel: 'silent',
        absWorkingDir: REPO_ROOT,
      });
      const inputs: PrebuiltManifest['inputs'] = {};
      // esbuild names inputs relative to absWorkingDir (the repository root).
      for (const path of Object.keys(result.metafile.inputs).sort()) {
        inputs[path] = statSync(join(REPO_ROOT, path)).mtimeMs;
      }
      // Bundle first, manifest last: a reader never pairs a new manifest with an old bundle.
      renameSync(tmp, join(outDir, `${name}.mjs`));
      writeFileSync(
        join(outDir, `${name}.json`),
        `${JSON.stringify({ inputs } satisfies PrebuiltManifest)}\n`,
      );
      notes.push(`oplab ${name}: prebuilt from ${Object.keys(inputs).length} files`);
    } catch (e) {
      notes.push(`oplab ${name}: not prebuilt (${(e as Error).message.split('\n')[0]}); it runs from source`);
    }
  }
  return notes;
}

if (import.meta.filename === process.argv[1]) {
  for (const note of await bundleCommands(process.argv[2])) console.log(note);
}
