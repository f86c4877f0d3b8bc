// Test harness: parse, type-check (with the standard library from src/go/std), compile and run Go
// source with the interpreter, capturing stdout/stderr as JS strings.

import type { CheckedPackage } from '../../../src/go/interp/compile/ctx.ts';
import type { NativePackage } from '../../../src/go/interp/native.ts';
import { compileProgram, run } from '../../../src/go/interp/run.ts';
import { jsString } from '../../../src/go/interp/strings.ts';
import { stdNatives, stdPackage } from '../../../src/go/std/index.ts';
import { parseFile } from '../../../src/go/syntax/parser.ts';
import { check } from '../../../src/go/types/check.ts';
import type { Package } from '../../../src/go/types/types.ts';

export interface GoRun {
  stdout: string;
  stderr: string;
  exitCode: number;
  /** Compile-phase failures (syntax/type errors) as `file:line:col: msg` lines. */
  errors: string[];
  /** Branches the compiler left to their first execution, and those compiled (compiler.ts lazyBlocks). */
  lazyBlocks?: { deferred: number; compiled: number };
}

const stdCache = new Map<string, CheckedPackage[]>();

/** Checked std package `path` preceded by its dependencies (cached across tests). */
function stdChecked(path: string, importer: (p: string) => Package | undefined): CheckedPackage[] {
  const hit = stdCache.get(path);
  if (hit !== undefined) return hit;
  const np = stdPackage(path);
  if (np === undefined) throw new Error(`no std package ${path}`);
  const files = np.files.map((f) => {
    const r = parseFile(f.name, f.src);
    if (r.file === undefined || r.diagnostics.length > 0)
      throw new Error(
        `std ${path}: ${r.diagnostics.map((d) => `${d.file}:${d.line}:${d.col}: ${d.msg}`).join('\n')}`,
      );
    return r.file;
  });
  const deps: CheckedPackage[] = [];
  const res = check(path, files, {
    import: (p) => {
      for (const d of stdChecked(p, importer)) if (!deps.includes(d)) deps.push(d);
      return importer(p);
    },
  });
  const hard = res.diagnostics.filter((d) => !d.soft);
  if (hard.length > 0)
    throw new Error(`std ${path}: ${hard.map((d) => `${d.file}:${d.line}:${d.col}: ${d.msg}`).join('\n')}`);
  const self: CheckedPackage = {
    path,
    name: res.pkg.name,
    files,
    info: res.info,
    types: res.pkg,
    toolchain: true,
  };
  const out = [...deps, self];
  stdCache.set(path, out);
  return out;
}

function importer(p: string): Package | undefined {
  const list = stdChecked(p, importer);
  return list[list.length - 1].types;
}

export interface RunOptions {
  stepBudget?: number;
  maxDepth?: number;
  /** Bytes of live values (src/go/interp/mem.ts); default: none. */
  memoryBudget?: number;
  cpuTime?: () => number;
  cpuLimitMs?: number;
  /** Called at every chunk of steps (interp/run.ts Host.onChunk). */
  onChunk?: () => void;
  env?: Record<string, string>;
  /** Extra native packages (checked before main, after the standard library). */
  extra?: NativePackage[];
  /** Compile the extra packages as registry packages are: bodies at first call (CheckedPackage.lazy). */
  lazyExtra?: boolean;
  /** The main package's Go language version (its go.mod `go` line); default: the toolchain's. */
  goVersion?: string;
}

/** Compile and run a main package given as one source text (main.go) or several files. */
export function runGo(src: string | Record<string, string>, opts: RunOptions = {}): GoRun {
  const sources = typeof src === 'string' ? { 'main.go': src } : src;
  const files = [];
  const errors: string[] = [];
  for (const [name, text] of Object.entries(sources)) {
    const r = parseFile(name, text);
    for (const d of r.diagnostics) errors.push(`${d.file}:${d.line}:${d.col}: ${d.msg}`);
    if (r.file !== undefined) files.push(r.file);
  }
  if (errors.length > 0) return { stdout: '', stderr: '', exitCode: 1, errors };
  const deps: CheckedPackage[] = [];
  const extra = new Map<string, CheckedPackage>();
  for (const np of opts.extra ?? []) {
    const pf = np.files.map((f) => parseFile(f.name, f.src).file!);
    const pr = check(np.path, pf, { import: (p) => importer(p) });
    if (pr.diagnostics.length > 0) throw new Error(pr.diagnostics.map((d) => d.msg).join('\n'));
    extra.set(np.path, {
      path: np.path,
      name: pr.pkg.name,
      files: pf,
      info: pr.info,
      types: pr.pkg,
      lazy: opts.lazyExtra,
    });
  }
  const res = check('main', files, {
    import: (p) => {
      const x = extra.get(p);
      if (x !== undefined) return x.types;
      for (const d of stdChecked(p, importer)) if (!deps.includes(d)) deps.push(d);
      return importer(p);
    },
  });
  deps.push(...extra.values());
  for (const d of res.diagnostics) errors.push(`${d.file}:${d.line}:${d.col}: ${d.msg}`);
  if (errors.length > 0) return { stdout: '', stderr: '', exitCode: 1, errors };
  const natives = {
    natives: (p: string) => (opts.extra ?? []).find((x) => x.path === p)?.natives ?? stdNatives.natives(p),
  };
  const prog = compileProgram(
    [
      ...deps,
      { path: 'main', name: 'main', files, info: res.info, types: res.pkg, goVersion: opts.goVersion },
    ],
    natives,
  );
  let stdout = '';
  let stderr = '';
  const r = run(prog, {
    stdout: (b) => {
      stdout += b;
    },
    stderr: (b) => {
      stderr += b;
    },
    stepBudget: opts.stepBudget ?? 1e8,
    maxDepth: opts.maxDepth ?? 5000,
    memoryBudget: opts.memoryBudget,
    cpuTime: opts.cpuTime,
    onChunk: opts.onChunk,
    cpuLimitMs: opts.cpuLimitMs,
    env: opts.env,
  });
  const lazyBlocks = { ...prog.compiler.lazyBlocks };
  return { stdout: jsString(stdout), stderr: jsString(stderr), exitCode: r.exitCode, errors, lazyBlocks };
}
