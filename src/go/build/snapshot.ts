// Snapshots of checked registry packages (the standard library, the simulated Kubernetes packages):
// their parsed files and the checker's results, saved as data and loaded later without parsing or
// checking again. Engine code (no Node API): the host decides where a snapshot is kept (the CLI: a
// cache directory; the browser: a file built with the site) and hands its bytes to `readSnapshot`.
//
//   const bytes = writeSnapshot();         // every registry package checked so far in this process
//   useSnapshot(readSnapshot(bytes));      // in a later process, before building: every makePhases
//                                          // takes a package from it when its sources are unchanged
//
// The checked packages are an object graph (AST nodes, types, objects, scopes, Info maps keyed by AST
// nodes). It is written as a table of objects with references by index, so that sharing and cycles
// survive; class instances get their class back. The universe (predeclared types and objects) is not
// written: references to it are references to this process's own universe, found by walking it in
// the same order on both sides at module load, before any checking can touch it.
//
// The main table is read lazily: an object is made when a reference to it is first followed (a shell:
// its fields are getters of its prototype), and filled when one of its fields is first read or
// written; from then on it is the object an eager read made, with its fields as own data properties.
// `grade scope-get` makes 76,700 of the Kubernetes snapshot's 105,000 objects of shapes (arrays and
// maps aside) and fills 38,800 of them.
//
// A snapshot entry is used only when its key matches: a hash of the package's import path and sources
// and of the keys of the packages it imports, so an edited or differently versioned package is
// checked anew. Loading checks nothing else: a snapshot is trusted like the engine's own code.

import { boxedOf, primeBoxed } from '../interp/escape.ts';
import type { NativePackage } from '../interp/native.ts';
import {
  countShellSegments,
  decodeAllBodies,
  deferField,
  setField,
  setFillShell,
} from '../syntax/lazy-body.ts';
import { unknownConst } from '../types/constant.ts';
import { hideSymbols } from '../types/hidden.ts';
import { instanceList, setInstanceList } from '../types/infer.ts';
import { factsDerived, type KeptFacts, keptFacts, resetDerived, restoreKeptFacts } from '../types/kept.ts';
import * as T from '../types/types.ts';
import * as U from '../types/universe.ts';
import { FNV_OFFSET, fileHash, fnv } from './file-hash.ts';
import type { LoadedPackage } from './load.ts';
import type { CheckedUnit } from './phases.ts';

const FORMAT = 'oplab-go-snapshot/5';
/** Object ids, string indices and inline integers stay below this (x * 8 + tag fits in 32 bits). */
const LIMIT = 2 ** 29;

/** Classes whose instances appear in checked packages (by index: the snapshot's class numbers). */
const CLASSES: readonly (abstract new (...args: any[]) => object)[] = [
  T.Basic,
  T.Named,
  T.Alias,
  T.Pointer,
  T.Slice,
  T.ArrayType,
  T.MapType,
  T.Chan,
  T.Struct,
  T.Union,
  T.Interface,
  T.Tuple,
  T.Signature,
  T.TypeParam,
  T.Var,
  T.Const,
  T.TypeName,
  T.Func,
  T.PkgName,
  T.Builtin,
  T.Nil,
  T.Label,
  T.Scope,
  T.Package,
];
const classIndex = new Map<object, number>(CLASSES.map((c, i) => [c.prototype, i + 1]));

/** Every object reachable from the universe, in a fixed walk order (children before siblings' children). */
function walkUniverse(): object[] {
  const roots: unknown[] = [
    U.universe,
    U.Typ,
    U.byteType,
    U.runeType,
    U.anyType,
    U.anyAlias,
    U.errorType,
    U.comparableType,
    U.trueConst,
    U.falseConst,
    U.iotaConst,
    U.nilObj,
    T.invalidType,
    T.noPos,
    unknownConst,
  ];
  const seen = new Set<object>();
  const order: object[] = [];
  const queue: unknown[] = [...roots];
  for (let i = 0; i < queue.length; i++) {
    const v = queue[i];
    if (v === null || typeof v !== 'object' || seen.has(v)) continue;
    seen.add(v);
    order.push(v);
    for (const c of children(v)) queue.push(c);
  }
  return order;
}

function children(v: object): unknown[] {
  if (Array.isArray(v)) return v;
  if (v instanceof Map) return [...v.keys(), ...v.values()];
  if (v instanceof Set) return [...v];
  const shape = inPlaceShapes.get(Object.getPrototypeOf(v));
  return shape === undefined ? Object.values(v) : shape.keys.map((k) => (v as Record<string, unknown>)[k]);
}

// --- source positions in the main table
//
// Positions were two fifths of the Kubernetes snapshot's objects: a syntax node's (`pos`, `end`,
// `lparen`, …: {line, col, offset}, syntax/pos.ts; 69,000) and a declared object's (T.Var's `pos`,
// …: {file, line, col, offset}, types.ts SrcPos; 20,500) of 240,000, and every one was made, and
// copied by the scavenges while the snapshot is read, though a command reads few of them: they are
// for a message or a trace. In the main table an object's position-valued fields are written as their
// numbers in the object's own words (the shape's key marked: POS3, POS4); the reader gives the objects
// of such a shape a prototype of their own (below their class's) whose getters make the position
// from those words when it is read (a fresh object each time: nothing compares positions by
// identity), and the object keeps only where its words are (POS). Function bodies' segments, decoded
// when first needed, make their positions as before.

/** The marks of a shape's key whose value is a position written in place: line, col, offset ... */
const POS3 = '@';
/** ... and file (a string's index), line, col, offset. */
const POS4 = '#';
/**
 * On an object of the main table: the index of its first value word there; its complement (~, so
 * negative) while the object is a shell (readSnapshot's `shell`: its fields not read yet).
 */
const POS = Symbol('snapshot position words');

function valueWords(o: Record<symbol, number>): number {
  const at = o[POS];
  return at < 0 ? ~at : at;
}
/**
 * The prototypes readSnapshot makes for shapes with positions in place, with the shape's class
 * (0: a plain object) and keys (in order, unmarked): a later writeSnapshot (which walks the whole
 * graph) must see such an object's keys and class as the parser or the checker made them.
 */
const inPlaceShapes = new WeakMap<object, { cls: number; keys: readonly string[] }>();

/** The keys of a plain object (an object literal as the parser makes them, or one read with positions in place). */
function plainKeys(o: object): readonly string[] | undefined {
  const proto = Object.getPrototypeOf(o);
  if (proto === Object.prototype) return Object.keys(o);
  const shape = inPlaceShapes.get(proto);
  return shape?.cls === 0 ? shape.keys : undefined;
}

/** The mark of a position-valued field (POS3, POS4) whose value is `v`, or '' when `v` is not a position. */
function positionMark(v: unknown): string {
  if (v === null || typeof v !== 'object' || Object.getPrototypeOf(v) !== Object.prototype) return '';
  const keys = Object.keys(v);
  const p = v as { file: unknown; line: unknown; col: unknown; offset: unknown };
  const file = keys.length === 4 && keys[0] === 'file' && typeof p.file === 'string';
  if (!file && keys.length !== 3) return '';
  const k = file ? 1 : 0;
  if (keys[k] !== 'line' || keys[k + 1] !== 'col' || keys[k + 2] !== 'offset') return '';
  return word(p.line) && word(p.col) && word(p.offset) ? (file ? POS4 : POS3) : '';
}

