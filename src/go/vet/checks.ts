// Small go1.23 vet analyzers, each after its golang.org/x/tools/go/analysis/passes/<name> source:
// appends, atomic, composites, defers, ifaceassert, loopclosure, shift, sigchanyzer, slog, stdmethods, stdversion,
// stringintconv, tests, timeformat.
import type { CallExpr, Expr, File, Ident, Node, Stmt } from '../syntax/ast.ts';
import { inspect } from '../syntax/walk.ts';
import { goBytes, goQuote, toInt } from '../types/constant.ts';
import type { Info } from '../types/info.ts';
import { lookupFieldOrMethod } from '../types/lookup.ts';
import { missingMethod } from '../types/operand.ts';
import {
  type Func,
  type Obj,
  type Package,
  type Signature,
  type Type,
  unalias,
  under,
} from '../types/types.ts';
import { computeTypeSet } from '../types/typeset.ts';
import { type Qualifier, signatureString, typeString } from '../types/typestring.ts';
import { type Analyzer, eachNode, type Pass } from './pass.ts';
import { calleeFunc } from './printf.ts';
import { newStdSymbols } from './stdversion.gen.ts';

function imports(pass: Pass, path: string): boolean {
  return pass.files.some((f) => f.imports.some((s) => s.path.value === JSON.stringify(path)));
}

/** typeparams.StructuralTerms for a type parameter (none when its type set is all types); else [t]. */
function structuralTypes(t: Type): Type[] {
  const u = unalias(t);
  if (u.kind !== 'typeparam') return [t];
  const c = under(u.constraint);
  if (c.kind !== 'interface') return [];
  return computeTypeSet(c).terms?.map((term) => term.type) ?? [];
}

// passes/appends: `append(s)`.
export const appends: Analyzer = (pass, report) => {
  eachNode(pass, (file, n) => {
    if (n.kind !== 'CallExpr' || n.args.length !== 1) return;
    let fun = n.fun;
    while (fun.kind === 'ParenExpr') fun = fun.x;
    if (fun.kind !== 'Ident') return;
    const o = pass.info.uses.get(fun);
    if (o?.kind === 'builtin' && o.name === 'append') report(file, n.pos, 'append with no values');
  });
};

// passes/composite/whitelist.go.
const unkeyedLiteral = new Set([
  'image/color.Alpha16',
  'image/color.Alpha',
  'image/color.CMYK',
  'image/color.Gray16',
  'image/color.Gray',
  'image/color.NRGBA64',
  'image/color.NRGBA',
  'image/color.NYCbCrA',
  'image/color.RGBA64',
  'image/color.RGBA',
  'image/color.YCbCr',
  'image.Point',
  'image.Rectangle',
  'image.Uniform',
  'unicode.Range16',
  'unicode.Range32',
  'testing.InternalBenchmark',
  'testing.InternalExample',
  'testing.InternalTest',
  'testing.InternalFuzzTarget',
]);

// passes/composite: a struct literal of a type from another package with positional fields.
export const composites: Analyzer = (pass, report) => {
  const trim = (p: string) => (p.endsWith('_test') ? p.slice(0, -5) : p);
  const isLocal = (t: Type): boolean => {
    const u = unalias(t);
    if (u.kind === 'struct') return true;
    if (u.kind === 'pointer') return isLocal(u.elem);
    if (u.kind === 'named' || u.kind === 'typeparam') return trim(u.obj.pkg?.path ?? '') === trim(pass.path);
    return false;
  };
  eachNode(pass, (file, n) => {
    if (n.kind !== 'CompositeLit') return;
    const t0 = pass.info.types.get(n)?.type;
    if (!t0) return;
    // go1.23's vet names the type an alias stands for (os.PathError is io/fs.PathError; checked
    // with real vet on a local alias too).
    const typ = unalias(t0);
    const name = typeString(typ);
    if (unkeyedLiteral.has(name)) return;
    for (const t of structuralTypes(typ)) {
      let d = unalias(t);
      if (d.kind === 'pointer') d = d.elem;
      if (under(d).kind !== 'struct' || isLocal(t)) continue;
      if (n.elts.every((e) => e.kind === 'KeyValueExpr')) continue;
      report(file, n.pos, `${name} struct literal uses unkeyed fields`);
      return;
    }
  });
};

function isFunctionNamed(f: Func | undefined, pkg: string, name: string): boolean {
  return f !== undefined && !f.type.recv && f.pkg?.path === pkg && f.name === name;
}

/** typeutil.StaticCallee: a function or a concrete method, not an interface method or a func value. */
function staticCallee(info: Info, call: CallExpr): Func | undefined {
  const f = calleeFunc(info, call);
  if (!f) return undefined;
  const r = f.type.recv;
  if (r && under(r.type).kind === 'interface') return undefined;
  return f;
}

