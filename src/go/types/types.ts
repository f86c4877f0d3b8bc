// The Go type model and objects, shaped like go/types (types2): the checker builds these, the
// interpreter reads them. Identity matters: two types are the same Go type when `identical(a, b)`
// (identical.ts) says so; object identity (===) is how uses are tied to declarations.
//
// Stability: this file is an API for src/go/interp and src/go/std. Add fields, never rename.

import type { ConstValue } from './constant.ts';

// ---------------------------------------------------------------------------------------------
// Positions

/** A source position: file name, 1-based line, 1-based byte column (gc's convention). */
export interface SrcPos {
  file: string;
  line: number;
  col: number;
  /** 0-based byte offset in the file when known (used to order declarations). */
  offset?: number;
}

export const noPos: SrcPos = { file: '', line: 0, col: 0 };

// ---------------------------------------------------------------------------------------------
// Types

/** go/types BasicKind, spelled as Go prints it (untyped kinds print as "untyped int" etc.). */
export type BasicKind =
  | 'invalid type'
  | 'bool'
  | 'int'
  | 'int8'
  | 'int16'
  | 'int32'
  | 'int64'
  | 'uint'
  | 'uint8'
  | 'uint16'
  | 'uint32'
  | 'uint64'
  | 'uintptr'
  | 'float32'
  | 'float64'
  | 'complex64'
  | 'complex128'
  | 'string'
  | 'unsafe.Pointer'
  | 'untyped bool'
  | 'untyped int'
  | 'untyped rune'
  | 'untyped float'
  | 'untyped complex'
  | 'untyped string'
  | 'untyped nil';

export type Type =
  | Basic
  | Named
  | Alias
  | Pointer
  | Slice
  | ArrayType
  | MapType
  | Chan
  | Struct
  | Interface
  | Signature
  | Tuple
  | TypeParam
  | Union;

/** A predeclared type. `name` is how it prints: `byte`/`rune` are Basic aliases of uint8/int32 with their own name. */
export class Basic {
  readonly kind = 'basic' as const;
  readonly info: BasicKind;
  readonly name: string;
  constructor(info: BasicKind, name: string) {
    this.info = info;
    this.name = name;
  }
}

/** A defined type `type T ...` (or a predeclared named type like `error`). */
export class Named {
  readonly kind = 'named' as const;
  obj: TypeName;
  /** Resolved underlying type (never a Named or Alias). Set during collection; `invalid` until then. */
  underlyingType: Type | undefined;
  /** Declared methods (for an instance: methods instantiated lazily by the checker, same order as origin's). */
  methods: Func[] = [];
  /** Type parameters of a generic type (on the origin only). */
  typeParams: TypeParam[] | undefined;
  /** For an instance `G[int]`: the generic type and the type arguments. */
  origin: Named | undefined;
  typeArgs: Type[] | undefined;
  constructor(obj: TypeName, underlying: Type | undefined) {
    this.obj = obj;
    this.underlyingType = underlying;
  }
}

/** `type A = T` (materialised like cmd/compile with gotypesalias=1: prints as A). */
export class Alias {
  readonly kind = 'alias' as const;
  obj: TypeName;
  /** The aliased type (may itself be an alias). Use `unalias` to reach the actual type. */
  rhs: Type | undefined;
  typeParams: TypeParam[] | undefined;
  origin: Alias | undefined;
  typeArgs: Type[] | undefined;
  constructor(obj: TypeName, rhs: Type | undefined) {
    this.obj = obj;
    this.rhs = rhs;
  }
}

export class Pointer {
  readonly kind = 'pointer' as const;
  elem: Type;
  constructor(elem: Type) {
    this.elem = elem;
  }
}

export class Slice {
  readonly kind = 'slice' as const;
  elem: Type;
  constructor(elem: Type) {
    this.elem = elem;
  }
}

export class ArrayType {
  readonly kind = 'array' as const;
  elem: Type;
  /** Length; -1 while unknown (`[...]T` before the literal is counted). */
  len: number;
  constructor(elem: Type, len: number) {
    this.elem = elem;
    this.len = len;
  }
}

export class MapType {
  readonly kind = 'map' as const;
  key: Type;
  elem: Type;
  constructor(key: Type, elem: Type) {
    this.key = key;
    this.elem = elem;
  }
}

export type ChanDir = 'both' | 'send' | 'recv';