function word(x: unknown): boolean {
  return typeof x === 'number' && Number.isInteger(x) && x >= 0 && x < 2 ** 32 && !Object.is(x, -0);
}

// Walked at module load: the universe is as the toolchain made it, in every process alike.
const UNIVERSE = walkUniverse();

/** One registry package in a snapshot. */
interface Entry {
  path: string;
  key: string;
  imports: string[];
  pkg: LoadedPackage;
  unit: CheckedUnit;
  /**
   * The package's variables the interpreter keeps in cells (interp/escape.ts findBoxed): found when
   * the snapshot is written, so a page's first build does not walk every registry package for them.
   * Absent in older snapshots (found then as without a snapshot).
   */
  boxed?: T.Var[];
  /**
   * What the interpreter's other analyses derived from the package (types/kept.ts: its bodies'
   * parking facts, whether a file starts a goroutine), when the writing process ran them.
   */
  facts?: KeptFacts;
}

interface SnapshotRoot {
  entries: Entry[];
  /** Instances of generic types, per origin (the checker shares one instance per type arguments). */
  instances: [T.Named, T.Named[]][];
}

/** A loaded snapshot: packages by import path. */
export interface GoSnapshot {
  readonly entries: ReadonlyMap<string, Entry>;
}

// --- what this process checked (recorded by the driver, read by writeSnapshot)

/** Checked registry packages of this process, per LoadedPackage (build.ts's per-process cache). */
const registryChecks = new WeakMap<LoadedPackage, CheckedUnit>();
/**
 * Registry packages parsed or loaded in this process, by import path, with their registry: the first
 * of each path (a second Phases object parses its own copy; a snapshot holds one).
 */
const recorded = new Map<
  string,
  { pkg: LoadedPackage; lookup: (path: string) => NativePackage | undefined }
>();

export function registryCheck(pkg: LoadedPackage): CheckedUnit | undefined {
  return registryChecks.get(pkg);
}

/** Records a registry package the driver has just checked (so a snapshot of this process would differ). */
export function setRegistryCheck(pkg: LoadedPackage, unit: CheckedUnit): void {
  registryChecks.set(pkg, unit);
  checkedSinceLoad = true;
}

let checkedSinceLoad = false;

/**
 * True when this process checked a registry package that the snapshot in use did not have, or
 * derived a fact about one that it did not keep (types/kept.ts).
 */
export function snapshotStale(): boolean {
  return checkedSinceLoad || factsDerived();
}

// --- keys

const sourceHashes = new WeakMap<NativePackage, number>();

function sourceHash(native: NativePackage): number {
  let h = sourceHashes.get(native);
  if (h === undefined) {
    h = fnv(FNV_OFFSET, native.path);
    // Each file's text by its own hash (found once, when the CLI is bundled: file-hash.ts).
    for (const f of native.files) h = fnv(h, `\0${f.name}\0${fileHash(f.src).toString(36)}`);
    for (const name of native.hidden ?? []) h = fnv(h, `\0hidden\0${name}`);
    for (const path of native.graphImports ?? []) h = fnv(h, `\0graph\0${path}`);
    sourceHashes.set(native, h);
  }
  return h;
}

/**
 * The key of registry package `path`: its sources and, through `importsOf`, every package it imports.
 * Undefined when the registry does not have one of them.
 */
function keyOf(
  path: string,
  lookup: (path: string) => NativePackage | undefined,
  importsOf: (path: string) => readonly string[] | undefined,
  memo: Map<string, string | undefined>,
): string | undefined {
  if (memo.has(path)) return memo.get(path);
  memo.set(path, undefined); // import cycles have no key
  const native = lookup(path);
  const imports = importsOf(path);
  if (native === undefined || imports === undefined) return undefined;
  let h = sourceHash(native);
  let h2 = fnv(0x811c9dc5 ^ 0x5bd1e995, native.path);
  for (const p of imports) {
    const k = keyOf(p, lookup, importsOf, memo);
    if (k === undefined) return undefined;
    h = fnv(h, `\0${k}`);
    h2 = fnv(h2, `\0${k}`);
  }
  const key = `${h.toString(16)}${h2.toString(16)}`;
  memo.set(path, key);
  return key;
}

// --- the snapshot in use

let active: GoSnapshot | undefined;

/**
 * The keys keyOf found against the snapshot in use, by lookup. A package's key covers every package
 * it imports, so each call with a memo of its own found the keys of the whole import closure again:
 * grade asks for 88 packages, most of them importing the same core. A lookup gives the same package
 * for a path for as long as it is used (makePhases, default.ts, parses a path once and keeps it), so
 * its keys hold until another snapshot is used.
 */
let keyMemos = new WeakMap<(path: string) => NativePackage | undefined, Map<string, string | undefined>>();

/** Makes every Phases of this process take unchanged registry packages from `snapshot`. */
export function useSnapshot(snapshot: GoSnapshot | undefined): void {
  active = snapshot;
  keyMemos = new WeakMap();
  checkedSinceLoad = false;
  resetDerived();
}

/**
 * Registry package `path` from the snapshot in use when its sources (and its imports') are those of
 * `lookup`; its check is primed so the driver does not check it again.
 */
export function snapshotPackage(
  path: string,
  lookup: (path: string) => NativePackage | undefined,
): LoadedPackage | undefined {
  const snap = active;
  const e = snap?.entries.get(path);
  if (snap === undefined || e === undefined) return undefined;
  let memo = keyMemos.get(lookup);
  if (memo === undefined) keyMemos.set(lookup, (memo = new Map()));
  const key = keyOf(path, lookup, (p) => snap.entries.get(p)?.imports, memo);
  if (key !== e.key) return undefined;
  registryChecks.set(e.pkg, e.unit);
  if (e.boxed !== undefined) primeBoxed(e.unit.info, e.boxed);
  if (e.facts !== undefined) restoreKeptFacts(e.unit.info, e.facts);
  // The marks of hidden symbols live beside the type graph (hidden.ts), not in the snapshot.
  if (e.pkg.hidden !== undefined) hideSymbols(e.unit.types, e.pkg.hidden);
  return e.pkg;
}

/** Notes a registry package this process parsed or loaded, so that writeSnapshot can save it. */
export function recordRegistryPackage(
  path: string,
  pkg: LoadedPackage,
  lookup: (path: string) => NativePackage | undefined,
): void {
  if (!recorded.has(path)) recorded.set(path, { pkg, lookup });
}

// --- writing

/**
 * The registry packages this process has checked (those with sources it could key), as bytes for
 * readSnapshot. Throws when the graph holds something a snapshot cannot carry (a function, an object
 * of an unknown class, a package that is not among the entries).
 */
export function writeSnapshot(): Uint8Array {
  try {
    return writeEntries(true);
  } catch {
    // A package of the snapshot in use was checked anew from other sources: leave the old ones out.
    return writeEntries(false);
  }
}