// passes/defers: `defer f(time.Since(t))` evaluates time.Since at the defer statement.
export const defers: Analyzer = (pass, report) => {
  if (!imports(pass, 'time')) return;
  eachNode(pass, (file, n) => {
    if (n.kind !== 'DeferStmt') return;
    inspect(n.call, (m) => {
      if (m.kind === 'FuncLit') return false;
      if (m.kind === 'CallExpr' && isFunctionNamed(staticCallee(pass.info, m), 'time', 'Since'))
        report(file, m.pos, 'call to time.Since is not deferred');
      return true;
    });
  });
};

// passes/ifaceassert: x.(T) between interfaces whose same-named methods have different signatures.
export const ifaceassert: Analyzer = (pass, report) => {
  const freeTypeParams = (t: Type): boolean => {
    let found = false;
    const seen = new Set<Type>();
    const visit = (x: Type | undefined): void => {
      if (!x || found || seen.has(x)) return;
      seen.add(x);
      const u = unalias(x);
      switch (u.kind) {
        case 'typeparam':
          found = true;
          return;
        case 'pointer':
        case 'slice':
        case 'array':
        case 'chan':
          visit(u.elem);
          return;
        case 'map':
          visit(u.key);
          visit(u.elem);
          return;
        case 'struct':
          for (const f of u.fields) visit(f.type);
          return;
        case 'signature':
          for (const v of u.params.vars) visit(v.type);
          for (const v of u.results.vars) visit(v.type);
          return;
        case 'interface':
          for (const m of u.methods) visit(m.type);
          for (const e of u.embeddeds) visit(e);
          return;
        case 'union':
          for (const term of u.terms) visit(term.type);
          return;
        case 'named':
          for (const a of u.typeArgs ?? []) visit(a);
          return;
      }
    };
    visit(t);
    return found;
  };
  const check = (file: File, V: Type | undefined, target: Expr) => {
    const T = pass.info.types.get(target)?.type;
    if (!V || !T) return;
    const vi = under(V);
    const ti = under(T);
    if (vi.kind !== 'interface' || ti.kind !== 'interface') return;
    if (freeTypeParams(vi) || freeTypeParams(ti)) return;
    const mm = missingMethod(V, T, false, (p) => p.path);
    if (mm.method && mm.wrongType)
      report(
        file,
        target.pos,
        `impossible type assertion: no type can implement both ${typeString(V)} and ${typeString(T)} (conflicting types for ${mm.method.name} method)`,
      );
  };
  eachNode(pass, (file, n) => {
    if (n.kind === 'TypeAssertExpr') {
      if (n.type) check(file, pass.info.types.get(n.x)?.type, n.type);
    } else if (n.kind === 'TypeSwitchStmt') {
      const a = n.assign;
      const x = a.kind === 'ExprStmt' ? a.x : a.rhs[0];
      if (x?.kind !== 'TypeAssertExpr') return;
      const V = pass.info.types.get(x.x)?.type;
      for (const c of n.body.list) if (c.kind === 'CaseClause') for (const e of c.list) check(file, V, e);
    }
  });
};

/** Bits of an integer type on amd64 (types.Sizes for gc). */
function intBits(t: Type): number | undefined {
  const u = under(t);
  if (u.kind !== 'basic') return undefined;
  switch (u.info) {
    case 'int8':
    case 'uint8':
      return 8;
    case 'int16':
    case 'uint16':
      return 16;
    case 'int32':
    case 'uint32':
    case 'float32':
      return 32;
    case 'int':
    case 'uint':
    case 'int64':
    case 'uint64':
    case 'uintptr':
    case 'float64':
    case 'complex64':
    case 'unsafe.Pointer':
      return 64;
    case 'complex128':
      return 128;
    case 'bool':
      return 8;
    case 'string':
      return 128;
  }
  return undefined;
}

