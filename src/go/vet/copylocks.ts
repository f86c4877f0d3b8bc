// The copylocks analyzer of go1.23's vet (golang.org/x/tools/go/analysis/passes/copylock/copylock.go):
// values of a struct type whose pointer is a sync.Locker but whose value is not (sync.Mutex,
// sync.WaitGroup, and structs containing them) copied by assignment, call, return, range, literal
// or declared as a by-value parameter or receiver.
import type { Expr, FieldList, File, FuncType, Node } from '../syntax/ast.ts';
import type { Pos } from '../syntax/pos.ts';
import { inspect } from '../syntax/walk.ts';
import type { Info } from '../types/info.ts';
import { lookupFieldOrMethod } from '../types/lookup.ts';
import { Pointer, type Type, unalias, under } from '../types/types.ts';
import { typeString } from '../types/typestring.ts';
import type { Formatter } from './format.ts';

type Report = (pos: Pos, msg: string) => void;

/** A nullary method without results named `name` in the method set of t. */
function hasNullary(t: Type, name: string): boolean {
  const f = lookupFieldOrMethod(t, false, undefined, name).obj;
  return f?.kind === 'func' && f.type.params.length === 0 && f.type.results.length === 0;
}

function isLocker(t: Type): boolean {
  return hasNullary(t, 'Lock') && hasNullary(t, 'Unlock');
}

/**
 * go1.23's lock paths of the sync types whose fields the simulated package lays out differently
 * (Once's done is an atomic.Uint32, Map starts with a Mutex, Pool and Cond with a noCopy).
 */
const syncLockPaths: Record<string, string[]> = {
  Once: ['sync.Once', 'sync/atomic.Uint32', 'sync/atomic.noCopy'],
  Map: ['sync.Map', 'sync.Mutex'],
  Pool: ['sync.Pool', 'sync.noCopy'],
  Cond: ['sync.Cond', 'sync.noCopy'],
};

/** copylock.go lockPath: outermost to innermost type names, or undefined without a lock. */
function lockPath(t: Type | undefined, seen = new Set<Type>()): string[] | undefined {
  if (t === undefined || seen.has(t)) return undefined;
  seen.add(t);
  // Type parameters: their type sets are not examined here (no report rather than a wrong one).
  if (unalias(t).kind === 'typeparam') return undefined;
  for (let u = under(t); u.kind === 'array'; u = under(t)) t = u.elem;
  const u = under(t);
  if (u.kind === 'tuple') {
    for (const v of u.vars) {
      const sub = lockPath(v.type, seen);
      if (sub) return [typeString(t), ...sub];
    }
    return undefined;
  }
  if (u.kind !== 'struct') return undefined;
  if (isLocker(new Pointer(t)) && !isLocker(t)) return [typeString(t)];
  const n = unalias(t);
  if (n.kind === 'named' && n.obj.pkg?.path === 'sync') {
    const p = syncLockPaths[n.obj.name];
    if (p) return p;
  }
  if (n.kind === 'named' && n.obj.name === 'noCopy' && n.obj.pkg?.path === 'sync') return [typeString(t)];
  for (const f of u.fields) {
    const sub = lockPath(f.type, seen);
    if (sub) return [typeString(t), ...sub];
  }
  return undefined;
}

function pathString(p: string[]): string {
  return p.join(' contains ');
}

function lockPathRhs(info: Info, x: Expr): string[] | undefined {
  while (x.kind === 'ParenExpr') x = x.x;
  if (x.kind === 'CompositeLit' || x.kind === 'CallExpr') return undefined;
  if (x.kind === 'StarExpr') {
    let y = x.x;
    while (y.kind === 'ParenExpr') y = y.x;
    if (y.kind === 'CallExpr') return undefined;
  }
  const tv = info.types.get(x);
  if (!tv || tv.mode === 'typexpr' || tv.mode === 'novalue' || tv.mode === 'builtin') return undefined;
  return lockPath(tv.type);
}

function checkFunc(
  info: Info,
  name: string,
  recv: FieldList | undefined,
  typ: FuncType,
  report: Report,
): void {
  const fields = [...(recv && recv.list.length > 0 ? [recv.list[0]] : []), ...typ.params.list];
  for (const f of fields) {
    const p = lockPath(info.types.get(f.type)?.type);
    if (p) report(f.type.pos, `${name} passes lock by value: ${pathString(p)}`);
  }
}

function checkRangeVar(
  info: Info,
  tok: string | undefined,
  e: Expr | undefined,
  report: Report,
  exprString: Formatter,
): void {
  if (!e) return;
  if (e.kind === 'Ident' && e.name === '_') return;
  let t: Type | undefined;
  if (tok === ':=') {
    if (e.kind !== 'Ident') return;
    const o = info.defs.get(e);
    if (o?.kind !== 'var') return;
    t = o.type;
  } else t = info.types.get(e)?.type;
  const p = lockPath(t);
  if (p) report(e.pos, `range var ${exprString(e)} copies lock: ${pathString(p)}`);
}

export function copylocks(
  files: File[],
  info: Info,
  report: (file: File, pos: Pos, msg: string) => void,
  fmt: (file: File) => Formatter,
): void {
  for (const file of files) {
    const r: Report = (pos, msg) => report(file, pos, msg);
    const exprString = fmt(file);
    inspect(file, (n: Node) => {
      switch (n.kind) {
        case 'RangeStmt':
          checkRangeVar(info, n.tok, n.key, r, exprString);
          checkRangeVar(info, n.tok, n.value, r, exprString);
          break;
        case 'FuncDecl':
          checkFunc(info, n.name.name, n.recv, n.type, r);
          break;
        case 'FuncLit':
          checkFunc(info, 'func', undefined, n.type as FuncType, r);
          break;
        case 'CallExpr': {
          let id: Expr | undefined = n.fun;
          if (id.kind === 'SelectorExpr') id = id.sel;
          if (id.kind === 'Ident') {
            const o = info.uses.get(id);
            if (
              o?.kind === 'builtin' &&
              ['new', 'len', 'cap', 'Sizeof', 'Offsetof', 'Alignof'].includes(o.name)
            )
              break;
          }
          for (const x of n.args) {
            const p = lockPathRhs(info, x);
            if (p) r(x.pos, `call of ${exprString(n.fun)} copies lock value: ${pathString(p)}`);
          }
          break;
        }
        case 'AssignStmt':
          n.rhs.forEach((x, i) => {
            const p = lockPathRhs(info, x);
            if (p && n.lhs[i])
              r(x.pos, `assignment copies lock value to ${exprString(n.lhs[i])}: ${pathString(p)}`);
          });
          break;
        case 'GenDecl':
          if (n.tok !== 'var') break;
          for (const s of n.specs) {
            if (s.kind !== 'ValueSpec') continue;
            s.values.forEach((x, i) => {
              const p = lockPathRhs(info, x);
              if (p && s.names[i])
                r(x.pos, `variable declaration copies lock value to ${s.names[i].name}: ${pathString(p)}`);
            });
          }
          break;
        case 'CompositeLit':
          for (let x of n.elts) {
            if (x.kind === 'KeyValueExpr') x = x.value;
            const p = lockPathRhs(info, x);
            if (p) r(x.pos, `literal copies lock value from ${exprString(x)}: ${pathString(p)}`);
          }
          break;
        case 'ReturnStmt':
          for (const x of n.results) {
            const p = lockPathRhs(info, x);
            if (p) r(x.pos, `return copies lock value: ${pathString(p)}`);
          }
          break;
      }
      return true;
    });
  }
}