function writeEntries(withUnused: boolean): Uint8Array {
  // The graph is walked whole: the objects of snapshots read that are still shells are filled, and
  // the bodies still in segments read, first.
  for (const fill of unfilled) fill();
  unfilled.clear();
  decodeAllBodies();
  const entries: Entry[] = [];
  const memo = new Map<string, string | undefined>();
  for (const [path, r] of recorded) {
    const unit = registryChecks.get(r.pkg);
    const key = keyOf(path, r.lookup, (p) => recorded.get(p)?.pkg.imports, memo);
    if (unit !== undefined && unit.diagnostics.length === 0 && key !== undefined)
      entries.push({
        path,
        key,
        imports: r.pkg.imports,
        pkg: r.pkg,
        unit,
        boxed: boxedOf(unit.files, unit.info),
        facts: keptFacts(unit.info),
      });
  }
  // The snapshot in use goes on: its packages that this process did not need are kept.
  if (withUnused && active !== undefined)
    for (const [path, e] of active.entries) if (!recorded.has(path)) entries.push(e);
  const root: SnapshotRoot = { entries, instances: [] };
  const packages = new Set<object>(entries.map((e) => e.unit.types));

  // Function bodies, with their signature's syntax (SEGMENT_FIELDS; a function without a body, a
  // native's: its signature's syntax alone), and the type expressions of type declarations go into
  // segments of their own, decoded when first read (syntax/lazy-body.ts). A
  // function's segment that would not be self-contained (its nodes reached from elsewhere, an object
  // it shares with another, or an instance of a generic type: the instance lists below must name
  // every instance) holds the body alone; what is still not self-contained stays inline.
  const decls = new Map<object, readonly string[]>();
  for (const e of entries)
    for (const f of e.unit.files)
      for (const d of f.decls)
        if (d.kind === 'FuncDecl')
          decls.set(
            d,
            SEGMENT_FIELDS.filter((k) => (d as unknown as Record<string, unknown>)[k] !== undefined),
          );
        else if (d.kind === 'GenDecl' && d.tok === 'type')
          for (const spec of d.specs) if (spec.kind === 'TypeSpec') decls.set(spec, ['type']);
  const keepPos = new Set<object>();
  let plan = planSegments(root, packages, decls, keepPos);
  for (let round = 0; plan.drop.size > 0 || plan.sharedPos.size > 0; round++) {
    for (const p of plan.sharedPos) keepPos.add(p);
    for (const d of plan.drop) {
      const keys = decls.get(d);
      if (round < 8 && keys !== undefined && keys.length > 1) decls.set(d, ['body']);
      else decls.delete(d);
    }
    if (round >= 8) decls.clear();
    plan = planSegments(root, packages, decls, keepPos);
  }
  const { ids, table, lazy, nodeSeg, scopeSeg, segObjects, mapOps, arrOps } = plan;
  const local = new Map<object, number>();
  for (const list of segObjects) for (let i = 0; i < list.length; i++) local.set(list[i], i);

  // Values are 32-bit numbers in one flat array (read without parsing): the low three bits (x % 8)
  // say what the rest is. 0 object by id, 1 string by index, 2 a non-negative safe integer,
  // 3 a negative one, 4 another number (its text by index), 5 a bigint (its text), 6 undefined,
  // null, false, true (6, 14, 22, 30), 7 an object of the segment being read by its index there (in
  // the main table: a segment, as a lazy body). An object is its kind (shape + 3; 0 array, 1 Map,
  // 2 Set), its count of values, then the values.
  const strings: string[] = [];
  const stringIds = new Map<string, number>();
  const str = (x: string): number => {
    let i = stringIds.get(x);
    if (i === undefined) {
      i = strings.length;
      strings.push(x);
      stringIds.set(x, i);
    }
    return i;
  };
  const val = (v: unknown): number => {
    switch (typeof v) {
      case 'undefined':
        return 6;
      case 'boolean':
        return v ? 30 : 22;
      case 'string':
        return str(v) * 8 + 1;
      case 'number':
        if (Number.isInteger(v) && !Object.is(v, -0) && Math.abs(v) < LIMIT)
          return v >= 0 ? v * 8 + 2 : -v * 8 + 3;
        return str(String(Object.is(v, -0) ? '-0' : v)) * 8 + 4;
      case 'bigint':
        return str(v.toString()) * 8 + 5;
      case 'object': {
        if (v === null) return 14;
        const id = ids.get(v);
        return id !== undefined ? id * 8 : local.get(v)! * 8 + 7;
      }
      default:
        throw new Error(`snapshot: cannot save a ${typeof v}`);
    }
  };
  const shapes: (string | number)[][] = [];
  const shapeIds = new Map<string, number>();
  const data: number[] = [];
  const encode = (o: object, main: boolean): void => {
    if (Array.isArray(o)) {
      const kept = main ? o.filter((v) => !scopeSeg.has(v)) : o;
      data.push(0, kept.length);
      for (const v of kept) data.push(val(v));
    } else if (o instanceof Map) {
      const at = data.length;
      data.push(1, 0);
      for (const [k, v] of o) if (!main || !nodeSeg.has(k)) data.push(val(k), val(v));
      data[at + 1] = data.length - at - 2;
    } else if (o instanceof Set) {
      data.push(2, o.size);
      for (const v of o) data.push(val(v));
    } else {
      const proto = Object.getPrototypeOf(o);
      const read = inPlaceShapes.get(proto);
      const cls = proto === Object.prototype ? 0 : read !== undefined ? read.cls : classIndex.get(proto);
      if (cls === undefined) throw new Error(`snapshot: cannot save an object of class ${className(o)}`);
      const keys = read?.keys ?? Object.keys(o);
      const rec = o as Record<string, unknown>;
      const seg = main ? lazy.get(o) : undefined;
      const deferred = seg === undefined ? undefined : plan.fields[seg];
      // In the main table positions are written in place (see POS3).
      const marked = keys.map((k) => (main && deferred?.includes(k) !== true ? positionMark(rec[k]) + k : k));
      const sig = `${cls}:${marked.join(',')}`;
      let shape = shapeIds.get(sig);
      if (shape === undefined) {
        shape = shapes.length;
        shapeIds.set(sig, shape);
        shapes.push([cls, ...marked]);
      }
      const at = data.length;
      data.push(shape + 3, 0);
      for (let i = 0; i < keys.length; i++) {
        const v = rec[keys[i]];
        if (marked[i] !== keys[i]) {
          const p = v as { file?: string; line: number; col: number; offset: number };
          if (p.file !== undefined) data.push(str(p.file));
          data.push(p.line, p.col, p.offset);
        } else data.push(deferred?.includes(keys[i]) === true ? seg! * 8 + 7 : val(v));
      }
      data[at + 1] = data.length - at - 2;
    }
  };
  for (const o of table) encode(o, true);
  // Each segment: its count of objects, its fields' values (in the order of the declaration's keys),
  // the map entries and array elements it adds to the main table's objects (counts, then
  // [map, key, value] and [array, value]), then its objects.
  const segments: number[] = [];
  for (let s = 0; s < segObjects.length; s++) {
    segments.push(data.length);
    data.push(segObjects[s].length, plan.roots[s].length);
    for (const v of plan.roots[s]) data.push(val(v));
    data.push(mapOps[s].length);
    for (const [m, k, v] of mapOps[s]) data.push(val(m), val(k), val(v));
    data.push(arrOps[s].length);
    for (const [a, v] of arrOps[s]) data.push(val(a), val(v));
    for (const o of segObjects[s]) encode(o, false);
  }
  if (table.length + UNIVERSE.length >= LIMIT || strings.length >= LIMIT || data.length >= LIMIT)
    throw new Error('snapshot: too many objects');
  const header = new TextEncoder().encode(
    JSON.stringify({
      format: FORMAT,
      universe: UNIVERSE.length,
      objects: table.length,
      shapes,
      strings,
      segments,
    }),
  );
  // [header length: uint32] [header: UTF-8 JSON] [padding to 4 bytes] [data: uint32, little-endian]
  const start = (4 + header.length + 3) & ~3;
  const out = new Uint8Array(start + data.length * 4);
  const view = new DataView(out.buffer);
  view.setUint32(0, header.length, true);
  out.set(header, 4);
  for (let i = 0; i < data.length; i++) view.setUint32(start + i * 4, data[i], true);
  return out;
}

