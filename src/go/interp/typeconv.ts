// Checker types (src/go/types) → runtime type descriptors (rtype.ts), with type-parameter
// substitution for generic instantiations and method-set construction (declared methods, pointer
// wrappers, promotion through embedded fields).

import type { Func, Named, Scope, Type, TypeName, TypeParam } from '../types/types.ts';
import { unalias, under } from '../types/types.ts';
import { computeTypeSet } from '../types/typeset.ts';
import { nilDeref, runtimeError, runtimeNamedTypes } from './panic.ts';
import { viaTwin } from './rt/call.ts';
import {
  arrayOf,
  basicTypes,
  chanOf,
  funcOf,
  interfaceOf,
  LazyMethod,
  mapOf,
  namedType,
  ptrTo,
  type RMethod,
  type RType,
  setUnderlying,
  sliceOf,
  structOf,
  tBool,
  tEmptyInterface,
  tError,
  tFloat64,
  tInt,
  tInt32,
  tString,
  typeString,
} from './rtype.ts';
import { clone, FieldRef } from './values.ts';
import { WeakValueMap } from './weak-values.ts';

/** Type-parameter substitution in effect while compiling one instantiation. */
export type TypeEnv = ReadonlyMap<TypeParam, RType> | null;

/** Supplies compiled method bodies: a JS function taking the receiver first. */
export type MethodProvider = (m: Func, recv: RType, env: TypeEnv) => (recv: any, ...args: any[]) => any;

export class TypeConverter {
  // Weak: a converter lives for the process (compile/compiler.ts, one per registry) while the
  // workspace rebuilds the program's packages, each time with new checked types.
  private readonly named = new WeakMap<Named, RType>();
  private readonly instances = new WeakValueMap<string, RType>();
  methodProvider: MethodProvider | null = null;
  /** Whether a value-receiver method leaves its receiver alone (Compiler.readOnlyLeaf). */
  recvReadOnly: ((m: Func) => boolean) | null = null;

  /** Runtime descriptor of `t` under substitution `env`. */
  rtype(t: Type, env: TypeEnv): RType {
    return this.conv(t, env);
  }

  /**
   * Fills named type `t`'s methods (fillMethods) when its method set or its pointer's is first read.
   * A *T made before (its underlying type names *T: a list's node) gets the hook here, a later one
   * when it is made (rtype.ts ptrTo).
   */
  private fillLater(n: Named, t: RType, env: TypeEnv): void {
    t.fillMethods = () => {
      t.fillMethods = null;
      if (t.ptrToThis !== null) t.ptrToThis.fillMethods = null;
      this.fillMethods(n, t, env);
    };
    const pt = t.ptrToThis;
    if (pt !== null)
      pt.fillMethods = () => {
        pt.fillMethods = null;
        t.fillMethods?.();
      };
  }

  private conv(t: Type, env: TypeEnv): RType {
    switch (t.kind) {
      case 'basic': {
        switch (t.info) {
          case 'untyped int':
            return tInt;
          case 'untyped rune':
            return tInt32;
          case 'untyped float':
            return tFloat64;
          case 'untyped bool':
            return tBool;
          case 'untyped string':
            return tString;
          case 'untyped nil':
            return tEmptyInterface;
          default: {
            const b = basicTypes.get(t.info);
            if (b === undefined) throw new Error(`interp: unsupported basic type ${t.info}`);
            return b;
          }
        }
      }
      case 'alias':
        return this.conv(unalias(t), env);
      case 'named':
        return this.convNamed(t, env);
      case 'pointer':
        return ptrTo(this.conv(t.elem, env));
      case 'slice':
        return sliceOf(this.conv(t.elem, env));
      case 'array':
        return arrayOf(t.len, this.conv(t.elem, env));
      case 'map':
        return mapOf(this.conv(t.key, env), this.conv(t.elem, env));
      case 'chan':
        return chanOf(t.dir, this.conv(t.elem, env));
      case 'struct': {
        const rt = structOf(
          t.fields.map((f, i) => ({
            name: f.name,
            type: this.conv(f.type, env),
            tag: t.tag(i),
            embedded: f.embedded,
            pkgPath: f.pkg?.path ?? '',
          })),
        );
        // An unnamed struct promotes its embedded fields' methods too (struct{ io.Reader; io.Closer }).
        if (!unnamedPromoted.has(rt) && rt.fields.some((f) => f.embedded)) {
          unnamedPromoted.add(rt);
          const complete = () => {
            rt.completeMethods = null;
            if (rt.ptrToThis !== null) rt.ptrToThis.completeMethods = null;
            promote(rt);
          };
          rt.completeMethods = complete;
          if (rt.ptrToThis !== null) rt.ptrToThis.completeMethods = complete;
        }
        return rt;
      }
      case 'interface': {
        const ts = t.tset ?? computeTypeSet(t);
        return interfaceOf(
          ts.methods.map((m) => ({
            name: m.name,
            type: this.conv(m.type, env),
            pkgPath: m.pkg && !/^[A-Z]/.test(m.name) ? m.pkg.path : '',
          })),
        );
      }
      case 'signature':
        return funcOf(
          t.params.vars.map((v) => this.conv(v.type, env)),
          t.results.vars.map((v) => this.conv(v.type, env)),
          t.variadic,
        );
      case 'typeparam': {
        const r = env?.get(t);
        if (r === undefined) throw new Error(`interp: unbound type parameter ${t.obj.name}`);
        return r;
      }
      case 'tuple':
        throw new Error('interp: tuple is not a runtime type');
      case 'union':
        return tEmptyInterface;
    }
  }

