// Test harness: parse Go sources with the real parser, check them with stub standard packages
// (test/go/types/stubs, real signatures, small subsets) and format diagnostics as gc prints them.

import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { File } from '../../../src/go/syntax/ast.ts';
import { isSyntaxError, parseFile } from '../../../src/go/syntax/parser.ts';
import type { Diagnostic } from '../../../src/go/syntax/pos.ts';
import { type CheckResult, check } from '../../../src/go/types/check.ts';
import type { Package } from '../../../src/go/types/types.ts';

const stubDir = join(import.meta.dirname, 'stubs');

export interface SourceFile {
  name: string;
  src: string;
}

/** Extra packages (import path → files) that tests may provide, e.g. a second user package. */
export type PackageSources = Map<string, SourceFile[]>;

export class StubImporter {
  private cache = new Map<string, Package>();
  readonly extra: PackageSources;
  readonly stubDiagnostics: string[] = [];
  constructor(extra: PackageSources = new Map()) {
    this.extra = extra;
  }
  import(path: string): Package | undefined {
    const hit = this.cache.get(path);
    if (hit) return hit;
    let sources = this.extra.get(path);
    if (!sources) {
      let names: string[];
      try {
        names = readdirSync(join(stubDir, path)).filter((n) => n.endsWith('.go'));
      } catch {
        return undefined;
      }
      sources = names.map((n) => ({ name: n, src: readFileSync(join(stubDir, path, n), 'utf8') }));
    }
    const files: File[] = [];
    for (const s of sources) {
      const r = parseFile(s.name, s.src);
      for (const d of r.diagnostics)
        this.stubDiagnostics.push(`${path}/${d.file}:${d.line}:${d.col}: ${d.msg}`);
      if (r.file) files.push(r.file);
    }
    const res = check(path, files, this);
    for (const d of res.diagnostics)
      this.stubDiagnostics.push(`${path}/${d.file}:${d.line}:${d.col}: ${d.msg}`);
    this.cache.set(path, res.pkg);
    return res.pkg;
  }
}

export interface ProgramResult {
  /** gc-formatted lines: `./x.go:L:C: msg` (sorted, like gc; no 10-error cap). */
  lines: string[];
  diagnostics: Diagnostic[];
  result: CheckResult | undefined;
  files: File[];
  syntaxErrors: boolean;
}

export function checkProgram(
  sources: SourceFile[],
  importer = new StubImporter(),
  pkgPath = 'main',
): ProgramResult {
  const files: File[] = [];
  const parseDiags: Diagnostic[] = [];
  for (const s of sources) {
    const r = parseFile(s.name, s.src);
    parseDiags.push(...r.diagnostics);
    if (r.file) files.push(r.file);
  }
  const fmt = (d: Diagnostic) => `./${d.file}:${d.line}:${d.col}: ${d.msg}`;
  // Syntax errors stop gc before type checking; the parser's branch checks (labels, break/continue)
  // are not syntax errors and are reported together with the checker's errors, as in the driver.
  if (parseDiags.some(isSyntaxError)) {
    const syn = sortDiags(parseDiags);
    return { lines: syn.map(fmt), diagnostics: syn, result: undefined, files, syntaxErrors: true };
  }
  const result = check(pkgPath, files, importer, {
    displayFile: (f) => `./${f}`,
    absoluteFile: (f) => `./${f}`,
  });
  const sorted = sortDiags([...result.diagnostics, ...parseDiags]);
  return { lines: sorted.map(fmt), diagnostics: sorted, result, files, syntaxErrors: false };
}

function sortDiags(ds: Diagnostic[]): Diagnostic[] {
  return ds
    .map((d, i) => ({ d, i }))
    .sort((a, b) =>
      a.d.file !== b.d.file
        ? a.d.file < b.d.file
          ? -1
          : 1
        : a.d.line - b.d.line || a.d.col - b.d.col || a.i - b.i,
    )
    .map((x) => x.d);
}
