// package text/tabwriter, in Go, after go/src/text/tabwriter's elastic tabstop algorithm: text is
// collected into cells (terminated by tab, vertical tab, newline, form feed); a column block is a run
// of consecutive lines that have a cell in that column, and its width is the widest cell plus padding
// (at least minwidth). A line without tabs ends the block and flushes what is buffered. Escape and
// FilterHTML sequences count as zero-width/one-rune text. Output is handed to the underlying writer
// once per Write or Flush call that produces text.

import type { NativePackage } from '../../interp/native.ts';
import src from './tabwriter.go?raw';

let pkg: NativePackage | undefined;

export function tabwriterPackage(): NativePackage {
  pkg ??= { path: 'text/tabwriter', files: [{ name: 'tabwriter.go', src }], natives: {} };
  return pkg;
}
