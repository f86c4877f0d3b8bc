// Runtime type descriptors: what a Go value's dynamic type looks like at run time.
//
// Every interface value carries one (`{ t, v }`, see values.ts); fmt reads them for %v/%+v/%#v/%T,
// type assertions and switches compare them, maps use them to normalise keys.
//
// Identity: descriptors are canonical. A named (defined) type is one object for the whole run; an
// unnamed composite type is interned by its structure (`sliceOf(int)` always returns the same object),
// so type identity is `===`. Build unnamed types only through the constructors below.
//
// Layout follows reflect: a named type's descriptor carries its kind and structure directly (a named
// struct has `fields`, a named slice has `elem`), plus `name`/`pkgPath`. `String()` mirrors
// reflect.Type.String() / %T: package *names* qualify named types (`main.T`, `v1.Pod`, `*main.T`,
// `[]int`, `map[string]int`, `interface {}`, `func(int) string`, `struct { A int "json:\"a\"" }`).

import { WeakValueMap } from './weak-values.ts';

/** reflect.Kind, spelled as reflect.Kind.String() prints it. */
export type Kind =
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
  | 'array'
  | 'slice'
  | 'map'
  | 'chan'
  | 'func'
  | 'interface'
  | 'ptr'
  | 'struct';

/** Channel direction, as reflect.ChanDir. */
export type ChanDir = 'both' | 'send' | 'recv';

/** A struct field. `key` is the JS property holding it on struct objects (see values.ts). */
export interface RField {
  /** Go field name; for an embedded field, the type's name (`ObjectMeta` for `metav1.ObjectMeta`). */
  readonly name: string;
  /** JS property name on the struct object: the Go name, or `_$<index>` for blank (`_`) fields. */
  readonly key: string;
  readonly type: RType;
  /** Raw tag contents without the back quotes (`json:"name,omitempty"`), '' if none. */
  readonly tag: string;
  readonly embedded: boolean;
  /** '' for exported fields; the declaring package's path for unexported ones (as reflect.StructField). */
  readonly pkgPath: string;
  /** Position among the struct's fields. */
  readonly index: number;
}

/** An interface method requirement (interface types) — sorted by name, like reflect. */
export interface RIMethod {
  readonly name: string;
  /** Signature without receiver. */
  readonly type: RType;
  readonly pkgPath: string;
}

/**
 * A method in a concrete type's method set. `fn` takes the receiver first, then the arguments, and
 * returns results in the native convention (undefined / one value / array of values).
 * For a pointer type `*T` the table contains T's value-receiver methods too (wrapped), as Go's method
 * set rules say; promoted methods from embedded fields are included as well.
 */
export interface RMethod {
  readonly name: string;
  readonly type: RType;
  /** True when declared with a pointer receiver. */
  readonly ptrRecv: boolean;
  /** Promoted from an embedded field (typeconv.ts promote), not declared on the type. */
  readonly promoted?: boolean;
  fn: (recv: any, ...args: any[]) => any;
}

/**
 * A method set entry whose signature is made when first read (typeconv.ts fillMethods, promote):
 * filling a type's method set converted every method's signature, and the types those name, for
 * the one or two methods a program calls; a signature is read only to match an interface's
 * requirement (missingMethod) or by reflect.
 */
export class LazyMethod implements RMethod {
  readonly name: string;
  readonly ptrRecv: boolean;
  readonly promoted: boolean | undefined;
  fn: (recv: any, ...args: any[]) => any;
  private sig: RType | (() => RType);

  constructor(
    name: string,
    sig: RType | (() => RType),
    ptrRecv: boolean,
    fn: (recv: any, ...args: any[]) => any,
    promoted?: boolean,
  ) {
    this.name = name;
    this.sig = sig;
    this.ptrRecv = ptrRecv;
    this.fn = fn;
    this.promoted = promoted;
  }

  get type(): RType {
    const s = this.sig;
    if (s instanceof RType) return s;
    const t = s();
    this.sig = t;
    return t;
  }
}

let nextId = 1;