export class Chan {
  readonly kind = 'chan' as const;
  dir: ChanDir;
  elem: Type;
  constructor(dir: ChanDir, elem: Type) {
    this.dir = dir;
    this.elem = elem;
  }
}

export class Struct {
  readonly kind = 'struct' as const;
  /** Fields in declaration order; embedded fields have `embedded: true` and the type's name as name. */
  fields: Var[];
  /** Raw tag string per field (unquoted value, '' when absent), parallel to fields. */
  tags: string[];
  constructor(fields: Var[], tags: string[]) {
    this.fields = fields;
    this.tags = tags;
  }
  tag(i: number): string {
    return this.tags[i] ?? '';
  }
}

/** A term of a union/constraint type set: `~string` is { tilde: true, type: string }. */
export interface Term {
  tilde: boolean;
  type: Type;
}

export class Union {
  readonly kind = 'union' as const;
  terms: Term[];
  constructor(terms: Term[]) {
    this.terms = terms;
  }
}

/** The computed type set of an interface: all methods (sorted by name) plus type terms for constraints. */
export interface TypeSet {
  methods: Func[];
  /** undefined = all types; otherwise the normalised term list (empty = no types). */
  terms: Term[] | undefined;
  comparable: boolean;
}

export class Interface {
  readonly kind = 'interface' as const;
  /** Explicitly declared methods, in source order. */
  methods: Func[];
  /** Embedded types (interfaces, unions, type terms) in source order. */
  embeddeds: Type[];
  /** Set for the predeclared `comparable` and interfaces embedding it. */
  isComparable = false;
  /** `any`/`interface{}` written implicitly in a constraint position `[T int|string]`. */
  implicit = false;
  /** Cached type set; computed by the checker (typeset.ts). */
  tset: TypeSet | undefined;
  constructor(methods: Func[], embeddeds: Type[]) {
    this.methods = methods;
    this.embeddeds = embeddeds;
  }
}

export class Tuple {
  readonly kind = 'tuple' as const;
  vars: Var[];
  constructor(vars: Var[]) {
    this.vars = vars;
  }
  get length(): number {
    return this.vars.length;
  }
  at(i: number): Var {
    return this.vars[i];
  }
}

export class Signature {
  readonly kind = 'signature' as const;
  /** Receiver for methods (and interface methods: the interface type). */
  recv: Var | undefined;
  /** Type parameters of a generic function (for methods of generic types: recvTypeParams). */
  typeParams: TypeParam[] | undefined;
  recvTypeParams: TypeParam[] | undefined;
  params: Tuple;
  results: Tuple;
  /** The last parameter is `...E`; its type is recorded as []E. */
  variadic: boolean;
  constructor(recv: Var | undefined, params: Tuple, results: Tuple, variadic: boolean) {
    this.recv = recv;
    this.typeParams = undefined;
    this.recvTypeParams = undefined;
    this.params = params;
    this.results = results;
    this.variadic = variadic;
  }
}

export class TypeParam {
  readonly kind = 'typeparam' as const;
  obj: TypeName;
  /** Index in its type parameter list. */
  index: number;
  /** The constraint as written (an Interface, or a Named/Alias whose underlying is one). */
  constraint: Type;
  /** Unique id used to keep type parameters of different declarations apart when printing/unifying. */
  readonly id: number;
  private static nextId = 1;
  constructor(obj: TypeName, index: number, constraint: Type) {
    this.obj = obj;
    this.index = index;
    this.constraint = constraint;
    this.id = TypeParam.nextId++;
  }
}

// ---------------------------------------------------------------------------------------------
// Objects

export type Obj = Var | Const | TypeName | Func | PkgName | Builtin | Nil | Label;

interface ObjBase {
  name: string;
  /** Declaring package; undefined for universe objects and labels. */
  pkg: Package | undefined;
  pos: SrcPos;
  /** The scope the object is declared in (undefined for fields, methods, universe parts created lazily). */
  parent: Scope | undefined;
}

export class Var implements ObjBase {
  readonly kind = 'var' as const;
  name: string;
  pkg: Package | undefined;
  pos: SrcPos;
  parent: Scope | undefined;
  type: Type;
  /** A struct field. */
  isField = false;
  /** An embedded struct field. */
  embedded = false;
  /** A function parameter, result or receiver. */
  isParam = false;
  /** Set by the checker when the variable is read (drives `declared and not used`). */
  used = false;
  /** For fields/params of an instantiated generic type or function: the generic original. */
  origin: Var | undefined;
  constructor(pos: SrcPos, pkg: Package | undefined, name: string, type: Type) {
    this.pos = pos;
    this.pkg = pkg;
    this.name = name;
    this.type = type;
    this.parent = undefined;
    this.origin = undefined;
  }
}

