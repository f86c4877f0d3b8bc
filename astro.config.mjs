// @ts-check

import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { satteri } from '@astrojs/markdown-satteri';
import mdx from '@astrojs/mdx';
import starlight from '@astrojs/starlight';
import { defineConfig } from 'astro/config';
import { parse as parseYaml } from 'yaml';
import { engineBootUrls } from './scripts/site-engine-boot.ts';
import { goSourceAsText } from './scripts/site-go-as-text.ts';
import { goTextsPlugin, writeGoTexts } from './scripts/site-go-texts.ts';
import { lazyPartsPlugin } from './scripts/site-lazy-parts.ts';
import { workerPreloadPlugin } from './scripts/site-worker-preload.ts';
import { sandboxCli } from './src/components/playground/webcontainer/build.ts';
import { embedHeaders } from './src/embed/headers-integration.ts';
import { blockLocale, starlightContentDir } from './src/site/starlight-content-dir.ts';

// The sidebar's Exercises group, one entry per exercise, titled in each locale: code exercises
// (exercises/<id>/exercise.yaml, pages from src/pages/[locale]/exercises/[id].astro), then terminal
// exercises (exercises/<id>/exercise.json, pages from src/pages/[locale]/terminal/[id].astro).
// Starlight adds the locale prefix to these links.
function exerciseSidebarItems() {
  const dir = new URL('./exercises/', import.meta.url);
  const entry = (d, file, parse, kind, route) => {
    let ex;
    try {
      ex = parse(readFileSync(new URL(`${d.name}/${file}`, dir), 'utf8'));
    } catch {
      return [];
    }
    if (ex?.kind !== kind) return [];
    return [
      { label: ex.title.en, translations: { 'zh-CN': ex.title['zh-cn'] }, link: `/${route}/${d.name}/` },
    ];
  };
  const dirs = readdirSync(dir, { withFileTypes: true }).filter((d) => d.isDirectory());
  const code = dirs.flatMap((d) => entry(d, 'exercise.yaml', parseYaml, 'code', 'exercises'));
  const terminal = dirs.flatMap((d) => entry(d, 'exercise.json', JSON.parse, 'terminal', 'terminal'));
  // Lesson order (the order the lessons teach them); exercises not listed follow alphabetically.
  const order = [
    'gomod-proxy',
    'gomod-private',
    'scope-get',
    'scope-list',
    'scope-cluster',
    'scope-cache',
    'status-subresource',
    'status-conflict',
    'status-conditions',
    'webhook-validate',
    'webhook-local',
    'rbac-markers',
    'finalizer-cleanup',
    'predicate-owned-status',
    'watch-namespace',
    'cache-secrets',
    'apply-ownership',
    'fake-client-status',
    'capstone',
  ];
  const rank = (e) => {
    const i = order.indexOf(e.link.split('/')[2]);
    return i < 0 ? order.length : i;
  };
  return [...code, ...terminal].sort((a, b) => rank(a) - rank(b) || a.link.localeCompare(b.link));
}

// The snapshot of checked Go packages the engine worker loads (scripts/site-snapshot.ts), made before the
// bundles in every build, in its own process (it runs the engine), from the same sources as the worker.
// The worker refers to the file (src/sandbox/worker.ts), so it is emitted as a hashed asset. Reused
// while the engine's sources and the exercises are unchanged.
let goSnapshotMade = false;
const goSnapshot = {
  name: 'oplab-go-snapshot',
  apply: /** @type {const} */ ('build'),
  buildStart() {
    if (goSnapshotMade) return;
    goSnapshotMade = true;
    execFileSync(process.execPath, [fileURLToPath(new URL('./scripts/site-snapshot.ts', import.meta.url))], {
      stdio: 'inherit',
    });
    // The registry packages' Go texts, which the engine worker's bundle leaves out (goTextsPlugin).
    writeGoTexts();
  },
};