export class RType {
  /** Unique per descriptor; stable within a run (used for map-key normalisation). */
  readonly id: number = nextId++;
  kind: Kind;
  /** Name for named types (`T`, `Pair[int,string]` for instantiations), '' for unnamed ones. */
  name = '';
  /** Import path of the declaring package for named types ('' for predeclared and unnamed types). */
  pkgPath = '';
  /** Package name used to qualify the name in String() (`v1` for k8s.io/api/core/v1). */
  pkgName = '';
  /** ptr, slice, array, chan: element type; map: value type. */
  elem: RType | null = null;
  /** map key type. */
  key: RType | null = null;
  /** array length. */
  len = 0;
  /** chan direction. */
  dir: ChanDir = 'both';
  /** struct fields, in declaration order. */
  get fields(): RField[] {
    if (this.lazyUnder !== null) this.makeUnder();
    return this.fieldList;
  }
  set fields(fields: RField[]) {
    this.fieldList = fields;
  }
  private fieldList: RField[] = [];
  /** func: parameter types (the variadic one is a slice type), result types. */
  params: RType[] = [];
  results: RType[] = [];
  variadic = false;
  /** interface: method requirements sorted by name. */
  get imethods(): RIMethod[] {
    if (this.lazyUnder !== null) this.makeUnder();
    return this.imethodList;
  }
  set imethods(methods: RIMethod[]) {
    this.imethodList = methods;
  }
  private imethodList: RIMethod[] = [];
  /** Method set of this (concrete) type, by name. Filled by the compiler for named types and `*Named`. */
  private ms: Map<string, RMethod> = new Map();
  /**
   * Completes the method set when it is first read: the methods a struct type promotes from its
   * embedded fields (typeconv.ts promote), shared by T and *T. Most of the ~700 struct types a grade
   * converts (the API types its scheme registers) never have a method looked up.
   */
  completeMethods: (() => void) | null = null;
  /**
   * Fills a named type's declared methods (and its pointer's) when the method set of T or *T is first
   * read (typeconv.ts fillMethods): converting every method's signature pulled in the types of all
   * of them, their methods' in turn, for types whose methods nothing looks up (hello world's os.File).
   */
  fillMethods: (() => void) | null = null;
  /** Whether == is defined (false for slices, maps, funcs and structs/arrays containing them). */
  get comparable(): boolean {
    if (this.lazyUnder !== null) this.makeUnder();
    return this.isComparable;
  }
  set comparable(c: boolean) {
    this.isComparable = c;
  }
  private isComparable = true;
  /**
   * A named struct or interface type's underlying type, made when its fields, methods required or
   * comparability are first read (typeconv.ts convNamed). A grade converts ~630 named struct types
   * (the API types the scheme registers and the types their fields name) and reads the fields of
   * fewer than half; converting field types and interface method signatures filled the checker's
   * objects behind them from the snapshot (most of a grade's fills) for types reached only through
   * pointers, slices, maps and signatures that nothing used.
   */
  private lazyUnder: (() => RType) | null = null;

  /** Gives this named type of `kind` the structure `underlying` makes, when first read. */
  deferUnderlying(kind: 'struct' | 'interface', underlying: () => RType): void {
    this.kind = kind;
    this.lazyUnder = underlying;
  }

  private makeUnder(): void {
    const make = this.lazyUnder!;
    this.lazyUnder = null;
    const u = make();
    this.fieldList = u.fields;
    this.imethodList = u.imethods;
    this.isComparable = u.comparable;
  }
  /** Cached `*T`, `[]T` descriptors. */
  ptrToThis: RType | null = null;
  sliceOfThis: RType | null = null;
  private str: string | null = null;
  /**
   * A type declared in a function: gc's `·N` (N counts the package's function-scoped defined types
   * in source order), which its name keeps inside another instance's type arguments only.
   */
  vargen = '';
  /** Cache for values.ts: struct fields holding structs/arrays (copied deeply), zero template. */
  aggFields: RField[] | null = null;
  zeroTemplate: any = undefined;

  constructor(kind: Kind) {
    this.kind = kind;
  }

  get methods(): Map<string, RMethod> {
    if (this.fillMethods !== null) this.fillMethods();
    if (this.completeMethods !== null) this.completeMethods();
    return this.ms;
  }

  /** Named (defined) type? (`error` and predeclared basic types are named with pkgPath ''.) */
  get named(): boolean {
    return this.name !== '';
  }

  /** reflect.Type.String(): the %T spelling. */
  String(): string {
    if (this.str === null) this.str = typeString(this);
    return this.str;
  }

  toString(): string {
    return this.String();
  }

