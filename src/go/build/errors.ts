// Printing compile errors the way `go build` / `go run` print them.
//
// gc's rules (cmd/compile/internal/base/print.go, ErrorfAt and FlushErrors):
// - errors are collected in the order the phases report them; at most one syntax error per line,
//   and a non-syntax error identical to the previous one on the same line is dropped;
// - when the 10th error is reported, gc flushes the errors so far (sorted by position, exact
//   duplicates removed) and prints `<pos of that 10th error>: too many errors`;
// - otherwise everything is flushed sorted at the end.
// The go command prints `# <import path>` above a package's compiler output.

import type { Diagnostic } from '../syntax/pos.ts';

export const ERROR_LIMIT = 10;

/** How a source file name is shown: `./main.go` for the current directory, `api/v1/x.go` otherwise. */
export function displayPath(file: string): string {
  if (file.startsWith('/') || file.startsWith('./') || file.startsWith('../')) return file;
  return file.includes('/') ? file : `./${file}`;
}

function isSyntax(d: Diagnostic): boolean {
  return d.msg.startsWith('syntax error');
}

/**
 * gc's position order: files in the order their first error was reported (a position's file base
 * gets its index in the compiler's PosTable when an error first names it, cmd/internal/src
 * PosTable.baseIndex, and XPos.Before compares that index), then line and column.
 */
function posBefore(rank: Map<string, number>, a: Diagnostic, b: Diagnostic): number {
  if (a.file !== b.file) return rank.get(a.file)! - rank.get(b.file)!;
  if (a.line !== b.line) return a.line - b.line;
  return a.col - b.col;
}

function line(d: Diagnostic): string {
  const where = d.line > 0 ? `${displayPath(d.file)}:${d.line}:${d.col}` : displayPath(d.file);
  return `${where}: ${d.msg}`;
}

/**
 * The compiler's error output for one package, without the `#` header: diagnostics in reported
 * order in, gc's text out (each line ends with a newline).
 */
export function formatCompilerErrors(reported: readonly Diagnostic[]): string {
  const kept: Diagnostic[] = [];
  let lastSyntax: Diagnostic | undefined;
  let lastOther: Diagnostic | undefined;
  let tooMany: Diagnostic | undefined;
  for (const d of reported) {
    if (isSyntax(d)) {
      if (lastSyntax && lastSyntax.file === d.file && lastSyntax.line === d.line) continue;
      lastSyntax = d;
    } else {
      if (lastOther && lastOther.file === d.file && lastOther.line === d.line && lastOther.msg === d.msg)
        continue;
      lastOther = d;
    }
    kept.push(d);
    if (kept.length >= ERROR_LIMIT) {
      tooMany = d;
      break;
    }
  }
  const rank = new Map<string, number>();
  for (const d of kept) if (!rank.has(d.file)) rank.set(d.file, rank.size);
  const sorted = kept
    .map((d, i) => ({ d, i }))
    .sort((a, b) => posBefore(rank, a.d, b.d) || a.i - b.i)
    .map((x) => line(x.d));
  const out: string[] = [];
  for (const l of sorted) if (out[out.length - 1] !== l) out.push(l);
  if (tooMany) out.push(`${displayPath(tooMany.file)}:${tooMany.line}:${tooMany.col}: too many errors`);
  return out.map((l) => `${l}\n`).join('');
}

/** A package's compile failure as the go command prints it: `# path` header, then gc's errors. */
export function formatPackageErrors(importPath: string, reported: readonly Diagnostic[]): string {
  return `# ${importPath}\n${formatCompilerErrors(reported)}`;
}
