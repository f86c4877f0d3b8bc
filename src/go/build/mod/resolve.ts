// Where a third-party import comes from, as modload.importFromModules decides it: the vendor
// directory under -mod=vendor, otherwise the module of the build list that provides the package
// (after `replace`), read from the module cache ($GOMODCACHE/<module>@<version>, case-encoded)
// or from a local replacement directory. oplab never downloads: a module that is not in the cache
// fails as the go command fails with GOPROXY=off.

import type { GoCmdError } from './errors.ts';
import { joinPath, type ModuleFS, shortPath } from './fs.ts';
import * as gover from './gover.ts';
import { type GoSum, haveSum, type ModFile, readModFile, replacementFor } from './modfile.ts';
import * as semver from './semver.ts';
import {
  chooseBuildMode,
  type ModeChoice,
  modFlagOf,
  readVendorList,
  type VendorList,
  vendoredGoVersion,
  vendorInconsistencies,
} from './vendor.ts';

/** module.EscapePath / EscapeVersion: an upper-case letter becomes `!` and its lower case. */
export function escapeModulePath(path: string): string {
  return path.replace(/[A-Z]/g, (c) => `!${c.toLowerCase()}`);
}

/** `go env GOMODCACHE`: GOMODCACHE, else the first GOPATH entry's pkg/mod, else $HOME/go/pkg/mod. */
export function moduleCacheDir(env: Readonly<Record<string, string>>): string {
  if (env.GOMODCACHE) return env.GOMODCACHE;
  const gopath = (env.GOPATH ?? '').split(':').find((p) => p !== '');
  return `${gopath ?? `${env.HOME || '/home/gopher'}/go`}/pkg/mod`;
}

/** The directory of module path@version in the module cache. */
export function moduleCachePath(modcache: string, path: string, version: string): string {
  return `${modcache}/${escapeModulePath(path)}@${escapeModulePath(version)}`;
}

export interface ModuleEnvironment {
  /** GOFLAGS, GOMODCACHE, GOPATH, HOME. */
  env?: Readonly<Record<string, string>>;
  /** Files outside the project (module cache, replacement directories beside it). */
  fs?: ModuleFS;
  /** The command line's -mod flag, if any (overrides GOFLAGS). */
  modFlag?: string;
}

/** A package found outside the main module and the registry. */
export interface ExternalPackage {
  /** Files of the package directory: display names (as the go command shows them) and text. */
  files: { name: string; src: string }[];
  /** The providing module's go version (its go.mod, or vendor/modules.txt). */
  goVersion?: string;
  module: string;
  /** The go line of the providing module's go.mod as written (none: no requirement on go). */
  goLine?: string;
}

export type Resolution = { ok: true; pkg: ExternalPackage } | { ok: false; error: GoCmdError };

export interface ModuleResolver {
  mode: ModeChoice;
  /** A fatal error found before any package is loaded (inconsistent vendoring). */
  fatal?: GoCmdError;
  /** `go: downloading …` and `go: ignoring package …` lines, printed before errors. */
  notes: string[];
  resolve(path: string, importer: string): Resolution;
  /** The go lines of the module graph's go.mod files read from disk (module → line), module mode only. */
  graphGoLines?: ReadonlyMap<string, string>;
}

/** module.ZeroPseudoVersion("v0"): the version a wildcard replacement stands for. */
const ZERO_PSEUDO = 'v0.0.0-00010101000000-000000000000';

function goFilesIn(fs: ModuleFS, dir: string): string[] {
  return (fs.list(dir)?.files ?? []).filter((f) => f.endsWith('.go'));
}

function prefixOf(path: string, mod: string): boolean {
  return path === mod || path.startsWith(`${mod}/`);
}

