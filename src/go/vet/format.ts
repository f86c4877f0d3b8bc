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
    return src.slice(e.pos.offset, e.end.offset);
  };
}
