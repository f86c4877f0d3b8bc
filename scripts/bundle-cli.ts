// Prebuilds the `oplab` CLI (see src/cli/prebuilt.ts) with esbuild. Run by `npm install` (the
// `prepare` script) and by hand after pulling: `node scripts/bundle-cli.ts [OUTDIR]`.
//   - OUTDIR/cli/: the whole CLI (src/cli/oplab.ts, one chunk per command), which the `oplab` bin
//     (packages/cli/oplab.js) starts while every source it was built from is unchanged (cli.json);
//     and `grade` and `run` again as one CommonJS file each, which the bin runs with a V8 code cache
//     of an earlier run (SCRIPT_COMMANDS, packages/cli/code-cache.js);
//   - OUTDIR/go.mjs, run.mjs: single commands that `node src/cli/oplab.ts` loads when fresh.
// Never fails the install: without esbuild, or if a build fails, the commands simply run from source.
import { spawnSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { WRAPPER_HEAD, WRAPPER_TAIL } from '../packages/cli/code-cache.js';
import { commands } from '../src/cli/commands.ts';
import { PREBUILT_DIR, type PrebuiltManifest, REPO_ROOT } from '../src/cli/prebuilt.ts';
import { FNV_OFFSET, fnv } from '../src/go/build/file-hash.ts';
import { goTextFactsOf } from './site-go-texts.ts';

/** Commands worth prebuilding: those that load the Go toolchain or the cluster. */
export const PREBUILT_COMMANDS = ['go', 'run'] as const;

/** An esbuild input's file path: `src/go/std/strings/strings.go?raw` → `src/go/std/strings/strings.go`. */
export function withoutQuery(path: string): string {
  const q = path.indexOf('?');
  return q < 0 ? path : path.slice(0, q);
}

/**
 * The file an esbuild input stands for in a manifest, or undefined for a module with no file.
 * esbuild names inputs relative to absWorkingDir (the repository root); the plugins' modules
 * below are named `builtin:node:fs`, `oplab-go-text:src-go`, `oplab-std-chunk:…` or
 * `oplab-lazy-yaml:yaml` and have no
 * file of their own (a chunk's module is the package's file, listed too). A Go source
 * imported as text is named with its `?raw` suffix: the manifest keeps the file's path. A
 * package bundled from node_modules (INLINE_PACKAGES) is named by its package.json, which npm
 * writes with every install of it: one stat on each start instead of one per file (zod's are over
 * a hundred).
 */
function manifestPath(name: string): string | undefined {
  const input = withoutQuery(name);
  if (
    input.startsWith(`${BUILTIN}:`) ||
    input.startsWith(`${LEFT_OUT}:`) ||
    input.startsWith(`${NODE_CJS}:`) ||
    input.startsWith(`${GO_TEXT}:`) ||
    input.startsWith(`${STD_CHUNK}:`) ||
    input.startsWith(`${LAZY_YAML}:`) ||
    input.startsWith(`${YAML_CHUNK}:`)
  )
    return undefined;
  const pkg = /^node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(input);
  return pkg === null ? input : `node_modules/${pkg[1]}/package.json`;
}

function manifestOf(metafile: { inputs: Record<string, unknown> }): PrebuiltManifest {
  const inputs: PrebuiltManifest['inputs'] = {};
  const paths = new Set<string>();
  for (const name of Object.keys(metafile.inputs)) {
    const path = manifestPath(name);
    if (path !== undefined) paths.add(path);
  }
  for (const path of [...paths].sort()) inputs[path] = statSync(join(REPO_ROOT, path)).mtimeMs;
  return { inputs };
}

type OutputsMeta = Record<
  string,
  {
    entryPoint?: string;
    imports: { path: string; kind: string; external?: boolean }[];
    inputs: Record<string, unknown>;
  }
>;

/** Loads esbuild does not see: a chunk with an input `from` matches can require the outputs `to`. */
export interface HiddenLoad {
  from: (input: string) => boolean;
  to: string[];
}

/**
 * Modules a command of the table imports only for some of its runs, by their source path: their
 * inputs are not among the command's own (checked by the bin at every start) but a group of their
 * own in cli.json's `deferred`, which the command checks before it imports the module
 * (src/cli/prebuilt.ts deferredFresh) and, when one changed, runs from source instead. `go run` of
 * a plain program never loads the Kubernetes packages, whose ~420 files were most of what its
 * start stat'ed.
 */
export const DEFERRED: Readonly<Record<string, readonly string[]>> = {
  go: [
    'src/cli/go-kube.ts',
    'src/kube/run/run.ts',
    'src/shell/commands/go/test.ts',
    'src/shell/go-toolchain.ts',
  ],
};

/**
 * For each command of the table (src/cli/commands.ts), the manifest paths of what a run of it can
 * load from the whole-CLI bundle: the entry `entry`, the command's own module (loaded by the table
 * through a dynamic import of src/cli/NAME.ts) and all they import, statically or dynamically, and
 * the `hidden` loads of any of those (the standard packages' and yaml's chunks, required by their
 * facades). Only the table's edges to the other commands' modules are not followed. The bin then
 * checks only those files' mtimes (packages/cli/fresh.js): an edit to the grader does not make
 * `go run` start from source, and `go run`'s start makes fewer stats. A dynamic import of one of
 * the command's `deferred` modules is not followed either: what it alone loads is that module's
 * group (`groups`), checked when the command imports it.
 */
export function commandInputsOf(
  outputs: OutputsMeta,
  entry: string,
  hidden: HiddenLoad[],
  commandNames: readonly string[],
  deferred: Readonly<Record<string, readonly string[]>> = {},
): { commands: Record<string, string[]>; groups: Record<string, Record<string, string[]>> } {
  const table = Object.keys(outputs).find((o) => 'src/cli/commands.ts' in outputs[o].inputs);
  const moduleOf = new Map<string, string>();
  for (const [o, meta] of Object.entries(outputs)) {
    const m = /^src\/cli\/([^/]+)\.ts$/.exec(meta.entryPoint ?? '');
    if (m !== null && commandNames.includes(m[1])) moduleOf.set(o, m[1]);
  }
  const result: Record<string, string[]> = {};
  const groups: Record<string, Record<string, string[]>> = {};
  for (const name of commandNames) {
    const own = [...moduleOf].find(([, n]) => n === name)?.[0];
    if (own === undefined || table === undefined) continue;
    const later = new Set(deferred[name] ?? []);
    const roots = new Map<string, string>();
    /** The outputs `from` loads, less the table's other commands and the deferred modules. */
    const closure = (from: string[]): Set<string> => {
      const seen = new Set<string>();
      const todo = [...from];
      while (todo.length > 0) {
        const o = todo.pop() as string;
        if (seen.has(o)) continue;
        seen.add(o);
        const meta = outputs[o];
        if (meta === undefined) throw new Error(`no output ${o} in the build's metafile`);
        for (const h of hidden) if (Object.keys(meta.inputs).some(h.from)) todo.push(...h.to);
        for (const im of meta.imports) {
          if (im.external) continue;
          const other = moduleOf.get(im.path);
          if (o === table && other !== undefined && other !== name) continue;
          const target = outputs[im.path]?.entryPoint;
          if (im.kind === 'dynamic-import' && target !== undefined && later.has(target)) {
            roots.set(target, im.path);
            continue;
          }
          todo.push(im.path);
        }
      }
      return seen;
    };
    const pathsOf = (outs: Set<string>): Set<string> => {
      const paths = new Set<string>();
      for (const o of outs)
        for (const input of Object.keys(outputs[o].inputs)) {
          const path = manifestPath(input);
          if (path !== undefined) paths.add(path);
        }
      return paths;
    };
    const core = pathsOf(closure([entry, own]));
    result[name] = [...core].sort();
    for (const module of later) {
      const root = roots.get(module);
      if (root === undefined)
        throw new Error(`${name}: no dynamic import of ${module} (DEFERRED in scripts/bundle-cli.ts)`);
      const paths = [...pathsOf(closure([root]))].filter((p) => !core.has(p));
      (groups[name] ??= {})[module] = paths.sort();
    }
  }
  return { commands: result, groups };
}

const BUILTIN = 'builtin';
/** Node modules whose ESM import is replaced by process.getBuiltinModule (Node ≥ 20.16, 22.3). */
const VIA_GET_BUILTIN = ['node:fs', 'node:path', 'node:path/posix', 'node:url'];

/**
 * `import { readFileSync } from 'node:fs'` makes Node build the module's ESM facade, which reads every
 * export of fs, and fs's lazy ReadStream/WriteStream/promises getters then load the stream
 * modules: ~20 ms of CPU on every start, before any command runs. Through
 * process.getBuiltinModule only the exports the CLI names are read (each a pure expression, so
 * esbuild drops the ones no chunk uses).
 */
function builtinsPlugin(): import('esbuild').Plugin {
  return {
    name: 'oplab-builtins',
    setup(build) {
      const filter = new RegExp(`^(?:${VIA_GET_BUILTIN.map((m) => m.replace('/', '\\/')).join('|')})$`);
      build.onResolve({ filter }, (a) => ({ path: a.path, namespace: BUILTIN }));
      build.onLoad({ filter: /.*/, namespace: BUILTIN }, async (a) => {
        const names = Object.keys(await import(a.path)).filter(
          (n) => n !== 'default' && /^[A-Za-z_$][\w$]*$/.test(n),
        );
        const lines = [`const m = process.getBuiltinModule(${JSON.stringify(a.path)});`, 'export default m;'];
        for (const n of names) lines.push(`export const ${n} = /* @__PURE__ */ (() => m.${n})();`);
        return { contents: lines.join('\n'), loader: 'js' };
      });
    },
  };
}

const TEXT_IMPORTS = join(REPO_ROOT, 'src', 'cli', 'text-imports.ts');

/**
 * src/cli/text-imports.ts as an empty module: its load hook makes a `.go?raw` import from source a
 * module of the file's text, and a bundle has none left (goTextFilesPlugin). Registered, the hook put
 * every later module load of the process through Node's in-thread hook chain, which decodes each
 * chunk's bytes to a string in JavaScript (lib/internal/modules/customization_hooks.js) where Node's
 * own loader hands them to V8 as they are.
 */
function noTextHookPlugin(): import('esbuild').Plugin {
  return {
    name: 'oplab-no-text-hook',
    setup(build) {
      build.onLoad({ filter: /[\\/]src[\\/]cli[\\/]text-imports\.ts$/ }, (a) =>
        a.path === TEXT_IMPORTS ? { contents: '', loader: 'js' } : undefined,
      );
    },
  };
}

const FILE_HASH = join(REPO_ROOT, 'src', 'go', 'build', 'file-hash.ts');

/**
 * A Go source (`import src from './strings.go?raw'`) as its text, with the hash the Go snapshot's keys
 * are made of found now rather than on every start (src/go/build/file-hash.ts): each module says
 * `knownSource(text, hash)`. The text is the file's, decoded as UTF-8, as esbuild's text loader gives.
 */
export function goSourcesPlugin(): import('esbuild').Plugin {
  return {
    name: 'oplab-go-sources',
    setup(build) {
      build.onLoad({ filter: /\.go$/ }, (a) => {
        const text = readFileSync(a.path, 'utf8');
        return {
          contents: `import { knownSource } from ${JSON.stringify(FILE_HASH)};\nexport default knownSource(${JSON.stringify(text)}, ${fnv(FNV_OFFSET, text)});\n`,
          loader: 'js',
        };
      });
    },
  };
}

const GO_TEXT = 'oplab-go-text';
const GO_TEXT_MODULE = join(REPO_ROOT, 'src', 'go', 'build', 'go-text.ts');

/**
 * The Go sources for the whole-CLI bundle as data beside its chunks, not as string literals in them:
 * a literal's text is read, decoded and checksummed with its chunk, then copied again out of V8's code
 * cache as a constant, on every start (importing the toolchain's and the Kubernetes packages' chunks,
 * 0.89 MB of Go text between them, took ~30 ms less CPU and ~1,500 fewer page faults with the text
 * left out). Each area's texts (`src/go`, `src/kube`, …) go into one Latin-1 file, `go-text-AREA.txt`,
 * and each import is a stand-in for its slice of that file (src/go/build/go-text.ts deferredGoTextIn,
 * with its hash and what code reads without parsing it, as the site's engine has them), so the file
 * is read only when a package must be parsed: a command served from its snapshot never reads it
 * (hello world read 405 KB on every start, grade and run 2 MB). A text with a character above U+00FF
 * stays a literal (a slice of a two-byte file would double every text's memory). Call `files()` after
 * the build for what to write into the output directory.
 */
export function goTextFilesPlugin(prefix = ''): {
  plugin: import('esbuild').Plugin;
  files: () => Map<string, string>;
} {
  const areas = new Map<string, string[]>();
  const lengths = new Map<string, number>();
  const plugin: import('esbuild').Plugin = {
    name: 'oplab-go-text-files',
    setup(build) {
      build.onLoad({ filter: /\.go$/ }, (a) => {
        const text = readFileSync(a.path, 'utf8');
        const hash = fnv(FNV_OFFSET, text);
        if (/[^\u0000-\u00ff]/.test(text))
          return {
            contents: `import { knownSource } from ${JSON.stringify(FILE_HASH)};\nexport default knownSource(${JSON.stringify(text)}, ${hash});\n`,
            loader: 'js',
          };
        const area = relative(REPO_ROOT, a.path).split(/[\\/]/).slice(0, 2).join('-');
        const parts = areas.get(area) ?? [];
        areas.set(area, parts);
        const start = lengths.get(area) ?? 0;
        parts.push(text);
        lengths.set(area, start + text.length);
        return {
          contents: `import { goText } from ${JSON.stringify(`${GO_TEXT}:${area}`)};\nexport default goText(${start}, ${start + text.length}, ${hash}, ${JSON.stringify(goTextFactsOf(text))});\n`,
          loader: 'js',
        };
      });
      build.onResolve({ filter: new RegExp(`^${GO_TEXT}:`) }, (a) => ({
        path: a.path.slice(GO_TEXT.length + 1),
        namespace: GO_TEXT,
      }));
      build.onLoad({ filter: /.*/, namespace: GO_TEXT }, (a) => ({
        contents: [
          `import { deferredGoTextIn } from ${JSON.stringify(GO_TEXT_MODULE)};`,
          'let all;',
          `const load = () => (all ??= process.getBuiltinModule('node:fs').readFileSync(new URL(${JSON.stringify(goTextFile(prefix + a.path))}, import.meta.url), 'latin1'));`,
          "/** The stand-in for the text at [start, end) of this area's file, whose fnv hash was found when bundling. */",
          'export function goText(start, end, hash, facts) {',
          '  return deferredGoTextIn(load, start, end, hash, facts);',
          '}',
        ].join('\n'),
        loader: 'js',
        resolveDir: REPO_ROOT,
      }));
    },
  };
  return {
    plugin,
    files: () => new Map([...areas].map(([area, parts]) => [goTextFile(prefix + area), parts.join('')])),
  };
}

function goTextFile(area: string): string {
  return `./go-text-${area}.txt`;
}

/** Packages bundled into the CLI although the rest of node_modules stays external. */
const INLINE_PACKAGES = ['yaml', 'zod'];
const NODE_CJS = 'node-cjs';

/**
 * yaml (44 CommonJS files) and zod (14 modules), which every exercise's loading and grading needs,
 * are bundled in: loaded from node_modules, each file costs Node a resolution, a read and a compile
 * on every start of `oplab grade`. Their files go into the manifest like the sources, so a changed
 * package makes the bundle stale.
 */
export function inlinePackagesPlugin(): import('esbuild').Plugin {
  return {
    name: 'oplab-inline-packages',
    setup(build) {
      const filter = new RegExp(`^(?:${INLINE_PACKAGES.join('|')})(?:/.*)?$`);
      build.onResolve({ filter }, (a) => ({ path: fileURLToPath(import.meta.resolve(a.path)) }));
      // yaml's CommonJS requires two Node modules, which an ES module bundle cannot require.
      build.onResolve({ filter: /^(?:process|buffer)$/ }, (a) => ({ path: a.path, namespace: NODE_CJS }));
      build.onLoad({ filter: /.*/, namespace: NODE_CJS }, (a) => ({
        contents: `module.exports = process.getBuiltinModule(${JSON.stringify(`node:${a.path}`)});`,
        loader: 'js',
      }));
      // zod's classic API re-exports all of its ~60 locales (`z.locales.de()`, ~340 KB of source)
      // for `z.config(z.locales.xx())`, which the engine never calls: its messages are zod's English,
      // which zod registers itself from its own `locales/en.js` (v4/classic/schemas.js), not through
      // this index. The CLI's bundle keeps only `en` there.
      build.onLoad({ filter: /[\\/]node_modules[\\/]zod[\\/]v4[\\/]locales[\\/]index\.js$/ }, () => ({
        contents: 'export { default as en } from "./en.js";\n',
        loader: 'js',
      }));
    },
  };
}

const LAZY_YAML = 'oplab-lazy-yaml';
const YAML_CHUNK = 'oplab-yaml-chunk';
/** yaml's exports the CLI's sources import; a name missing here fails the build (no such export). */
const YAML_EXPORTS = ['parse', 'parseAllDocuments', 'stringify', 'Parser'];

/**
 * yaml in a chunk of its own (`yaml.mjs`), required when first called: the grader, the Kubernetes
 * REST handler, the runner's deployments and CRDs and `oplab run` import it, so every command that
 * grades or runs loaded and evaluated its 44 modules (~22 ms of CPU), while a grade of a built-in
 * exercise parses no YAML at all (src/cli/checked.ts). In the bundle only, `import … from 'yaml'` in
 * the sources becomes functions of the same names that load the chunk through require(esm) on first
 * call, as stdChunksPlugin does for the standard packages; `new Parser()` gets yaml's own Parser
 * (a constructor that returns an object gives that object to `new`). `entries`: the chunk's entry.
 */
export function lazyYamlPlugin(cjs = false): {
  plugin: import('esbuild').Plugin;
  entries: Record<string, string>;
} {
  const facade = [
    'let m;',
    cjs
      ? `function y() { return (m ??= require(${JSON.stringify(`${YAML_CHUNK}:yaml`)})); }`
      : "function y() { return (m ??= process.getBuiltinModule('node:module').createRequire(import.meta.url)('./yaml.mjs')); }",
    ...YAML_EXPORTS.map(
      (n) =>
        `export function ${n}(...a) { return ${n === 'Parser' ? 'new (y().Parser)(...a)' : `y().${n}(...a)`}; }`,
    ),
  ].join('\n');
  return {
    entries: { yaml: `${YAML_CHUNK}:yaml` },
    plugin: {
      name: 'oplab-lazy-yaml',
      setup(build) {
        build.onResolve({ filter: new RegExp(`^${YAML_CHUNK}:`) }, (a) => ({
          path: a.path,
          namespace: YAML_CHUNK,
        }));
        build.onLoad({ filter: /.*/, namespace: YAML_CHUNK }, () => ({
          contents: `export { ${YAML_EXPORTS.join(', ')} } from 'yaml';\n`,
          loader: 'js',
          resolveDir: REPO_ROOT,
        }));
        build.onResolve({ filter: /^yaml$/ }, (a) =>
          a.namespace === YAML_CHUNK ? undefined : { path: 'yaml', namespace: LAZY_YAML },
        );
        build.onLoad({ filter: /.*/, namespace: LAZY_YAML }, () => ({ contents: facade, loader: 'js' }));
      },
    },
  };
}

const STD_INDEX = join(REPO_ROOT, 'src', 'go', 'std', 'index.ts');
/** `import { aPackage, bPackage } from './dir/file.ts';` in the registry (not `import type`). */
const STD_IMPORT = /^import \{([^}]+)\} from '(\.\/[^']+\.ts)';$/gm;
/** `  'io/fs': iofsPackage,` in the registry's table of loaders. */
const STD_LOADER = /^ {2}'?([\w/]+)'?: (\w+),$/gm;

