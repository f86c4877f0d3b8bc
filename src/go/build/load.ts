// Loading a Go program the way the go command does for `go run`: pick the main package's files
// (named files, or a directory of a module), parse them, follow imports to the module's other
// packages and to the registry of standard/simulated packages, detect cycles, and order packages
// for checking and initialisation. Errors here are the go command's own (no `#` header, paths
// relative to the working directory without `./`), verified against go1.23.5.

import type { File } from '../syntax/ast.ts';
import { goParserErrors } from '../syntax/goparser.ts';
import { goBuildHeaderErrors } from '../syntax/header.ts';
import type { Diagnostic } from '../syntax/pos.ts';
import { evalBuildExpr, fileNameMatches, GO_RELEASE } from './constraints.ts';
import { loadEmbeds, type PackageEmbeds } from './embed.ts';
import { type GoCmdError, type ImportPos, renderGoCmdErrors } from './mod/errors.ts';
import { cleanPath, layeredFS, memoryFS } from './mod/fs.ts';
import * as gover from './mod/gover.ts';
import { isStdLikePath } from './mod/imports.ts';
import { type GoSum, type ModFile, parseGoSum, readModFile } from './mod/modfile.ts';
import { type ModuleEnvironment, type ModuleResolver, moduleResolver } from './mod/resolve.ts';
import type { Phases } from './phases.ts';
import { goStdPackages } from './stdlist.ts';
import { testMainSource } from './testmain.ts';

/** A source file of the program, named by its '/'-separated path relative to the working directory. */
export interface SourceFile {
  name: string;
  src: string;
}

/** What `go run` was asked to run. */
export type RunTarget =
  /** `go run a.go b.go`: named files, all in one directory, package main. */
  | { kind: 'files'; files: string[] }
  /** `go run .` / `go run ./cmd/app`: a package directory of the module rooted at the working directory. */
  | { kind: 'dir'; dir: string };

export interface LoadedPackage {
  /** Import path: `command-line-arguments` for named files, module path + dir otherwise. */
  path: string;
  /** Directory relative to the working directory ('.' for the root); '' for registry packages. */
  dir: string;
  name: string;
  /** Parsed files, in file-name order (as go/build lists them). */
  files: File[];
  /** Diagnostics of parsing (syntax errors stop the build at this package). */
  parseDiagnostics: Diagnostic[];
  /** The names of the package's files, parsed or not, in file-name order (`go vet` parses them again). */
  fileNames?: string[];
  /** Import paths this package imports, in order of first appearance. */
  imports: string[];
  /** True for packages that come from the registry (standard library, simulated packages). */
  registry: boolean;
  /** Registry packages: symbols hidden from the program's packages (NativePackage.hidden). */
  hidden?: readonly string[];
  /** Registry packages: NativePackage.graphImports. */
  graphImports?: readonly string[];
  /**
   * Language version of the package's module (go.mod's `go` line, e.g. "1.21"); undefined means the
   * toolchain's own (1.26). It decides per-iteration loop variables (1.22+, passed to the
   * interpreter by default.ts); the checker does not take it yet.
   */
  goVersion?: string;
  /** What the package's //go:embed patterns matched (embed.ts loadEmbeds); undefined without any. */
  embed?: PackageEmbeds;
}

export interface LoadedProgram {
  /** Every package, in gc's initialisation order (dependencies first; by import path among ready ones). */
  packages: LoadedPackage[];
  main: LoadedPackage;
}

export type LoadResult =
  | {
      ok: true;
      program: LoadedProgram /** Lines the go command prints on stderr before building. */;
      notes: string[];
    }
  | {
      ok: false;
      errors: GoCmdError[];
      notes: string[];
      /** notes, then the errors, as the go command prints them. */
      stderr: string;
    };

export interface LoadOptions {
  /** Absolute working directory, quoted by some go command messages. */
  cwd: string;
  /** GOROOT as quoted in `package x is not in std (GOROOT/src/x)`. */
  goroot: string;
  /** Where third-party modules come from (environment, module cache, directories beside the project). */
  modules?: ModuleEnvironment;
  /** Any package may be the target, not only a main package (`go vet` type-checks without linking). */
  library?: boolean;
  /**
   * `go test`: the target directory's package is built with its _test.go files, its external test
   * package (`package p_test`) beside it, and the program's main is the generated test main
   * (testmain.ts) that imports both.
   */
  test?: boolean;
}