// passes/shift: shifting a variable by at least its width. Code in a constant-false branch is skipped.
export const shift: Analyzer = (pass, report) => {
  const info = pass.info;
  const dead = new Set<Node>();
  const setDead = (n: Node) =>
    inspect(n, (m) => {
      dead.add(m);
      return true;
    });
  const uint64Val = (e: Expr): bigint | undefined => {
    const v = info.types.get(e)?.value;
    if (v?.kind !== 'int' || v.value < 0n || v.value >= 1n << 64n) return undefined;
    return v.value;
  };
  // shift/dead.go updateDead.
  eachNode(pass, (_file, n) => {
    if (dead.has(n)) return;
    if (n.kind === 'IfStmt') {
      const v = info.types.get(n.cond)?.value;
      if (v?.kind !== 'bool') return;
      if (!v.value) setDead(n.body);
      else if (n.else) setDead(n.else);
    } else if (n.kind === 'SwitchStmt') {
      const cases = n.body.list.filter((c): c is Stmt & { kind: 'CaseClause' } => c.kind === 'CaseClause');
      if (!n.tag) {
        for (const cc of cases) {
          if (cc.list.length === 0) continue;
          if (
            cc.list.every((e) => {
              const v = info.types.get(e)?.value;
              return v?.kind === 'bool' && !v.value;
            })
          )
            setDead(cc);
        }
        return;
      }
      const tv = info.types.get(n.tag)?.value;
      if (tv?.kind !== 'int') return;
      const tagN = uint64Val(n.tag);
      if (tagN === undefined) return;
      for (const cc of cases) {
        if (cc.list.length === 0) continue;
        if (
          cc.list.every((e) => {
            if (info.types.get(e)?.value === undefined) return false;
            const v = uint64Val(e);
            return v !== undefined && v !== tagN;
          })
        )
          setDead(cc);
      }
    }
  });
  const checkLongShift = (file: File, node: Node, x: Expr, y: Expr) => {
    const xt = info.types.get(x);
    if (!xt || xt.value !== undefined) return;
    const v = info.types.get(y)?.value;
    if (!v) return;
    const u = toInt(v);
    if (u.kind !== 'int' || u.value < -(1n << 63n) || u.value >= 1n << 63n) return;
    const amt = u.value;
    const sizes = new Set<number>();
    for (const t of structuralTypes(xt.type)) {
      const b = intBits(t);
      if (b === undefined) return;
      sizes.add(b);
    }
    if (sizes.size === 0) return;
    const min = Math.min(...sizes);
    if (amt >= BigInt(min))
      report(
        file,
        node.pos,
        `${pass.fmt(file)(x)} (${sizes.size > 1 ? 'may be ' : ''}${min} bits) too small for shift of ${amt}`,
      );
  };
  eachNode(pass, (file, n) => {
    if (dead.has(n)) return;
    if (n.kind === 'BinaryExpr') {
      if (n.op === '<<' || n.op === '>>') checkLongShift(file, n, n.x, n.y);
    } else if (n.kind === 'AssignStmt') {
      if (n.lhs.length !== 1 || n.rhs.length !== 1) return;
      if (n.tok === '<<=' || n.tok === '>>=') checkLongShift(file, n, n.lhs[0], n.rhs[0]);
    }
  });
};

// passes/stdmethods: methods named like a well-known interface's method must have its signature.
const canonicalMethods: Record<string, [string[], string[]]> = {
  As: [['any'], ['bool']],
  Format: [['=fmt.State', 'rune'], []],
  GobDecode: [['[]byte'], ['error']],
  GobEncode: [[], ['[]byte', 'error']],
  Is: [['error'], ['bool']],
  MarshalJSON: [[], ['[]byte', 'error']],
  MarshalXML: [['*xml.Encoder', 'xml.StartElement'], ['error']],
  ReadByte: [[], ['byte', 'error']],
  ReadFrom: [['=io.Reader'], ['int64', 'error']],
  ReadRune: [[], ['rune', 'int', 'error']],
  Scan: [['=fmt.ScanState', 'rune'], ['error']],
  Seek: [
    ['=int64', 'int'],
    ['int64', 'error'],
  ],
  UnmarshalJSON: [['[]byte'], ['error']],
  UnmarshalXML: [['*xml.Decoder', 'xml.StartElement'], ['error']],
  UnreadByte: [[], ['error']],
  UnreadRune: [[], ['error']],
  Unwrap: [[], ['error']],
  WriteByte: [['byte'], ['error']],
  WriteTo: [['=io.Writer'], ['int64', 'error']],
};

// stdmethods' typeString: types.TypeString with (*types.Package).Name as qualifier.
const nameQualifier: Qualifier = (p) => p.name;

function implementsError(t: Type): boolean {
  const f = lookupFieldOrMethod(t, false, undefined, 'Error').obj;
  if (f?.kind !== 'func' || f.type.params.length !== 0 || f.type.results.length !== 1) return false;
  const r = f.type.results.at(0).type;
  return r.kind === 'basic' && r.info === 'string';
}