// Monaco's CSS imports become calls that add the sheet when the editor's code runs
// (src/workspace/monaco-css.ts): imported as CSS, they were linked from every page of the docs route.
const monacoCssInJs = {
  name: 'oplab-monaco-css',
  enforce: /** @type {const} */ ('pre'),
  /** @param {string} source @param {string | undefined} importer */
  async resolveId(source, importer) {
    const fromMonaco =
      importer?.includes('/node_modules/monaco-editor/') || source.startsWith('monaco-editor/');
    if (!source.endsWith('.css') || !fromMonaco) return null;
    const resolved = await this.resolve(source, importer, { skipSelf: true });
    // Ends in .js: an id ending in .css would be taken for a style sheet by Vite's CSS plugins.
    return resolved ? `\0oplab-monaco-css:${resolved.id}.js` : null;
  },
  /** @param {string} id */
  load(id) {
    if (!id.startsWith('\0oplab-monaco-css:')) return null;
    const file = id.slice('\0oplab-monaco-css:'.length, -'.js'.length);
    const add = fileURLToPath(new URL('./src/workspace/monaco-css.ts', import.meta.url));
    return `import css from ${JSON.stringify(`${file}?inline`)};\nimport { addMonacoCss } from ${JSON.stringify(add)};\naddMonacoCss(css);\n`;
  },
};

// Monaco modules the workspace's editor never uses, which the contributions it does use import only to
// look for them (src/workspace/monaco.ts lists those contributions): the hover asks whether the mouse
// is on a color swatch, whether a participant is the color picker's or the inlay hints', whether the
// inline-suggestion toolbar's menu is open; the clipboard asks the paste-as controller to finish a
// paste. Each of those features only exists once its own contribution registers it (colorPicker-,
// inlayHints-, inlineCompletions-, copyPasteContribution.js), which the editor does not import, so the
// answers are already "no" / "none": these stand-ins give the same answers without the features'
// code (~23 KB gzip with what only they import). A Monaco update that imports another name from one of
// these files fails the build (the stand-in lacks the export) rather than misbehaving.
const monacoUnused = {
  'contrib/colorPicker/browser/hoverColorPicker/hoverColorPicker.js':
    'export function isOnColorDecorator() { return false; }',
  'contrib/colorPicker/browser/hoverColorPicker/hoverColorPickerParticipant.js':
    'export class HoverColorPickerParticipant {}',
  'contrib/inlayHints/browser/inlayHintsHover.js': 'export class InlayHintsHover {}',
  'contrib/inlineCompletions/browser/hintsWidget/inlineCompletionsHintsWidget.js':
    'export class InlineSuggestionHintsContentWidget { static dropDownVisible = false; }',
  'contrib/dropOrPasteInto/browser/copyPasteController.js':
    'export class CopyPasteController { static get() { return null; } }',
};
const monacoUnusedStubs = {
  name: 'oplab-monaco-unused',
  enforce: /** @type {const} */ ('pre'),
  /** @param {string} source @param {string | undefined} importer */
  resolveId(source, importer) {
    if (!source.startsWith('.') || !importer?.includes('/node_modules/monaco-editor/esm/vs/editor/'))
      return null;
    const file = resolve(dirname(importer.split('?')[0]), source);
    const key = Object.keys(monacoUnused).find((k) => file.endsWith(`/monaco-editor/esm/vs/editor/${k}`));
    return key === undefined ? null : `\0oplab-monaco-unused:${key}`;
  },
  /** @param {string} id */
  load(id) {
    if (!id.startsWith('\0oplab-monaco-unused:')) return null;
    return monacoUnused[/** @type {keyof typeof monacoUnused} */ (id.slice('\0oplab-monaco-unused:'.length))];
  },
};

const zlibShim = {
  name: 'oplab-zlib-shim',
  enforce: /** @type {const} */ ('pre'),
  /** @param {string} id */
  resolveId(id) {
    return id === 'node:zlib'
      ? fileURLToPath(new URL('./src/shell/browser/zlib-shim.ts', import.meta.url))
      : null;
  },
};