interface Module {
  path: string;
  goVersion?: string;
  file: ModFile;
}

function failed(errors: GoCmdError[], notes: string[] = []): LoadResult {
  return {
    ok: false,
    errors,
    notes,
    stderr: notes.map((n) => `${n}\n`).join('') + renderGoCmdErrors(errors),
  };
}

const fail = (e: GoCmdError, notes: string[] = []): LoadResult => failed([e], notes);
const text = (t: string): GoCmdError => ({ kind: 'text', text: t });

function dirOf(name: string): string {
  const i = name.lastIndexOf('/');
  return i < 0 ? '.' : name.slice(0, i);
}

function baseOf(name: string): string {
  return name.slice(name.lastIndexOf('/') + 1);
}

export { isStdLikePath };

export function loadProgram(
  sources: readonly SourceFile[],
  target: RunTarget,
  phases: Phases,
  opts: LoadOptions,
): LoadResult {
  const byName = new Map<string, SourceFile>();
  for (const s of sources) byName.set(cleanPath(s.name), { name: cleanPath(s.name), src: s.src });

  let module: Module | undefined;
  const notes: string[] = [];
  const gomod = byName.get('go.mod');
  if (gomod !== undefined) {
    const res = readModFile('go.mod', gomod.src);
    if (!res.ok) return fail(res.error);
    const want = res.mod.go;
    if (want !== undefined && gover.compare(want, GO_RELEASE) > 0) {
      return fail({ kind: 'too-new', what: 'go.mod', need: want, running: GO_RELEASE, gotoolchain: 'local' });
    }
    // A go.mod without a go line is go 1.16 for the go command (gover.DefaultGoModVersion): the
    // compiler's -lang and vet's GoVersion (cmd/go/internal/work gc.go, exec.go buildVetConfig).
    module = { path: res.mod.module, goVersion: want ?? '1.16', file: res.mod };
    for (const r of res.mod.require) {
      const sim = phases.simulatedModules?.().find((m) => m.path === r.path);
      if (sim !== undefined && !sim.models(r.version)) notes.push(sim.note(r.version));
    }
  }
  let resolver: ModuleResolver | undefined;
  // The simulated module (longest path first) a package path lies in: its packages are the registry's.
  const simulated = (phases.simulatedModules?.() ?? [])
    .map((m) => m.path)
    .sort((a, b) => b.length - a.length);
  const simulatedModuleOf = (path: string) => simulated.find((m) => path === m || path.startsWith(`${m}/`));
  /** The go line of the version of simulated module `path` that go.mod requires. */
  const simulatedGoLine = (path: string): string | undefined => {
    const version = module?.file.require.find((r) => r.path === path)?.version;
    const sim = phases.simulatedModules?.().find((m) => m.path === path);
    return version === undefined ? undefined : sim?.goLine?.(version);
  };
  if (module !== undefined) {
    const env = opts.modules ?? {};
    const own = memoryFS(byName.values(), opts.cwd);
    const fs = env.fs ? layeredFS(own, env.fs) : own;
    const sumText = fs.read(`${cleanPath(opts.cwd)}/go.sum`);
    const sum: GoSum | undefined = sumText === undefined ? undefined : parseGoSum(sumText);
    const provided = new Set((phases.simulatedModules?.() ?? []).map((m) => m.path));
    resolver = moduleResolver(cleanPath(opts.cwd), module.file, sum, fs, env, provided);
    if (resolver.fatal !== undefined) return fail(resolver.fatal, notes);
  }

  // Directory → candidate .go files (build constraints applied later, after parsing).
  const dirs = new Map<string, SourceFile[]>();
  for (const f of byName.values()) {
    if (!f.name.endsWith('.go')) continue;
    const d = dirOf(f.name);
    if (d !== '.' && d.split('/').some((p) => p === 'testdata' || p.startsWith('.') || p.startsWith('_')))
      continue;
    let list = dirs.get(d);
    if (list === undefined) dirs.set(d, (list = []));
    list.push(f);
  }
  for (const list of dirs.values()) list.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));

  const loaded = new Map<string, LoadedPackage>();
  /** The go lines of the modules that provide a loaded package (module → line). */
  const goRequirements = new Map<string, string>();
  /** go command errors (reported together, before any package is compiled). */
  const errors: GoCmdError[] = [];

  const parseAll = (
    files: SourceFile[],
    honourConstraints: boolean,
  ): { files: File[]; diags: Diagnostic[]; names: string[] } => {
    const out: File[] = [];
    const diags: Diagnostic[] = [];
    const names: string[] = [];
    for (const f of files) {
      const r = phases.parseFile(f.name, f.src);
      if (honourConstraints && r.file?.goBuild !== undefined && !evalBuildExpr(r.file.goBuild)) continue;
      names.push(f.name);
      errors.push(
        ...goBuildHeaderErrors(f.name, f.src).map((d) => text(`${d.file}:${d.line}:${d.col}: ${d.msg}`)),
      );
      diags.push(...r.diagnostics);
      if (r.file !== undefined) out.push(r.file);
    }
    return { files: out, diags, names };
  };

  // The go command matches a package's //go:embed patterns as it loads the package (embed.ts).
  const withEmbeds = (pkg: LoadedPackage): LoadedPackage => {
    const r = loadEmbeds(pkg, byName, pkg.files);
    if (r !== undefined && 'error' in r) errors.push(text(r.error));
    else if (r !== undefined) pkg.embed = r;
    return pkg;
  };

  const importsOf = (files: File[]): string[] => {
    const seen: string[] = [];
    for (const f of files)
      for (const spec of f.imports) {
        const p = importPathOf(spec.path.value);
        if (p !== undefined && !seen.includes(p)) seen.push(p);
      }
    return seen;
  };

  // The main package.
  let main: LoadedPackage;
  const preloaded: LoadedPackage[] = [];
  if (opts.test && target.kind === 'dir') {
    if (module === undefined) return fail({ kind: 'no-go-mod' });
    const dir = cleanPath(target.dir);
    const pkg = loadModulePackage(dir, 'internal');
    const xtest = loadModulePackage(dir, 'external');
    // A directory with only an external test package (package p_test) is tested as well.
    if (pkg === undefined && xtest === undefined)
      return fail(text(`no Go files in ${dir === '.' ? opts.cwd : `${opts.cwd}/${dir}`}`));
    const bad = testFileParseError([...(pkg?.fileNames ?? []), ...(xtest?.fileNames ?? [])], byName);
    if (bad !== undefined) return fail(text(bad));
    const tm = testMainSource(pkg, xtest);
    if ('bad' in tm) {
      // load/test.go formatTestmain: the position as the go command's file set holds it (absolute)
      const b = tm.bad;
      return fail(
        text(
          `${cleanPath(`${opts.cwd}/${b.file}`)}:${b.line}:${b.col}: wrong signature for ${b.name}, ${b.why}`,
        ),
      );
    }
    const parsed = parseAll([{ name: '_testmain.go', src: tm.src }], false);
    main = {
      path: `${pkg?.path ?? (xtest as LoadedPackage).path.slice(0, -'_test'.length)}.test`,
      dir,
      name: 'main',
      files: parsed.files,
      parseDiagnostics: parsed.diags,
      fileNames: parsed.names,
      imports: importsOf(parsed.files),
      registry: false,
      goVersion: module.goVersion,
    };
    if (pkg !== undefined) preloaded.push(pkg);
    if (xtest !== undefined) preloaded.push(xtest);
  } else if (target.kind === 'files') {
    if (target.files.length === 0) return fail(text('go: no go files listed'));
    const names = target.files.map(cleanPath);
    for (const n of names) {
      if (!n.endsWith('.go')) {
        if (module !== undefined) return fail({ kind: 'not-in-std', path: n, goroot: opts.goroot });
        return fail({ kind: 'import-missing', path: n, noGoMod: true });
      }
      if (!byName.has(n)) return fail(text(`stat ${n}: no such file or directory`));
    }
    const dirsNamed = [...new Set(names.map(dirOf))];
    if (dirsNamed.length > 1)
      return fail(text(`named files must all be in one directory; have ${dirsNamed[0]} and ${dirsNamed[1]}`));
    const seenBase = new Map<string, string>();
    for (const n of names) {
      const lower = baseOf(n).toLowerCase();
      const prev = seenBase.get(lower);
      if (prev !== undefined) {
        return fail(
          text(
            `package command-line-arguments: case-insensitive file name collision: "${prev}" and "${baseOf(n)}"`,
          ),
        );
      }
      seenBase.set(lower, baseOf(n));
    }
    const files = names.map((n) => byName.get(n)!);
    const parsed = parseAll(files, false);
    main = {
      path: 'command-line-arguments',
      dir: dirsNamed[0],
      name: parsed.files[0]?.name.name ?? 'main',
      files: parsed.files,
      parseDiagnostics: parsed.diags,
      fileNames: parsed.names,
      imports: importsOf(parsed.files),
      registry: false,
      goVersion: module?.goVersion,
    };
    const mismatch = packageClauseMismatch(main, opts.cwd);
    if (mismatch) return fail(text(mismatch));
    withEmbeds(main);
  } else {
    const dir = cleanPath(target.dir);
    if (module === undefined) return fail({ kind: 'no-go-mod' });
    const pkg = loadModulePackage(dir);
    if (pkg === undefined)
      return fail(text(`no Go files in ${dir === '.' ? opts.cwd : `${opts.cwd}/${dir}`}`));
    main = pkg;
    const mismatch = packageClauseMismatch(main, opts.cwd);
    if (mismatch) return fail(text(mismatch));
  }
  if (errors.length > 0) return failed(errors, notes);
  if (main.name !== 'main' && main.parseDiagnostics.length === 0 && !opts.library) {
    return fail({ kind: 'not-main', path: main.path }, notes);
  }
  loaded.set(main.path, main);
  for (const p of preloaded) loaded.set(p.path, p);

  function loadModulePackage(dir: string, tests?: 'internal' | 'external'): LoadedPackage | undefined {
    if (module === undefined) return undefined;
    const candidates = (dirs.get(dir) ?? []).filter(
      (f) => fileNameMatches(f.name) || (tests !== undefined && testFileMatches(f.name)),
    );
    if (candidates.length === 0) return undefined;
    const parsed = parseAll(candidates, true);
    if (tests !== undefined) splitTestFiles(parsed, tests);
    if (parsed.files.length === 0 && parsed.diags.length === 0) return undefined;
    const path = dir === '.' ? module.path : `${module.path}/${dir}`;
    return withEmbeds({
      path: tests === 'external' ? `${path}_test` : path,
      dir,
      name: parsed.files[0]?.name.name ?? '',
      files: parsed.files,
      parseDiagnostics: parsed.diags,
      fileNames: parsed.names,
      imports: importsOf(parsed.files),
      registry: false,
      goVersion: module.goVersion,
    });
  }

  /** A package of a third-party module (vendor/, the module cache, a replacement directory). */
  function loadExternalPackage(
    path: string,
    files: { name: string; src: string }[],
    goVersion: string | undefined,
  ): LoadedPackage {
    const parsed = parseAll(
      files.filter((f) => fileNameMatches(f.name)),
      true,
    );
    const i = files[0]?.name.lastIndexOf('/') ?? -1;
    return {
      path,
      dir: i < 0 ? '.' : files[0].name.slice(0, i),
      name: parsed.files[0]?.name.name ?? '',
      files: parsed.files,
      parseDiagnostics: parsed.diags,
      fileNames: parsed.names,
      imports: importsOf(parsed.files),
      registry: false,
      goVersion,
    };
  }

  /** Resolves and loads the package `path` imports (queued), or records why not in errors. */
  function loadImport(imp: { at: () => ImportPos }, path: string, importer: string): void {
    let dep: LoadedPackage | undefined;
    if (module !== undefined && (path === module.path || path.startsWith(`${module.path}/`))) {
      const dir = path === module.path ? '.' : path.slice(module.path.length + 1);
      dep = loadModulePackage(dir);
      if (dep === undefined) {
        errors.push({ kind: 'import-missing', at: imp.at(), path });
        return;
      }
      if (dep.name === 'main') {
        errors.push({ kind: 'program-import', at: imp.at(), path });
        return;
      }
    } else if (phases.hasPackage(path)) {
      const reg = phases.registryPackage(path);
      if (reg === undefined) return;
      dep = reg;
      const sim = simulatedModuleOf(path);
      const line = sim === undefined ? undefined : simulatedGoLine(sim);
      if (sim !== undefined && line !== undefined) goRequirements.set(sim, line);
    } else if (goStdPackages.has(path)) {
      errors.push({
        kind: 'std-unsupported',
        at: imp.at(),
        path,
        available: phases.registryPaths?.() ?? [],
      });
      return;
    } else if (simulatedModuleOf(path) !== undefined) {
      errors.push({
        kind: 'sim-unsupported',
        at: imp.at(),
        path,
        simulated: simulatedModuleOf(path) as string,
      });
      return;
    } else if (isStdLikePath(path)) {
      errors.push({ kind: 'not-in-std', at: imp.at(), path, goroot: opts.goroot });
      return;
    } else if (resolver === undefined) {
      errors.push({ kind: 'import-missing', at: imp.at(), path, noGoMod: true });
      return;
    } else {
      const r = resolver.resolve(path, importer);
      if (!r.ok) {
        errors.push({ ...r.error, at: imp.at() } as GoCmdError);
        return;
      }
      dep = loadExternalPackage(path, r.pkg.files, r.pkg.goVersion);
      if (r.pkg.goLine !== undefined) goRequirements.set(r.pkg.module, r.pkg.goLine);
      if (dep.name === 'main') {
        errors.push({ kind: 'program-import', at: imp.at(), path });
        return;
      }
    }
    loaded.set(path, dep);
    queue.push(dep);
  }

  /**
   * Since Go 1.21 a go.mod's go line is a requirement like any other: the main module's must be at
   * least the go line of every module in the graph it loads. A lower one makes the requirements
   * untidy, which -mod=readonly (the default) refuses after loading the packages (modload
   * updateRoots raises the go requirement; commitRequirements returns errGoModDirty). A pruned
   * graph (go >= 1.17) consults the modules that provide the loaded packages; an unpruned one
   * (go 1.16 and older, or no go line) reads every required module's go.mod.
   */
  function goLineBelowRequirements(): GoCmdError | undefined {
    if (module === undefined || resolver === undefined || resolver.mode.mode !== 'readonly') return undefined;
    const needs = new Map(goRequirements);
    if (gover.compare(module.goVersion ?? '1.16', '1.17') < 0) {
      for (const [m, line] of resolver.graphGoLines ?? []) needs.set(m, line);
      for (const r of module.file.require) {
        const line = simulated.includes(r.path) ? simulatedGoLine(r.path) : undefined;
        if (line !== undefined) needs.set(r.path, line);
      }
    }
    for (const line of needs.values())
      if (gover.compare(module.goVersion ?? '1.16', line) < 0)
        return {
          kind: 'go-mod-dirty',
          flag: 'readonly',
          explicit: resolver.mode.explicit,
          reason: resolver.mode.reason,
        };
    return undefined;
  }

  /**
   * Where a package is, as an import path, for the internal-package rule: load.disallowInternal
   * compares the importer's directory with the internal package's parent, so named files in a
   * module's directory (command-line-arguments) are where that directory's package would be.
   */
  const locationOf = (pkg: LoadedPackage): string => {
    if (pkg !== main || target.kind !== 'files' || module === undefined) return pkg.path;
    return pkg.dir === '.' || pkg.dir === '' ? module.path : `${module.path}/${pkg.dir}`;
  };

  // Follow imports breadth-first from main; report unresolvable imports as the go command does
  // (in its order: orderLoadErrors).
  const queue: LoadedPackage[] = [main, ...preloaded];
  const loopStart = errors.length;
  /** Each import error's package path and importer (orderLoadErrors). */
  const importErrors = new Map<string, Map<string, GoCmdError>>();
  /** Packages' "use of internal package" errors, the first such import of each (load.disallowInternal). */
  const internalErrors = new Map<string, Extract<GoCmdError, { kind: 'internal-import' }>>();
  while (queue.length > 0) {
    const pkg = queue.shift()!;
    for (const imp of importsIn(pkg)) {
      const path = imp.path;
      // unsafe is the checker's own (types/universe.ts unsafePackage): nothing to load.
      if (path === undefined || path === 'unsafe') continue;
      const before = errors.length;
      // An internal package the importer may not use (a package that did not load has its own error).
      const internalDenied = !pkg.registry && !internalImportAllowed(path, locationOf(pkg));
      const deny = () => {
        if (!internalErrors.has(pkg.path))
          internalErrors.set(pkg.path, { kind: 'internal-import', at: imp.at(), path, importer: pkg.path });
      };
      if (internalDenied && phases.hasPackage(path)) {
        deny();
        continue;
      }
      if (!loaded.has(path)) loadImport(imp, path, pkg.path);
      if (internalDenied && loaded.has(path) && errors.length === before) deny();
      for (let i = before; i < errors.length; i++) {
        let byImporter = importErrors.get(path);
        if (byImporter === undefined) importErrors.set(path, (byImporter = new Map()));
        if (!byImporter.has(pkg.path)) byImporter.set(pkg.path, errors[i]);
      }
      errors.length = before;
    }
  }
  notes.push(...(resolver?.notes ?? []));
  const loadErrors = orderLoadErrors([main, ...preloaded], loaded, importErrors, internalErrors);
  if (loopStart > 0 || loadErrors.length > 0) return failed([...errors, ...loadErrors], notes);
  const dirty = goLineBelowRequirements();
  if (dirty !== undefined) return fail(dirty, notes);

  return { ok: true, program: { packages: initOrder(loaded), main }, notes };
}