/**
 * The standard packages a hello world loads (`fmt` and what its Go source imports, transitively:
 * fmt's scanning imports unicode/utf8, os imports internal/poll, syscall, time, io/fs, path, sort and strconv). They
 * stay in the toolchain's chunk: nearly every program imports fmt, and a chunk of their own would
 * only add module loads to every start.
 * test/cli/prebuilt.test.ts checks that a hello world loads no other package's chunk.
 */
export const EAGER_STD = [
  'errors',
  'fmt',
  'internal/poll',
  'io',
  'io/fs',
  'os',
  'path',
  'sort',
  'strconv',
  'sync',
  'syscall',
  'time',
  'unicode/utf8',
];

const STD_CHUNK = 'oplab-std-chunk';
const TOOLCHAIN = join(REPO_ROOT, 'src', 'go', 'index.ts');

/** A standard package module's chunk in the bundle: `./crypto/more.ts` → `std-crypto-more`. */
function stdChunkName(spec: string): string {
  return `std-${spec
    .slice(2, -'.ts'.length)
    .replace(/\/package$/, '')
    .replace(/\//g, '-')}`;
}

/**
 * The standard library's other packages as chunks of their own, each loaded when a program first
 * needs it. The registry (src/go/std/index.ts) imports every package's module, so every command that
 * builds Go loaded all their natives (time, reflect, encoding, text/template, regexp …: 846 KB of
 * JavaScript for a hello world, 124 KB of it packages it never uses). Its lookups are synchronous
 * (the checker and the interpreter ask for a package in the middle of their work), so here, in the
 * bundle only, the import of a module outside EAGER_STD becomes functions of the same names that
 * `require` the module's chunk on first call: Node loads an ES module synchronously through require
 * (one without top-level await; `process.features.require_module`, which the bin checks). The
 * engine's source and the site's bundle are unchanged. `entries` are the chunks to add to the
 * build's entry points. Each chunk's module also imports the toolchain (src/go/index.ts), which is
 * loaded whenever a package is asked for: esbuild groups modules by the entry points that reach
 * them, so without it the code shared by a lazy package and the toolchain (reflect's types, strconv's
 * quoting, sort …) was cut into a dozen small chunks that every start loaded one by one.
 */