/** The resolver for the main module at `root` (absolute), whose go.mod is `mod`. */
export function moduleResolver(
  root: string,
  mod: ModFile,
  sum: GoSum | undefined,
  fs: ModuleFS,
  menv: ModuleEnvironment,
  /** modules the registry provides (never read from the cache: no go.mod, no `go: downloading`) */
  provided: ReadonlySet<string> = new Set(),
): ModuleResolver {
  const env = menv.env ?? {};
  const vendorDir = `${root}/vendor`;
  const mode = chooseBuildMode(
    menv.modFlag ?? modFlagOf(env.GOFLAGS),
    mod.go,
    fs.list(vendorDir) !== undefined,
  );
  const notes: string[] = [];
  const noted = new Set<string>();
  const note = (line: string) => {
    if (!noted.has(line)) notes.push(line);
    noted.add(line);
  };
  const display = (abs: string) => shortPath(root, abs);
  const readPackage = (dir: string, module: string, goVersion: string | undefined): ExternalPackage => ({
    files: goFilesIn(fs, dir).map((f) => ({
      name: display(`${dir}/${f}`),
      src: fs.read(`${dir}/${f}`) ?? '',
    })),
    // A module's package whose go.mod has no go line is go 1.16 too, for -lang and vet
    // (cmd/go/internal/work gc.go: p.Module.GoVersion, else gover.DefaultGoModVersion).
    goVersion: goVersion ?? '1.16',
    module,
    ...(goVersion === undefined ? {} : { goLine: goVersion }),
  });

  if (mode.mode === 'vendor') {
    const vendor: VendorList = readVendorList(fs.read(`${vendorDir}/modules.txt`));
    const problems = vendorInconsistencies(mod, vendor);
    const fatal: GoCmdError | undefined =
      problems.length > 0 ? { kind: 'inconsistent-vendoring', dir: root, details: problems } : undefined;
    const lookupErr = mode.explicit
      ? 'import lookup disabled by -mod=vendor'
      : `import lookup disabled by -mod=vendor\n\t(${mode.reason})`;
    return {
      mode,
      fatal,
      notes,
      resolve(path) {
        const dir = `${vendorDir}/${path}`;
        if (goFilesIn(fs, dir).length > 0) {
          const m = vendor.pkgModule.get(path);
          // Go 1.23 and later import only vendored packages that modules.txt lists.
          if (m !== undefined || gover.compare(mod.go ?? '1.16', '1.23') < 0)
            return { ok: true, pkg: readPackage(dir, m?.path ?? '', m && vendoredGoVersion(vendor, m)) };
          note(
            `go: ignoring package ${path} which exists in the vendor directory but is missing from vendor/modules.txt. To sync the vendor directory run go mod vendor.`,
          );
        }
        return { ok: false, error: { kind: 'import-missing', path, queryErr: lookupErr } };
      },
    };
  }

  const modcache = moduleCacheDir(env);
  /** The directory a module version's files are in, or the reason there is none. */
  const moduleRoot = (
    path: string,
    version: string,
    /** building the module graph: a go.mod not in the cache is skipped, not "downloaded" (lazy loading) */
    quiet = false,
  ):
    | { dir: string; shown: { path: string; version: string } }
    | { error: GoCmdError; sumMissing?: boolean } => {
    const r = replacementFor(mod, path, version);
    if (r !== undefined && r.newVersion === undefined) {
      const dir = joinPath(root, r.newPath);
      if (fs.list(dir) === undefined)
        return {
          error: {
            kind: 'module',
            path,
            version,
            detail: `replacement directory ${r.newPath} does not exist`,
          },
        };
      return { dir, shown: { path, version } };
    }
    const used = r === undefined ? { path, version } : { path: r.newPath, version: r.newVersion as string };
    // mustHaveSums: in readonly mode go.sum must list the module before it is used.
    if (mode.mode === 'readonly' && (sum === undefined || !haveSum(sum, used.path, used.version)))
      return { error: { kind: 'import-missing', path }, sumMissing: true };
    const dir = moduleCachePath(modcache, used.path, used.version);
    if (fs.list(dir) === undefined) {
      if (!quiet) note(`go: downloading ${used.path} ${used.version}`);
      // [CAPTURED] go1.19.8, GOPROXY=off: `go: downloading M V` then `main.go:6:2: module lookup disabled by GOPROXY=off`.
      return { error: { kind: 'fetch', detail: 'module lookup disabled by GOPROXY=off' } };
    }
    return { dir, shown: used };
  };

  // The build list: go.mod's requirements, raised by those of the modules they need (MVS).
  const selected = new Map<string, string>(mod.require.map((r) => [r.path, r.version]));
  const goLineOf = new Map<string, string>();
  const visited = new Set<string>();
  for (let changed = true; changed; ) {
    changed = false;
    for (const [path, version] of [...selected]) {
      if (visited.has(`${path}@${version}`) || provided.has(path)) continue;
      visited.add(`${path}@${version}`);
      const where = moduleRoot(path, version, true);
      if (!('dir' in where)) continue;
      const text = fs.read(`${where.dir}/go.mod`);
      const dep = text === undefined ? undefined : readModFile('go.mod', text);
      if (!dep?.ok) continue;
      if (dep.mod.go !== undefined) goLineOf.set(`${path}@${version}`, dep.mod.go);
      for (const q of dep.mod.require) {
        const have = selected.get(q.path);
        if (have === undefined || semver.compare(have, q.version) < 0) {
          selected.set(q.path, q.version);
          changed = true;
        }
      }
    }
  }

  // The selected versions' go lines (a go.mod not in the cache is not read).
  const graphGoLines = new Map<string, string>();
  for (const [path, version] of selected) {
    const line = goLineOf.get(`${path}@${version}`);
    if (line !== undefined) graphGoLines.set(path, line);
  }

  const queryErr =
    mode.mode === 'mod'
      ? 'module lookup disabled by GOPROXY=off'
      : mode.explicit
        ? `import lookup disabled by -mod=${mode.mode}`
        : mode.reason !== ''
          ? `import lookup disabled by -mod=${mode.mode}\n\t(${mode.reason})`
          : undefined;

  return {
    mode,
    notes,
    graphGoLines,
    resolve(path, importer) {
      const candidates = [...selected.keys()]
        .filter((m) => prefixOf(path, m))
        .sort((a, b) => b.length - a.length);
      let sumMissing = false;
      for (const m of candidates) {
        const version = selected.get(m) as string;
        const where = moduleRoot(m, version);
        if (!('dir' in where)) {
          if (where.sumMissing) {
            sumMissing = true;
            continue;
          }
          return { ok: false, error: where.error.kind === 'fetch' ? { ...where.error, path } : where.error };
        }
        const dir = path === m ? where.dir : `${where.dir}/${path.slice(m.length + 1)}`;
        if (goFilesIn(fs, dir).length === 0) continue;
        const gomod = fs.read(`${where.dir}/go.mod`);
        const parsed = gomod === undefined ? undefined : readModFile('go.mod', gomod);
        return { ok: true, pkg: readPackage(dir, m, parsed?.ok ? parsed.mod.go : undefined) };
      }
      if (sumMissing) return { ok: false, error: { kind: 'missing-sum', path, importer } };
      // queryImport: a replaced module that is not required but provides the package is named.
      const replaced = mod.replace.find((r) => {
        if (!prefixOf(path, r.oldPath) || selected.has(r.oldPath)) return false;
        const where = moduleRoot(r.oldPath, r.oldVersion ?? ZERO_PSEUDO);
        if (!('dir' in where)) return false;
        const dir = path === r.oldPath ? where.dir : `${where.dir}/${path.slice(r.oldPath.length + 1)}`;
        return goFilesIn(fs, dir).length > 0;
      });
      if (replaced !== undefined) {
        // A wildcard replacement suggests the bare path (its version is the zero pseudo-version).
        const arg =
          replaced.oldVersion === undefined ? replaced.oldPath : `${replaced.oldPath}@${replaced.oldVersion}`;
        return {
          ok: false,
          error: { kind: 'import-missing', path, replacedBy: { path: replaced.oldPath, arg } },
        };
      }
      return { ok: false, error: { kind: 'import-missing', path, queryErr } };
    },
  };
}