/**
 * The imports of `pkg` to follow, in source order, each with its position (for an error). A registry
 * package's come from its import list (in order of first appearance, which is all the walk needs):
 * from a snapshot, that reads none of its files' syntax; a position is looked up only when asked.
 */
function importsIn(pkg: LoadedPackage): { path: string | undefined; at: () => ImportPos }[] {
  if (pkg.registry) return pkg.imports.map((path) => ({ path, at: () => firstImportAt(pkg, path) }));
  const out: { path: string | undefined; at: () => ImportPos }[] = [];
  for (const f of pkg.files)
    for (const spec of f.imports)
      out.push({
        path: importPathOf(spec.path.value),
        at: () => ({ file: f.filename, line: spec.pos.line, col: spec.pos.col }),
      });
  return out;
}

function firstImportAt(pkg: LoadedPackage, path: string): ImportPos {
  for (const f of pkg.files)
    for (const spec of f.imports)
      if (importPathOf(spec.path.value) === path)
        return { file: f.filename, line: spec.pos.line, col: spec.pos.col };
  return { file: pkg.files[0]?.filename ?? '', line: 1, col: 1 };
}

/**
 * cmd/go/internal/load disallowInternal: a path with an `internal` element may be imported only by
 * packages rooted at the parent of its last such element; the standard library's own (parent "")
 * only by the standard library, which comes from the registry.
 */