/** Which objects go in the main table and which in each body's segment (see writeEntries). */
interface SegmentPlan {
  ids: Map<object, number>;
  table: object[];
  /** Declarations whose fields are a segment, with its index. */
  lazy: Map<object, number>;
  /** Per segment: the declaration's deferred fields, and their values (in its key order). */
  fields: (readonly string[])[];
  roots: unknown[][];
  /** Syntax nodes of segment bodies, and the scopes the checker made for them, by segment. */
  nodeSeg: Map<object, number>;
  scopeSeg: Map<object, number>;
  segObjects: object[][];
  /** Per segment: main-table map entries keyed by its nodes, array elements that are its scopes. */
  mapOps: [object, unknown, unknown][][];
  arrOps: [object, unknown][][];
  /** Declarations whose body cannot be a segment (see writeEntries). */
  drop: Set<object>;
  /** Positions that more than one segment reaches (see POS3): the next plan has them in its table. */
  sharedPos: Set<object>;
}

/** The fields of a function declaration a segment holds (when it holds more than the body). */
const SEGMENT_FIELDS: readonly string[] = ['type', 'body'];

function planSegments(
  root: SnapshotRoot,
  packages: Set<object>,
  decls: ReadonlyMap<object, readonly string[]>,
  keepPos: ReadonlySet<object>,
): SegmentPlan {
  root.instances.length = 0; // filled again below, for this plan's table
  const lazy = new Map<object, number>();
  const fields: (readonly string[])[] = [];
  const roots: unknown[][] = [];
  const declList: object[] = [];
  const nodeSeg = new Map<object, number>();
  // A function's scope is keyed by its FuncType: it stays in the main table (see below).
  const funcTypes = new Set<unknown>();
  /** Segments of type declarations: the scopes keyed by their nodes stay in the main table. */
  const typeSegs = new Set<number>();
  for (const [d, wanted] of decls) {
    const s = roots.length;
    const rec = d as Record<string, unknown>;
    const keys = Object.keys(rec).filter((k) => wanted.includes(k));
    lazy.set(d, s);
    fields.push(keys);
    roots.push(keys.map((k) => rec[k]));
    declList.push(d);
    if (!keys.includes('body')) typeSegs.add(s);
    else if (keys.includes('type')) funcTypes.add(rec.type);
    // The fields' syntax: plain objects and arrays (types and objects are class instances).
    const stack: unknown[] = [...roots[s]];
    while (stack.length > 0) {
      const x = stack.pop();
      if (x === null || typeof x !== 'object' || nodeSeg.has(x)) continue;
      if (!Array.isArray(x) && plainKeys(x) === undefined) continue;
      nodeSeg.set(x, s);
      for (const c of Array.isArray(x) ? x : Object.values(x)) stack.push(c);
    }
  }
  const scopeSeg = new Map<object, number>();
  for (const e of root.entries)
    for (const [k, sc] of e.unit.info.scopes) {
      const s = nodeSeg.get(k);
      if (s !== undefined) scopeSeg.set(sc, s);
    }
  // A function's scope is its type's and its body's at once: it stays in the main table (its place
  // among its parent's children too), as do the scopes of a type declaration's method signatures.
  for (const e of root.entries)
    for (const [k, sc] of e.unit.info.scopes) {
      const s = nodeSeg.get(k);
      if (s === undefined || funcTypes.has(k) || typeSegs.has(s)) scopeSeg.delete(sc);
    }
  const mapOps: [object, unknown, unknown][][] = roots.map(() => []);
  const arrOps: [object, unknown][][] = roots.map(() => []);

  const ids = new Map<object, number>();
  for (let i = 0; i < UNIVERSE.length; i++) ids.set(UNIVERSE[i], i);
  const table: object[] = [];
  const add = (o: object): number => {
    let id = ids.get(o);
    if (id === undefined) {
      id = UNIVERSE.length + table.length;
      ids.set(o, id);
      table.push(o);
    }
    return id;
  };
  const child = (o: object, c: unknown): void => {
    if (typeof c === 'function') throw new Error(`snapshot: a function in ${className(o)}`);
    if (c !== null && typeof c === 'object') add(c);
  };
  add(root);
  for (const p of keepPos) add(p);
  // Reach every object; then the instances of generic types that the packages hold, until no more.
  const origins: T.Named[] = [];
  const pairs = new Map<T.Named, [T.Named, T.Named[]]>();
  for (let done = 0; ; ) {
    for (; done < table.length; done++) {
      const o = table[done];
      if (o instanceof T.Package && !packages.has(o))
        throw new Error(`snapshot: package ${o.path} is not saved`);
      if (o instanceof T.Named && o.typeParams !== undefined) origins.push(o);
      if (o instanceof Map) {
        for (const [k, v] of o) {
          const s = nodeSeg.get(k);
          if (s !== undefined) mapOps[s].push([o, k, v]);
          else {
            child(o, k);
            child(o, v);
          }
        }
      } else if (Array.isArray(o)) {
        for (const v of o) {
          const s = scopeSeg.get(v);
          if (s !== undefined) arrOps[s].push([o, v]);
          else child(o, v);
        }
      } else {
        // Positions are written in the object's own words (POS3), not as objects.
        const seg = lazy.get(o);
        if (seg === undefined) {
          for (const c of children(o)) if (positionMark(c) === '') child(o, c);
        } else
          for (const [k, c] of Object.entries(o))
            if (!fields[seg].includes(k) && positionMark(c) === '') child(o, c);
      }
    }
    let grew = false;
    for (const origin of origins) {
      const list = instanceList(origin)?.filter((n) => ids.has(n)) ?? [];
      const pair = pairs.get(origin);
      if (list.length === 0 || (pair !== undefined && pair[1].length === list.length)) continue;
      grew = true;
      if (pair === undefined) {
        const p: [T.Named, T.Named[]] = [origin, list];
        pairs.set(origin, p);
        root.instances.push(p);
        add(p);
      } else {
        pair[1] = list;
        add(list);
      }
    }
    if (!grew) break;
  }

  // What each body reaches beyond the main table is its segment.
  const drop = new Set<object>();
  const sharedPos = new Set<object>();
  const owner = new Map<object, number>();
  const segObjects: object[][] = roots.map(() => []);
  for (const [d, s] of lazy) {
    const reach: unknown[] = [...roots[s]];
    for (const [, k, v] of mapOps[s]) reach.push(k, v);
    for (const [, v] of arrOps[s]) reach.push(v);
    const list = segObjects[s];
    let ok = roots[s].every((r) => r === null || typeof r !== 'object' || !ids.has(r));
    for (const [, k] of mapOps[s]) if (ids.has(k as object)) ok = false;
    for (const [, v] of arrOps[s]) if (ids.has(v as object)) ok = false;
    while (ok && reach.length > 0) {
      const x = reach.pop();
      if (typeof x === 'function') throw new Error('snapshot: a function in a function body');
      if (x === null || typeof x !== 'object' || ids.has(x)) continue;
      const o = owner.get(x);
      if (o === s) continue;
      if (o !== undefined && positionMark(x) !== '') {
        // A position two segments share: in the main table (the next plan), as an object.
        sharedPos.add(x);
        continue;
      }
      if (o !== undefined || (x instanceof T.Named && x.origin !== undefined) || x instanceof T.Package) {
        if (o !== undefined) drop.add(declList[o]);
        ok = false;
        break;
      }
      owner.set(x, s);
      list.push(x);
      for (const c of children(x)) reach.push(c);
    }
    if (!ok) drop.add(d);
  }
  return { ids, table, lazy, fields, roots, nodeSeg, scopeSeg, segObjects, mapOps, arrOps, drop, sharedPos };
}

