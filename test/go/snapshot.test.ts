// Snapshots of checked registry packages (src/go/build/snapshot.ts): a program built from a snapshot's
// packages behaves exactly as one built from parsed and checked sources, and a package whose sources
// changed is checked anew instead of being taken from the snapshot.
import { describe, expect, it } from 'vitest';
import { registryCheck, snapshotObjectCounts } from '../../src/go/build/snapshot.ts';
import { lookupRegistry, registryPaths } from '../../src/go/build/wiring.ts';
import {
  makePhases,
  readSnapshot,
  runGo,
  type SnapshotSource,
  snapshotStale,
  useSnapshot,
  writeSnapshot,
} from '../../src/go/index.ts';
import { findBoxed } from '../../src/go/interp/escape.ts';
import type { NativePackage } from '../../src/go/interp/native.ts';
import type { File, FuncDecl, Ident, StructType, TypeSpec } from '../../src/go/syntax/ast.ts';
import { hasBody, pendingBodies } from '../../src/go/syntax/lazy-body.ts';
import { SKIP_POS, walkObjects } from '../../src/go/syntax/objwalk.ts';
import type { Var } from '../../src/go/types/types.ts';
import * as TT from '../../src/go/types/types.ts';
import { listGoldenPrograms, runGolden } from './golden-run.ts';

// Every 6th golden program: errors, panics, generics, goroutines and most of the std registry.
const programs = listGoldenPrograms().filter((_, i) => i % 6 === 0);