export function stdChunksPlugin(cjs = false): {
  plugin: import('esbuild').Plugin;
  entries: Record<string, string>;
} {
  const text = readFileSync(STD_INDEX, 'utf8');
  const eagerNames = new Set<string>();
  for (const [, path, fn] of text.matchAll(STD_LOADER)) if (EAGER_STD.includes(path)) eagerNames.add(fn);
  if (eagerNames.size !== EAGER_STD.length)
    throw new Error(`not every package of EAGER_STD is in ${STD_INDEX}`);
  const entries: Record<string, string> = {};
  const lazy = text.replace(STD_IMPORT, (line: string, list: string, spec: string) => {
    const names = list
      .split(',')
      .map((n) => n.trim())
      .filter((n) => n !== '');
    if (names.some((n) => eagerNames.has(n))) return line;
    const chunk = stdChunkName(spec);
    entries[chunk] = `${STD_CHUNK}:${join(REPO_ROOT, 'src', 'go', 'std', spec)}`;
    // One CommonJS file (commandFilePlugin): esbuild bundles a require of an ES module as that
    // module's code wrapped in a function run on the first require, the same deferral in one file.
    const id = JSON.stringify(cjs ? join(REPO_ROOT, 'src', 'go', 'std', spec) : `./${chunk}.mjs`);
    return names
      .map((n) => `function ${n}() { return ${cjs ? 'require' : 'requireStd'}(${id}).${n}(); }`)
      .join('\n');
  });
  if (Object.keys(entries).length === 0) throw new Error(`no package imports found in ${STD_INDEX}`);
  const contents = [
    lazy,
    'let req: ((id: string) => any) | undefined;',
    'function requireStd(id: string): any {',
    "  req ??= process.getBuiltinModule('node:module').createRequire(import.meta.url);",
    '  return req(id);',
    '}',
  ].join('\n');
  return {
    entries,
    plugin: {
      name: 'oplab-std-chunks',
      setup(build) {
        build.onResolve({ filter: new RegExp(`^${STD_CHUNK}:`) }, (a) => ({
          path: a.path.slice(STD_CHUNK.length + 1),
          namespace: STD_CHUNK,
        }));
        build.onLoad({ filter: /.*/, namespace: STD_CHUNK }, (a) => ({
          contents: `import ${JSON.stringify(TOOLCHAIN)};\nexport * from ${JSON.stringify(a.path)};\n`,
          loader: 'js',
          resolveDir: REPO_ROOT,
        }));
        build.onLoad({ filter: /[\\/]src[\\/]go[\\/]std[\\/]index\.ts$/ }, (a) =>
          a.path === STD_INDEX
            ? { contents, loader: 'ts', resolveDir: join(REPO_ROOT, 'src', 'go', 'std') }
            : undefined,
        );
      },
    },
  };
}

