// vendor/modules.txt and -mod=vendor, after cmd/go/internal/modload/vendor.go (readVendorList,
// checkVendorConsistency) and init.go (setDefaultBuildMod), go1.23.

import * as gover from './gover.ts';
import type { ModFile } from './modfile.ts';
import * as semver from './semver.ts';

interface ModVersion {
  path: string;
  /** '' for a wildcard replacement line (`# path => new`). */
  version: string;
}

interface VendorMeta {
  explicit: boolean;
  /** `=> path [version]`; version '' for a directory. */
  replacement?: ModVersion;
  goVersion?: string;
}

export interface VendorList {
  /** Modules that contribute packages, in order of appearance. */
  list: ModVersion[];
  /** Modules listed with a replacement. */
  replaced: ModVersion[];
  /** Module path → version of the packages vendored from it. */
  version: Map<string, string>;
  /** Package import path → its module. */
  pkgModule: Map<string, ModVersion>;
  /** `path@version` (or `path` for wildcard lines) → annotations. */
  meta: Map<string, VendorMeta>;
}

const key = (m: ModVersion): string => (m.version === '' ? m.path : `${m.path}@${m.version}`);

/** readVendorList: modules.txt's `# module version [=> replacement]` lines, `## ` annotations, packages. */
export function readVendorList(text: string | undefined): VendorList {
  const v: VendorList = { list: [], replaced: [], version: new Map(), pkgModule: new Map(), meta: new Map() };
  if (text === undefined) return v;
  let mod: ModVersion | undefined;
  const metaOf = (m: ModVersion): VendorMeta => {
    let meta = v.meta.get(key(m));
    if (meta === undefined) v.meta.set(key(m), (meta = { explicit: false }));
    return meta;
  };
  for (const line of text.split('\n')) {
    if (line.startsWith('# ')) {
      let f = line.trim().split(/\s+/);
      if (f.length < 3) continue;
      if (semver.isValid(f[2])) {
        mod = { path: f[1], version: f[2] };
        f = f.slice(3);
      } else if (f[2] === '=>') {
        mod = { path: f[1], version: '' };
        f = f.slice(2);
      } else {
        mod = undefined;
        continue;
      }
      if (f.length >= 2 && f[0] === '=>') {
        const meta = metaOf(mod);
        if (f.length === 2) {
          meta.replacement = { path: f[1], version: '' };
          v.replaced.push(mod);
        } else if (f.length === 3 && semver.isValid(f[2])) {
          meta.replacement = { path: f[1], version: f[2] };
          v.replaced.push(mod);
        }
      }
      continue;
    }
    if (mod === undefined) continue;
    if (line.startsWith('## ')) {
      const meta = metaOf(mod);
      for (const raw of line.slice(3).split(';')) {
        const entry = raw.trim();
        if (entry === 'explicit') meta.explicit = true;
        if (entry.startsWith('go ')) meta.goVersion = entry.slice(3);
      }
      continue;
    }
    const f = line.trim().split(/\s+/).filter(Boolean);
    if (f.length === 1 && !f[0].startsWith('#')) {
      v.pkgModule.set(f[0], mod);
      const have = v.version.get(mod.path);
      if (have === undefined || semver.compare(have, mod.version) < 0) {
        v.list.push(mod);
        v.version.set(mod.path, mod.version);
      }
    }
  }
  return v;
}

export type BuildMode = 'vendor' | 'readonly' | 'mod';

export interface ModeChoice {
  mode: BuildMode;
  /** Set by -mod (GOFLAGS or the command line). */
  explicit: boolean;
  /** cfg.BuildModReason: why vendor/ was or was not used. */
  reason: string;
}

/** setDefaultBuildMod: -mod=vendor by default when vendor/ exists and go.mod says go 1.14 or later. */
export function chooseBuildMode(
  flag: string | undefined,
  goVersion: string | undefined,
  hasVendorDir: boolean,
): ModeChoice {
  if (flag === 'vendor' || flag === 'readonly' || flag === 'mod')
    return { mode: flag, explicit: true, reason: '' };
  if (hasVendorDir) {
    if (goVersion !== undefined && gover.compare(goVersion, '1.14') >= 0)
      return {
        mode: 'vendor',
        explicit: false,
        reason: 'Go version in go.mod is at least 1.14 and vendor directory exists.',
      };
    return {
      mode: 'readonly',
      explicit: false,
      reason: `Go version in go.mod is ${goVersion ?? 'unspecified'}, so vendor directory was not used.`,
    };
  }
  return { mode: 'readonly', explicit: false, reason: '' };
}

/** The -mod flag in GOFLAGS (`-mod=vendor`, `--mod=vendor`), if any. */
export function modFlagOf(goflags: string | undefined): string | undefined {
  let found: string | undefined;
  for (const f of (goflags ?? '').trim().split(/\s+/)) {
    const m = /^--?mod=(.*)$/.exec(f);
    if (m) found = m[1];
  }
  return found;
}

/**
 * checkVendorConsistency: the lines of `go: inconsistent vendoring` (empty when go.mod and
 * modules.txt agree), in the go command's order.
 */
export function vendorInconsistencies(mod: ModFile, v: VendorList): string[] {
  const out: string[] = [];
  const err = (m: ModVersion, detail: string): void => {
    out.push(`${m.version === '' ? m.path : `${m.path}@${m.version}`}: ${detail}`);
  };
  const pre114 = mod.go === undefined || gover.compare(mod.go, '1.14') < 0;
  for (const r of mod.require) {
    if (v.meta.get(`${r.path}@${r.version}`)?.explicit) continue;
    if (pre114) {
      const vv = v.version.get(r.path);
      if (vv !== undefined && vv !== r.version)
        err(r, `is explicitly required in go.mod, but vendor/modules.txt indicates ${r.path}@${vv}`);
    } else err(r, 'is explicitly required in go.mod, but not marked as explicit in vendor/modules.txt');
  }
  const describeMod = (m: ModVersion): string => (m.version === '' ? m.path : `${m.path}@${m.version}`);
  const seen = new Set<string>();
  for (const r of mod.replace) {
    const old: ModVersion = { path: r.oldPath, version: r.oldVersion ?? '' };
    if (seen.has(key(old))) continue;
    seen.add(key(old));
    const neu: ModVersion = { path: r.newPath, version: r.newVersion ?? '' };
    const vr = v.meta.get(key(old))?.replacement;
    if (vr === undefined) {
      if (!(pre114 && (old.version === '' || v.version.get(old.path) !== old.version)))
        err(old, 'is replaced in go.mod, but not marked as replaced in vendor/modules.txt');
    } else if (vr.path !== neu.path || vr.version !== neu.version) {
      err(
        old,
        `is replaced by ${describeMod(neu)} in go.mod, but marked as replaced by ${describeMod(vr)} in vendor/modules.txt`,
      );
    }
  }
  for (const m of v.list) {
    if (!v.meta.get(key(m))?.explicit) continue;
    if (!mod.require.some((r) => r.path === m.path && r.version === m.version))
      err(m, 'is marked as explicit in vendor/modules.txt, but not explicitly required in go.mod');
  }
  for (const m of v.replaced) {
    const replaced = mod.replace.some(
      (r) => r.oldPath === m.path && (r.oldVersion === undefined || r.oldVersion === m.version),
    );
    if (!replaced) err(m, 'is marked as replaced in vendor/modules.txt, but not replaced in go.mod');
  }
  return out;
}

/** The go version a vendored module declares (`## explicit; go 1.21`), if any. */
export function vendoredGoVersion(v: VendorList, m: ModVersion): string | undefined {
  return v.meta.get(key(m))?.goVersion;
}