function className(o: object): string {
  return (
    (o.constructor?.name ?? 'Object') + ('kind' in o ? ` (${String((o as { kind: unknown }).kind)})` : '')
  );
}

// --- reading

/**
 * The getter of a position written in place (see POS3) at word `w` of an object's values in the main
 * table `data` (with the file's name first when `strings` is given); a position set on the object
 * later is its own property, as the parser's and the checker's are.
 */
function positionAccessor(
  data: Uint32Array,
  key: string,
  w: number,
  strings: readonly string[] | undefined,
): PropertyDescriptor {
  return {
    configurable: true,
    enumerable: true,
    get:
      strings === undefined
        ? function (this: Record<symbol, number>) {
            const a = valueWords(this) + w;
            return { line: data[a], col: data[a + 1], offset: data[a + 2] };
          }
        : function (this: Record<symbol, number>) {
            const a = valueWords(this) + w;
            return { file: strings[data[a]], line: data[a + 1], col: data[a + 2], offset: data[a + 3] };
          },
    set(this: object, value: unknown) {
      Object.defineProperty(this, key, { configurable: true, enumerable: true, writable: true, value });
    },
  };
}

/** Little-endian words of `bytes` (a fresh read, so at a 4-byte boundary unless a view into more). */
function wordsOf(bytes: Uint8Array): Uint32Array {
  return bytes.byteOffset % 4 === 0
    ? new Uint32Array(bytes.buffer, bytes.byteOffset, bytes.byteLength >> 2)
    : new Uint32Array(bytes.slice().buffer);
}

/**
 * Where a snapshot's bytes are read from: `read(offset, length)` returns that many bytes of the
 * snapshot from `offset`. A reader given one (the CLI: a file) reads the header and the main table at
 * once and each function body's segment only when the body is first needed; most are never needed
 * by a command (the Kubernetes snapshot's segments are 8.5 of its 13.8 MB).
 */
export interface SnapshotSource {
  readonly size: number;
  read(offset: number, length: number): Uint8Array;
}

/**
 * Where writeSnapshot's bytes hold what (byte offsets): the header and the main table end at `mainEnd`,
 * and each function body's segment begins at one of `segmentStarts` (ascending; each ends where the
 * next begins, the last at the end of the bytes). A host that keeps the segments apart from the main
 * table (the site: src/sandbox/snapshot-pack.ts) cuts them there. Undefined when the bytes are not a
 * snapshot of this format.
 */
export function snapshotLayout(bytes: Uint8Array): { mainEnd: number; segmentStarts: number[] } | undefined {
  try {
    const n = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength).getUint32(0, true);
    const snap = JSON.parse(new TextDecoder().decode(bytes.subarray(4, 4 + n))) as {
      format?: string;
      segments?: number[];
    };
    if (snap.format !== FORMAT || !Array.isArray(snap.segments)) return undefined;
    const wordsAt = (4 + n + 3) & ~3;
    const segmentStarts = snap.segments.map((w) => wordsAt + w * 4);
    return { mainEnd: segmentStarts[0] ?? bytes.byteLength, segmentStarts };
  } catch {
    return undefined;
  }
}

/**
 * A snapshot from writeSnapshot's bytes (or a source of them); undefined when it is not one, or was
 * written by a toolchain whose universe differs from this one.
 */
