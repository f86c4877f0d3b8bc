// Built-in functions (types2 builtins.go), including min/max/clear and Go 1.26 new(expr).

import type { CallExpr, Expr } from '../syntax/ast.ts';
import type { Checker } from './checker.ts';
import { compare, makeInt, toComplex, toRat as toRatOf } from './constant.ts';
import { exprString } from './exprstring.ts';
import { lookupFieldOrMethod } from './lookup.ts';
import { invalidOperand, type Operand } from './operand.ts';
import {
  coreString,
  coreType,
  defaultType,
  identical,
  isNumeric,
  isOrdered,
  isString,
  isTypeParam,
  isUntyped,
  underIs,
} from './predicates.ts';
import { alignof, offsetsof, sizeof } from './sizes.ts';
import {
  type BuiltinId,
  invalidType,
  isInvalid,
  Pointer,
  Signature,
  Slice,
  type Struct,
  Tuple,
  type Type,
  under,
  Var,
} from './types.ts';
import { computeTypeSet } from './typeset.ts';
import { anyAlias, byteType, Typ } from './universe.ts';

const spec: Record<BuiltinId, { nargs: number; variadic: boolean }> = {
  append: { nargs: 1, variadic: true },
  cap: { nargs: 1, variadic: false },
  clear: { nargs: 1, variadic: false },
  close: { nargs: 1, variadic: false },
  complex: { nargs: 2, variadic: false },
  copy: { nargs: 2, variadic: false },
  delete: { nargs: 2, variadic: false },
  imag: { nargs: 1, variadic: false },
  len: { nargs: 1, variadic: false },
  make: { nargs: 1, variadic: true },
  max: { nargs: 1, variadic: true },
  min: { nargs: 1, variadic: true },
  new: { nargs: 1, variadic: false },
  panic: { nargs: 1, variadic: false },
  print: { nargs: 0, variadic: true },
  println: { nargs: 0, variadic: true },
  real: { nargs: 1, variadic: false },
  recover: { nargs: 0, variadic: false },
  Add: { nargs: 2, variadic: false },
  Alignof: { nargs: 1, variadic: false },
  Offsetof: { nargs: 1, variadic: false },
  Sizeof: { nargs: 1, variadic: false },
  Slice: { nargs: 2, variadic: false },
  SliceData: { nargs: 1, variadic: false },
  String: { nargs: 2, variadic: false },
  StringData: { nargs: 1, variadic: false },
};

function makeSig(res: Type | undefined, ...args: Type[]): Signature {
  const params = new Tuple(args.map((t) => new Var({ file: '', line: 0, col: 0 }, undefined, '', t)));
  const results = new Tuple(res ? [new Var({ file: '', line: 0, col: 0 }, undefined, '', res)] : []);
  return new Signature(undefined, params, results, false);
}

function hasCallOrRecv(e: Expr): boolean {
  let found = false;
  const walk = (x: unknown): void => {
    if (found || !x || typeof x !== 'object') return;
    const n = x as { kind?: string };
    if (n.kind === 'CallExpr' || (n.kind === 'UnaryExpr' && (x as { op: string }).op === '<-')) {
      found = true;
      return;
    }
    if (n.kind === 'FuncLit') return;
    for (const [k, v] of Object.entries(x)) {
      if (k === 'pos' || k === 'end') continue;
      if (Array.isArray(v)) v.forEach(walk);
      else if (v && typeof v === 'object' && 'kind' in v) walk(v);
    }
  };
  walk(e);
  return found;
}

