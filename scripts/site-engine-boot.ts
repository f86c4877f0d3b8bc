// The exercise pages start the engine worker from their HTML, while the browser parses it
// (src/workspace/engine-boot.ts; Workspace.astro writes the inline script). The pages are rendered
// without knowing the hashed names of the workers' scripts and of the snapshot, which the client build
// gives them; after the build, this writes those URLs into every page that has the script. It finds
// each name as the one file of its kind in the assets folder, and checks that the page's own engine
// module (src/workspace/engine-worker.ts's chunk) refers to the same four files: a page's early
// workers and the ones its module would start are the same scripts.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { ENGINE_URLS_PLACEHOLDER, type EngineUrls } from '../src/workspace/engine-boot.ts';

const ASSETS = '_astro';

const kinds: Record<keyof EngineUrls, RegExp> = {
  worker: /^worker-[\w-]+\.js$/,
  snapshotWorker: /^snapshot-worker-[\w-]+\.js$/,
  snapshot: /^go-snapshot\.[\w-]+\.bin$/,
  sources: /^go-sources\.[\w-]+\.bin$/,
};

/** The four URLs of a built site (`dist`), checked against the page's engine module; throws if unsure. */
export function engineUrls(dist: string): EngineUrls {
  const files = readdirSync(join(dist, ASSETS));
  const urls = {} as EngineUrls;
  for (const [key, re] of Object.entries(kinds) as [keyof EngineUrls, RegExp][]) {
    const found = files.filter((f) => re.test(f));
    if (found.length !== 1)
      throw new Error(`site-engine-boot: ${found.length} files like ${re} in ${ASSETS}/, expected one`);
    urls[key] = `/${ASSETS}/${found[0]}`;
  }
  const referred = files.some((f) => {
    if (!f.endsWith('.js')) return false;
    const text = readFileSync(join(dist, ASSETS, f), 'utf8');
    return Object.values(urls).every((u) => text.includes(u));
  });
  if (!referred)
    throw new Error(
      `site-engine-boot: no module in ${ASSETS}/ refers to all of ${Object.values(urls).join(', ')}`,
    );
  return urls;
}

/** Writes the URLs into every page of `dist` that has the placeholder; returns how many pages. */
export function writeEngineUrls(dist: string): number {
  let pages = 0;
  let urls: EngineUrls | undefined;
  const walk = (dir: string) => {
    for (const d of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, d.name);
      if (d.isDirectory()) walk(path);
      else if (d.name.endsWith('.html')) {
        const html = readFileSync(path, 'utf8');
        if (!html.includes(ENGINE_URLS_PLACEHOLDER)) continue;
        urls ??= engineUrls(dist);
        writeFileSync(path, html.replaceAll(ENGINE_URLS_PLACEHOLDER, JSON.stringify(urls)));
        pages++;
      }
    }
  };
  walk(dist);
  return pages;
}

export function engineBootUrls(): AstroIntegration {
  return {
    name: 'oplab-engine-boot',
    hooks: {
      'astro:build:done': ({ dir, logger }) => {
        const pages = writeEngineUrls(fileURLToPath(dir));
        logger.info(`the engine's URLs written into ${pages} pages`);
      },
    },
  };
}