/**
 * The commands the bin runs from one CommonJS file each, through a `vm.Script` with a code cache made
 * after a run (packages/cli/code-cache.js). Node's compile cache holds only what V8 compiled when a
 * module was compiled (src/compile_cache.cc saves right after the compile), so the ~3,200 functions a
 * grade compiles lazily were compiled again by every process; the cache made at the end of a run
 * holds them. ES modules have no such cache without --experimental-vm-modules, hence CommonJS.
 * `go` too: hello world's start compiled from the cache as it ran before, and one file where the
 * ES module loader resolved, read, decoded and linked 16 chunks (bench/README.md, session 33).
 */
export const SCRIPT_COMMANDS = ['grade', 'run', 'go'] as const;

const LEFT_OUT = 'oplab-left-out';

/**
 * Command `name`'s DEFERRED modules left out of its CommonJS file: `go`'s file holds what a plain
 * program runs (1.1 MB; with the Kubernetes packages 2.5 MB, whose read and larger cache cost hello
 * world what the one file saved). Only the command module's dynamic imports of them are left out (a
 * static import elsewhere would load the stand-in, which throws). The file is built with
 * `__OPLAB_LEFT_OUT__`, their paths joined by commas; the command runs itself again from the ES
 * module chunks before it would import one of them (src/cli/prebuilt.ts rerunUnlessReady).
 */