export const stdmethods: Analyzer = (pass, report) => {
  const canonical = (file: File, id: Ident) => {
    const expect = canonicalMethods[id.name];
    if (!expect) return;
    const o = pass.info.defs.get(id);
    const sig = o?.kind === 'func' ? o.type : undefined;
    if (!sig) return;
    const args = sig.params.vars.map((v) => v.type);
    const results = sig.results.vars.map((v) => v.type);
    if (id.name === 'WriteTo' && args.length > 1) return;
    if (id.name === 'Is' || id.name === 'As' || id.name === 'Unwrap') {
      if (!sig.recv || !implementsError(sig.recv.type)) return;
    }
    if (id.name === 'Unwrap') {
      if (args.length === 0 && results.length === 1) {
        const t = typeString(results[0], nameQualifier);
        if (t === 'error' || t === '[]error') return;
      }
      report(file, id.pos, 'method Unwrap() should have signature Unwrap() error or Unwrap() []error');
      return;
    }
    const matchType = (want: string, t: Type) => {
      const w = want.startsWith('=') ? want.slice(1) : want;
      const s = typeString(t, nameQualifier);
      return s === w || ((s === 'any' || s === 'interface{}') && (w === 'any' || w === 'interface{}'));
    };
    const matchParams = (want: string[], actual: Type[], prefix: string) => {
      for (let i = 0; i < want.length; i++) {
        if (!want[i].startsWith(prefix)) continue;
        if (i >= actual.length || !matchType(want[i], actual[i])) return false;
      }
      return !(prefix === '' && actual.length > want.length);
    };
    const [eArgs, eResults] = expect;
    if (!matchParams(eArgs, args, '=') || !matchParams(eResults, results, '=')) return;
    if (matchParams(eArgs, args, '') && matchParams(eResults, results, '')) return;
    const join = (x: string[]) => x.map((s) => (s.startsWith('=') ? s.slice(1) : s)).join(', ');
    let want = `${id.name}(${join(eArgs)})`;
    if (eResults.length === 1) want += ` ${join(eResults)}`;
    else if (eResults.length > 1) want += ` (${join(eResults)})`;
    const actual = id.name + signatureString(sig as Signature, nameQualifier);
    report(file, id.pos, `method ${actual} should have signature ${want}`);
  };
  eachNode(pass, (file, n) => {
    if (n.kind === 'FuncDecl') {
      if (n.recv) canonical(file, n.name);
    } else if (n.kind === 'InterfaceType') {
      for (const f of n.methods.list) for (const id of f.names) canonical(file, id);
    }
  });
};

// passes/stringintconv: string(i) of an integer that is not a byte or rune.
export const stringintconv: Analyzer = (pass, report) => {
  const info = pass.info;
  const typeName = (t: Type): string => {
    if (t.kind === 'basic') return t.name;
    if (t.kind === 'named' || t.kind === 'alias' || t.kind === 'typeparam') return t.obj.name;
    return '';
  };
  const describeType = (typ: Type, inType: Type, inName: string): string => {
    let name = inName;
    if (typ !== inType) name = typeName(typ);
    if (name === '') return '';
    const parens: string[] = [];
    const underName = typeName(under(typ));
    if (underName !== '' && underName !== name) parens.push(underName);
    if (typ !== inType && inName !== '' && inName !== name) parens.push(`in ${inName}`);
    return parens.length > 0 ? `${name} (${parens.join(', ')})` : name;
  };
  eachNode(pass, (file, n) => {
    if (n.kind !== 'CallExpr' || n.args.length !== 1) return;
    const arg = n.args[0];
    const id = n.fun.kind === 'Ident' ? n.fun : n.fun.kind === 'SelectorExpr' ? n.fun.sel : undefined;
    const tname = id ? info.uses.get(id) : undefined;
    if (tname?.kind !== 'typename' || !tname.type) return;
    const T = tname.type;
    const T0 = structuralTypes(T).find((t) => {
      const u = under(t);
      return u.kind === 'basic' && u.info === 'string';
    });
    if (!T0) return;
    const tv = info.types.get(arg);
    if (!tv) return;
    const V = tv.mode === 'nilvalue' ? undefined : tv.type;
    if (!V) return;
    // Kinds Byte and Rune are Uint8 and Int32: any integer type but those (and untyped rune).
    const V0 = structuralTypes(V).find((t) => {
      const u = under(t);
      return u.kind === 'basic' && /^(untyped int|u?int(16|64)?|int8|uint32|uintptr)$/.test(u.info);
    });
    if (!V0) return;
    const target = describeType(T0, T, tname.name);
    const source = describeType(V0, V, typeName(V));
    if (target === '' || source === '') return;
    report(
      file,
      n.pos,
      `conversion from ${source} to ${target} yields a string of one rune, not a string of digits`,
    );
  });
};