function internalImportAllowed(path: string, importer: string): boolean {
  const elems = path.split('/');
  // The simulator's own helpers (the generated deepcopy's oplab.dev/internal/deepcopy) are imported
  // by files the toolchain writes into a program's packages.
  if (elems[0] === 'oplab.dev') return true;
  const i = elems.lastIndexOf('internal');
  if (i < 0) return true;
  if (i === 0) return false;
  const parent = elems.slice(0, i).join('/');
  return importer === parent || importer.startsWith(`${parent}/`);
}

/** A _test.go file go/build would list for `go test` (the name rules of fileNameMatches, then _test). */
export function testFileMatches(name: string): boolean {
  return name.endsWith('_test.go') && fileNameMatches(`${name.slice(0, -'_test.go'.length)}.go`);
}

/**
 * Keeps the files of one side of a test build: the package's own files and its `package p` test
 * files ('internal'), or the `package p_test` files ('external'). The package's name comes from its
 * non-test files (go/build: a _test.go file naming `<p>_test` is an external test file).
 */
function splitTestFiles(
  parsed: { files: File[]; diags: Diagnostic[]; names: string[] },
  side: 'internal' | 'external',
): void {
  const isTest = (f: File) => f.filename.endsWith('_test.go');
  const name =
    parsed.files.find((f) => !isTest(f))?.name.name ??
    parsed.files.find((f) => !f.name.name.endsWith('_test'))?.name.name ??
    parsed.files[0]?.name.name.replace(/_test$/, '');
  const external = (f: File) => isTest(f) && f.name.name === `${name}_test` && name !== undefined;
  const keep = new Set(parsed.files.filter((f) => (side === 'external' ? external(f) : !external(f))));
  const names = new Set([...keep].map((f) => f.filename));
  const dropped = new Set(parsed.files.filter((f) => !keep.has(f)).map((f) => f.filename));
  parsed.files = parsed.files.filter((f) => keep.has(f));
  parsed.diags = parsed.diags.filter(
    (d) => names.has(d.file) || (!dropped.has(d.file) && side === 'internal'),
  );
  parsed.names = parsed.names.filter((n) => names.has(n) || (!dropped.has(n) && side === 'internal'));
}

