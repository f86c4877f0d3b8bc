// The interpreter compiles from the AST plus Info only: these tests prove Info is complete for
// valid programs (every identifier resolved, every value expression typed, selections with index
// paths, implicit type-switch variables, instances, init order, closure captures).

import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Expr, File, Ident, Node } from '../../../src/go/syntax/ast.ts';
import { forEachChild } from '../../../src/go/syntax/walk.ts';
import type { Info } from '../../../src/go/types/info.ts';
import { typeString } from '../../../src/go/types/typestring.ts';
import { checkProgram, StubImporter } from './harness.ts';

const dir = join(import.meta.dirname, 'testdata');
const importer = new StubImporter();

function walk(n: Node, f: (n: Node, parent: Node | undefined) => void, parent?: Node): void {
  f(n, parent);
  forEachChild(n, (ch) => walk(ch, f, n));
}

/** Identifiers that are neither defined nor used by design (go/types leaves them out too). */
function exemptIdent(id: Ident, parent: Node | undefined, file: File): boolean {
  if (id === file.name) return true;
  // The `type` keyword position of x.(type) has no ident; the package name of a qualified identifier is a use.
  return parent?.kind === 'ImportSpec' && parent.name === id && false;
}

function missing(info: Info, file: File): { idents: string[]; exprs: string[] } {
  const idents: string[] = [];
  const exprs: string[] = [];
  const where = (n: Node) => `${n.pos.line}:${n.pos.col}`;
  const exempt = new Set<Node>();
  walk(file, (n) => {
    if (n.kind === 'ImportSpec') exempt.add(n.path);
    if (n.kind === 'Field' && n.tag) exempt.add(n.tag);
  });
  walk(file, (n, parent) => {
    if (exempt.has(n)) return;
    if (n.kind === 'Ident') {
      if (!info.defs.has(n) && !info.uses.has(n) && !exemptIdent(n, parent, file))
        idents.push(`${n.name}@${where(n)}`);
      return;
    }
    const valueKinds = [
      'BasicLit',
      'CallExpr',
      'BinaryExpr',
      'UnaryExpr',
      'CompositeLit',
      'IndexExpr',
      'SliceExpr',
      'StarExpr',
      'ParenExpr',
      'FuncLit',
    ];
    if (valueKinds.includes(n.kind) && !info.types.has(n as Expr)) exprs.push(`${n.kind}@${where(n)}`);
    if (n.kind === 'TypeAssertExpr' && n.type && !info.types.has(n)) exprs.push(`TypeAssertExpr@${where(n)}`);
    if (n.kind === 'SelectorExpr' && !info.types.has(n)) exprs.push(`SelectorExpr@${where(n)}`);
  });
  return { idents, exprs };
}

const okPrograms = readdirSync(dir)
  .filter((f) => f.startsWith('ok_') && f.endsWith('.go'))
  .sort();

describe('Info completeness on valid programs', () => {
  for (const name of okPrograms) {
    it(name, () => {
      const r = checkProgram([{ name, src: readFileSync(join(dir, name), 'utf8') }], importer);
      expect(r.lines).toEqual([]);
      const info = r.result!.info;
      const m = missing(info, r.files[0]);
      expect(m.idents).toEqual([]);
      expect(m.exprs).toEqual([]);
      // Every constant expression carries its value.
      for (const tv of info.types.values()) if (tv.mode === 'constant') expect(tv.value).toBeDefined();
    });
  }
});

function checkSrc(src: string) {
  const r = checkProgram([{ name: 'x.go', src }], importer);
  expect(r.lines).toEqual([]);
  return { info: r.result!.info, file: r.files[0] };
}

function find<K extends Node['kind']>(file: File, kind: K, pred: (n: Extract<Node, { kind: K }>) => boolean) {
  let hit: Extract<Node, { kind: K }> | undefined;
  walk(file, (n) => {
    if (!hit && n.kind === kind && pred(n as Extract<Node, { kind: K }>))
      hit = n as Extract<Node, { kind: K }>;
  });
  if (!hit) throw new Error(`no ${kind}`);
  return hit;
}