  /** Look up a method in this type's method set (promoted methods included). */
  method(name: string): RMethod | undefined {
    return this.methods.get(name);
  }
}

/**
 * The %T spelling; `link`: as a type argument inside an instance's name, where gc keeps a local
 * type's `·N` (types.SplitVargenSuffix strips it only at the top).
 */
export function typeString(t: RType, link = false): string {
  if (t.name !== '') {
    const name = link ? t.name + t.vargen : t.name;
    return t.pkgName === '' ? name : `${t.pkgName}.${name}`;
  }
  const str = (x: RType) => (link ? typeString(x, true) : x.String());
  switch (t.kind) {
    case 'ptr':
      return `*${str(t.elem!)}`;
    case 'slice':
      return `[]${str(t.elem!)}`;
    case 'array':
      return `[${t.len}]${str(t.elem!)}`;
    case 'map':
      return `map[${str(t.key!)}]${str(t.elem!)}`;
    case 'chan':
      if (t.dir === 'send') return `chan<- ${str(t.elem!)}`;
      if (t.dir === 'recv') return `<-chan ${str(t.elem!)}`;
      // reflect parenthesises `chan (<-chan int)`.
      return t.elem!.kind === 'chan' && t.elem!.dir === 'recv' && !t.elem!.named
        ? `chan (${str(t.elem!)})`
        : `chan ${str(t.elem!)}`;
    case 'func':
      return `func${signatureString(t)}`;
    case 'interface': {
      if (t.imethods.length === 0) return 'interface {}';
      const ms = t.imethods.map((m) => `${m.name}${signatureString(m.type)}`);
      return `interface { ${ms.join('; ')} }`;
    }
    case 'struct': {
      if (t.fields.length === 0) return 'struct {}';
      const fs = t.fields.map((f) => {
        let s = f.embedded ? str(f.type) : `${f.name} ${str(f.type)}`;
        if (f.tag !== '') s += ` ${goQuote(f.tag)}`;
        return s;
      });
      return `struct { ${fs.join('; ')} }`;
    }
    default:
      return t.kind;
  }
}

/** `(int, string) (bool, error)` — the part of a func type after `func`. */
export function signatureString(t: RType): string {
  const ps = t.params.map((p, i) =>
    t.variadic && i === t.params.length - 1 ? `...${p.elem!.String()}` : p.String(),
  );
  let s = `(${ps.join(', ')})`;
  if (t.results.length === 1) s += ` ${t.results[0].String()}`;
  else if (t.results.length > 1) s += ` (${t.results.map((r) => r.String()).join(', ')})`;
  return s;
}

/** strconv.Quote for ASCII-ish tag text (tags are ASCII in practice). */
function goQuote(s: string): string {
  let out = '"';
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c === 0x22) out += '\\"';
    else if (c === 0x5c) out += '\\\\';
    else if (c === 0x0a) out += '\\n';
    else if (c === 0x09) out += '\\t';
    else if (c < 0x20 || c === 0x7f) out += `\\x${c.toString(16).padStart(2, '0')}`;
    else out += s[i];
  }
  return `${out}"`;
}

// ---------------------------------------------------------------------------------------------
// Predeclared types.

function basic(kind: Kind): RType {
  const t = new RType(kind);
  t.name = kind;
  return t;
}

export const tBool = basic('bool');
export const tInt = basic('int');
export const tInt8 = basic('int8');
export const tInt16 = basic('int16');
export const tInt32 = basic('int32');
export const tInt64 = basic('int64');
export const tUint = basic('uint');
export const tUint8 = basic('uint8');
export const tUint16 = basic('uint16');
export const tUint32 = basic('uint32');
export const tUint64 = basic('uint64');
export const tUintptr = basic('uintptr');
export const tFloat32 = basic('float32');
export const tFloat64 = basic('float64');
export const tComplex64 = basic('complex64');
export const tComplex128 = basic('complex128');
export const tString = basic('string');
export const tUnsafePointer = basic('unsafe.Pointer');
/** `byte` and `rune` are aliases: they *are* uint8 / int32 (and print so under %T). */
export const tByte = tUint8;
export const tRune = tInt32;