export function readSnapshot(from: Uint8Array | SnapshotSource): GoSnapshot | undefined {
  let snap: {
    format: string;
    universe: number;
    objects: number;
    shapes: (string | number)[][];
    strings: string[];
    segments: number[];
  };
  let data: Uint32Array;
  /** The snapshot's data words: `data` holds those below `held`; a segment from there on is read. */
  let held: number;
  let wordsAt = 0;
  let words = 0;
  let readRest: ((at: number, end: number) => Uint32Array) | undefined;
  try {
    const source = from instanceof Uint8Array ? undefined : from;
    const first = source === undefined ? (from as Uint8Array) : source.read(0, 4);
    const n = new DataView(first.buffer, first.byteOffset, first.byteLength).getUint32(0, true);
    const header = source === undefined ? first.subarray(4, 4 + n) : source.read(4, n);
    snap = JSON.parse(new TextDecoder().decode(header));
    wordsAt = (4 + n + 3) & ~3;
    const size = source === undefined ? first.byteLength : source.size;
    words = (size - wordsAt) >> 2;
    held = source === undefined || snap.segments.length === 0 ? words : snap.segments[0];
    const bytes = source === undefined ? first : source.read(wordsAt, held * 4);
    const start = source === undefined ? wordsAt : 0;
    // Little-endian machines (all the engine runs on) read the words in place when aligned.
    const aligned = (bytes.byteOffset + start) % 4 === 0;
    data = aligned
      ? new Uint32Array(bytes.buffer, bytes.byteOffset + start, held)
      : new Uint32Array(bytes.slice(start, start + held * 4).buffer);
    if (source !== undefined) readRest = (at, end) => wordsOf(source.read(wordsAt + at * 4, (end - at) * 4));
  } catch {
    return undefined;
  }
  if (snap?.format !== FORMAT || snap.universe !== UNIVERSE.length) return undefined;
  const { shapes, strings, segments } = snap;
  const base = UNIVERSE.length;
  const count = snap.objects;
  const mainData = data;
  // Where each object of the main table begins (its kind's word): objects are made when first reached.
  const offsets = new Uint32Array(count);
  for (let i = 0, at = 0; i < count; i++) {
    offsets[i] = at;
    at += 2 + mainData[at + 1];
  }
  const made: object[] = new Array(count);
  // Per shape: its keys and the word of each among the object's values (a position in place takes
  // three); the prototype of its objects once filled, and that of its shells (below: `shell`).
  const fieldKeys: string[][] = [];
  const fieldWords: number[][] = [];
  const shellProtos: object[] = [];
  const protos = shapes.map((sh) => {
    const base = sh[0] === 0 ? Object.prototype : CLASSES[(sh[0] as number) - 1].prototype;
    const keys: string[] = [];
    const words: number[] = [];
    const all: string[] = [];
    let proto: object = base;
    for (let i = 1, w = 0; i < sh.length; i++) {
      const k = sh[i] as string;
      const file = k.startsWith(POS4);
      if (!file && !k.startsWith(POS3)) {
        keys.push(k);
        all.push(k);
        words.push(w++);
        continue;
      }
      const key = k.slice(1);
      all.push(key);
      if (proto === base) proto = Object.create(base);
      Object.defineProperty(proto, key, positionAccessor(mainData, key, w, file ? strings : undefined));
      w += file ? 4 : 3;
    }
    if (proto !== base) inPlaceShapes.set(proto, { cls: sh[0] as number, keys: all });
    fieldKeys.push(keys);
    fieldWords.push(words);
    shellProtos.push(shellProto(proto, keys, all, sh[0] as number));
    return proto;
  });
  /** A main-table object by index: made (a shell) when first reached. */
  const obj = (i: number): object => made[i] ?? shell(i);
  // The segment being decoded (its objects: tag 7).
  let local: object[] = [];
  const val = (x: number): unknown => {
    const t = x % 8;
    const n = (x - t) / 8;
    switch (t) {
      case 0:
        return n < base ? UNIVERSE[n] : obj(n - base);
      case 1:
        return strings[n];
      case 2:
        return n;
      case 3:
        return -n;
      case 4:
        return Number(strings[n]);
      case 5:
        return BigInt(strings[n]);
      case 7:
        return local[n];
      default:
        return x === 6 ? undefined : x === 14 ? null : x === 30;
    }
  };
  // Source positions are a third of the objects and hold only numbers: made whole here, as the
  // parser makes them (an object literal: same hidden class, and cheaper than filling one later).
  const posIndex = shapes.findIndex((sh) => sh.join() === '0,line,col,offset');
  const posShape = posIndex < 0 ? -1 : posIndex + 3;
  /**
   * Main-table object `i`, made now. An array, a Map or a Set is made whole (its elements are what
   * `obj` gives: shells); an object of a shape is a shell: an object of its shape's shell prototype
   * (Object.create of the filled prototype, with a getter and a setter per field) that knows where its
   * words are (POS). The first read or write of any of its fields fills it (fillShell): it takes the
   * filled prototype and its fields, in the shape's order, as the reader made them before. So a
   * command makes the objects it reaches and fills those it reads: a declaration nobody looks up stays
   * words. The objects, and which is which, are the ones an eager read would have made.
   */
  const shell = (i: number): object => {
    stats.made++;
    let at = offsets[i];
    const kind = mainData[at];
    const n = mainData[at + 1];
    at += 2;
    if (kind === posShape) {
      const p = { line: val(mainData[at]), col: val(mainData[at + 1]), offset: val(mainData[at + 2]) };
      made[i] = p;
      return p;
    }
    if (kind === 0) {
      // Made at its length and filled in place: pushed into from empty, V8 gives it room for 17
      // elements at the first push (JSObject::NewElementsCapacity: n + n/2 + 16), and most of the
      // snapshot's arrays hold one or two; the slack was ~3 MB more for every scavenge to copy.
      const a: unknown[] = new Array(n);
      made[i] = a;
      for (let j = 0; j < n; j++) a[j] = val(mainData[at + j]);
      return a;
    }
    if (kind === 1) {
      if (n >= 2 * LAZY_MAP_MIN) {
        const m = SnapshotMap.inWords(reader, at, n / 2);
        made[i] = m;
        return m;
      }
      const m = new Map<unknown, unknown>();
      made[i] = m;
      for (let j = 0; j < n; j += 2) m.set(val(mainData[at + j]), val(mainData[at + j + 1]));
      return m;
    }
    if (kind === 2) {
      const s = new Set<unknown>();
      made[i] = s;
      for (let j = 0; j < n; j++) s.add(val(mainData[at + j]));
      return s;
    }
    const o = Object.create(shellProtos[kind - 3]) as Record<symbol, number>;
    o[POS] = ~at;
    made[i] = o;
    return o;
  };
  /** What a SnapshotMap reads its entries' words with. */
  const reader: MapReader = {
    data: mainData,
    strings,
    val,
    findable: (x) => {
      const n = x >>> 3;
      if (x % 8 !== 0 || n < base) return false;
      const kind = mainData[offsets[n - base]];
      return kind >= 3 && kind !== posShape;
    },
    indexOf: (o) => {
      const p = (o as Record<symbol, unknown>)[POS];
      if (typeof p !== 'number') return -1;
      // The object's first word (its kind) is two before its values.
      const start = (p < 0 ? ~p : p) - 2;
      let lo = 0;
      let hi = count - 1;
      while (lo <= hi) {
        const mid = (lo + hi) >>> 1;
        const v = offsets[mid];
        if (v < start) lo = mid + 1;
        else if (v > start) hi = mid - 1;
        else return made[mid] === o ? mid + base : -1;
      }
      return -1;
    },
  };
  /** Fills shell `o` (see `shell`); in the main table a tag 7 value is a body left in its segment. */
  /** Per shape: the class whose construction defines its fields on a shell (definerOf). */
  const definers: (new (o: object) => object)[] = [];
  const fillOne = (o: Record<string | symbol, unknown>): void => {
    stats.filled++;
    const at = ~(o[POS] as number);
    o[POS] = at;
    const kind = mainData[at - 2];
    const keys = fieldKeys[kind - 3];
    const words = fieldWords[kind - 3];
    let lazy = false;
    for (let j = 0; j < keys.length; j++) {
      const x = mainData[at + words[j]];
      if (x % 8 === 7) lazy = true;
      else fieldValues[j] = val(x);
    }
    if (!lazy) {
      // Own data properties (as stores would make them, in the shape's order), which hide the shell
      // prototype's accessors: defined by class fields (see definerOf).
      new (definers[kind - 3] ??= definerOf(keys))(o);
      return;
    }
    // A declaration with fields in a segment (a few thousand: FuncDecls, TypeSpecs): pending now.
    countShellSegments(-1);
    let decode: (() => void) | undefined;
    for (let j = 0; j < keys.length; j++) {
      const x = mainData[at + words[j]];
      const key = keys[j];
      if (x % 8 === 7) {
        if (decode === undefined) {
          const seg = (x - 7) / 8;
          const deferred: string[] = [];
          for (let i = j; i < keys.length; i++) if (mainData[at + words[i]] === x) deferred.push(keys[i]);
          decode = () => readSegment(o, deferred, seg);
        }
        deferField(o, key, decode);
      } else setField(o, key, fieldValues[j]);
    }
  };
  for (const p of shellProtos) Object.defineProperty(p, FILL, { value: fillOne });
  /** Makes `count` objects of a segment from `at`, empty (so that references can point forward). */
  const create = (at: number, count: number, into: object[]): void => {
    for (let i = 0; i < count; i++) {
      const kind = data[at];
      into[i] =
        kind === posShape
          ? { line: val(data[at + 2]), col: val(data[at + 3]), offset: val(data[at + 4]) }
          : kind === 0
            ? new Array(data[at + 1])
            : kind === 1
              ? new Map()
              : kind === 2
                ? new Set()
                : Object.create(protos[kind - 3]);
      at += 2 + data[at + 1];
    }
  };
  /** Fills the objects of a segment `create` made. */
  const fill = (at: number, count: number, from: object[]): void => {
    for (let i = 0; i < count; i++) {
      const kind = data[at];
      const n = data[at + 1];
      at += 2;
      const o = from[i];
      if (kind === posShape) {
        // made whole by create
      } else if (kind === 0) {
        const a = o as unknown[];
        for (let j = 0; j < n; j++) a[j] = val(data[at + j]);
      } else if (kind === 1) {
        const m = o as Map<unknown, unknown>;
        for (let j = 0; j < n; j += 2) m.set(val(data[at + j]), val(data[at + j + 1]));
      } else if (kind === 2) {
        const s = o as Set<unknown>;
        for (let j = 0; j < n; j++) s.add(val(data[at + j]));
      } else {
        const keys = fieldKeys[kind - 3];
        const words = fieldWords[kind - 3];
        const rec = o as Record<string, unknown>;
        for (let j = 0; j < keys.length; j++) rec[keys[j]] = val(data[at + words[j]]);
      }
      at += n;
    }
  };
  /**
   * A declaration's segment: its objects, its fields, then the entries it adds to the main table's
   * maps and arrays.
   */
  const readSegment = (decl: object, keys: readonly string[], seg: number): void => {
    const outerData = data;
    let at = segments[seg];
    if (at >= held) {
      // Not read yet: its words alone, indexed from 0.
      data = readRest!(at, seg + 1 < segments.length ? segments[seg + 1] : words);
      at = 0;
    }
    const count = data[at];
    const values = at + 2;
    const maps = values + data[at + 1] + 1;
    const arrays = maps + data[maps - 1] * 3 + 1;
    const objects = arrays + data[arrays - 1] * 2;
    const outer = local;
    const own: object[] = new Array(count);
    local = own;
    try {
      create(objects, count, own);
      fill(objects, count, own);
      for (let i = 0; i < keys.length; i++) setField(decl, keys[i], val(data[values + i]));
      for (let p = maps; p < arrays - 1; p += 3)
        (val(data[p]) as Map<unknown, unknown>).set(val(data[p + 1]), val(data[p + 2]));
      for (let p = arrays; p < objects; p += 2) (val(data[p]) as unknown[]).push(val(data[p + 1]));
    } finally {
      local = outer;
      data = outerData;
    }
  };
  countShellSegments(segments.length);
  const root = obj(0) as SnapshotRoot;
  for (const [origin, list] of root.instances) {
    const have = instanceList(origin);
    if (have === undefined || have.length === 0) setInstanceList(origin, list);
  }
  const snapshot: GoSnapshot = { entries: new Map(root.entries.map((e) => [e.path, e])) };
  // Before a snapshot is written every object of this one is filled (writeEntries walks the graph).
  unfilled.add(() => {
    for (let i = 0; i < count; i++) {
      const o = obj(i) as Record<symbol, unknown>;
      if ((o[POS] as number) < 0) fillOne(o);
    }
  });
  return snapshot;
}