function leftOutPlugin(name: string): import('esbuild').Plugin {
  const left = new Set((DEFERRED[name] ?? []).map((m) => join(REPO_ROOT, m)));
  const importer = join(REPO_ROOT, 'src', 'cli', `${name}.ts`);
  return {
    name: 'oplab-left-out',
    setup(build) {
      build.onResolve({ filter: /\.ts$/ }, (a) => {
        if (a.kind !== 'dynamic-import' || a.importer !== importer) return undefined;
        const path = join(a.resolveDir, a.path);
        return left.has(path) ? { path: relative(REPO_ROOT, path), namespace: LEFT_OUT } : undefined;
      });
      build.onLoad({ filter: /.*/, namespace: LEFT_OUT }, (a) => ({
        contents: `throw new Error(${JSON.stringify(`oplab: ${a.path} is not in ${name}'s file`)});`,
        loader: 'js',
      }));
    },
  };
}

/**
 * `commands.ts` for command `name`'s own file: the other commands' imports fail (the bin starts this
 * file only for `name`), so that their code is not in the file, its cache or its parse.
 */
function onlyCommandPlugin(name: string): import('esbuild').Plugin {
  const file = join(REPO_ROOT, 'src', 'cli', 'commands.ts');
  return {
    name: 'oplab-only-command',
    setup(build) {
      build.onLoad({ filter: /[\\/]src[\\/]cli[\\/]commands\.ts$/ }, (a) => {
        if (a.path !== file) return undefined;
        let kept = 0;
        const contents = readFileSync(file, 'utf8').replace(/import\('\.\/([\w-]+)\.ts'\)/g, (call, mod) => {
          if (mod === name) {
            kept++;
            return call;
          }
          return `Promise.reject(new Error(${JSON.stringify(`oplab: ${mod} is not in ${name}'s file`)}))`;
        });
        if (kept !== 1) throw new Error(`${file}: no single import of ./${name}.ts`);
        return { contents, loader: 'ts' };
      });
    },
  };
}