  private convNamed(n: Named, env: TypeEnv): RType {
    if (n.obj.name === 'error' && n.obj.pkg === undefined) return tError;
    if (n.obj.name === 'comparable' && n.obj.pkg === undefined) return tEmptyInterface;
    // A generic type used inside its own methods denotes the instantiation bound in `env`.
    const targs =
      n.typeArgs !== undefined && n.typeArgs.length > 0
        ? n.typeArgs
        : n.typeParams !== undefined && n.typeParams.length > 0
          ? n.typeParams
          : undefined;
    const origin = n.origin ?? n;
    const local = this.localType(origin);
    // A type declared in a generic function is one type per instantiation of the function, named
    // with the function's type arguments first (gc: `T[int;string]`, `U[int]`).
    if (targs !== undefined || local.implicit.length > 0) {
      const implicit = local.implicit.map((tp) => this.conv(tp, env));
      const args = targs === undefined ? [] : targs.map((a) => this.conv(a, env));
      const ids = (ts: RType[]) => ts.map((a) => a.id).join(',');
      const names = (ts: RType[]) => ts.map((a) => typeString(a, true)).join(',');
      const key = `${this.originId(origin)}[${ids(implicit)};${ids(args)}]`;
      let rt = this.instances.get(key);
      if (rt === undefined) {
        const pkg = origin.obj.pkg;
        const list =
          implicit.length === 0
            ? names(args)
            : args.length === 0
              ? names(implicit)
              : `${names(implicit)};${names(args)}`;
        rt = namedType(pkg?.path ?? '', pkg?.name ?? '', `${origin.obj.name}[${list}]`);
        rt.vargen = local.vargen;
        this.instances.set(key, rt);
        const tps = origin.typeParams ?? [];
        const ienv = new Map<TypeParam, RType>();
        for (let i = 0; i < local.implicit.length; i++) ienv.set(local.implicit[i], implicit[i]);
        for (let i = 0; i < tps.length; i++) ienv.set(tps[i], args[i]);
        const u = origin.underlyingType;
        if (u === undefined)
          throw new Error(`interp: generic type ${origin.obj.name} has no underlying type`);
        setUnderlying(rt, this.conv(u, ienv));
        this.fillLater(origin, rt, ienv);
      }
      return rt;
    }
    let rt = this.named.get(n);
    if (rt === undefined) {
      const pkg = n.obj.pkg;
      const builtin = pkg?.path === 'runtime' ? runtimeNamedTypes.get(n.obj.name) : undefined;
      if (builtin !== undefined) return builtin;
      rt = namedType(pkg?.path ?? '', pkg?.name ?? '', n.obj.name);
      rt.vargen = local.vargen;
      this.named.set(n, rt);
      const u = under(n);
      // A struct's fields and an interface's methods wait until read (rtype.ts deferUnderlying): a
      // type reached only through a pointer, slice or map field, or a signature, may never be used.
      if (u.kind === 'struct' || u.kind === 'interface') rt.deferUnderlying(u.kind, () => this.conv(u, env));
      else setUnderlying(rt, this.conv(u, env));
      this.fillLater(n, rt, null);
    }
    return rt;
  }

  private locals = new WeakMap<Named, { implicit: TypeParam[]; vargen: string }>();
  private static readonly global = { implicit: [], vargen: '' };

