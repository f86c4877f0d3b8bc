// Build step (Node only): the whole `oplab` CLI as one self-contained ES module tree for the full
// sandbox, written into the site under /sandbox-cli/ with a manifest the page fetches. Unlike the
// CLI's own prebuilt commands (scripts/bundle-cli.ts), dependencies are bundled too: the
// WebContainer has no node_modules and the sandbox must not need the npm registry.
import { mkdirSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { SANDBOX_CLI_DIR } from './headers.ts';
import { CLI_ENTRY } from './tree.ts';

const REPO_ROOT = fileURLToPath(new URL('../../../../', import.meta.url));

export interface SandboxCliManifest {
  entry: string;
  files: { name: string; bytes: number }[];
}

export async function bundleSandboxCli(outDir: string): Promise<SandboxCliManifest> {
  const esbuild = await import('esbuild');
  rmSync(outDir, { recursive: true, force: true });
  mkdirSync(outDir, { recursive: true });
  await esbuild.build({
    entryPoints: { oplab: join(REPO_ROOT, 'src', 'cli', 'oplab.ts') },
    bundle: true,
    splitting: true,
    minify: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    outdir: outDir,
    entryNames: '[name]',
    chunkNames: 'chunk-[hash]',
    logLevel: 'error',
    absWorkingDir: REPO_ROOT,
    // Optional native or compression add-ons some dependencies try at run time, never on our paths.
    external: ['@mongodb-js/zstd', 'pg-native'],
    // Bundled CommonJS dependencies call require() for Node built-ins.
    banner: {
      js: "import{createRequire as __oplabRequire}from'node:module';const require=__oplabRequire(import.meta.url);",
    },
  });
  const files = readdirSync(outDir)
    .filter((name) => name.endsWith('.js'))
    .sort()
    .map((name) => ({ name, bytes: statSync(join(outDir, name)).size }));
  if (!files.some((f) => f.name === CLI_ENTRY))
    throw new Error(`sandbox CLI bundle: no ${CLI_ENTRY} in ${outDir}`);
  const manifest: SandboxCliManifest = { entry: CLI_ENTRY, files };
  writeFileSync(join(outDir, 'manifest.json'), `${JSON.stringify(manifest)}\n`);
  return manifest;
}

/** Writes dist/sandbox-cli/ after `astro build`; a failure fails the build (the page would be broken). */
export function sandboxCli(): AstroIntegration {
  return {
    name: 'oplab-sandbox-cli',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const m = await bundleSandboxCli(join(fileURLToPath(dir), SANDBOX_CLI_DIR));
        const kb = Math.round(m.files.reduce((n, f) => n + f.bytes, 0) / 1024);
        logger.info(`oplab CLI for the full sandbox: ${m.files.length} files, ${kb} KB`);
      },
    },
  };
}
