// The Go syntax layer: scanner, parser (gc's error behaviour, go/ast's tree shape), printer, walker, go.mod.
export * from './ast.ts';
export { checkBranches, checkFuncBody } from './branches.ts';
export type { GoMod, GoModExclude, GoModReplace, GoModRequire, GoModResult } from './gomod.ts';
export { formatGoModErrors, parseGoMod } from './gomod.ts';
export { goBuildHeaderErrors } from './header.ts';
export type { ParseOptions } from './parser.ts';
export { isSyntaxError, parseFile } from './parser.ts';
export { isValidPos, NoPos, sortDiagnostics } from './pos.ts';
export { exprString, nodeString, stmtString } from './printer.ts';
export { formatU, quoteRune, runeLitValue, stringLitBytes, stringLitValue } from './quote.ts';
export type { Visitor } from './walk.ts';
export { inspect, walk } from './walk.ts';