export class Const implements ObjBase {
  readonly kind = 'const' as const;
  name: string;
  pkg: Package | undefined;
  pos: SrcPos;
  parent: Scope | undefined;
  type: Type;
  val: ConstValue;
  constructor(pos: SrcPos, pkg: Package | undefined, name: string, type: Type, val: ConstValue) {
    this.pos = pos;
    this.pkg = pkg;
    this.name = name;
    this.type = type;
    this.val = val;
    this.parent = undefined;
  }
}

export class TypeName implements ObjBase {
  readonly kind = 'typename' as const;
  name: string;
  pkg: Package | undefined;
  pos: SrcPos;
  parent: Scope | undefined;
  /** Named, Alias, TypeParam, or a Basic for predeclared types. */
  type: Type | undefined;
  constructor(pos: SrcPos, pkg: Package | undefined, name: string, type: Type | undefined) {
    this.pos = pos;
    this.pkg = pkg;
    this.name = name;
    this.type = type;
    this.parent = undefined;
  }
  get isAlias(): boolean {
    return this.type?.kind === 'alias' || (this.type?.kind === 'basic' && this.type.name !== this.name);
  }
}

export class Func implements ObjBase {
  readonly kind = 'func' as const;
  name: string;
  pkg: Package | undefined;
  pos: SrcPos;
  parent: Scope | undefined;
  type: Signature;
  /** The declaration has a body (false: a native declared in Go source, implemented in TypeScript). */
  hasBody = false;
  /** For a method of an instantiated generic type, or an instantiated generic function: the generic original. */
  origin: Func | undefined;
  /** The declaring AST node (a FuncDecl for funcs/methods); opaque here to keep this file AST-free. */
  decl: unknown;
  constructor(pos: SrcPos, pkg: Package | undefined, name: string, type: Signature) {
    this.pos = pos;
    this.pkg = pkg;
    this.name = name;
    this.type = type;
    this.parent = undefined;
    this.origin = undefined;
    this.decl = undefined;
  }
  /** Full name as gc prints it in messages: `fmt.Println`, `(*T).M`, `T.M`. */
  get fullName(): string {
    const recv = this.type.recv;
    if (recv) {
      const t = recv.type;
      if (t.kind === 'pointer') return `(*${baseName(t.elem)}).${this.name}`;
      return `${baseName(t)}.${this.name}`;
    }
    return this.pkg ? `${this.pkg.path}.${this.name}` : this.name;
  }
}

function baseName(t: Type): string {
  return t.kind === 'named' || t.kind === 'alias' ? t.obj.name : '?';
}

export class PkgName implements ObjBase {
  readonly kind = 'pkgname' as const;
  name: string;
  pkg: Package | undefined;
  pos: SrcPos;
  parent: Scope | undefined;
  imported: Package;
  used = false;
  constructor(pos: SrcPos, pkg: Package | undefined, name: string, imported: Package) {
    this.pos = pos;
    this.pkg = pkg;
    this.name = name;
    this.imported = imported;
    this.parent = undefined;
  }
}

export type BuiltinId =
  | 'append'
  | 'cap'
  | 'clear'
  | 'close'
  | 'complex'
  | 'copy'
  | 'delete'
  | 'imag'
  | 'len'
  | 'make'
  | 'max'
  | 'min'
  | 'new'
  | 'panic'
  | 'print'
  | 'println'
  | 'real'
  | 'recover'
  // package unsafe's
  | 'Add'
  | 'Alignof'
  | 'Offsetof'
  | 'Sizeof'
  | 'Slice'
  | 'SliceData'
  | 'String'
  | 'StringData';

export class Builtin implements ObjBase {
  readonly kind = 'builtin' as const;
  name: string;
  pkg: Package | undefined = undefined;
  pos: SrcPos = noPos;
  parent: Scope | undefined = undefined;
  id: BuiltinId;
  constructor(id: BuiltinId) {
    this.id = id;
    this.name = id;
  }
}