// Astro marks MDX modules with the directive "use astro:head-inject" and reads it back itself; Rolldown
// warns that it cannot keep a module-level directive when bundling, once per .mdx page. A known
// upstream false positive: https://github.com/withastro/astro/issues/18087 (open on astro 7.3.5).
// Only that directive is dropped; every other warning still prints.
/** @type {(w: { code?: string, message: string }, warn: (w: unknown) => void) => void} */
function onwarn(warning, warn) {
  if (warning.code === 'MODULE_LEVEL_DIRECTIVE' && warning.message.includes('"use astro:head-inject"'))
    return;
  warn(warning);
}

// A sitemap needs the site's public origin. SITE_URL (also read by the embed route, src/embed/config.ts)
// gives it, and Starlight then writes the sitemap and canonical links. Without it there can be no
// sitemap: this stands in for @astrojs/sitemap so Starlight does not add one that only warns.
const siteUrl = process.env.SITE_URL || undefined;
const noSitemap = {
  name: '@astrojs/sitemap',
  hooks: {
    /** @param {{ logger: { info: (m: string) => void } }} o */
    'astro:build:done': ({ logger }) => logger.info('no sitemap: set SITE_URL to the public origin for one'),
  },
};

// The site's locales (directory → label and BCP 47 language), for Starlight and for code blocks.
const locales = {
  en: { label: 'English', lang: 'en' },
  'zh-cn': { label: '简体中文', lang: 'zh-CN' },
};