/** Basic descriptors by Go name (aliases included). */
export const basicTypes: ReadonlyMap<string, RType> = new Map<string, RType>([
  ['bool', tBool],
  ['int', tInt],
  ['int8', tInt8],
  ['int16', tInt16],
  ['int32', tInt32],
  ['int64', tInt64],
  ['uint', tUint],
  ['uint8', tUint8],
  ['uint16', tUint16],
  ['uint32', tUint32],
  ['uint64', tUint64],
  ['uintptr', tUintptr],
  ['float32', tFloat32],
  ['float64', tFloat64],
  ['complex64', tComplex64],
  ['complex128', tComplex128],
  ['string', tString],
  ['byte', tUint8],
  ['rune', tInt32],
  ['unsafe.Pointer', tUnsafePointer],
]);

// ---------------------------------------------------------------------------------------------
// Constructors for unnamed types (interned) and named types.

// Held weakly: a type made of a rebuilt program's named types goes with them (weak-values.ts).
const interned = new WeakValueMap<string, RType>();

function intern(key: string, make: () => RType): RType {
  let t = interned.get(key);
  if (t === undefined) {
    t = make();
    interned.set(key, t);
  }
  return t;
}

/** `*elem`. */
export function ptrTo(elem: RType): RType {
  if (elem.ptrToThis === null) {
    const t = new RType('ptr');
    t.elem = elem;
    elem.ptrToThis = t;
    // *T's method set is filled with T's.
    if (elem.fillMethods !== null)
      t.fillMethods = () => {
        t.fillMethods = null;
        elem.fillMethods?.();
      };
    if (elem.completeMethods !== null)
      t.completeMethods = () => {
        t.completeMethods = null;
        elem.completeMethods?.();
      };
  }
  return elem.ptrToThis;
}

/** `[]elem`. */
export function sliceOf(elem: RType): RType {
  if (elem.sliceOfThis === null) {
    const t = new RType('slice');
    t.elem = elem;
    t.comparable = false;
    elem.sliceOfThis = t;
  }
  return elem.sliceOfThis;
}

/** `[n]elem`. */
export function arrayOf(n: number, elem: RType): RType {
  return intern(`a${n}:${elem.id}`, () => {
    const t = new RType('array');
    t.len = n;
    t.elem = elem;
    t.comparable = elem.comparable;
    return t;
  });
}

/** `map[key]elem`. */
export function mapOf(key: RType, elem: RType): RType {
  return intern(`m${key.id}:${elem.id}`, () => {
    const t = new RType('map');
    t.key = key;
    t.elem = elem;
    t.comparable = false;
    return t;
  });
}

/** `chan elem` / `chan<- elem` / `<-chan elem`. */
export function chanOf(dir: ChanDir, elem: RType): RType {
  return intern(`c${dir}:${elem.id}`, () => {
    const t = new RType('chan');
    t.dir = dir;
    t.elem = elem;
    return t;
  });
}

/** `func(params) results`; when variadic, the last param is the slice type (`[]T` for `...T`). */
export function funcOf(params: RType[], results: RType[], variadic: boolean): RType {
  const key = `f${params.map((p) => p.id).join(',')}:${results.map((r) => r.id).join(',')}:${variadic ? 1 : 0}`;
  return intern(key, () => {
    const t = new RType('func');
    t.params = params;
    t.results = results;
    t.variadic = variadic;
    t.comparable = false;
    return t;
  });
}

export interface FieldSpec {
  name: string;
  type: RType;
  tag?: string;
  embedded?: boolean;
  /** Declaring package path for unexported fields ('' when exported). */
  pkgPath?: string;
}

function makeFields(specs: readonly FieldSpec[]): RField[] {
  return specs.map((f, index) => ({
    name: f.name,
    key: f.name === '_' ? `_$${index}` : f.name,
    type: f.type,
    tag: f.tag ?? '',
    embedded: f.embedded ?? false,
    pkgPath: isExported(f.name) ? '' : (f.pkgPath ?? ''),
    index,
  }));
}

/** An unnamed `struct { ... }` type. */
export function structOf(specs: readonly FieldSpec[]): RType {
  const fields = makeFields(specs);
  const key = `s${fields.map((f) => `${f.name}|${f.type.id}|${f.embedded ? 1 : 0}|${f.pkgPath}|${f.tag}`).join('\u0000')}`;
  return intern(key, () => {
    const t = new RType('struct');
    t.fields = fields;
    t.comparable = fields.every((f) => f.type.comparable);
    return t;
  });
}

