// What every analyzer gets: the package's files and type information (analysis.Pass, reduced).
import type { File, Node } from '../syntax/ast.ts';
import type { Pos } from '../syntax/pos.ts';
import { inspect } from '../syntax/walk.ts';
import type { Info } from '../types/info.ts';
import type { Func } from '../types/types.ts';
import type { Formatter } from './format.ts';
import type { PrintKind } from './printf.ts';

export interface Pass {
  files: File[];
  info: Info;
  path: string;
  /** analysisutil.Format for the expressions of a file. */
  fmt: (file: File) => Formatter;
  /** The printf wrappers of the module packages it imports (printf's facts). */
  printfFacts: ReadonlyMap<Func, PrintKind>;
  /** The module's Go version (go.mod's go line), as `1.21`; undefined when unknown. */
  goVersion?: string;
  /** The module packages it imports, in dependency order (for facts such as noReturn). */
  deps?: readonly { files: File[]; info: Info }[];
}

export type Analyzer = (pass: Pass, report: (file: File, pos: Pos, msg: string) => void) => void;

/** Every node of every file, in go/ast.Inspect order. */
export function eachNode(pass: Pass, f: (file: File, n: Node) => void): void {
  for (const file of pass.files)
    inspect(file, (n) => {
      f(file, n);
      return true;
    });
}