describe('Go snapshots', () => {
  it('golden programs give the same results from a snapshot as from checked sources', () => {
    const checked = makePhases(lookupRegistry, registryPaths);
    const before = programs.map((p) => runGolden(p, checked));
    const bytes = writeSnapshot();
    const snap = readSnapshot(bytes);
    expect(snap).toBeDefined();
    expect(snap!.entries.has('fmt')).toBe(true);
    // Each package carries the variables the interpreter boxes, found when it was written: the very
    // objects of the snapshot's own graph that findBoxed finds in its files.
    let boxed = 0;
    for (const e of snap!.entries.values()) {
      const fresh = new Set<Var>();
      findBoxed(e.unit.files, e.unit.info, fresh);
      expect([e.path, e.boxed?.length]).toEqual([e.path, fresh.size]);
      expect(e.boxed!.every((v) => fresh.has(v))).toBe(true);
      boxed += fresh.size;
    }
    expect(boxed).toBeGreaterThan(0);
    // The interpreter's other analyses come with them too: whether a file starts a goroutine, what
    // the declarations refer to (whether main reaches a `go` statement), and (fmt and sync, run by
    // goroutine programs) what bodies say about parking and looping and which functions they call, and which of them park or run long once the call graph is followed. A process that loads the snapshot derives
    // none of them again (snapshotStale below). The objects a walk found no `go` statement behind
    // (reach.ts) come too: the programs that start no goroutine walked fmt's.
    const facts = (path: string) => [...(snap!.entries.get(path)!.facts?.keys() ?? [])].sort();
    expect(facts('fmt')).toEqual([
      'callClosure',
      'callFacts',
      'decls',
      'goStmt',
      'initPlan',
      'reachFacts',
      'reachesNoGoroutine',
    ]);
    expect(facts('sync')).toContain('callFacts');
    expect(facts('sync')).toContain('callClosure');
    useSnapshot(snap);
    try {
      const fromSnapshot = makePhases(lookupRegistry, registryPaths);
      // The package is the snapshot's own object: nothing was parsed or checked again.
      expect(fromSnapshot.registryPackage('fmt')).toBe(snap!.entries.get('fmt')!.pkg);
      const after = programs.map((p) => runGolden(p, fromSnapshot));
      for (let i = 0; i < programs.length; i++)
        expect([programs[i], after[i].actual]).toEqual([programs[i], before[i].actual]);
      expect(snapshotStale()).toBe(false);
    } finally {
      useSnapshot(undefined);
    }
  }, 600_000);

  it('checks a package anew when its sources, or those of a package it imports, differ', () => {
    const checked = makePhases(lookupRegistry, registryPaths);
    const src =
      'package main\n\nimport (\n\t"fmt"\n\t"strconv"\n)\n\nfunc main() { fmt.Println(strconv.Quote("x")) }\n';
    const r = runGo({ files: [{ name: 'main.go', src }], phases: checked });
    expect(r.stdout).toBe('"x"\n');
    const snap = readSnapshot(writeSnapshot())!;
    expect(snap.entries.has('strconv')).toBe(true);
    useSnapshot(snap);
    try {
      // errors is imported by strconv: an edited errors changes the key of both.
      const edited = (path: string): NativePackage | undefined => {
        const p = lookupRegistry(path);
        if (p === undefined || path !== 'errors') return p;
        return { ...p, files: p.files.map((f) => ({ ...f, src: `${f.src}\n// edited\n` })) };
      };
      const phases = makePhases(edited, registryPaths);
      expect(phases.registryPackage('errors')).not.toBe(snap.entries.get('errors')!.pkg);
      expect(phases.registryPackage('strconv')).not.toBe(snap.entries.get('strconv')!.pkg);
      const same = makePhases(lookupRegistry, registryPaths);
      expect(same.registryPackage('strconv')).toBe(snap.entries.get('strconv')!.pkg);
    } finally {
      useSnapshot(undefined);
    }
  }, 300_000);

  it('starts hello world from a snapshot without reading the syntax of the packages it links', () => {
    const src = 'package main\n\nimport "fmt"\n\nfunc main() { fmt.Println("hello") }\n';
    const run = (phases: ReturnType<typeof makePhases>) =>
      runGo({ files: [{ name: 'main.go', src }], phases }).stdout;
    expect(run(makePhases(lookupRegistry, registryPaths))).toBe('hello\n');
    const snap = readSnapshot(writeSnapshot())!;
    useSnapshot(snap);
    try {
      expect(run(makePhases(lookupRegistry, registryPaths))).toBe('hello\n');
      // A shell (a main-table object never read) has no fields of its own yet: looked at before any
      // read fills it. Following the imports, listing the registry's files and initialising the
      // packages (which initialisers wait, which functions are `init`) come from what the snapshot
      // keeps; the syntax read is that of the functions the run compiled.
      const unread = (o: object) => Object.keys(o).length === 0;
      let funcs = 0;
      let read = 0;
      for (const path of ['os', 'time', 'io', 'io/fs', 'unicode/utf8', 'syscall', 'strconv']) {
        const files = snap.entries.get(path)!.pkg.files;
        expect([path, files.filter((f) => !unread(f)).length]).toEqual([path, 0]);
        for (const f of files)
          for (const d of f.decls) {
            const wasRead = !unread(d);
            if (d.kind !== 'FuncDecl') continue;
            funcs++;
            if (wasRead) read++;
          }
      }
      // Every one of them before (each package's declarations walked for `init`).
      expect(funcs).toBeGreaterThan(300);
      expect(read).toBeLessThan(funcs / 20);
    } finally {
      useSnapshot(undefined);
    }
  }, 300_000);

  it("names the import's place in a registry package's file when the import cannot be loaded", () => {
    const lib: NativePackage = {
      path: 'example.com/lib',
      files: [
        { name: 'a.go', src: 'package lib\n\nimport "fmt"\n\nfunc A() { fmt.Println("a") }\n' },
        { name: 'b.go', src: 'package lib\n\nimport (\n\t"fmt"\n\t"nosuch/pkg"\n)\n\nvar _ = fmt.Sprint\n' },
      ],
      natives: {},
    };
    const lookup = (path: string) => (path === lib.path ? lib : lookupRegistry(path));
    const src = 'package main\n\nimport "example.com/lib"\n\nfunc main() { lib.A() }\n';
    const r = runGo({ files: [{ name: 'main.go', src }], phases: makePhases(lookup, registryPaths) });
    expect(r.exitCode).toBe(1);
    expect(r.stderr).toContain('example.com/lib/b.go:5:2: package nosuch/pkg is not in std');
  }, 300_000);

  it('leaves function bodies in their segments until a program reads them, and writes them back whole', () => {
    const checked = makePhases(lookupRegistry, registryPaths);
    const some = programs.slice(0, 12);
    const before = some.map((p) => runGolden(p, checked));
    // Writing reads every pending body first (of earlier snapshots too): none is left after it.
    const bytes = writeSnapshot();
    expect(pendingBodies()).toBe(0);
    const snap = readSnapshot(bytes)!;
    const segments = pendingBodies();
    // The function bodies of the standard packages these programs use: hundreds.
    expect(segments).toBeGreaterThan(200);
    const strconv = snap.entries.get('strconv')!;
    const decls = strconv.unit.files.flatMap((f) => f.decls).filter((d) => d.kind === 'FuncDecl');
    // Asking whether a function has a body reads nothing.
    expect(decls.filter((d) => hasBody(d)).length).toBeGreaterThan(20);
    expect(pendingBodies()).toBe(segments);
    // Every pending declaration has the same getter and setter for a field (lazy-body.ts): closures
    // per declaration gave each its own hidden class, and V8 turned them into dictionary mode.
    const accessors = new Set(
      decls.flatMap((d) => {
        const a = Object.getOwnPropertyDescriptor(d, 'body');
        return a?.get === undefined ? [] : [a.get, a.set];
      }),
    );
    expect(accessors.size).toBe(2);
    // A function's signature syntax is in its body's segment: reading it reads both, and the Info
    // entries keyed by its nodes arrive with it; the function's scope stayed in the main table.
    const parseIntDecl = decls.find((d) => d.name.name === 'ParseInt')!;
    expect(Object.getOwnPropertyDescriptor(parseIntDecl, 'type')?.get).toBeDefined();
    const scopes = strconv.unit.info.scopes.size;
    const fileScopes = strconv.unit.types.scope.children.flatMap((f) => f.children);
    expect(parseIntDecl.type.params.list.map((f) => f.names[0].name)).toEqual(['s', 'base', 'bitSize']);
    expect(pendingBodies()).toBe(segments - 1);
    expect(Object.getOwnPropertyDescriptor(parseIntDecl, 'body')?.value?.kind).toBe('BlockStmt');
    expect(strconv.unit.info.types.get(parseIntDecl.type.params.list[0].type)?.type.kind).toBe('basic');
    const funcScope = strconv.unit.info.scopes.get(parseIntDecl.type);
    expect(funcScope?.isFunc).toBe(true);
    expect(fileScopes).toContain(funcScope);
    expect(strconv.unit.info.scopes.size).toBeGreaterThan(scopes);
    // So is the type expression of a type declaration.
    const numError = strconv.unit.files
      .flatMap((f) => f.decls)
      .flatMap((d) => (d.kind === 'GenDecl' ? d.specs : []))
      .find((s) => s.kind === 'TypeSpec' && s.name.name === 'NumError') as TypeSpec;
    expect(Object.getOwnPropertyDescriptor(numError, 'type')?.get).toBeDefined();
    const struct = numError.type as StructType;
    expect(struct.fields.list.map((f) => f.names[0].name)).toEqual(['Func', 'Num', 'Err']);
    expect(pendingBodies()).toBe(segments - 2);
    expect(strconv.unit.info.types.get(struct.fields.list[0].type)?.type.kind).toBe('basic');
    useSnapshot(snap);
    try {
      const fromSnapshot = makePhases(lookupRegistry, registryPaths);
      const after = some.map((p) => runGolden(p, fromSnapshot));
      for (let i = 0; i < some.length; i++)
        expect([some[i], after[i].actual]).toEqual([some[i], before[i].actual]);
      // The programs read the bodies they ran; most stay unread.
      const read = segments - pendingBodies();
      expect(read).toBeGreaterThan(0);
      expect(read).toBeLessThan(segments / 2);
      // A snapshot written now holds every body, read or not: a process reading it runs them alike.
      const again = readSnapshot(writeSnapshot())!;
      expect(pendingBodies()).toBe(segments);
      expect([...again.entries.keys()].sort()).toEqual([...snap.entries.keys()].sort());
      useSnapshot(again);
      const third = makePhases(lookupRegistry, registryPaths);
      const last = some.map((p) => runGolden(p, third));
      for (let i = 0; i < some.length; i++)
        expect([some[i], last[i].actual]).toEqual([some[i], before[i].actual]);
    } finally {
      useSnapshot(undefined);
    }
  }, 600_000);

  it('reads from a source the header and main table at once, and a segment when its body is read', () => {
    const checked = makePhases(lookupRegistry, registryPaths);
    const some = programs.slice(0, 6);
    const before = some.map((p) => runGolden(p, checked));
    const bytes = writeSnapshot();
    const reads: [number, number][] = [];
    const source: SnapshotSource = {
      size: bytes.length,
      read(offset, length) {
        reads.push([offset, length]);
        // A copy, as a file's read gives: nothing may rest on the whole buffer being there.
        return bytes.slice(offset, offset + length);
      },
    };
    const snap = readSnapshot(source)!;
    expect(snap.entries.has('fmt')).toBe(true);
    // The header's length, the header, the main table: under half of the bytes (the rest is bodies).
    expect(reads.length).toBe(3);
    const first = reads.reduce((n, [, len]) => n + len, 0);
    expect(first).toBeLessThan(bytes.length / 2);
    const segments = pendingBodies();
    const strconv = snap.entries.get('strconv')!;
    const parseIntDecl = strconv.unit.files
      .flatMap((f) => f.decls)
      .find((d) => d.kind === 'FuncDecl' && d.name.name === 'ParseInt') as FuncDecl;
    expect(parseIntDecl.body?.kind).toBe('BlockStmt');
    // One read more, for that body's segment alone.
    expect(reads.length).toBe(4);
    expect(pendingBodies()).toBe(segments - 1);
    expect(reads[3][0]).toBeGreaterThanOrEqual(first);
    expect(reads[3][1]).toBeLessThan(bytes.length - first);
    useSnapshot(snap);
    try {
      const fromSource = makePhases(lookupRegistry, registryPaths);
      const after = some.map((p) => runGolden(p, fromSource));
      for (let i = 0; i < some.length; i++)
        expect([some[i], after[i].actual]).toEqual([some[i], before[i].actual]);
      // Written again, every body is read from the source: the snapshot holds them all.
      const again = readSnapshot(writeSnapshot())!;
      expect(pendingBodies()).toBe(segments);
      useSnapshot(again);
      const third = makePhases(lookupRegistry, registryPaths);
      const last = some.map((p) => runGolden(p, third));
      for (let i = 0; i < some.length; i++)
        expect([some[i], last[i].actual]).toEqual([some[i], before[i].actual]);
    } finally {
      useSnapshot(undefined);
    }
  }, 600_000);

  it('writes positions in the main table in place, and makes one when it is read', () => {
    const checked = makePhases(lookupRegistry, registryPaths);
    const src =
      'package main\n\nimport (\n\t"fmt"\n\t"strconv"\n)\n\nfunc main() { fmt.Println(strconv.Itoa(1)) }\n';
    expect(runGo({ files: [{ name: 'main.go', src }], phases: checked }).stdout).toBe('1\n');
    const findParseInt = (files: readonly File[]) =>
      files
        .flatMap((f) => f.decls)
        .find((d) => d.kind === 'FuncDecl' && d.name.name === 'ParseInt') as FuncDecl;
    const fresh = findParseInt(checked.registryPackage('strconv')!.files);
    const freshFunc = registryCheck(checked.registryPackage('strconv')!)!.types.scope.lookup('ParseInt')!;
    const snap = readSnapshot(writeSnapshot())!;
    const strconv = snap.entries.get('strconv')!;
    const decl = findParseInt(strconv.pkg.files);
    // A syntax node's positions and a declared object's are numbers in the main table until read:
    // no object is made for them by the read.
    expect(Object.getOwnPropertyDescriptor(decl, 'pos')).toBeUndefined();
    expect(Object.getOwnPropertyDescriptor(decl.name, 'end')).toBeUndefined();
    const fn = strconv.unit.types.scope.lookup('ParseInt')!;
    expect(fn).toBeInstanceOf(TT.Func);
    expect(Object.getOwnPropertyDescriptor(fn, 'pos')).toBeUndefined();
    // Read, they are the parser's and the checker's positions.
    expect(decl.pos).toEqual(fresh.pos);
    expect(decl.pos).toEqual({ line: fresh.pos.line, col: fresh.pos.col, offset: fresh.pos.offset });
    expect([decl.end, decl.name.pos, decl.name.end]).toEqual([fresh.end, fresh.name.pos, fresh.name.end]);
    expect(fn.pos).toEqual(freshFunc.pos);
    expect(fn.pos.file).toBe('strconv/strconv.go');
    // Set, a position is the node's own, as the parser's are.
    const moved = { line: 1, col: 2, offset: 3 };
    decl.name.pos = moved;
    expect(decl.name.pos).toBe(moved);
    decl.name.pos = fresh.name.pos;
    // A function without a body (strconv.Itoa is a native) keeps its signature's syntax in a segment
    // of its own: running it reads its object's signature, not that syntax.
    const itoa = strconv.pkg.files
      .flatMap((f) => f.decls)
      .find((d) => d.kind === 'FuncDecl' && d.name.name === 'Itoa') as FuncDecl;
    expect(hasBody(itoa)).toBe(false);
    expect(Object.getOwnPropertyDescriptor(itoa, 'type')?.get).toBeDefined();
    // A snapshot written by a process that read one has them too.
    useSnapshot(snap);
    try {
      expect(
        runGo({ files: [{ name: 'main.go', src }], phases: makePhases(lookupRegistry, registryPaths) })
          .stdout,
      ).toBe('1\n');
      expect(Object.getOwnPropertyDescriptor(itoa, 'type')?.get).toBeDefined();
      expect(itoa.type.params.list[0].names[0].name).toBe('i');
      expect(hasBody(itoa)).toBe(false);
      const again = readSnapshot(writeSnapshot())!.entries.get('strconv')!;
      const d2 = findParseInt(again.pkg.files);
      expect([d2.pos, d2.end, d2.name.pos, d2.name.end]).toEqual([
        fresh.pos,
        fresh.end,
        fresh.name.pos,
        fresh.name.end,
      ]);
      expect(again.unit.types.scope.lookup('ParseInt')!.pos).toEqual(fn.pos);
    } finally {
      useSnapshot(undefined);
    }
  }, 300_000);

  it('makes an object of the main table when first reached, and fills it when a field is first read', () => {
    const checked = makePhases(lookupRegistry, registryPaths);
    const src =
      'package main\n\nimport (\n\t"fmt"\n\t"strconv"\n)\n\nfunc main() { fmt.Println(strconv.Quote("a")) }\n';
    expect(runGo({ files: [{ name: 'main.go', src }], phases: checked }).stdout).toBe('"a"\n');
    const freshScope = registryCheck(checked.registryPackage('strconv')!)!.types.scope;
    const snap = readSnapshot(writeSnapshot())!;
    const scope = snap.entries.get('strconv')!.unit.types.scope;
    // Reached (an entry of the package scope's map), a declared object is made without its fields:
    // it has none of its own until one is read.
    const quote = scope.lookup('Quote') as TT.Func;
    expect(quote).toBeInstanceOf(TT.Func);
    expect(Object.getOwnPropertyDescriptor(quote, 'type')).toBeUndefined();
    expect(Object.keys(quote)).toEqual([]);
    // A field read fills the object: every field is its own data property, in the checker's order,
    // and a reference is the same object each time.
    const sig = quote.type;
    expect(Object.getOwnPropertyDescriptor(quote, 'type')?.value).toBe(sig);
    // (Its position stays in the main table's words: see POS3.)
    const own = (o: object) => Object.keys(o).filter((k) => k !== 'pos');
    expect(Object.keys(quote)).toEqual(own(freshScope.lookup('Quote')!));
    expect(quote.type).toBe(sig);
    expect(scope.lookup('Quote')).toBe(quote);
    expect(sig.params.vars.map((v) => v.name)).toEqual(['s']);
    expect(sig.params.vars[0].type).toMatchObject({ kind: 'basic', name: 'string' });
    // A field written first fills the object too, and keeps the others.
    const itoa = scope.lookup('Itoa')!;
    const wrote = { line: 1, col: 1, offset: 0, file: 'x.go' };
    itoa.pos = wrote;
    expect(itoa.pos).toBe(wrote);
    expect(itoa.name).toBe('Itoa');
    expect(((itoa as TT.Func).type as TT.Signature).results.vars[0].type).toMatchObject({
      kind: 'basic',
      name: 'string',
    });
    // A walk of its keys (syntax/objwalk.ts: for-in) sees an unread object's fields, and reads them.
    const parseBool = scope.lookup('ParseBool')! as unknown as Record<string, unknown>;
    const keys: string[] = [];
    const values: unknown[] = [];
    for (const k in parseBool) {
      keys.push(k);
      values.push(parseBool[k]);
    }
    expect(keys).toEqual(expect.arrayContaining(['name', 'pkg', 'type']));
    expect(values[keys.indexOf('name')]).toBe('ParseBool');
    expect(Object.keys(parseBool)).toEqual(own(freshScope.lookup('ParseBool')!));
    // A position is read from the main table's words, filled or not.
    expect(scope.lookup('FormatInt')!.pos).toEqual(freshScope.lookup('FormatInt')!.pos);
    // Programs run alike from it, and a snapshot written from it holds every object, read or not.
    useSnapshot(snap);
    try {
      const run = () =>
        runGo({ files: [{ name: 'main.go', src }], phases: makePhases(lookupRegistry, registryPaths) })
          .stdout;
      expect(run()).toBe('"a"\n');
      const again = readSnapshot(writeSnapshot())!;
      useSnapshot(again);
      expect(run()).toBe('"a"\n');
      const s2 = again.entries.get('strconv')!.unit.types.scope;
      expect([...s2.elems.keys()].sort()).toEqual([...freshScope.elems.keys()].sort());
      expect(s2.lookup('FormatInt')!.pos).toEqual(freshScope.lookup('FormatInt')!.pos);
      expect(((s2.lookup('Quote') as TT.Func).type as TT.Signature).params.vars[0].name).toBe('s');
    } finally {
      useSnapshot(undefined);
    }
  }, 300_000);

  it('finds one entry of a large map of the main table among its words, and walks it whole in order', () => {
    const checked = makePhases(lookupRegistry, registryPaths);
    const src =
      'package main\n\nimport (\n\t"fmt"\n\t"strconv"\n)\n\nfunc main() { fmt.Println(strconv.Quote("b")) }\n';
    expect(runGo({ files: [{ name: 'main.go', src }], phases: checked }).stdout).toBe('"b"\n');
    const fresh = registryCheck(checked.registryPackage('strconv')!)!;
    const bytes = writeSnapshot();
    const declOf = (files: File[], name: string) =>
      files.flatMap((f) => f.decls).find((d) => d.kind === 'FuncDecl' && d.name.name === name) as FuncDecl;
    const names = (m: Map<Ident, unknown>) => [...m.keys()].map((k) => `${k.name}@${k.pos?.offset}`);
    // Walked at once, a map is its words' entries in order (the identifiers of function bodies come
    // with their segments).
    const whole = readSnapshot(bytes)!.entries.get('strconv')!.unit;
    const wholeNames = names(whole.info.defs);
    expect(wholeNames.length).toBe(whole.info.defs.size);
    expect(wholeNames).toEqual(names(fresh.info.defs).filter((n) => wholeNames.includes(n)));
    const unit = readSnapshot(bytes)!.entries.get('strconv')!.unit;
    // A package scope's map is looked up by name: the lookup makes the scope and the object alone.
    const scope = unit.types.scope;
    let made = snapshotObjectCounts().made;
    expect(scope.lookup('FormatFloat')?.name).toBe('FormatFloat');
    expect(snapshotObjectCounts().made - made).toBeLessThan(12);
    expect(scope.lookup('NoSuchName')).toBeUndefined();
    const quote = declOf(unit.files, 'Quote');
    // A lookup makes its entry alone: not the package's hundreds of identifiers and objects.
    made = snapshotObjectCounts().made;
    const defs = unit.info.defs;
    const obj = defs.get(quote.name);
    expect(snapshotObjectCounts().made - made).toBeLessThan(40);
    expect(obj).toBe(unit.types.scope.lookup('Quote'));
    expect(defs.has(quote.name)).toBe(true);
    expect(defs.get(declOf(fresh.files, 'Quote').name)).toBeUndefined();
    expect(defs.has(declOf(fresh.files, 'Quote').name)).toBe(false);
    expect(defs.size).toBe(whole.info.defs.size);
    // A key set anew keeps its place; a key added goes last.
    const itoa = declOf(unit.files, 'Itoa');
    const itoaObj = defs.get(itoa.name);
    defs.set(itoa.name, itoaObj);
    const extra = { kind: 'Ident', name: 'extra' } as unknown as Ident;
    defs.set(extra, undefined);
    expect(defs.size).toBe(whole.info.defs.size + 1);
    expect(names(defs)).toEqual([...wholeNames, 'extra@undefined']);
    expect(defs.get(itoa.name)).toBe(itoaObj);
    expect([...defs.values()].map((o) => o?.name)).toEqual([
      ...[...whole.info.defs.values()].map((o) => o?.name),
      undefined,
    ]);
    expect([...unit.info.types.values()].map((tv) => tv.mode)).toEqual(
      [...whole.info.types.values()].map((tv) => tv.mode),
    );
    expect([...scope.elems.keys()]).toEqual([...fresh.types.scope.elems.keys()]);
  }, 300_000);

  it("gives the walks that read an object's own keys what a fresh check gives them", () => {
    // The audit of the consumers that read own keys (for-in, Object.keys/entries, spread) on objects
    // of the main table: syntax/objwalk.ts (for-in) sees a shell's fields through its prototype and
    // reads them; types/builtins.ts reads `kind` (filling the object) before Object.entries; a
    // position is a fresh object with its own fields (spread in types/stmt.ts and vet); a map is
    // walked through its iterators. Nothing clones or serialises these objects.
    const checked = makePhases(lookupRegistry, registryPaths);
    const src =
      'package main\n\nimport (\n\t"fmt"\n\t"strconv"\n)\n\nfunc main() { fmt.Println(strconv.Quote("c")) }\n';
    expect(runGo({ files: [{ name: 'main.go', src }], phases: checked }).stdout).toBe('"c"\n');
    const fresh = registryCheck(checked.registryPackage('strconv')!)!;
    const unit = readSnapshot(writeSnapshot())!.entries.get('strconv')!.unit;
    const kinds = (root: unknown) => {
      const out: string[] = [];
      // Nodes, in order (a position other than pos and end, such as a call's lparen, is visited
      // too: in place, it comes after the node's own fields; no walk looks at positions).
      walkObjects(root, SKIP_POS, (n) => {
        if (n.kind !== undefined) out.push(n.kind);
        return true;
      });
      return out;
    };
    const file = unit.files.findIndex((f) => f.filename === fresh.files[0].filename);
    expect(kinds(unit.files[file])).toEqual(kinds(fresh.files[0]));
    const quote = unit.files
      .flatMap((f) => f.decls)
      .find((d) => d.kind === 'FuncDecl' && d.name.name === 'Quote')!;
    const freshQuote = fresh.files
      .flatMap((f) => f.decls)
      .find((d) => d.kind === 'FuncDecl' && d.name.name === 'Quote')!;
    // (Its positions are in place: accessors of its prototype, not own keys.)
    expect(Object.keys(quote)).toEqual(Object.keys(freshQuote).filter((k) => k !== 'pos' && k !== 'end'));
    expect({ ...quote.pos }).toEqual({ ...freshQuote.pos });
    const types = unit.info.types;
    const n = fresh.info.types.size;
    expect(types.size).toBeLessThanOrEqual(n);
    expect(new Map(types).size).toBe(types.size);
    expect(Array.from(types.keys()).length).toBe(types.size);
    let each = 0;
    types.forEach(() => {
      each++;
    });
    expect(each).toBe(types.size);
  }, 300_000);

  it('refuses bytes that are not a snapshot', () => {
    expect(readSnapshot(new Uint8Array([1, 2, 3]))).toBeUndefined();
    expect(readSnapshot(new TextEncoder().encode('\u0004\u0000\u0000\u0000{}'))).toBeUndefined();
  });
});