// passes/timeformat: the layout 2006-02-01 (yyyy-dd-mm) where 2006-01-02 was meant.
export const timeformat: Analyzer = (pass, report) => {
  const bad = '2006-02-01';
  eachNode(pass, (file, n) => {
    if (n.kind !== 'CallExpr') return;
    const fn = calleeFunc(pass.info, n);
    if (fn?.pkg?.path !== 'time') return;
    const recv = fn.type.recv;
    let ok = false;
    if (fn.name === 'Format' && recv) {
      const r = unalias(recv.type);
      const rt = r.kind === 'pointer' ? unalias(r.elem) : r;
      ok = rt.kind === 'named' && rt.obj.name === 'Time' && rt.obj.pkg?.path === 'time';
    } else if (fn.name === 'Parse' && !recv) ok = true;
    if (!ok || n.args.length === 0) return;
    const arg = n.args[0];
    const tv = pass.info.types.get(arg);
    if (tv?.type.kind !== 'basic' || tv.value?.kind !== 'string') return;
    const at = tv.value.value.indexOf(bad);
    if (at < 0) return;
    if (arg.kind === 'BasicLit')
      report(
        file,
        { ...arg.pos, col: arg.pos.col + at + 1, offset: arg.pos.offset + at + 1 },
        `${bad} should be 2006-01-02`,
      );
    else report(file, arg.pos, `${bad} should be 2006-01-02`);
  });
};

// passes/sigchanyzer: signal.Notify given an os.Signal channel declared by a call of one argument
// (`make(chan os.Signal)`, unbuffered). A make call written as the argument itself is let through.
export const sigchanyzer: Analyzer = (pass, report) => {
  if (!imports(pass, 'os/signal')) return;
  // findDecl: the value a name was declared with, where go/parser's object resolution finds one (a
  // `:=` or a var spec whose names and values pair up).
  const declOf = new Map<Obj, Expr>();
  eachNode(pass, (_file, n) => {
    let names: Expr[] = [];
    let values: Expr[] = [];
    if (n.kind === 'AssignStmt' && n.tok === ':=') [names, values] = [n.lhs, n.rhs];
    else if (n.kind === 'ValueSpec') [names, values] = [n.names, n.values];
    if (names.length !== values.length) return;
    names.forEach((id, i) => {
      const o = id.kind === 'Ident' ? pass.info.defs.get(id) : undefined;
      if (o) declOf.set(o, values[i]);
    });
  });
  const findDecl = (id: Ident): Expr | undefined => {
    const o = pass.info.uses.get(id) ?? pass.info.defs.get(id);
    return o ? declOf.get(o) : undefined;
  };
  const isNotify = (sel: Ident): boolean => {
    const o = pass.info.uses.get(sel) ?? pass.info.defs.get(sel);
    return o?.name === 'Notify' && o.pkg?.path === 'os/signal';
  };
  eachNode(pass, (file, n) => {
    if (n.kind !== 'CallExpr' || n.args.length === 0) return;
    const fun = n.fun.kind === 'Ident' ? findDecl(n.fun) : n.fun;
    if (fun?.kind !== 'SelectorExpr' || !isNotify(fun.sel)) return;
    const arg = n.args[0];
    let chanDecl: Expr | undefined;
    if (arg.kind === 'Ident') chanDecl = findDecl(arg);
    else if (arg.kind === 'CallExpr') {
      const f = arg.fun;
      if (f.kind === 'Ident' && pass.info.uses.get(f)?.kind === 'builtin' && f.name === 'make') return;
      chanDecl = arg;
    }
    if (chanDecl?.kind !== 'CallExpr' || chanDecl.args.length !== 1) return;
    report(file, n.pos, 'misuse of unbuffered os.Signal channel as argument to signal.Notify');
  });
};

// passes/slog: the key-value arguments of log/slog calls. Per function: receiver type name ('' for
// a package function), then the number of arguments before the key-value pairs.
const slogKVFuncs: Record<string, Record<string, number>> = {
  '': {
    Debug: 1,
    Info: 1,
    Warn: 1,
    Error: 1,
    DebugContext: 2,
    InfoContext: 2,
    WarnContext: 2,
    ErrorContext: 2,
    Log: 3,
    Group: 1,
  },
  Logger: {
    Debug: 1,
    Info: 1,
    Warn: 1,
    Error: 1,
    DebugContext: 2,
    InfoContext: 2,
    WarnContext: 2,
    ErrorContext: 2,
    Log: 3,
    With: 0,
  },
  Record: { Add: 0 },
};

