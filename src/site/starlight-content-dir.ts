// Starlight decides a Markdown file's language from its path below src/content/docs
// (withastro/starlight, packages/starlight/integrations/shared/absolutePathToLang.ts). Our lessons
// live in content/docs (ARCHITECTURE.md: one tree per locale at the root), so every Chinese page
// got English aside titles ("Note") and English heading-anchor labels for screen readers.
// `markdown.processedDirs` only turns Starlight's transforms on for the directory; it does not
// change how the language is found. This integration hands Starlight's Markdown plugins the path
// they expect for our files, nothing else. It must come after starlight() in `integrations`.
import { isAbsolute, relative, resolve, sep } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { AstroIntegration } from 'astro';

interface PluginContext {
  fileURL?: URL;
}
type PluginEntry = unknown;

/** `path` relative to `dir` when it lies strictly below it, else undefined. */
function pathBelow(dir: string, path: string): string | undefined {
  const rel = relative(dir, path);
  return rel === '' || rel.startsWith('..') || isAbsolute(rel) ? undefined : rel;
}

/** The path Starlight expects for a file under `from`, or the URL unchanged for any other file. */
export function mapContentUrl(url: URL | undefined, from: string, to: string): URL | undefined {
  if (url?.protocol !== 'file:') return url;
  const rel = pathBelow(from, fileURLToPath(url));
  return rel === undefined ? url : pathToFileURL(resolve(to, rel));
}

function wrapFactories(list: PluginEntry[], from: string, to: string): void {
  for (let i = 0; i < list.length; i++) {
    const entry = list[i];
    if (typeof entry !== 'function') continue; // a plugin object, not a per-file factory
    const factory = entry as (ctx: PluginContext) => unknown;
    list[i] = (ctx: PluginContext) => factory({ ...ctx, fileURL: mapContentUrl(ctx.fileURL, from, to) });
  }
}

/** Locale → BCP 47 language, as in starlight({ locales }). */
export type LocaleLangs = Record<string, string>;

/**
 * The language of a code block for Expressive Code's UI strings ("Copy to clipboard"): Starlight's
 * own getBlockLocale has the same path problem, and its `expressiveCode` option may replace it.
 * A file below `contentDir` takes the locale of its first directory; a page rendered from a URL
 * (the <Code> component) takes the locale of its first path segment; anything else the default.
 */
export function blockLocale(contentDir: string, langs: LocaleLangs, defaultLang: string) {
  const langOf = (segment: string | undefined) =>
    (segment !== undefined ? langs[segment] : undefined) ?? defaultLang;
  return ({ file }: { file: { path?: string; url?: URL } }): string => {
    if (file.url && file.url.protocol !== 'file:') return langOf(file.url.pathname.split('/')[1]);
    const rel = file.path ? pathBelow(contentDir, file.path) : undefined;
    return rel === undefined ? defaultLang : langOf(rel.split(sep)[0]);
  };
}

export function starlightContentDir(dir: string): AstroIntegration {
  return {
    name: 'oplab-starlight-content-dir',
    hooks: {
      'astro:config:setup': ({ config }) => {
        const processor = config.markdown.processor as
          | { name: string; options?: { mdastPlugins?: PluginEntry[]; hastPlugins?: PluginEntry[] } }
          | undefined;
        if (
          processor?.name !== 'satteri' ||
          !processor.options?.mdastPlugins ||
          !processor.options.hastPlugins
        )
          throw new Error(
            'starlightContentDir: expects the satteri Markdown processor with Starlight’s plugins registered (put it after starlight())',
          );
        const from = resolve(fileURLToPath(config.root), dir);
        const to = resolve(fileURLToPath(config.srcDir), 'content', 'docs');
        wrapFactories(processor.options.mdastPlugins, from, to);
        wrapFactories(processor.options.hastPlugins, from, to);
      },
    },
  };
}