  /**
   * For a type declared in a function: the enclosing declaration's type parameters (receiver's
   * too; gc's implicits) and its `·N` (noder/writer.go: N counts the package's function-scoped
   * defined types in source order, file by file).
   */
  private localType(n: Named): { implicit: TypeParam[]; vargen: string } {
    let l = this.locals.get(n);
    if (l !== undefined) return l;
    let decl = n.obj.parent;
    const pkgScope = n.obj.pkg?.scope;
    if (decl === undefined || decl === pkgScope || decl.parent === pkgScope) return TypeConverter.global;
    while (decl.parent !== undefined && decl.parent.parent !== pkgScope) decl = decl.parent;
    const implicit: TypeParam[] = [];
    for (const o of decl.elems.values())
      if (o.kind === 'typename' && o.type?.kind === 'typeparam') implicit.push(o.type);
    let gen = 0;
    const pos = (o: TypeName) => [o.pos.line, o.pos.col];
    for (const file of pkgScope?.children ?? []) {
      const defs: TypeName[] = [];
      const walk = (sc: Scope) => {
        for (const o of sc.elems.values())
          if (o.kind === 'typename' && o.type?.kind === 'named' && o.type.origin === undefined) defs.push(o);
        for (const c of sc.children) walk(c);
      };
      for (const c of file.children) walk(c);
      defs.sort((a, b) => pos(a)[0] - pos(b)[0] || pos(a)[1] - pos(b)[1]);
      for (const o of defs) {
        gen++;
        if (o.type === n) l = { implicit, vargen: `\xc2\xb7${gen}` }; // "·", as the UTF-8 bytes of a Go string
      }
    }
    l ??= { implicit, vargen: '' };
    this.locals.set(n, l);
    return l;
  }

  private originIds = new WeakMap<Named, number>();
  private nextOriginId = 1;
  private originId(n: Named): number {
    let id = this.originIds.get(n);
    if (id === undefined) {
      id = this.nextOriginId++;
      this.originIds.set(n, id);
    }
    return id;
  }

  /** Declared methods on T and *T, then promoted methods from embedded fields. */
  private fillMethods(n: Named, t: RType, env: TypeEnv): void {
    const pt = ptrTo(t);
    const provider = this.methodProvider;
    for (const m of n.methods) {
      const recvType = m.type.recv?.type;
      const ptrRecv = recvType !== undefined && unalias(recvType).kind === 'pointer';
      // Methods of generic types use their own receiver type parameters: bind them like the type's.
      let menv = env;
      const rtps = m.type.recvTypeParams;
      if (env !== null && rtps !== undefined && n.typeParams !== undefined) {
        const e2 = new Map(env);
        for (let i = 0; i < rtps.length; i++) {
          const bound = env.get(n.typeParams[i]);
          if (bound !== undefined) e2.set(rtps[i], bound);
        }
        menv = e2;
      }
      const sig = () => this.conv(m.type, menv);
      if (provider === null) continue;
      // Bodies compile lazily: the entry's fn compiles on first call and replaces itself.
      let compiled: ((recv: any, ...args: any[]) => any) | null = null;
      const lazy = (): ((recv: any, ...args: any[]) => any) => {
        if (compiled === null) {
          const c: any = provider(m, t, menv);
          // A declared method's holder stub (Compiler.lazyHolder): the entry takes the compiled
          // function itself, so that calls through the table skip the stub's forwarding layer.
          compiled = c.$force !== undefined ? c.$force() : c;
          // Called through an interface or method table, a value receiver is a copy: the method
          // may not change the value the interface holds (a struct or array is shared here).
          if (!ptrRecv && (t.kind === 'struct' || t.kind === 'array') && this.recvReadOnly?.(m) !== true)
            compiled = copyingRecv(t, compiled!);
        }
        return compiled!;
      };
      const entry = lazyEntry(m.name, sig, ptrRecv, lazy);
      if (ptrRecv) pt.methods.set(m.name, entry);
      else {
        t.methods.set(m.name, entry);
        pt.methods.set(m.name, valueMethodViaPointer(t, entry));
      }
    }
    // Promoted methods when the method set of T or *T is first read: promote makes no runtime type
    // (the pointer type exists already), so types are made in the same order as before.
    if (t.kind !== 'struct') return;
    const complete = () => {
      t.completeMethods = null;
      pt.completeMethods = null;
      promote(t);
    };
    t.completeMethods = complete;
    pt.completeMethods = complete;
  }
}

/** `fn` called with a copy of its receiver; its generator and trampoline twins likewise. */
function copyingRecv(t: RType, fn: any): (recv: any, ...args: any[]) => any {
  const w: any = (recv: any, ...args: any[]) => fn(clone(t, recv), ...args);
  if (fn.$g !== undefined)
    w.$g = function* (recv: any, ...args: any[]) {
      return yield* fn.$g(clone(t, recv), ...args);
    };
  if (fn.$pre !== undefined) w.$pre = fn.$pre;
  if (fn.$t !== undefined) w.$t = (recv: any, ...args: any[]) => fn.$t.call(fn, clone(t, recv), ...args);
  return w;
}

