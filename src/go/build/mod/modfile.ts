// go.mod and go.sum as the go command edits them. Parsing is src/go/syntax/gomod.ts (modfile's
// grammar and checks); this file holds the editable content and writes it back in the layout
// `go mod tidy` uses since Go 1.17 (direct requirements first, `// indirect` ones in a second block).

import { formatGoModErrors, type GoMod, type GoModOptions, parseGoMod } from '../../syntax/gomod.ts';
import type { GoCmdError } from './errors.ts';

export interface Requirement {
  path: string;
  version: string;
  indirect: boolean;
}

export interface Replacement {
  oldPath: string;
  oldVersion?: string;
  newPath: string;
  /** Undefined for a local directory. */
  newVersion?: string;
}

/** What a go.mod says, without positions: what the go command's editors work on. */
export interface ModFile {
  module: string;
  go?: string;
  toolchain?: string;
  require: Requirement[];
  replace: Replacement[];
  exclude: { path: string; version: string }[];
}

export type ModFileResult = { ok: true; mod: ModFile; syntax: GoMod } | { ok: false; error: GoCmdError };

/** Parses go.mod into its content; errors are the go command's (`go: errors parsing go.mod:` …). */
export function readModFile(file: string, src: string, opts: GoModOptions = {}): ModFileResult {
  const r = parseGoMod(file, src, opts);
  if (r.mod === undefined)
    return { ok: false, error: { kind: 'text', text: formatGoModErrors(r.diagnostics) } };
  if (r.mod.module === undefined) return { ok: false, error: { kind: 'no-module-declaration' } };
  return {
    ok: true,
    syntax: r.mod,
    mod: {
      module: r.mod.module.path,
      go: r.mod.go?.version,
      toolchain: r.mod.toolchain?.name,
      require: r.mod.require.map((q) => ({ path: q.path, version: q.version, indirect: q.indirect })),
      replace: r.mod.replace.map((p) => ({
        oldPath: p.oldPath,
        oldVersion: p.oldVersion,
        newPath: p.newPath,
        newVersion: p.newVersion,
      })),
      exclude: r.mod.exclude.map((x) => ({ path: x.path, version: x.version })),
    },
  };
}

function replacementText(r: Replacement): string {
  const old = r.oldVersion === undefined ? r.oldPath : `${r.oldPath} ${r.oldVersion}`;
  const neu = r.newVersion === undefined ? r.newPath : `${r.newPath} ${r.newVersion}`;
  return `${old} => ${neu}`;
}

/** go.mod text as `go mod tidy` writes it. */
export function formatModFile(mod: ModFile): string {
  let out = `module ${mod.module}\n`;
  if (mod.go) out += `\ngo ${mod.go}\n`;
  if (mod.toolchain) out += `\ntoolchain ${mod.toolchain}\n`;
  const direct = mod.require.filter((r) => !r.indirect);
  const indirect = mod.require.filter((r) => r.indirect);
  for (const group of [direct, indirect]) {
    if (group.length === 0) continue;
    // A block of one line is written as a line (x/mod modfile/read.go Cleanup: "Collapse block into
    // single line"), whichever the other group holds.
    if (group.length === 1) {
      const r = group[0];
      out += `\nrequire ${r.path} ${r.version}${r.indirect ? ' // indirect' : ''}\n`;
      continue;
    }
    out += '\nrequire (\n';
    for (const r of group) out += `\t${r.path} ${r.version}${r.indirect ? ' // indirect' : ''}\n`;
    out += ')\n';
  }
  if (mod.exclude.length > 0) {
    out += mod.exclude.length === 1 ? '\nexclude ' : '\nexclude (\n';
    for (const x of mod.exclude) out += `${mod.exclude.length === 1 ? '' : '\t'}${x.path} ${x.version}\n`;
    if (mod.exclude.length > 1) out += ')\n';
  }
  if (mod.replace.length > 0) {
    out += mod.replace.length === 1 ? '\nreplace ' : '\nreplace (\n';
    for (const r of mod.replace) out += `${mod.replace.length === 1 ? '' : '\t'}${replacementText(r)}\n`;
    if (mod.replace.length > 1) out += ')\n';
  }
  return out;
}

export function requiredVersion(mod: ModFile, path: string): string | undefined {
  return mod.require.find((r) => r.path === path)?.version;
}

/**
 * The replacement that applies to path@version (modload.Replacement): a replace naming the
 * version wins over one for every version of the path.
 */
export function replacementFor(mod: ModFile, path: string, version: string): Replacement | undefined {
  return (
    mod.replace.find((r) => r.oldPath === path && r.oldVersion === version) ??
    mod.replace.find((r) => r.oldPath === path && r.oldVersion === undefined)
  );
}

// ---- go.sum ----

/** go.sum lines: key `path version` or `path version/go.mod` → `h1:` hash. */
export type GoSum = Map<string, string>;

export function parseGoSum(text: string): GoSum {
  const sum: GoSum = new Map();
  for (const line of text.split('\n')) {
    const f = line.trim().split(/\s+/);
    if (f.length === 3) sum.set(`${f[0]} ${f[1]}`, f[2]);
  }
  return sum;
}

export function formatGoSum(sum: GoSum): string {
  const keys = [...sum.keys()].sort();
  return keys.map((k) => `${k} ${sum.get(k)}\n`).join('');
}

/** modfetch.HaveSum: go.sum has the module's zip hash. */
export function haveSum(sum: GoSum, path: string, version: string): boolean {
  return sum.has(`${path} ${version}`);
}