export default defineConfig({
  site: siteUrl,
  // Relative-friendly static output: the built site works from any static host or a laptop.
  output: 'static',
  trailingSlash: 'ignore',
  telemetry: false,
  // The engine worker (src/sandbox/worker.ts) and Monaco's worker are module workers with their own
  // lazily loaded chunks (grader, runner), which the default IIFE worker format cannot split.
  // just-bash's browser build (the terminal's shell worker, src/components/terminal/shell-worker.ts)
  // imports node:zlib for gzip/tar only; workers get the stub src/shell/browser/zlib-shim.ts.
  // The engine worker's bundle gets the registry packages' Go texts as stand-ins, the texts shipped
  // apart and fetched only when a build parses one (scripts/site-go-texts.ts). The engine worker's
  // entry starts fetching every chunk its first imports need at once (scripts/site-worker-preload.ts).
  // CEL and the grader's check families are chunks the worker loads when a job needs them
  // (scripts/site-lazy-parts.ts).
  vite: {
    plugins: [goSourceAsText, goSnapshot, monacoCssInJs, monacoUnusedStubs],
    // Starlight's search loads Pagefind's UI on idle on every page; this stand-in loads it when the
    // search is first opened (src/site/lazy-pagefind-ui.ts). Only the bare name: its CSS is unchanged.
    resolve: {
      alias: [
        {
          find: /^@pagefind\/default-ui$/,
          replacement: fileURLToPath(new URL('./src/site/lazy-pagefind-ui.ts', import.meta.url)),
        },
      ],
    },
    worker: {
      format: 'es',
      plugins: () => [zlibShim, goTextsPlugin(), lazyPartsPlugin(), workerPreloadPlugin()],
      rolldownOptions: { checks: { bundlerTimings: false } },
    },
    build: {
      // No warning about plugins' share of the build time: it depends on the machine's load, and
      // scripts/build-checked.ts fails the build on every warning.
      rolldownOptions: { onwarn, checks: { bundlerTimings: false } },
      // Source maps (not linked from the chunks) for the bundle analysis only: bench/bundle.ts.
      sourcemap: process.env.OPLAB_BUNDLE_MAPS === '1' ? 'hidden' : false,
      // Four chunks are large by design, each loaded only when needed: Monaco (editor, ~2.9 MB), the
      // engine worker (Go toolchain, cluster, grader, ~1.5 MB), the terminal's shell worker (~1.9 MB)
      // and the toolchain it loads for `go run` (local-manager, ~1.2 MB). scripts/build-checked.ts
      // holds every other chunk to 500 kB; the limit here only keeps the build quiet about those.
      chunkSizeWarningLimit: 3200,
    },
  },
  // `## Heading {#anchor}` gives a section the same anchor in every locale, so links from exercises
  // and the language switch land on the same section whatever language the heading is in.
  markdown: {
    processor: satteri({
      features: { headingAttributes: true },
      // Wide tables scroll inside their own box on small screens; a scrollable region must be
      // reachable by keyboard (axe: scrollable-region-focusable), so tables are focusable.
      hastPlugins: [
        {
          name: 'focusable-tables',
          element: {
            filter: ['table'],
            visit(node, ctx) {
              ctx.setProperty(node, 'tabIndex', 0);
            },
          },
        },
      ],
    }),
  },
  integrations: [
    starlight({
      title: { en: 'Operator Lab', 'zh-CN': 'Operator 实验室' },
      description: 'Learn the pitfalls of Kubernetes operators in Go, hands-on, in your browser.',
      defaultLocale: 'en',
      // The 404 page is src/pages/404.astro (both languages).
      disable404Route: true,
      locales,
      // Lessons live in content/docs (src/content.config.ts), not Starlight's default src/content/docs:
      // without this, asides (:::note) and heading anchor links are not applied to them.
      markdown: { processedDirs: ['./content/docs'] },
      // …and the language of a page is found from its path below src/content/docs, so pages in
      // content/docs need these two to get their own language's labels (src/site/starlight-content-dir.ts).
      expressiveCode: {
        getBlockLocale: blockLocale(
          fileURLToPath(new URL('./content/docs/', import.meta.url)),
          Object.fromEntries(Object.entries(locales).map(([locale, { lang }]) => [locale, lang])),
          'en',
        ),
      },
      // System fonts only (with CJK families for Chinese): no web fonts, no request to another origin.
      customCss: ['./src/styles/site.css'],
      components: {
        // Adds the section anchor when switching language, so the reader lands where they were.
        LanguageSelect: './src/components/LanguageSelect.astro',
        // Remembers the last lesson and section read (progress store, no framework).
        Footer: './src/components/Footer.astro',
      },
      // Each entry is labelled by its page's own `sidebar.label` (or title) in each locale.
      sidebar: [
        {
          label: 'Lessons',
          translations: { 'zh-CN': '课程' },
          items: [
            'lessons/how-an-operator-works',
            'lessons/modules-and-goproxy',
            'lessons/private-modules',
            'lessons/scope',
            'lessons/status',
            'lessons/webhooks',
            'lessons/permissions',
            'lessons/finalizers',
            'lessons/predicates',
            'lessons/watch-namespace',
            'lessons/cache-cost',
            'lessons/server-side-apply',
            'lessons/tests-that-lie',
            'lessons/capstone',
            'lessons/common-advice-checked',
          ],
        },
        {
          label: 'Exercises',
          translations: { 'zh-CN': '练习' },
          collapsed: true,
          items: exerciseSidebarItems(),
        },
        { label: 'Playground', translations: { 'zh-CN': '演练场' }, link: '/playground/' },
        {
          label: 'Reference',
          translations: { 'zh-CN': '参考' },
          items: ['reference/client-cheat-sheet', 'reference/errors', 'reference/embedding'],
        },
        {
          label: 'You',
          translations: { 'zh-CN': '我的' },
          items: ['progress'],
        },
      ],
    }),
    mdx(),
    embedHeaders(),
    sandboxCli(),
    engineBootUrls(),
    starlightContentDir('./content/docs'),
    ...(siteUrl ? [] : [noSitemap]),
  ],
});