/**
 * A method-table entry whose body compiles on first call; the stub then replaces itself. It also
 * carries a generator twin ($g) so a first call from generator code can still park.
 */
function lazyEntry(
  name: string,
  sig: () => RType,
  ptrRecv: boolean,
  lazy: () => (recv: any, ...args: any[]) => any,
): RMethod {
  const entry: RMethod = new LazyMethod(name, sig, ptrRecv, (recv, ...args) => {
    entry.fn = lazy();
    return entry.fn(recv, ...args);
  });
  (entry.fn as any).$g = function* (recv: any, ...args: any[]) {
    const c: any = lazy();
    entry.fn = c;
    return viaTwin(c) ? yield* c.$g(recv, ...args) : c(recv, ...args);
  };
  return entry;
}

/** Unnamed struct types whose promoted methods are set up (structOf interns them). */
const unnamedPromoted = new WeakSet<RType>();

/** `*T` method set entry for a value-receiver method of T: dereference (copying structs) and call. */
function valueMethodViaPointer(t: RType, m: RMethod): RMethod {
  const isAgg = t.kind === 'struct' || t.kind === 'array';
  // A nil *T: the wrapper's runtime.panicwrap (runtime/error.go); an instance of a generic type's
  // goes through its shape's code, which dereferences.
  const wrap = () =>
    t.name.includes('[')
      ? nilDeref()
      : runtimeError(
          'plainError',
          `value method ${t.pkgName === 'main' ? 'main' : t.pkgPath}.${t.name}.${m.name} called using nil *${t.name} pointer`,
        );
  return new LazyMethod(
    m.name,
    () => m.type,
    false,
    isAgg
      ? (p, ...args) => {
          if (p === null) throw wrap();
          return m.fn(clone(t, p), ...args);
        }
      : (p, ...args) => {
          if (p === null) throw wrap();
          return m.fn(p.load(), ...args);
        },
  );
}

/**
 * Add methods promoted through embedded fields to struct type `t` and `*t` (breadth-first by depth;
 * a name found twice at the same depth is ambiguous and not promoted; declared methods win).
 */
