// Source positions and diagnostics shared by every phase of the Go toolchain.

/**
 * A position in one source file.
 * - `line`: 1-based line.
 * - `col`: 1-based **byte** column, as gc prints it (a tab counts 1, a non-ASCII character counts its
 *   UTF-8 bytes).
 * - `offset`: 0-based index into the JavaScript source string (UTF-16 code units), so
 *   `src.slice(a.offset, b.offset)` is the source text between two positions.
 */
export interface Pos {
  line: number;
  col: number;
  offset: number;
}

/** A diagnostic as gc prints it: `file:line:col: msg` (file is the name passed to the phase). */
export interface Diagnostic {
  file: string;
  line: number;
  col: number;
  msg: string;
  /** Soft errors (unused variables and imports) do not stop later phases (go/types' `soft`). */
  soft?: boolean;
  /** Where go/types reports the same error when it is not where types2 does (go vet's `vet:` line). */
  goTypesAt?: { line: number; col: number };
}

export const NoPos: Pos = Object.freeze({ line: 0, col: 0, offset: 0 }) as Pos;

export function isValidPos(p: Pos | undefined): p is Pos {
  return p !== undefined && p.line > 0;
}

/** Orders positions by offset; both must be in the same file. */
export function comparePos(a: Pos, b: Pos): number {
  return a.offset - b.offset;
}

/** Sorts diagnostics as gc does before printing: by file, then line, then column (stable). */
export function sortDiagnostics(ds: Diagnostic[]): Diagnostic[] {
  return ds
    .map((d, i) => ({ d, i }))
    .sort((a, b) => {
      if (a.d.file !== b.d.file) return a.d.file < b.d.file ? -1 : 1;
      if (a.d.line !== b.d.line) return a.d.line - b.d.line;
      if (a.d.col !== b.d.col) return a.d.col - b.d.col;
      return a.i - b.i;
    })
    .map((x) => x.d);
}

export function diag(file: string, pos: Pos, msg: string): Diagnostic {
  return { file, line: pos.line, col: pos.col, msg };
}