export class Nil implements ObjBase {
  readonly kind = 'nil' as const;
  name = 'nil';
  pkg: Package | undefined = undefined;
  pos: SrcPos = noPos;
  parent: Scope | undefined = undefined;
  type: Type;
  constructor(type: Type) {
    this.type = type;
  }
}

export class Label implements ObjBase {
  readonly kind = 'label' as const;
  name: string;
  pkg: Package | undefined;
  pos: SrcPos;
  parent: Scope | undefined = undefined;
  used = false;
  constructor(pos: SrcPos, pkg: Package | undefined, name: string) {
    this.pos = pos;
    this.pkg = pkg;
    this.name = name;
  }
}

// ---------------------------------------------------------------------------------------------
// Scopes and packages

export class Scope {
  parent: Scope | undefined;
  children: Scope[] = [];
  elems = new Map<string, Obj>();
  /** A function scope (parameters and results live here). */
  isFunc: boolean;
  /** What the scope is for, for debugging: 'universe', 'package', 'file x.go', 'func', 'block', ... */
  comment: string;
  constructor(parent: Scope | undefined, comment: string, isFunc = false) {
    this.parent = parent;
    this.comment = comment;
    this.isFunc = isFunc;
    // Package scopes are not linked into the universe's children: the universe lives forever and
    // would otherwise keep every package ever checked alive.
    if (parent && parent.parent !== undefined) parent.children.push(this);
    else if (parent && comment !== undefined && !comment.startsWith('package ')) parent.children.push(this);
  }
  lookup(name: string): Obj | undefined {
    return this.elems.get(name);
  }
  /** Look a name up through the enclosing scopes; returns the object and the scope it was found in. */
  lookupParent(name: string): [Scope, Obj] | undefined {
    for (let s: Scope | undefined = this; s; s = s.parent) {
      const o = s.elems.get(name);
      if (o) return [s, o];
    }
    return undefined;
  }
  /** Insert obj; returns the existing object if the name is taken (and does not insert). */
  insert(obj: Obj): Obj | undefined {
    const prev = this.elems.get(obj.name);
    if (prev) return prev;
    this.elems.set(obj.name, obj);
    if (obj.parent === undefined) obj.parent = this;
    return undefined;
  }
}

export class Package {
  path: string;
  name: string;
  scope: Scope;
  /** Directly imported packages, in first-import order. */
  imports: Package[] = [];
  /** True once the checker has finished checking this package. */
  complete = false;
  /** A registry package (standard library, simulated): it sees symbols hidden from programs (hidden.ts). */
  registry = false;
  /**
   * Import paths (named by their last element) the real package's import graph holds that a simulated
   * one does not: gc quotes a package's path in messages when its name occurs twice in that graph.
   */
  graphImports: readonly string[] = [];
  /**
   * The package-level names gc writes to the package's export data (exportdata.ts), computed on first
   * use; undefined for registry packages, whose sources are not the real ones.
   */
  exportData: (() => ReadonlySet<string>) | undefined = undefined;
  constructor(path: string, name: string, universe: Scope) {
    this.path = path;
    this.name = name;
    this.scope = new Scope(universe, `package ${path}`);
  }
}

// ---------------------------------------------------------------------------------------------
// Small helpers every consumer needs

/** Follow aliases to the actual type (go/types Unalias). */
export function unalias(t: Type): Type {
  let u: Type = t;
  for (let i = 0; u.kind === 'alias' && i < 100; i++) {
    if (!u.rhs) return invalidType;
    u = u.rhs;
  }
  return u;
}

/**
 * The underlying type (go/types Type.Underlying): Basic/composite types are their own underlying;
 * Named gives its resolved underlying; Alias is followed; a TypeParam's underlying is its constraint
 * interface.
 */
export function under(t: Type): Type {
  const u = unalias(t);
  if (u.kind === 'named') {
    if (!u.underlyingType && u.origin) expandNamed(u);
    return u.underlyingType ? unalias(u.underlyingType) : invalidType;
  }
  if (u.kind === 'typeparam') return under(u.constraint);
  return u;
}

/** Hook set by the checker to expand an instantiated generic Named type's underlying type lazily. */
export let expandNamed: (n: Named) => void = () => {};
export function setExpandNamed(f: (n: Named) => void): void {
  expandNamed = f;
}

/** The invalid type, used after an error so that follow-up errors are suppressed. */
export const invalidType = new Basic('invalid type', 'invalid type');

export function isInvalid(t: Type | undefined): boolean {
  return t === undefined || t === invalidType;
}