/**
 * The go command parses a package's test files with go/parser to find its tests (load/test.go
 * loadTestFuncs, for go test and go vet alike): the first file that does not parse fails the load
 * with its first error, at the file's path relative to the working directory (base.ShortPath).
 * Names are relative to the working directory already.
 */
export function testFileParseError(
  names: readonly string[],
  files: ReadonlyMap<string, SourceFile>,
): string | undefined {
  for (const n of names) {
    const src = n.endsWith('_test.go') ? files.get(n)?.src : undefined;
    const e = src === undefined ? undefined : goParserErrors(src)[0];
    if (e !== undefined) return `${n}:${e.line}:${e.col}: ${e.msg}`;
  }
  return undefined;
}

/** The import path inside a string literal (undefined when the literal is malformed: the parser reports it). */
function importPathOf(lit: string): string | undefined {
  if (lit.length < 2) return undefined;
  const q = lit[0];
  if ((q !== '"' && q !== '`') || lit[lit.length - 1] !== q) return undefined;
  const body = lit.slice(1, -1);
  return body === '' || body.includes('\\') ? undefined : body;
}

function packageClauseMismatch(pkg: LoadedPackage, cwd: string): string | undefined {
  const first = pkg.files[0];
  if (first === undefined) return undefined;
  for (const f of pkg.files) {
    if (f.name.name !== first.name.name) {
      const dir = pkg.dir === '.' ? cwd : `${cwd}/${pkg.dir}`;
      return `found packages ${first.name.name} (${baseOf(first.filename)}) and ${f.name.name} (${baseOf(f.filename)}) in ${dir}`;
    }
  }
  return undefined;
}

