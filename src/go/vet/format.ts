// analysisutil.Format: an expression as go/printer prints it. gc's short form (syntax/printer.ts)
// abbreviates composite literal and function bodies as `…`; go/printer does not, so those come from
// the source text, which is gofmt's form when the file is gofmt-clean.
import type { Expr } from '../syntax/ast.ts';
import { exprString } from '../syntax/printer.ts';

export type Formatter = (e: Expr) => string;

export function formatter(src: string | undefined): Formatter {
  return (e) => {
    const s = exprString(e);
    if (src === undefined || !s.includes('…')) return s;
    // go/printer prints the node from indentation 0: its later lines lose the indentation of the
    // line it starts on (gofmt'd source indents with one tab per level)
    const text = src.slice(e.pos.offset, e.end.offset);
    const lineStart = src.lastIndexOf('\n', e.pos.offset - 1) + 1;
    const indent = /^\t*/.exec(src.slice(lineStart, e.pos.offset))?.[0].length ?? 0;
    if (indent === 0) return text;
    const strip = new RegExp(`\n\t{0,${indent}}`, 'g');
    return text.replace(strip, '\n');
  };
}