export const slog: Analyzer = (pass, report) => {
  const info = pass.info;
  const isString = (t: Type | undefined) => t?.kind === 'basic' && t.info === 'string' && t.name === 'string';
  const isAttr = (t: Type | undefined) => {
    const u = t && unalias(t);
    return u?.kind === 'named' && u.obj.name === 'Attr' && u.obj.pkg?.path === 'log/slog';
  };
  const quote = (s: string) => goQuote(goBytes(s));
  eachNode(pass, (file, n) => {
    if (n.kind !== 'CallExpr' || n.ellipsis) return;
    // typeutil.StaticCallee, method expressions included.
    let fun = n.fun;
    while (fun.kind === 'ParenExpr') fun = fun.x;
    let fn: Func | undefined;
    let methodExpr = false;
    if (fun.kind === 'SelectorExpr' && info.selections.get(fun)?.kind === 'methodexpr') {
      const o = info.selections.get(fun)?.obj;
      fn = o?.kind === 'func' ? o : undefined;
      methodExpr = true;
    } else fn = staticCallee(info, n);
    if (fn?.pkg?.path !== 'log/slog') return;
    let recvName = '';
    const recv = fn.type.recv;
    if (recv) {
      let rt = unalias(recv.type);
      if (rt.kind === 'pointer') rt = unalias(rt.elem);
      if (rt.kind !== 'named') return;
      recvName = rt.obj.name;
    }
    let skip = slogKVFuncs[recvName]?.[fn.name];
    if (skip === undefined) return;
    const attrObj = fn.pkg.scope.lookup('Attr');
    const attrType = attrObj?.kind === 'typename' ? attrObj.type : undefined;
    if (methodExpr) skip++;
    if (n.args.length <= skip) return;
    const short = `${fn.pkg.name}.${recvName ? `${recvName}.` : ''}${fn.name}`;
    const fmt = pass.fmt(file);
    let pos: 'key' | 'value' | 'unknown' = 'key';
    let unknownArg: Expr | undefined;
    for (const arg of n.args.slice(skip)) {
      const tv = info.types.get(arg);
      const t = tv?.mode === 'nilvalue' ? undefined : tv?.type;
      const isIface = t !== undefined && under(t).kind === 'interface';
      if (pos === 'key') {
        if (isString(t)) pos = 'value';
        else if (isAttr(t)) pos = 'key';
        else {
          if (isIface && t && unalias(t).kind !== 'typeparam') {
            const iface = under(t);
            // string is assignable only to an interface without methods: it may hold either.
            if (iface.kind === 'interface' && computeTypeSet(iface).methods.length === 0) {
              pos = 'unknown';
              continue;
            }
            if (attrType && !missingMethod(attrType, t, true, (p) => p.path).method) {
              pos = 'key';
              continue;
            }
          }
          if (unknownArg === undefined)
            report(
              file,
              arg.pos,
              `${short} arg ${quote(fmt(arg))} should be a string or a slog.Attr (possible missing key or value)`,
            );
          else
            report(
              file,
              arg.pos,
              `${short} arg ${quote(fmt(arg))} should probably be a string or a slog.Attr (previous arg ${quote(fmt(unknownArg))} cannot be a key)`,
            );
          return;
        }
      } else if (pos === 'value') pos = 'key';
      else {
        unknownArg = arg;
        if (!isString(t) && !isAttr(t) && !isIface) pos = 'key';
      }
    }
    if (pos === 'value') {
      if (unknownArg === undefined) report(file, n.pos, `call to ${short} missing a final value`);
      else report(file, n.pos, `call to ${short} has a missing or misplaced value`);
    }
  });
};

// passes/atomic: `x = atomic.AddInt64(&x, 1)` replaces the atomic update with a plain store.
export const atomic: Analyzer = (pass, report) => {
  if (!imports(pass, 'sync/atomic')) return;
  const adds = new Set(['AddInt32', 'AddInt64', 'AddUint32', 'AddUint64', 'AddUintptr']);
  eachNode(pass, (file, n) => {
    if (n.kind !== 'AssignStmt' || n.lhs.length !== n.rhs.length) return;
    if (n.lhs.length === 1 && n.tok === ':=') return;
    const fmt = pass.fmt(file);
    n.rhs.forEach((right, i) => {
      if (right.kind !== 'CallExpr') return;
      const fn = staticCallee(pass.info, right);
      if (fn?.pkg?.path !== 'sync/atomic' || fn.type.recv || !adds.has(fn.name)) return;
      if (right.args.length !== 2) return;
      const left = n.lhs[i];
      const arg = right.args[0];
      let broken = false;
      if (arg.kind === 'UnaryExpr' && arg.op === '&') broken = fmt(left) === fmt(arg.x);
      else if (left.kind === 'StarExpr') broken = fmt(left.x) === fmt(arg);
      if (broken) report(file, left.pos, 'direct assignment to atomic value');
    });
  });
};