// --- maps of the main table read per entry
//
// The Info maps (types, defs, uses, ... keyed by syntax nodes) were most of the objects a grade made
// and never filled: a package's map made whole at its first lookup made every key and value (Kubernetes:
// 14,500 expression nodes and 7,800 {mode, type} records for a scope-get grade, a fifth of them read).
// A map of the main table with LAZY_MAP_MIN entries or more is a SnapshotMap: a lookup finds its key
// among the map's words (an object of the main table by its index there, a string by its text) and
// makes that entry alone; anything that walks the map (iteration, forEach, size aside) makes it whole
// first, in the order an eager read gave it.

/** Maps with fewer entries are made whole at once (an index would cost more than their shells). */
const LAZY_MAP_MIN = 8;
/** A key's index in the main table times this, plus its entry's ordinal: one sortable number. */
const ORD = 2 ** 22;

/** A reader's view for its SnapshotMaps. */
interface MapReader {
  readonly data: Uint32Array;
  readonly strings: readonly string[];
  val(x: number): unknown;
  /** Whether value word `x` is an object of the main table that `indexOf` finds (a shape's object). */
  findable(x: number): boolean;
  /** The id (as value words give it) of `o` when this reader made it as an object of a shape, or -1. */
  indexOf(o: object): number;
}

/**
 * A Map of a snapshot's main table whose entries stay words until looked up (see above). Its state
 * is cleared once it is whole: from then on it is a Map.
 */
class SnapshotMap<K, V> extends Map<K, V> {
  #r: MapReader | undefined;
  /** The word of its first key; entries are [key, value] word pairs. */
  #at = 0;
  #n = 0;
  /** Per entry: made (in the Map proper). Undefined until the index is built. */
  #taken: Uint8Array | undefined;
  #pending = 0;
  /** Sorted: key id * ORD + ordinal, for keys that are objects of shapes. */
  #ids: Float64Array | undefined;
  #strs: Map<string, number> | undefined;

  static inWords<K, V>(r: MapReader, at: number, n: number): SnapshotMap<K, V> {
    const m = new SnapshotMap<K, V>();
    m.#r = r;
    m.#at = at;
    m.#n = n;
    m.#pending = n;
    return m;
  }

  /** Indexes the keys; entries whose key is neither an object of a shape nor a string are made now. */
  #build(r: MapReader): Uint8Array {
    const n = this.#n;
    const taken = new Uint8Array(n);
    this.#taken = taken;
    const ids: number[] = [];
    const eager: number[] = [];
    for (let ord = 0; ord < n; ord++) {
      const x = r.data[this.#at + 2 * ord];
      if (r.findable(x) && n < ORD) ids.push((x >>> 3) * ORD + ord);
      else if (x % 8 === 1) (this.#strs ??= new Map()).set(r.strings[x >>> 3], ord);
      else eager.push(ord);
    }
    if (ids.length > 0) this.#ids = new Float64Array(ids).sort();
    for (const ord of eager) this.#take(r, taken, ord);
    return taken;
  }

  #take(r: MapReader, taken: Uint8Array, ord: number): V {
    const w = this.#at + 2 * ord;
    const k = r.val(r.data[w]) as K;
    const v = r.val(r.data[w + 1]) as V;
    taken[ord] = 1;
    this.#pending--;
    super.set(k, v);
    return v;
  }