export function builtin(c: Checker, fx: Operand, call: CallExpr): Operand {
  const id = fx.id!;
  const bin = spec[id];
  if (call.ellipsis && id !== 'append') {
    c.error(call, `invalid operation: invalid use of ... with built-in ${id}`);
    c.useArgs(call.args);
    return invalidOperand(call);
  }
  // make and new take a type first, Offsetof a selector: evaluate arguments lazily for those.
  let args: Operand[] = [];
  if (id !== 'make' && id !== 'new' && id !== 'Offsetof') {
    args = c.argList(call.args, false);
    if (args.some((a) => a.mode === 'invalid')) return invalidOperand(call);
  }
  const nargs = call.args.length === 1 && args.length > 1 ? args.length : call.args.length;
  {
    let msg = '';
    if (nargs < bin.nargs) msg = 'not enough';
    else if (!bin.variadic && nargs > bin.nargs) msg = 'too many';
    if (msg !== '') {
      if (id === 'make' || id === 'new') c.useArgs(call.args);
      c.error(
        call,
        `invalid operation: ${msg} arguments for ${exprString(call)} (expected ${bin.nargs}, found ${nargs})`,
      );
      return invalidOperand(call);
    }
  }
  const x = args[0];
  const record = (sig: Signature) => c.recordTypeAndValue(call.fun, 'builtin', sig, undefined);
  switch (id) {
    case 'len':
    case 'cap': {
      const a = x;
      let mode: Operand['mode'] = 'invalid';
      const val = undefined as undefined | bigint;
      let v = val;
      const u = coreType(a.type);
      const t = u ? under(u) : undefined;
      if (t) {
        if (t.kind === 'basic' && isString(t) && id === 'len') {
          if (a.mode === 'constant' && a.val?.kind === 'string') {
            mode = 'constant';
            v = BigInt(a.val.value.length);
          } else mode = 'value';
        } else if (t.kind === 'array' || (t.kind === 'pointer' && under(t.elem).kind === 'array')) {
          const arr = t.kind === 'array' ? t : (under((t as Pointer).elem) as typeof t & { len: number });
          mode = 'value';
          if (!hasCallOrRecv(call.args[0])) {
            mode = 'constant';
            v = BigInt((arr as { len: number }).len);
          }
        } else if (t.kind === 'slice' || t.kind === 'chan') mode = 'value';
        else if (t.kind === 'map' && id === 'len') mode = 'value';
      }
      if (isTypeParam(a.type) && !u) {
        const ts = computeTypeSet(under(a.type) as never);
        if (ts.terms && ts.terms.length > 0) mode = 'value';
      }
      if (mode === 'invalid') {
        if (!isInvalid(under(a.type))) c.error(a.expr!, `invalid argument: ${c.op(a)} for built-in ${id}`);
        return invalidOperand(call);
      }
      record(makeSig(Typ.int, a.type));
      if (mode === 'constant') return { mode, expr: call, type: Typ.int, val: makeInt(v!) };
      return { mode: 'value', expr: call, type: Typ.int };
    }
    case 'append': {
      const S = x.type;
      const s = coreType(S);
      if (s?.kind !== 'slice') {
        let cause: string;
        if (x.mode === 'nilvalue') cause = 'have untyped nil';
        else if (isTypeParam(S))
          cause = s ? `${c.op(x)} has core type ${c.t(s)}` : `${c.op(x)} has no core type`;
        else cause = `have ${c.op(x)}`;
        c.error(x.expr!, `first argument to append must be a slice; ${cause}`);
        return invalidOperand(call);
      }
      if (nargs === 2 && call.ellipsis) {
        const bs = new Slice(byteType);
        if (identical(under(S), bs) || identical(s, bs)) {
          const y = args[1];
          const ct = coreString(y.type);
          if (ct && isString(ct)) {
            const sig = makeSig(S, S, y.type);
            sig.variadic = true;
            record(sig);
            if (isUntyped(y.type)) c.convertUntyped(y, Typ.string);
            return { mode: 'value', expr: call, type: S };
          }
        }
      }
      const sig = makeSig(S, S, new Slice(s.elem));
      sig.variadic = true;
      c.argumentsCheck(call, sig, undefined, undefined, args);
      record(sig);
      return { mode: 'value', expr: call, type: S };
    }
    case 'clear': {
      c.allowVersion(21, call.fun, 'clear');
      const u = coreType(x.type);
      if (!u || (u.kind !== 'map' && u.kind !== 'slice')) {
        c.error(
          x.expr!,
          `invalid argument: cannot clear ${c.op(x)}: argument must be (or constrained by) map or slice`,
        );
        return invalidOperand(call);
      }
      record(makeSig(undefined, x.type));
      return { mode: 'novalue', expr: call, type: invalidType };
    }
    case 'close': {
      // Every channel type of a type parameter's set, whatever its element (types2 builtins.go _Close).
      const closable = underIs(x.type, (u) => {
        if (u?.kind !== 'chan') {
          c.error(x.expr!, `invalid operation: cannot close non-channel ${c.op(x)}`);
          return false;
        }
        if (u.dir === 'recv') {
          c.error(x.expr!, `invalid operation: cannot close receive-only channel ${c.op(x)}`);
          return false;
        }
        return true;
      });
      if (!closable) return invalidOperand(call);
      record(makeSig(undefined, x.type));
      return { mode: 'novalue', expr: call, type: invalidType };
    }
    case 'copy': {
      const y = args[1];
      const dst = coreType(x.type);
      const src = coreString(y.type);
      const de = dst && dst.kind === 'slice' ? dst.elem : undefined;
      let se: Type | undefined;
      if (src && src.kind === 'slice') se = src.elem;
      else if (src && isString(src)) se = byteType;
      if (!de || !se) {
        c.error(x.expr!, `invalid argument: copy expects slice arguments; found ${c.op(x)} and ${c.op(y)}`);
        return invalidOperand(call);
      }
      if (!identical(de, se)) {
        c.error(
          x.expr!,
          `invalid argument: arguments to copy ${c.op(x)} and ${c.op(y)} have different element types ${c.t(de)} and ${c.t(se)}`,
        );
        return invalidOperand(call);
      }
      if (isUntyped(y.type)) c.convertUntyped(y, Typ.string);
      record(makeSig(Typ.int, x.type, y.type));
      return { mode: 'value', expr: call, type: Typ.int };
    }
    case 'delete': {
      // Maps of a type parameter's set with one key type, whatever their elements (types2 _Delete).
      let key: Type | undefined;
      const deletable = underIs(x.type, (u) => {
        if (u?.kind !== 'map') {
          c.error(x.expr!, `invalid argument: ${c.op(x)} is not a map`);
          return false;
        }
        if (key !== undefined && !identical(u.key, key)) {
          c.error(x.expr!, `invalid argument: maps of ${c.op(x)} must have identical key types`);
          return false;
        }
        key = u.key;
        return true;
      });
      if (!deletable || key === undefined) return invalidOperand(call);
      const k = args[1];
      c.assignment(k, key, 'argument to delete');
      if (k.mode === 'invalid') return invalidOperand(call);
      record(makeSig(undefined, x.type, key));
      return { mode: 'novalue', expr: call, type: invalidType };
    }
    case 'make': {
      const T = typOrExpr(c, call.args[0]);
      if (!T) {
        c.useArgs(call.args.slice(1));
        return invalidOperand(call);
      }
      let min = 1;
      const u = coreType(T);
      if (u?.kind === 'slice') min = 2;
      else if (u?.kind !== 'map' && u?.kind !== 'chan') {
        // types2 builtins.go _Make: a type parameter without a core type has its own cause.
        c.error(
          call.args[0],
          u === undefined
            ? `invalid argument: cannot make ${exprString(call.args[0])}: no core type`
            : `invalid argument: cannot make ${exprString(call.args[0])}; type must be slice, map, or channel`,
        );
        c.useArgs(call.args.slice(1));
        return invalidOperand(call);
      }
      const n = call.args.length;
      if (n < min || n > min + 1) {
        c.error(
          call,
          `invalid operation: ${exprString(call)} expects ${min} or ${min + 1} arguments; found ${n}`,
        );
        c.useArgs(call.args.slice(1));
        return invalidOperand(call);
      }
      const sizes: number[] = [];
      for (const a of call.args.slice(1)) {
        const v = c.indexValue(a, -1);
        if (v >= 0) sizes.push(v);
      }
      if (sizes.length === 2 && sizes[0] > sizes[1]) {
        c.error(call.args[1], `invalid argument: length and capacity swapped`);
        return invalidOperand(call);
      }
      record(makeSig(T, T, ...call.args.slice(1).map(() => Typ.int)));
      return { mode: 'value', expr: call, type: T };
    }
    case 'new': {
      // new(T), or Go 1.26 new(expr): a pointer to a new variable initialised to expr.
      const a = c.rawExpr(call.args[0], undefined, false);
      if (a.mode === 'invalid') return invalidOperand(call);
      if (a.mode === 'typexpr') {
        record(makeSig(new Pointer(a.type), a.type));
        return { mode: 'value', expr: call, type: new Pointer(a.type) };
      }
      if (a.mode === 'novalue' || a.mode === 'builtin') {
        c.error(call.args[0], `${c.op(a)} is not a type`);
        return invalidOperand(call);
      }
      if (a.type.kind === 'tuple') {
        c.error(call.args[0], `multiple-value ${c.op(a)} in single-value context`);
        return invalidOperand(call);
      }
      let t = a.type;
      if (isUntyped(t)) {
        if (a.mode === 'nilvalue') {
          c.error(call.args[0], `use of untyped nil in argument to built-in new`);
          return invalidOperand(call);
        }
        t = defaultType(t) as typeof t;
        c.convertUntyped(a, t);
        if ((a.mode as string) === 'invalid') return invalidOperand(call);
      }
      record(makeSig(new Pointer(t), t));
      return { mode: 'value', expr: call, type: new Pointer(t) };
    }
    case 'panic': {
      c.assignment(x, anyAlias, 'argument to panic');
      if (x.mode === 'invalid') return invalidOperand(call);
      record(makeSig(undefined, anyAlias));
      return { mode: 'novalue', expr: call, type: invalidType };
    }
    case 'print':
    case 'println': {
      const types: Type[] = [];
      for (const a of args) {
        c.assignment(a, undefined, `argument to built-in ${id}`);
        if (a.mode === 'invalid') return invalidOperand(call);
        types.push(a.type);
      }
      record(makeSig(undefined, ...types));
      return { mode: 'novalue', expr: call, type: invalidType };
    }
    case 'Alignof':
    case 'Sizeof': {
      // types2 builtins.go _Alignof/_Sizeof; a type parameter's size is not constant (hasVarSize).
      c.assignment(x, undefined, `argument to unsafe.${id}`);
      if (x.mode === 'invalid') return invalidOperand(call);
      if (hasVarSize(x.type)) {
        // Not a constant: each instantiation's size (compile/builtin.ts).
        record(makeSig(Typ.uintptr, x.type));
        return { mode: 'value', expr: call, type: Typ.uintptr };
      }
      const n = id === 'Sizeof' ? sizeof(x.type) : alignof(x.type);
      return { mode: 'constant', expr: call, type: Typ.uintptr, val: makeInt(BigInt(n)) };
    }
    case 'Offsetof': {
      const arg = call.args[0];
      let sel = arg;
      while (sel.kind === 'ParenExpr') sel = sel.x;
      if (sel.kind !== 'SelectorExpr') {
        c.error(arg, `invalid argument: ${exprString(arg)} is not a selector expression`);
        c.useArgs(call.args);
        return invalidOperand(call);
      }
      const base0 = c.expr(sel.x);
      if (base0.mode === 'invalid') return invalidOperand(call);
      // derefStructPtr: a pointer to a struct selects the struct's field.
      const pu = under(base0.type);
      const base = pu.kind === 'pointer' && under(pu.elem).kind === 'struct' ? pu.elem : base0.type;
      const name = sel.sel.name;
      const r = lookupFieldOrMethod(base, false, c.pkg, name);
      if (r.obj === undefined) {
        c.error(base0.expr!, `invalid argument: ${c.t(base)} has no single field ${name}`);
        return invalidOperand(call);
      }
      if (r.obj.kind === 'func') {
        c.error(arg, `invalid argument: ${exprString(arg)} is a method value`);
        return invalidOperand(call);
      }
      if (r.indirect) {
        c.error(base0.expr!, `invalid argument: field ${name} is embedded via a pointer in ${c.t(base)}`);
        return invalidOperand(call);
      }
      if (hasVarSize(base)) {
        c.error(call, "oplab: unsafe.Offsetof in a type parameter's type is not supported");
        return invalidOperand(call);
      }
      const fieldType = (r.obj as Var).type;
      c.info.selections.set(sel, {
        kind: 'fieldval',
        recv: base,
        obj: r.obj as Var,
        index: r.index!,
        indirect: false,
        type: fieldType,
      });
      c.recordTypeAndValue(sel, base0.mode === 'variable' ? 'variable' : 'value', fieldType, undefined);
      // conf.offsetof: the offsets along the path of embedded fields.
      let offs = 0;
      let t: Type = base;
      for (const i of r.index!) {
        const st = under(t) as Struct;
        offs += offsetsof(st.fields)[i];
        t = st.fields[i].type;
      }
      return { mode: 'constant', expr: call, type: Typ.uintptr, val: makeInt(BigInt(offs)) };
    }
    case 'Add':
    case 'Slice':
    case 'SliceData':
    case 'String':
    case 'StringData':
      c.error(call, `oplab does not provide unsafe.${id}: memory here is values, not bytes`);
      return invalidOperand(call);
    case 'recover':
      record(makeSig(anyAlias));
      return { mode: 'value', expr: call, type: anyAlias };
    case 'min':
    case 'max': {
      c.allowVersion(21, call.fun, `built-in ${id}`);
      let acc = args[0];
      // types2 builtins.go _Max/_Min, one argument at a time: it must be ordered, then matchTypes
      // with what came before, after which the types must be identical (two untyped constants of
      // different kinds, min(1, "a"), are mismatched too).
      for (let i = 0; i < args.length; i++) {
        const a = args[i];
        if (!isOrdered(a.type)) {
          c.error(a.expr!, `invalid argument: ${c.op(a)} cannot be ordered`);
          return invalidOperand(call);
        }
        if (i === 0) continue;
        c.matchTypes(acc, a);
        if (acc.mode === 'invalid') return invalidOperand(call);
        if (!identical(acc.type, a.type)) {
          c.error(
            a.expr!,
            `invalid argument: mismatched types ${c.t(acc.type)} (previous argument) and ${c.t(a.type)} (type of ${exprString(a.expr!)})`,
          );
          return invalidOperand(call);
        }
        if (acc.mode === 'constant' && a.mode === 'constant') {
          const better = compare(a.val!, id === 'min' ? '<' : '>', acc.val!);
          if (better) acc = { ...a };
        } else acc = { mode: 'value', expr: call, type: acc.type };
      }
      if (acc.mode !== 'constant') {
        acc = { mode: 'value', expr: call, type: acc.type };
        for (const a of args) if (isUntyped(a.type)) c.convertUntyped(a, acc.type);
      }
      record(makeSig(acc.type, ...args.map((a) => a.type)));
      return { ...acc, expr: call };
    }
    case 'complex': {
      // complex(x, y floatT) complexT (types2 builtins.go _Complex): an untyped argument takes the
      // other's type; two untyped constants become untyped floats when they are real numbers.
      const [re, im] = [args[0], args[1]];
      const d = (isUntyped(re.type) ? 1 : 0) | (isUntyped(im.type) ? 2 : 0);
      if (d === 1) c.convertUntyped(re, im.type);
      else if (d === 2) c.convertUntyped(im, re.type);
      else if (d === 3) {
        if (re.mode === 'constant' && im.mode === 'constant') {
          const toFloat = (a: Operand) => {
            if (isNumeric(a.type) && toRatOf(a.val!) !== undefined) a.type = Typ.untypedFloat;
          };
          toFloat(re);
          toFloat(im);
        } else {
          c.convertUntyped(re, Typ.float64);
          c.convertUntyped(im, Typ.float64);
        }
      }
      if (re.mode === 'invalid' || im.mode === 'invalid') return invalidOperand(call);
      if (!identical(re.type, im.type)) {
        c.error(
          re.expr!,
          `invalid operation: ${exprString(call)} (mismatched types ${c.t(re.type)} and ${c.t(im.type)})`,
        );
        return invalidOperand(call);
      }
      const info = (under(re.type) as { info?: string }).info;
      const res =
        info === 'float32'
          ? Typ.complex64
          : info === 'float64'
            ? Typ.complex128
            : info === 'untyped float'
              ? Typ.untypedComplex
              : undefined;
      if (res === undefined) {
        c.error(re.expr!, `invalid argument: arguments have type ${c.t(re.type)}, expected floating-point`);
        return invalidOperand(call);
      }
      if (re.mode === 'constant' && im.mode === 'constant') {
        const r = toRatOf(re.val!);
        const i = toRatOf(im.val!);
        if (r && i)
          return { mode: 'constant', expr: call, type: res, val: { kind: 'complex', re: r, im: i } };
      }
      return { mode: 'value', expr: call, type: res };
    }
    case 'real':
    case 'imag': {
      // real/imag(complexT) floatT (types2 builtins.go _Imag, _Real): an untyped constant number
      // counts as an untyped complex constant; anything else must have a complex type.
      const z = args[0];
      if (isUntyped(z.type)) {
        if (z.mode === 'constant') {
          if (isNumeric(z.type)) z.type = Typ.untypedComplex;
        } else {
          c.convertUntyped(z, Typ.complex128);
          if (z.mode === 'invalid') return invalidOperand(call);
        }
      }
      const info = (under(z.type) as { info?: string }).info;
      const res =
        info === 'complex64'
          ? Typ.float32
          : info === 'complex128'
            ? Typ.float64
            : info === 'untyped complex'
              ? Typ.untypedFloat
              : undefined;
      if (res === undefined) {
        c.error(z.expr!, `invalid argument: argument has type ${c.t(z.type)}, expected complex type`);
        return invalidOperand(call);
      }
      if (z.mode === 'constant') {
        const v = toComplex(z.val!);
        if (v.kind === 'complex') {
          const part = id === 'real' ? v.re : v.im;
          return {
            mode: 'constant',
            expr: call,
            type: res,
            val: { kind: 'float', num: part.num, den: part.den },
          };
        }
      }
      return { mode: 'value', expr: call, type: res };
    }
  }
  return invalidOperand(call);
}

function typOrExpr(c: Checker, e: Expr): Type | undefined {
  const x = c.rawExpr(e, undefined, false);
  if (x.mode === 'invalid') return undefined;
  if (x.mode !== 'typexpr') {
    c.error(e, `${exprString(e)} is not a type`);
    return undefined;
  }
  return x.type;
}

/** types2 hasVarSize: a type whose size depends on a type parameter. */
function hasVarSize(t: Type, seen = new Set<Type>()): boolean {
  if (seen.has(t)) return false;
  seen.add(t);
  if (isTypeParam(t)) return true;
  const u = under(t);
  switch (u.kind) {
    case 'array':
      return hasVarSize(u.elem, seen);
    case 'struct':
      return u.fields.some((f) => hasVarSize(f.type, seen));
    default:
      return false;
  }
}