// passes/loopclosure: before Go 1.22 a loop's variables are shared by all iterations, so a goroutine
// or deferred func literal, as the last statement of the loop body, that uses them sees later
// values. Only files whose Go version is older than 1.22 are checked.
export const loopclosure: Analyzer = (pass, report) => {
  const v = /^(\d+)\.(\d+)/.exec(pass.goVersion ?? '');
  if (!v || Number(v[1]) > 1 || Number(v[2]) >= 22) return;
  const info = pass.info;
  const forEachLast = (stmts: Stmt[], onLast: (s: Stmt) => void): void => {
    if (stmts.length === 0) return;
    const s = stmts[stmts.length - 1];
    switch (s.kind) {
      case 'IfStmt': {
        let x = s;
        for (;;) {
          forEachLast(x.body.list, onLast);
          if (!x.else) break;
          if (x.else.kind === 'BlockStmt') {
            forEachLast(x.else.list, onLast);
            break;
          }
          x = x.else;
        }
        return;
      }
      case 'ForStmt':
      case 'RangeStmt':
        forEachLast(s.body.list, onLast);
        return;
      case 'SwitchStmt':
      case 'TypeSwitchStmt':
      case 'SelectStmt':
        for (const c of s.body.list)
          if (c.kind === 'CaseClause' || c.kind === 'CommClause') forEachLast(c.body, onLast);
        return;
      default:
        onLast(s);
    }
  };
  eachNode(pass, (file, n) => {
    if (n.kind !== 'RangeStmt' && n.kind !== 'ForStmt') return;
    const vars = new Set<unknown>();
    const add = (e: Expr | undefined) => {
      if (e?.kind !== 'Ident') return;
      const o = info.defs.get(e) ?? info.uses.get(e);
      if (o) vars.add(o);
    };
    if (n.kind === 'RangeStmt') {
      add(n.key);
      add(n.value);
    } else if (n.post?.kind === 'AssignStmt') for (const l of n.post.lhs) add(l);
    else if (n.post?.kind === 'IncDecStmt') add(n.post.x);
    if (vars.size === 0) return;
    forEachLast(n.body.list, (last) => {
      let fun: Expr | undefined;
      if (last.kind === 'GoStmt' || last.kind === 'DeferStmt')
        fun = last.call.kind === 'CallExpr' ? last.call.fun : undefined;
      if (fun?.kind !== 'FuncLit') return;
      for (const stmt of fun.body.list)
        inspect(stmt, (m) => {
          if (m.kind === 'Ident') {
            const o = info.uses.get(m);
            if (o && vars.has(o)) report(file, m.pos, `loop variable ${m.name} captured by func literal`);
          }
          return true;
        });
    });
  });
};

// passes/stdversion: a standard library symbol newer than the module's go version (modules of go1.21
// or later only). Fields and methods of a type that is itself too new are not reported again.
export const stdversion: Analyzer = (pass, report) => {
  const m = /^1\.(\d+)/.exec(pass.goVersion ?? '');
  if (!m) return;
  const minor = Number(m[1]);
  if (minor < 21) return;
  const memo = new Map<string, Map<Obj, number>>();
  const disallowed = (pkg: Package): Map<Obj, number> => {
    let d = memo.get(pkg.path);
    if (d) return d;
    d = new Map();
    const syms = newStdSymbols[pkg.path] ?? [];
    for (const [name, kind, v] of syms) {
      if (v <= minor || kind === 'Field' || kind === 'Method') continue;
      const o = pkg.scope.lookup(name);
      if (o) d.set(o, v);
    }
    for (const [name, kind, v] of syms) {
      if (v <= minor) continue;
      let tname: string;
      let member: string;
      let ptr = false;
      if (kind === 'Field') [tname, member] = name.split('.');
      else if (kind === 'Method') {
        const mm = /^\((\*?)(\w+)\)\.(\w+)$/.exec(name);
        if (!mm) continue;
        ptr = mm[1] === '*';
        tname = mm[2];
        member = mm[3];
      } else continue;
      const t = pkg.scope.lookup(tname);
      if (t?.kind !== 'typename' || !t.type || d.has(t)) continue;
      const o = lookupFieldOrMethod(t.type, ptr, pkg, member).obj;
      if (o) d.set(o, v);
    }
    memo.set(pkg.path, d);
    return d;
  };
  for (const file of pass.files) {
    if (file.comments.some((g) => g.list.some((c) => /^\/\/ Code generated .* DO NOT EDIT\.$/.test(c.text))))
      continue;
    inspect(file, (n) => {
      if (n.kind !== 'Ident') return true;
      const o = pass.info.uses.get(n);
      if (!o?.pkg || o.kind === 'pkgname') return true;
      const origin = (o.kind === 'func' || o.kind === 'var') && o.origin ? o.origin : o;
      const v = disallowed(o.pkg).get(origin);
      if (v !== undefined)
        report(file, n.pos, `${o.pkg.name}.${o.name} requires go1.${v} or later (module is go1.${minor})`);
      return true;
    });
  }
};