/**
 * Command `name` as one CommonJS file in `dir` (`NAME-HASH.cjs`, named by its text's hash: the code
 * cache beside it is named after it, since V8 checks a cache only against the source's length). The
 * standard packages and yaml stay deferred (each module's code runs on its first require). Returns
 * the file's name and the build's inputs.
 */
async function bundleCommandScript(
  esbuild: typeof import('esbuild'),
  dir: string,
  name: string,
): Promise<{ file: string; metafile: { inputs: Record<string, unknown> } }> {
  const goText = goTextFilesPlugin(`${name}-`);
  const std = stdChunksPlugin(true);
  const yaml = lazyYamlPlugin(true);
  const result = await esbuild.build({
    entryPoints: [join(REPO_ROOT, 'src', 'cli', 'oplab.ts')],
    bundle: true,
    platform: 'node',
    format: 'cjs',
    target: 'node22',
    packages: 'external',
    write: false,
    outfile: join(dir, `${name}.cjs`),
    define: {
      __OPLAB_BUNDLE_ROOT__: JSON.stringify(relative(join(dir, '..', 'cli'), REPO_ROOT)),
      'import.meta.dirname': '__dirname',
      'import.meta.url': '__oplab_import_meta_url',
      __OPLAB_LEFT_OUT__: JSON.stringify((DEFERRED[name] ?? []).join(',')),
    },
    banner: { js: "var __oplab_import_meta_url = require('node:url').pathToFileURL(__filename).href;" },
    minifyWhitespace: true,
    charset: 'ascii',
    metafile: true,
    logLevel: 'silent',
    absWorkingDir: REPO_ROOT,
    plugins: [
      onlyCommandPlugin(name),
      leftOutPlugin(name),
      noTextHookPlugin(),
      yaml.plugin,
      builtinsPlugin(),
      inlinePackagesPlugin(),
      goText.plugin,
      std.plugin,
    ],
    loader: { '.go': 'text' },
  });
  // The entry's `#!` line, which only a file's first line may have: the text is wrapped in a function,
  // here rather than by the bin at every start (packages/cli/code-cache.js).
  const text = WRAPPER_HEAD + result.outputFiles[0].text.replace(/^#!/, '//') + WRAPPER_TAIL;
  // The bin reads this file as Latin-1 (packages/cli/code-cache.js), which is its text only while it
  // is ASCII: esbuild's charset=ascii leaves a regular expression's text as written, so a µ there
  // would be read back as two other characters. Refuse to write such a file.
  const nonAscii = /.{0,40}[^\x00-\x7f].{0,40}/.exec(text);
  if (nonAscii !== null)
    throw new Error(
      `${name}'s CommonJS file is not ASCII (write the character as \\u.... in the source): ${nonAscii[0]}`,
    );
  const file = `${name}-${fnv(FNV_OFFSET, text).toString(36)}.cjs`;
  writeFileSync(join(dir, file), text);
  for (const [f, text] of goText.files()) writeFileSync(join(dir, f), text, 'latin1');
  return { file, metafile: result.metafile };
}

/**
 * The whole CLI as plain JavaScript in OUTDIR/cli (entry oplab.mjs), with code splitting so that a
 * command loads only its own chunks. Built into a temporary directory and renamed into place; the
 * manifest OUTDIR/cli.json is written last, so a reader never pairs a new manifest with old chunks.
 */
async function bundleCli(esbuild: typeof import('esbuild'), outDir: string): Promise<string> {
  const tmp = join(outDir, `cli.${process.pid}.tmp`);
  const dest = join(outDir, 'cli');
  const goText = goTextFilesPlugin();
  try {
    const std = stdChunksPlugin();
    const yaml = lazyYamlPlugin();
    const result = await esbuild.build({
      entryPoints: { oplab: join(REPO_ROOT, 'src', 'cli', 'oplab.ts'), ...std.entries, ...yaml.entries },
      bundle: true,
      splitting: true,
      platform: 'node',
      format: 'esm',
      target: 'node22',
      packages: 'external',
      outdir: tmp,
      outExtension: { '.js': '.mjs' },
      define: { __OPLAB_BUNDLE_ROOT__: JSON.stringify(relative(dest, REPO_ROOT)) },
      // Less to read and decode on every start; names stay (stack traces, class names).
      minifyWhitespace: true,
      charset: 'ascii',
      metafile: true,
      logLevel: 'silent',
      absWorkingDir: REPO_ROOT,
      plugins: [
        noTextHookPlugin(),
        yaml.plugin,
        builtinsPlugin(),
        inlinePackagesPlugin(),
        goText.plugin,
        std.plugin,
      ],
      // The Go sources (`import src from './strings.go?raw'`) as text.
      loader: { '.go': 'text' },
    });
    for (const [file, text] of goText.files()) writeFileSync(join(tmp, file), text, 'latin1');
    const scripts: Record<string, string> = {};
    const inputs = { ...result.metafile.inputs };
    const out = (entries: Record<string, string>) =>
      Object.keys(entries).map((e) => relative(REPO_ROOT, join(tmp, `${e}.mjs`)));
    const { commands: byCommand, groups } = commandInputsOf(
      result.metafile.outputs,
      out({ oplab: '' })[0],
      [
        { from: (i) => i === relative(REPO_ROOT, STD_INDEX), to: out(std.entries) },
        { from: (i) => i.startsWith(`${LAZY_YAML}:`), to: out(yaml.entries) },
      ],
      commands.map((c) => c.name),
      DEFERRED,
    );
    for (const name of SCRIPT_COMMANDS) {
      const built = await bundleCommandScript(esbuild, tmp, name);
      scripts[name] = built.file;
      Object.assign(inputs, built.metafile.inputs);
      // The bin runs the command's own file, or the ES module chunks when it cannot read it.
      const own = Object.keys(built.metafile.inputs).map(manifestPath);
      byCommand[name] = [...new Set([...(byCommand[name] ?? []), ...own.filter((p) => p !== undefined)])];
    }
    // The built-in code exercises parsed and validated now (src/cli/checked.ts); without them a
    // grade simply parses its exercise.
    let checked = '';
    try {
      const { writeChecked } = await import('../src/cli/checked-build.ts');
      checked = `, ${writeChecked(join(REPO_ROOT, 'exercises'), join(tmp, 'checked'))} exercises checked`;
    } catch (e) {
      checked = ` (exercises not checked: ${(e as Error).message.split('\n')[0]})`;
    }
    rmSync(join(outDir, 'cli.json'), { force: true });
    rmSync(dest, { recursive: true, force: true });
    renameSync(tmp, dest);
    const all = manifestOf({ inputs });
    // Each command's files as indices into `inputs`' keys, in their order (JSON keeps it): a few
    // KB, where the paths again would be ~20 KB more to read and parse per command on every start.
    const index = new Map(Object.keys(all.inputs).map((p, i) => [p, i]));
    const indices = (name: string, paths: string[]) =>
      paths
        .map((p) => {
          const i = index.get(p);
          if (i === undefined) throw new Error(`${p} (an input of ${name}) is not in the manifest`);
          return i;
        })
        .sort((a, b) => a - b);
    const commandInputs: Record<string, number[]> = {};
    for (const [name, paths] of Object.entries(byCommand)) commandInputs[name] = indices(name, paths);
    const deferred: Record<string, Record<string, number[]>> = {};
    for (const [name, modules] of Object.entries(groups))
      for (const [module, paths] of Object.entries(modules))
        (deferred[name] ??= {})[module] = indices(name, paths);
    const manifest = { ...all, scripts, commands: commandInputs, deferred };
    writeFileSync(join(outDir, 'cli.json'), `${JSON.stringify(manifest)}\n`);
    return `oplab: prebuilt from ${Object.keys(manifest.inputs).length} files${checked}`;
  } catch (e) {
    rmSync(tmp, { recursive: true, force: true });
    return `oplab: not prebuilt (${(e as Error).message.split('\n')[0]}); it runs from source`;
  }
}

/**
 * Fills the new CLI's caches of checked packages (src/cli/prefill.ts) by running it, one process per
 * kind, as a learner's commands would: so the first `oplab grade` after an install or a rebuild reads
 * the Kubernetes packages checked rather than checking them (5.3 s, then ~0.9 s). Run without V8's
 * compile cache (the bin enables it): which command writes that first decides its content, and it
 * should be a learner's. A kind that fails is simply filled by the first command that uses it.
 */
function prefillCaches(outDir: string): string[] {
  const entry = join(outDir, 'cli', 'oplab.mjs');
  const notes: string[] = [];
  for (const kind of ['go', 'kube', 'shell']) {
    const t0 = performance.now();
    const r = spawnSync(process.execPath, [entry, '__cache', kind], {
      stdio: ['ignore', 'ignore', 'pipe'],
      encoding: 'utf8',
      env: { ...process.env, OPLAB_NO_SNAPSHOT: undefined, NODE_COMPILE_CACHE: undefined },
    });
    notes.push(
      r.status === 0
        ? `oplab: ${kind} packages cached (${((performance.now() - t0) / 1000).toFixed(1)} s)`
        : `oplab: ${kind} packages not cached (${(r.error?.message ?? r.stderr.split('\n')[0]) || `status ${r.status}`})`,
    );
  }
  return notes;
}

/**
 * What each of SCRIPT_COMMANDS runs to make its code cache (packages/cli/code-cache.js) when the CLI
 * is bundled: a learner's grade, run and go run, so that the cache holds what those compile rather than what
 * the first command after an install happened to be (`oplab grade --help` would leave a cache of the
 * usage text's functions, kept until the next build).
 */
const WARM_ARGS: Record<(typeof SCRIPT_COMMANDS)[number], string[]> = {
  grade: ['scope-get', '--solution', '--json'],
  // hello world: the cache holds what every program's run compiles, and no more to read.
  go: ['run', 'bench/go/hello.go'],
  run: [
    'examples/memcached',
    '--objects',
    'examples/memcached/config/samples/cache_v1alpha1_memcached.yaml',
    '--json',
  ],
};

/**
 * Makes the code caches of the CommonJS commands by running them through the `oplab` bin, which
 * writes a command's cache when its process ends (with the bin's V8 flags: V8 rejects a cache made
 * under other flags). Only for the bin's own directory (PREBUILT_DIR). A command that fails leaves
 * no cache: the first learner's command then writes it.
 */
function warmCodeCaches(outDir: string): string[] {
  const manifest = JSON.parse(readFileSync(join(outDir, 'cli.json'), 'utf8')) as {
    scripts?: Record<string, string>;
  };
  const notes: string[] = [];
  for (const name of SCRIPT_COMMANDS) {
    const script = manifest.scripts?.[name];
    if (script === undefined) continue;
    const t0 = performance.now();
    const r = spawnSync(
      process.execPath,
      [join(REPO_ROOT, 'packages', 'cli', 'oplab.js'), name, ...WARM_ARGS[name]],
      {
        cwd: REPO_ROOT,
        stdio: ['ignore', 'ignore', 'pipe'],
        encoding: 'utf8',
        env: { ...process.env, OPLAB_FROM_SOURCE: undefined, OPLAB_NO_SCRIPT: undefined },
      },
    );
    const cache = readdirSync(join(outDir, 'cli')).filter(
      (f) => f.startsWith(`${script}.`) && f.endsWith('.v8cache'),
    );
    if (r.status === 0 && cache.length > 0) {
      notes.push(`oplab ${name}: code cache made (${((performance.now() - t0) / 1000).toFixed(1)} s)`);
    } else {
      for (const f of cache) rmSync(join(outDir, 'cli', f), { force: true });
      notes.push(
        `oplab ${name}: no code cache made (${(r.error?.message ?? r.stderr.split('\n')[0]) || `status ${r.status}`})`,
      );
    }
  }
  return notes;
}

export async function bundleCommands(outDir = PREBUILT_DIR, fill = true): Promise<string[]> {
  let esbuild: typeof import('esbuild');
  try {
    esbuild = await import('esbuild');
  } catch {
    return ['esbuild is not installed: oplab commands run from source'];
  }
  mkdirSync(outDir, { recursive: true });
  const notes: string[] = [await bundleCli(esbuild, outDir)];
  if (fill && existsSync(join(outDir, 'cli.json'))) {
    notes.push(...prefillCaches(outDir));
    if (outDir === PREBUILT_DIR) notes.push(...warmCodeCaches(outDir));
  }
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
        plugins: [goSourcesPlugin()],
        loader: { '.go': 'text' },
      });
      const { inputs } = manifestOf(result.metafile);
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