/**
 * The load errors as the go command prints them (cmd/go/internal/load CheckPackageErrors): each on
 * its package (a missing or refused import on that import, an import cycle on the package its own
 * imports lead back to: reusePackage, a use of an internal package on the importer's copy of it:
 * disallowInternal), in PackageList's order: depth first from the roots, imports in sorted order
 * (go/build's Package.Imports), a package after its imports. The load itself walks the same way,
 * so a cycle's import stack and an error's position are those of the first path that reached it.
 * Registry packages (std, the simulated modules) are not walked; an error one holds comes last.
 */
function orderLoadErrors(
  roots: LoadedPackage[],
  loaded: Map<string, LoadedPackage>,
  importErrors: Map<string, Map<string, GoCmdError>>,
  internalErrors: Map<string, Extract<GoCmdError, { kind: 'internal-import' }>>,
): GoCmdError[] {
  const out: GoCmdError[] = [];
  const seen = new Set<string>();
  const emitted = new Set<string>();
  const active: string[] = [];
  const cycles = new Map<string, GoCmdError>();
  const walk = (pkg: LoadedPackage): void => {
    seen.add(pkg.path);
    active.push(pkg.path);
    const internal = internalErrors.get(pkg.path);
    for (const path of [...new Set(pkg.imports)].sort()) {
      if (path === 'unsafe') continue;
      const dep = loaded.get(path);
      if (dep !== undefined && !dep.registry) {
        if (active.includes(path)) {
          if (!cycles.has(path)) cycles.set(path, { kind: 'import-cycle', stack: [...active, path] });
        } else if (!seen.has(path)) walk(dep);
      }
      if (internal?.path === path) out.push({ ...internal, stack: [...active] });
      const errs = importErrors.get(path);
      if (errs !== undefined && !emitted.has(path)) {
        emitted.add(path);
        out.push(errs.get(pkg.path) ?? [...errs.values()][0]);
      }
    }
    active.pop();
    const cycle = cycles.get(pkg.path);
    if (cycle !== undefined) out.push(cycle);
  };
  for (const root of roots) if (!seen.has(root.path)) walk(root);
  // An import a registry package's own file cannot load (the walk does not enter them): after the rest.
  for (const [path, errs] of importErrors)
    if (!emitted.has(path)) {
      emitted.add(path);
      out.push([...errs.values()][0]);
    }
  return out;
}

/**
 * Go 1.21+ package initialisation order (spec, "Package initialization"): repeatedly take the first
 * package, in import path order, whose imports are all initialised. This is also a dependency order.
 */
function initOrder(pkgs: Map<string, LoadedPackage>): LoadedPackage[] {
  const pending = [...pkgs.values()].sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  const done = new Set<string>();
  const out: LoadedPackage[] = [];
  while (pending.length > 0) {
    const i = pending.findIndex((p) => p.imports.every((d) => done.has(d) || !pkgs.has(d)));
    const next = pending.splice(Math.max(i, 0), 1)[0];
    done.add(next.path);
    out.push(next);
  }
  return out;
}