export function promote(t: RType): void {
  if (t.kind !== 'struct') return;
  const pt = ptrTo(t);
  interface Cand {
    path: { key: string; ptr: boolean }[];
    type: RType; // embedded field's type, pointer stripped
    viaPtr: boolean; // embedded as *E
  }
  const seenTypes = new Set<RType>();
  let level: Cand[] = t.fields
    .filter((f) => f.embedded)
    .map((f) => {
      const isPtr = f.type.kind === 'ptr';
      return { path: [{ key: f.key, ptr: isPtr }], type: isPtr ? f.type.elem! : f.type, viaPtr: isPtr };
    });
  const fieldNamesAtDepth = new Set(t.fields.map((f) => f.name));
  const blocked = new Set<string>([...t.methods.keys(), ...pt.methods.keys(), ...fieldNamesAtDepth]);
  while (level.length > 0) {
    const found = new Map<string, { c: Cand; valueM?: RMethod; ptrM?: RMethod; count: number }>();
    const next: Cand[] = [];
    for (const c of level) {
      if (seenTypes.has(c.type)) continue;
      seenTypes.add(c.type);
      // Only the methods declared on the embedded type are at this depth: the ones promoted into
      // it are found deeper, through its own embedded fields.
      const names = new Set<string>();
      for (const ms of [c.type.methods, c.type.ptrToThis?.methods])
        if (ms !== undefined) for (const [n, m] of ms) if (m.promoted !== true) names.add(n);
      if (c.type.kind === 'interface') for (const im of c.type.imethods) names.add(im.name);
      for (const name of names) {
        const prev = found.get(name);
        if (prev) {
          prev.count++;
          continue;
        }
        found.set(name, {
          c,
          valueM: c.type.kind === 'interface' ? undefined : c.type.methods.get(name),
          ptrM: c.type.ptrToThis?.methods.get(name),
          count: 1,
        });
      }
      if (c.type.kind === 'struct') {
        for (const f of c.type.fields) {
          if (f.embedded) {
            const isPtr = f.type.kind === 'ptr';
            next.push({
              path: [...c.path, { key: f.key, ptr: isPtr }],
              type: isPtr ? f.type.elem! : f.type,
              viaPtr: isPtr,
            });
          }
        }
      }
    }
    const newBlocked: string[] = [];
    for (const [name, e] of found) {
      newBlocked.push(name);
      if (blocked.has(name) || e.count > 1) continue;
      const { c } = e;
      const nav = navigator(c.path);
      if (c.type.kind === 'interface') {
        const fn = (recv: any, ...args: any[]) => {
          const iv = nav(recv);
          if (iv === null) throw nilDeref();
          return iv.t.methods.get(name)!.fn(iv.v, ...args);
        };
        withTwin(fn, (recv) => {
          const iv = nav(recv);
          if (iv === null) throw nilDeref();
          return [iv.t.methods.get(name)!.fn, iv.v];
        });
        const im = c.type.imethods.find((m) => m.name === name)!;
        t.methods.set(name, { name, type: im.type, ptrRecv: false, promoted: true, fn });
        pt.methods.set(name, { name, type: im.type, ptrRecv: false, promoted: true, fn });
        continue;
      }
      const anyPtrOnPath = c.path.some((p) => p.ptr);
      // Value receiver methods of E are in the method sets of S and *S.
      if (e.valueM !== undefined) {
        const vm = e.valueM;
        const et = c.type;
        const isAgg = et.kind === 'struct' || et.kind === 'array';
        // Through an embedded *E of a non-aggregate E the field holds a pointer: load it.
        const load = !isAgg && c.path[c.path.length - 1].ptr;
        const fn = (recv: any, ...args: any[]) => {
          const ev = nav(recv);
          return vm.fn(isAgg ? clone(et, ev) : load ? ev.load() : ev, ...args);
        };
        withTwin(fn, (recv) => {
          const ev = nav(recv);
          return [vm.fn, isAgg ? clone(et, ev) : load ? ev.load() : ev];
        });
        const sig = () => vm.type;
        t.methods.set(name, new LazyMethod(name, sig, false, fn, true));
        pt.methods.set(name, new LazyMethod(name, sig, false, fn, true));
      } else if (e.ptrM !== undefined) {
        // Pointer receiver methods of E: in *S's method set always; in S's only when E is embedded
        // through a pointer. Struct values are their own addresses here, so the call is the same.
        const pm = e.ptrM;
        const last = c.path[c.path.length - 1];
        // A non-aggregate field embedded by value (`type Counter int` with *Counter methods): its
        // pointer is a FieldRef, where a struct or array is its own address.
        const byRef = !last.ptr && c.type.kind !== 'struct' && c.type.kind !== 'array';
        const navHolder = byRef && c.path.length > 1 ? navigator(c.path.slice(0, -1)) : null;
        const navP = byRef
          ? (recv: any) => {
              const holder = navHolder === null ? recv : navHolder(recv);
              if (holder === null) throw nilDeref();
              return new FieldRef(holder, last.key);
            }
          : navigator(c.path, true);
        const fn = (recv: any, ...args: any[]) => pm.fn(navP(recv), ...args);
        withTwin(fn, (recv) => [pm.fn, navP(recv)]);
        const sig = () => pm.type;
        pt.methods.set(name, new LazyMethod(name, sig, true, fn, true));
        // Through an embedded pointer it is in S's own method set: no pointer receiver needed there.
        if (anyPtrOnPath || c.viaPtr) t.methods.set(name, new LazyMethod(name, sig, false, fn, true));
      }
    }
    for (const n of newBlocked) blocked.add(n);
    level = next;
  }
}

/**
 * A promoted method's generator twin: the method it reaches, through its own twin when it has one.
 * Without it a goroutine calling the promoted method (a client-go work queue's Get, reached through
 * the rate-limiting queue's embedded interface) ran it synchronously, so a wait in it held the
 * scheduler nested instead of parking the goroutine.
 */
function withTwin(fn: any, target: (recv: any) => [any, any]): void {
  fn.$g = function* (recv: any, ...args: any[]) {
    const [m, r] = target(recv);
    return viaTwin(m) ? yield* m.$g(r, ...args) : m(r, ...args);
  };
}

/**
 * Loads the embedded field at `path`. A nil embedded pointer at the end is dereferenced for a value
 * method, but handed as it is to a pointer-receiver method (`nilRecv`), which may accept nil.
 */
function navigator(path: { key: string; ptr: boolean }[], nilRecv = false): (recv: any) => any {
  return (recv: any) => {
    let v = recv;
    for (const p of path) {
      if (v === null) throw nilDeref();
      v = v[p.key];
    }
    if (!nilRecv && path[path.length - 1].ptr && v === null) throw nilDeref();
    return v;
  };
}