// passes/tests: malformed Test/Benchmark/Fuzz names and type parameters, Example functions that
// refer to unknown identifiers, take arguments or misplace their output comment. (Its checks of
// (*testing.F).Fuzz targets need a testing.F with Fuzz, which the simulated package lacks.)
export const tests: Analyzer = (pass, report) => {
  const isLower = (s: string) => s !== '' && /^\p{Ll}/u.test(s);
  for (const file of pass.files) {
    if (!file.filename.endsWith('_test.go')) continue;
    for (const d of file.decls) {
      if (d.kind !== 'FuncDecl' || d.recv) continue;
      const name = d.name.name;
      const prefix = ['Example', 'Test', 'Benchmark', 'Fuzz'].find((p) => name.startsWith(p));
      if (prefix === 'Example') {
        checkExample(pass, d, name, (msg) => report(file, d.pos, msg));
        const groups = file.comments.filter(
          (c) => c.pos.offset >= d.pos.offset && c.end.offset <= d.end.offset,
        );
        const isOutput = groups.map((g) =>
          /^\s*(unordered )?output:/i.test(
            g.list.map((c) => (c.text.startsWith('//') ? c.text.slice(2) : c.text.slice(2, -2))).join('\n'),
          ),
        );
        const msg =
          isOutput.filter(Boolean).length > 1
            ? 'there can only be one output comment block per example'
            : 'output comment block must be the last comment block';
        groups.forEach((g, i) => {
          if (isOutput[i] && i < groups.length - 1) report(file, g.pos, msg);
        });
      } else if (prefix) {
        const params = d.type.params.list;
        if (
          (d.type.results?.list.length ?? 0) > 0 ||
          params.length !== 1 ||
          (params[0].names?.length ?? 0) > 1
        )
          continue;
        const t = params[0].type;
        const want = prefix[0];
        const x = t.kind === 'StarExpr' ? t.x : undefined;
        if (!x || (x.kind === 'Ident' ? x.name : x.kind === 'SelectorExpr' ? x.sel.name : '') !== want)
          continue;
        const tp = d.type.typeParams;
        if (tp && tp.list.length > 0 && tp.opening)
          report(
            file,
            tp.opening,
            `${name} has type parameters: it will not be run by go test as a ${prefix}XXX function`,
          );
        if (isLower(name.slice(prefix.length)))
          report(
            file,
            d.name.pos,
            `${name} has malformed name: first letter after '${prefix}' must not be lowercase`,
          );
      }
    }
  }
};

function checkExample(
  pass: Pass,
  d: import('../syntax/ast.ts').FuncDecl,
  name: string,
  report: (msg: string) => void,
): void {
  if (d.type.params.list.length > 0) report(`${name} should be niladic`);
  if ((d.type.results?.list.length ?? 0) > 0) report(`${name} should return nothing`);
  if ((d.type.typeParams?.list.length ?? 0) > 0) report(`${name} should not have type params`);
  if (name === 'Example') return;
  const pkg = pass.info.defs.get(d.name)?.pkg;
  if (!pkg) return;
  const isSuffix = (s: string) => /^\p{Ll}/u.test(s);
  const exName = name.slice('Example'.length);
  const parts = exName.split('_');
  const elems = parts.length > 3 ? [parts[0], parts[1], parts.slice(2).join('_')] : parts;
  const ident = elems[0];
  const own = pkg.scope.lookup(ident);
  const objs = own ? [own] : pkg.imports.map((p) => p.scope.lookup(ident)).filter((o) => o !== undefined);
  if (ident !== '' && objs.length === 0) {
    report(`${name} refers to unknown identifier: ${ident}`);
    return;
  }
  if (elems.length < 2) return;
  if (ident === '') {
    const residual = exName.startsWith('_') ? exName.slice(1) : exName;
    if (!isSuffix(residual)) report(`${name} has malformed example suffix: ${residual}`);
    return;
  }
  const member = elems[1];
  if (
    !isSuffix(member) &&
    !objs.some(
      (o) => 'type' in o && o.type !== undefined && lookupFieldOrMethod(o.type, true, o.pkg, member).obj,
    )
  )
    report(`${name} refers to unknown field or method: ${ident}.${member}`);
  if (elems.length === 3 && !isSuffix(elems[2])) report(`${name} has malformed example suffix: ${elems[2]}`);
}
