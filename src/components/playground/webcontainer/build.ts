// Build step (Node only): the whole `oplab` CLI as one self-contained ES module tree for the full
// sandbox, written into the site under /sandbox-cli/ with a manifest the page fetches. Unlike the
// CLI's own prebuilt commands (scripts/bundle-cli.ts), dependencies are bundled too: the
// WebContainer has no node_modules and the sandbox must not need the npm registry.
// The bundle takes 10–30 s; it is kept in node_modules/.cache keyed by the content of every input
// esbuild read, so a site build whose CLI sources are unchanged copies it instead.
import { createHash } from 'node:crypto';
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
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

/** Bump when the esbuild options below change: the cache key covers inputs, not options. */
const BUNDLE_FORMAT = 2;
const DEFAULT_CACHE_DIR = join(REPO_ROOT, 'node_modules', '.cache', 'oplab-sandbox-cli');

/** What a cached bundle was built from: every input esbuild read, with its content hash. */
interface CacheKey {
  format: number;
  inputs: Record<string, string>;
}

function hashFile(path: string): string | undefined {
  try {
    return createHash('sha256').update(readFileSync(path)).digest('base64url');
  } catch {
    return undefined; // gone or unreadable: the cache entry is stale
  }
}

function readCacheKey(cacheDir: string): CacheKey | undefined {
  try {
    const key = JSON.parse(readFileSync(join(cacheDir, 'key.json'), 'utf8')) as CacheKey;
    return key.format === BUNDLE_FORMAT && typeof key.inputs === 'object' ? key : undefined;
  } catch {
    return undefined;
  }
}

/** True when every input the cached bundle was built from still has the same content. */
export function cacheIsFresh(cacheDir: string): boolean {
  const key = readCacheKey(cacheDir);
  if (!key || !existsSync(join(cacheDir, 'bundle', 'manifest.json'))) return false;
  return Object.entries(key.inputs).every(([path, hash]) => hashFile(join(REPO_ROOT, path)) === hash);
}

function copyDir(from: string, to: string): void {
  rmSync(to, { recursive: true, force: true });
  mkdirSync(to, { recursive: true });
  for (const name of readdirSync(from)) copyFileSync(join(from, name), join(to, name));
}

export interface SandboxCliBuild extends SandboxCliManifest {
  /** True when the bundle was copied from the cache instead of built. */
  cached: boolean;
}

/**
 * The sandbox CLI in outDir: copied from cacheDir when none of its inputs changed, else built with
 * esbuild and then cached. A cache that cannot be written only costs the next build its time.
 */
export async function bundleSandboxCli(
  outDir: string,
  cacheDir = DEFAULT_CACHE_DIR,
): Promise<SandboxCliBuild> {
  if (cacheIsFresh(cacheDir)) {
    copyDir(join(cacheDir, 'bundle'), outDir);
    const manifest = JSON.parse(readFileSync(join(outDir, 'manifest.json'), 'utf8')) as SandboxCliManifest;
    return { ...manifest, cached: true };
  }
  const manifest = await buildSandboxCli(outDir);
  try {
    copyDir(outDir, join(cacheDir, 'bundle'));
    writeFileSync(join(cacheDir, 'key.json'), `${JSON.stringify(manifest.key)}\n`);
  } catch {
    rmSync(join(cacheDir, 'key.json'), { force: true });
  }
  return { entry: manifest.entry, files: manifest.files, cached: false };
}

async function buildSandboxCli(outDir: string): Promise<SandboxCliManifest & { key: CacheKey }> {
  const esbuild = await import('esbuild');
  rmSync(outDir, { recursive: true, force: true });
  mkdirSync(outDir, { recursive: true });
  const result = await esbuild.build({
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
    metafile: true,
    absWorkingDir: REPO_ROOT,
    // The Go sources (`import src from './strings.go?raw'`) as text.
    loader: { '.go': 'text' },
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
  // esbuild names inputs relative to absWorkingDir; a few are virtual (namespace:path) and skipped.
  const inputs: Record<string, string> = {};
  // A Go source imported as text is named with its `?raw` suffix; the key holds the file's path.
  for (const path of Object.keys(result.metafile.inputs)
    .map((p) => p.replace(/\?raw$/, ''))
    .sort()) {
    const hash = hashFile(join(REPO_ROOT, path));
    if (hash) inputs[path] = hash;
  }
  return { ...manifest, key: { format: BUNDLE_FORMAT, inputs } };
}

/** Writes dist/sandbox-cli/ after `astro build`; a failure fails the build (the page would be broken). */
export function sandboxCli(): AstroIntegration {
  return {
    name: 'oplab-sandbox-cli',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const m = await bundleSandboxCli(join(fileURLToPath(dir), SANDBOX_CLI_DIR));
        const kb = Math.round(m.files.reduce((n, f) => n + f.bytes, 0) / 1024);
        const how = m.cached ? ' (unchanged sources: from the cache)' : '';
        logger.info(`oplab CLI for the full sandbox: ${m.files.length} files, ${kb} KB${how}`);
      },
    },
  };
}