/** An unnamed `interface { ... }` type (method requirements in any order; stored sorted). */
export function interfaceOf(methods: readonly RIMethod[]): RType {
  const sorted = [...methods].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  const key = `i${sorted.map((m) => `${m.pkgPath}.${m.name}:${m.type.id}`).join(',')}`;
  return intern(key, () => {
    const t = new RType('interface');
    t.imethods = sorted;
    return t;
  });
}

/** `interface {}` / `any`. */
export const tEmptyInterface = interfaceOf([]);

/**
 * A named (defined) type. Created once per declaration (per instantiation for generics) and filled
 * in with `setUnderlying` afterwards, so recursive types (`type Node struct{ next *Node }`) work.
 */
export function namedType(pkgPath: string, pkgName: string, name: string): RType {
  const t = new RType('struct');
  t.name = name;
  t.pkgPath = pkgPath;
  t.pkgName = pkgName;
  return t;
}

/** Give a named type its structure (copied from the unnamed/underlying descriptor `u`). */
export function setUnderlying(t: RType, u: RType): void {
  t.kind = u.kind;
  t.elem = u.elem;
  t.key = u.key;
  t.len = u.len;
  t.dir = u.dir;
  t.fields = u.fields;
  t.params = u.params;
  t.results = u.results;
  t.variadic = u.variadic;
  t.imethods = u.imethods;
  t.comparable = u.comparable;
}

/** The predeclared `error` interface: `interface { Error() string }`, named, no package. */
export const tError: RType = (() => {
  const t = namedType('', '', 'error');
  setUnderlying(t, interfaceOf([{ name: 'Error', type: funcOf([], [tString], false), pkgPath: '' }]));
  return t;
})();

export function isExported(name: string): boolean {
  const c = name.charCodeAt(0);
  // Go: unicode.IsUpper of the first rune. ASCII covers identifiers in practice; non-ASCII upper
  // letters are treated as exported when toUpperCase leaves them unchanged and toLowerCase does not.
  if (c < 0x80) return c >= 0x41 && c <= 0x5a;
  const ch = String.fromCodePoint(name.codePointAt(0)!);
  return ch.toUpperCase() === ch && ch.toLowerCase() !== ch;
}

/** Integer kinds represented as canonical number|bigint hybrids (see values.ts). */
export function isWideInt(k: Kind): boolean {
  return k === 'int' || k === 'int64' || k === 'uint' || k === 'uint64' || k === 'uintptr';
}

export function isInteger(k: Kind): boolean {
  switch (k) {
    case 'int':
    case 'int8':
    case 'int16':
    case 'int32':
    case 'int64':
    case 'uint':
    case 'uint8':
    case 'uint16':
    case 'uint32':
    case 'uint64':
    case 'uintptr':
      return true;
    default:
      return false;
  }
}

export function isUnsigned(k: Kind): boolean {
  return (
    k === 'uint' || k === 'uint8' || k === 'uint16' || k === 'uint32' || k === 'uint64' || k === 'uintptr'
  );
}

export function isFloat(k: Kind): boolean {
  return k === 'float32' || k === 'float64';
}

/** Does dynamic type `t` implement interface type `iface`? (method-set check by name). */
export function implementsIface(t: RType, iface: RType): boolean {
  let cache = implCache.get(iface);
  if (cache === undefined) {
    cache = new Map();
    implCache.set(iface, cache);
  }
  let r = cache.get(t);
  if (r === undefined) {
    r = missingMethod(t, iface) === undefined;
    cache.set(t, r);
  }
  return r;
}

/** implementsIface results per interface type (descriptors are canonical, so identity keys work). */
const implCache = new WeakMap<RType, Map<RType, boolean>>();

/** First method of `iface` that `t` lacks (for `missing method X` panics), or undefined. */
export function missingMethod(t: RType, iface: RType): string | undefined {
  // A method set entry satisfies a requirement only with an identical signature (func descriptors
  // are interned, so identity is ===) and, for unexported names, from the same package; the
  // method set of T already excludes *T's methods (runtime/iface.go itab.init compares both).
  for (const m of iface.imethods) {
    const tm = t.methods.get(m.name);
    if (tm === undefined || tm.type !== m.type) return m.name;
  }
  return undefined;
}