  /** The ordinal of key `k` among the words, or -1. */
  #find(r: MapReader, k: unknown): number {
    if (typeof k === 'string') return this.#strs?.get(k) ?? -1;
    const ids = this.#ids;
    if (ids === undefined || k === null || typeof k !== 'object') return -1;
    const id = r.indexOf(k);
    if (id < 0) return -1;
    let lo = 0;
    let hi = ids.length - 1;
    while (lo <= hi) {
      const mid = (lo + hi) >>> 1;
      const v = ids[mid];
      const at = Math.floor(v / ORD);
      if (at < id) lo = mid + 1;
      else if (at > id) hi = mid - 1;
      else return v - at * ORD;
    }
    return -1;
  }

  override get(k: K): V | undefined {
    const r = this.#r;
    if (r === undefined) return super.get(k);
    const taken = this.#taken ?? this.#build(r);
    const v = super.get(k);
    if (v !== undefined || super.has(k)) return v;
    const ord = this.#find(r, k);
    return ord < 0 || taken[ord] === 1 ? undefined : this.#take(r, taken, ord);
  }

  override has(k: K): boolean {
    const r = this.#r;
    if (r === undefined) return super.has(k);
    const taken = this.#taken ?? this.#build(r);
    if (super.has(k)) return true;
    const ord = this.#find(r, k);
    return ord >= 0 && taken[ord] === 0;
  }

  override set(k: K, v: V): this {
    const r = this.#r;
    if (r !== undefined) {
      const taken = this.#taken ?? this.#build(r);
      const ord = this.#find(r, k);
      if (ord >= 0 && taken[ord] === 0) {
        taken[ord] = 1;
        this.#pending--;
      }
    }
    return super.set(k, v);
  }

  override get size(): number {
    return super.size + (this.#r === undefined ? 0 : this.#pending);
  }

  override delete(k: K): boolean {
    this.#whole();
    return super.delete(k);
  }

  override clear(): void {
    this.#whole();
    super.clear();
  }

  override forEach(f: (v: V, k: K, m: Map<K, V>) => void, thisArg?: unknown): void {
    this.#whole();
    super.forEach(f, thisArg);
  }

  override entries(): MapIterator<[K, V]> {
    this.#whole();
    return super.entries();
  }

  override keys(): MapIterator<K> {
    this.#whole();
    return super.keys();
  }

  override values(): MapIterator<V> {
    this.#whole();
    return super.values();
  }

  override [Symbol.iterator](): MapIterator<[K, V]> {
    this.#whole();
    return super.entries();
  }

  /**
   * Makes every entry, in an eager read's order: the words' entries (with any value set since), then
   * the entries added since (a body's segment, the checker, the interpreter), in the order they came.
   */
  #whole(): void {
    const r = this.#r;
    if (r === undefined) return;
    const taken = this.#taken ?? this.#build(r);
    const n = this.#n;
    const keys: K[] = new Array(n);
    const vals: V[] = new Array(n);
    for (let ord = 0; ord < n; ord++) {
      const w = this.#at + 2 * ord;
      const k = r.val(r.data[w]) as K;
      keys[ord] = k;
      vals[ord] = taken[ord] === 1 ? (super.get(k) as V) : (r.val(r.data[w + 1]) as V);
    }
    const inWords = new Set<K>(keys);
    const added: [K, V][] = [];
    for (const e of super.entries()) if (!inWords.has(e[0])) added.push(e);
    this.#r = undefined;
    this.#taken = undefined;
    this.#ids = undefined;
    this.#strs = undefined;
    super.clear();
    for (let ord = 0; ord < n; ord++) super.set(keys[ord], vals[ord]);
    for (const [k, v] of added) super.set(k, v);
  }
}

// --- shells: main-table objects not read yet (readSnapshot's `shell`)

/** Objects of main tables made and filled in this process (every reader): what a command reached. */
const stats = { made: 0, filled: 0 };

/** How many objects of snapshots' main tables this process has made (shells included) and filled. */
export function snapshotObjectCounts(): { made: number; filled: number } {
  return { ...stats };
}

/** On a shell prototype: the function of the reader that made it which fills its shells. */
const FILL = Symbol('snapshot shell fill');
/** The values of the fields a reader's fillOne is defining (read by the definers' class fields). */
const fieldValues: unknown[] = [];

/** The base of the definers: its construction gives back the object it is given. */
class Given {
  constructor(o: object) {
    // biome-ignore lint/correctness/noConstructorReturn: a derived class's fields are defined on `o`.
    return o;
  }
}

/**
 * A class whose construction (`new D(shell)`) defines fields `keys` on the shell, valued
 * fieldValues[0], [1], ...: a class field is defined on the object the base constructor returned,
 * with define semantics, so the shell prototype's setters are not called. Not a store (that would call
 * them) and not Object.defineProperty (3x slower than stores in a microbenchmark, where class fields
 * were as fast), nor a change of prototype (V8 makes such an object a dictionary: 45x slower reads).
 * Four fields a class, chained for more.
 */
function definerOf(keys: readonly string[]): new (o: object) => object {
  let d: new (o: object) => object = Given;
  for (let b = 0; b < keys.length; b += 4) {
    const [k0, k1, k2, k3] = keys.slice(b, b + 4);
    const n = Math.min(4, keys.length - b);
    const P = d;
    d =
      n === 1
        ? class extends P {
            [k0] = fieldValues[b];
          }
        : n === 2
          ? class extends P {
              [k0] = fieldValues[b];
              [k1] = fieldValues[b + 1];
            }
          : n === 3
            ? class extends P {
                [k0] = fieldValues[b];
                [k1] = fieldValues[b + 1];
                [k2] = fieldValues[b + 2];
              }
            : class extends P {
                [k0] = fieldValues[b];
                [k1] = fieldValues[b + 1];
                [k2] = fieldValues[b + 2];
                [k3] = fieldValues[b + 3];
              };
  }
  return d;
}
/**
 * Per snapshot read: fills every shell it has left (writeEntries, before it walks the graph, as it
 * reads every body still in a segment: of earlier snapshots too).
 */
const unfilled = new Set<() => void>();

/**
 * Fills `o` when it is a shell (lazy-body.ts hasBody asks before it looks at a declaration's own
 * fields); anything else is left as it is.
 */
export function fillShell(o: object): void {
  const rec = o as Record<string | symbol, unknown>;
  const at = rec[POS] as number | undefined;
  if (at !== undefined && at < 0) (rec[FILL] as (o: Record<string | symbol, unknown>) => void)(rec);
}
setFillShell(fillShell);

/**
 * The getter and setter of field `key` on a shell prototype: shared by every shell prototype, so
 * that each is made of the same descriptors. Either fills the shell first, then reads or writes the
 * field as an own property (the filled prototype has no accessor for it).
 */
const shellAccessors = new Map<string, PropertyDescriptor>();

function shellAccessor(key: string): PropertyDescriptor {
  let a = shellAccessors.get(key);
  if (a === undefined) {
    a = {
      configurable: true,
      enumerable: true,
      get(this: Record<string, unknown>) {
        fillShell(this);
        return this[key];
      },
      set(this: Record<string, unknown>, v: unknown) {
        fillShell(this);
        this[key] = v;
      },
    };
    shellAccessors.set(key, a);
  }
  return a;
}

/**
 * The shells' prototype of a shape whose filled objects have prototype `filled`, own fields `keys`
 * (those not written in place) and `all` keys in order (of class `cls`).
 */
function shellProto(filled: object, keys: readonly string[], all: readonly string[], cls: number): object {
  const p = Object.create(filled) as object;
  for (const k of keys) Object.defineProperty(p, k, shellAccessor(k));
  // A later writeSnapshot (which walks the whole graph) sees a shell's keys and class as filled.
  inPlaceShapes.set(p, { cls, keys: all });
  return p;
}