describe('Info details', () => {
  it('records untyped constants with their final type', () => {
    const { info, file } = checkSrc(`package main

import "fmt"

func main() {
	var x int64 = 1 << 3
	var f float32 = 2
	fmt.Println(x, f, 7)
}
`);
    const lits = new Map<string, string>();
    walk(file, (n) => {
      if (
        n.kind === 'BinaryExpr' ||
        (n.kind === 'BasicLit' && n.value === '2') ||
        (n.kind === 'BasicLit' && n.value === '7')
      )
        lits.set(n.kind === 'BasicLit' ? n.value : '1<<3', typeString(info.types.get(n as Expr)!.type));
    });
    expect(lits.get('1<<3')).toBe('int64');
    expect(lits.get('2')).toBe('float32');
    expect(lits.get('7')).toBe('int');
    const shift = find(file, 'BinaryExpr', () => true);
    expect(info.types.get(shift)!.value).toEqual({ kind: 'int', value: 8n });
  });

  it('records selections with embedding index paths and indirection', () => {
    const { info, file } = checkSrc(`package main

type Inner struct{ A, B int }

func (i *Inner) M() int { return i.B }

type Outer struct {
	X int
	*Inner
}

func main() {
	o := Outer{Inner: &Inner{}}
	_ = o.B
	_ = o.M()
	f := o.M
	_ = f
}
`);
    const b = find(
      file,
      'SelectorExpr',
      (s) => s.sel.name === 'B' && s.x.kind === 'Ident' && s.x.name === 'o',
    );
    const sb = info.selections.get(b)!;
    expect(sb.kind).toBe('fieldval');
    expect(sb.index).toEqual([1, 1]);
    expect(sb.indirect).toBe(true);
    const m = find(file, 'SelectorExpr', (s) => s.sel.name === 'M');
    const sm = info.selections.get(m)!;
    expect(sm.kind).toBe('methodval');
    expect(sm.index).toEqual([1, 0]);
    expect(sm.obj.name).toBe('M');
  });

  it('records implicit type-switch variables per clause', () => {
    const { info, file } = checkSrc(`package main

func main() {
	var x any = 1
	switch v := x.(type) {
	case int:
		_ = v + 1
	case string, bool:
		_ = v
	}
}
`);
    const clauses: Node[] = [];
    walk(file, (n) => {
      if (n.kind === 'CaseClause') clauses.push(n);
    });
    const types = clauses.map((cl) => {
      const v = info.implicits.get(cl);
      return v && v.kind === 'var' ? typeString(v.type) : '?';
    });
    expect(types).toEqual(['int', 'any']);
  });

  it('records instances of generic functions and types', () => {
    const { info, file } = checkSrc(`package main

func Map[T, U any](xs []T, f func(T) U) []U { return nil }

type Box[T any] struct{ v T }

func main() {
	_ = Map([]int{1}, func(i int) string { return "" })
	_ = Box[bool]{v: true}
}
`);
    const mapId = find(file, 'Ident', (i) => i.name === 'Map' && info.uses.has(i));
    const inst = info.instances.get(mapId)!;
    expect(inst.typeArgs.map((t) => typeString(t))).toEqual(['int', 'string']);
    expect(typeString(inst.type)).toBe('func(xs []int, f func(int) string) []string');
    const boxId = find(file, 'Ident', (i) => i.name === 'Box' && info.uses.has(i));
    expect(typeString(info.instances.get(boxId)!.type, () => '')).toBe('Box[bool]');
  });

  it('computes package initialisation order from dependencies', () => {
    const { info } = checkSrc(`package main

var a = b + c
var b = f()
var c = 1
var d, e = g()

func f() int { return c * 2 }
func g() (int, int) { return a, 0 }

func main() {}
`);
    expect(info.initOrder.map((i) => i.lhs.map((v) => v.name).join(','))).toEqual(['c', 'b', 'a', 'd,e']);
  });

  it('lists variables captured by closures', () => {
    const { info, file } = checkSrc(`package main

func main() {
	n := 0
	k := 1
	inc := func() {
		m := 2
		n += k + m
	}
	inc()
}
`);
    const lit = find(file, 'FuncLit', () => true);
    expect(
      info.captures
        .get(lit)!
        .map((v) => v.name)
        .sort(),
    ).toEqual(['k', 'n']);
  });
});
