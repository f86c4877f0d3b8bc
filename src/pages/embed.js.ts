// /embed.js: the <operator-lab-exercise> web component (src/embed/element.ts), bundled on its own as a
// small classic script at build time so any page can load it with a plain <script src>.
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { APIRoute } from 'astro';
import { build } from 'esbuild';

/** The element's source: this module runs from src/pages in dev and from dist/.prerender in a build. */
function elementSource(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const candidate = join(dir, 'src', 'embed', 'element.ts');
    if (existsSync(candidate)) return candidate;
    const up = dirname(dir);
    if (up === dir) throw new Error('embed.js: src/embed/element.ts not found above the build');
    dir = up;
  }
}

export const GET: APIRoute = async () => {
  const out = await build({
    entryPoints: [elementSource()],
    bundle: true,
    write: false,
    format: 'iife',
    target: 'es2022',
    minify: true,
    legalComments: 'none',
  });
  const js = out.outputFiles[0]?.text ?? '';
  return new Response(js, { headers: { 'content-type': 'text/javascript; charset=utf-8' } });
};
