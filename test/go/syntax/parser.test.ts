import { describe, expect, it } from 'vitest';
import type {
  AssignStmt,
  CallExpr,
  CompositeLit,
  Expr,
  File,
  FuncDecl,
  GenDecl,
  Node,
  RangeStmt,
  Stmt,
  TypeSpec,
} from '../../../src/go/syntax/ast.ts';
import { checkBranches } from '../../../src/go/syntax/branches.ts';
import { parseFile } from '../../../src/go/syntax/parser.ts';
import { exprString, stmtString } from '../../../src/go/syntax/printer.ts';
import { inspect, walk } from '../../../src/go/syntax/walk.ts';

function parseOK(src: string): File {
  const r = parseFile('x.go', src);
  expect(r.diagnostics).toEqual([]);
  expect(r.file).toBeDefined();
  return r.file!;
}

function all<K extends Node['kind']>(n: Node, kind: K): Extract<Node, { kind: K }>[] {
  const out: Extract<Node, { kind: K }>[] = [];
  inspect(n, (x) => {
    if (x.kind === kind) out.push(x as Extract<Node, { kind: K }>);
    return true;
  });
  return out;
}

/** Parses statements inside a function body and returns them. */
function stmts(body: string): Stmt[] {
  const f = parseOK(`package p\n\nfunc f() {\n${body}\n}\n`);
  return (f.decls[0] as FuncDecl).body!.list;
}

function expr(src: string): Expr {
  const f = parseOK(`package p\n\nvar _ = ${src}\n`);
  const spec = (f.decls[0] as GenDecl).specs[0];
  if (spec.kind !== 'ValueSpec') throw new Error('not a value spec');
  return spec.values[0];
}

const at = (p: { line: number; col: number }): string => `${p.line}:${p.col}`;

describe('files and packages', () => {
  it('parses the package clause, grouped, aliased, blank and dot imports', () => {
    const f = parseOK(
      'package main\n\nimport (\n\t"fmt"\n\tctrl "sigs.k8s.io/controller-runtime"\n\t_ "embed"\n\t. "strings"\n)\n\nimport "os"\n',
    );
    expect(f.name.name).toBe('main');
    expect(f.imports.map((i) => [i.name?.name, i.path.value])).toEqual([
      [undefined, '"fmt"'],
      ['ctrl', '"sigs.k8s.io/controller-runtime"'],
      ['_', '"embed"'],
      ['.', '"strings"'],
      [undefined, '"os"'],
    ]);
    const g = f.decls[0] as GenDecl;
    expect(g.tok).toBe('import');
    expect(at(g.lparen!)).toBe('3:8');
    expect(at(g.rparen!)).toBe('8:1');
  });

  it('parses const and var groups with iota indexes, and func init', () => {
    const f = parseOK(
      'package p\n\nconst (\n\tA = iota\n\tB\n\tC string = "c"\n)\n\nvar (\n\tx, y = 1, 2\n\tz int\n)\n\nfunc init() {}\n',
    );
    const c = f.decls[0] as GenDecl;
    expect(
      c.specs.map((s) => (s.kind === 'ValueSpec' ? [s.names[0].name, s.iota, s.values.length] : [])),
    ).toEqual([
      ['A', 0, 1],
      ['B', 1, 0],
      ['C', 2, 1],
    ]);
    const v = f.decls[1] as GenDecl;
    expect(v.specs.map((s) => (s.kind === 'ValueSpec' ? s.names.map((n) => n.name) : []))).toEqual([
      ['x', 'y'],
      ['z'],
    ]);
    expect((f.decls[2] as FuncDecl).name.name).toBe('init');
  });

  it('accepts function declarations without a body (native functions)', () => {
    const f = parseOK(
      'package fmt\n\nfunc Println(a ...any) (n int, err error)\n\nfunc (b *Builder) String() string\n',
    );
    const p = f.decls[0] as FuncDecl;
    expect(p.body).toBeUndefined();
    expect(p.type.params.list[0].type.kind).toBe('Ellipsis');
    expect(p.type.results!.list.map((r) => r.names[0].name)).toEqual(['n', 'err']);
    expect((f.decls[1] as FuncDecl).recv!.list[0].type.kind).toBe('StarExpr');
  });

  it('records the //go:build constraint', () => {
    expect(parseOK('//go:build linux && !race\n\npackage p\n').goBuild).toBe('linux && !race');
  });
});

describe('declarations and types', () => {
  it('parses struct types with tags, embedded and pointer-embedded fields', () => {
    const f = parseOK(
      'package p\n\ntype App struct {\n\tmetav1.TypeMeta   `json:",inline"`\n\tmetav1.ObjectMeta `json:"metadata,omitempty"`\n\t*Inner\n\tA, B int `json:"a"`\n\tSpec AppSpec\n}\n',
    );
    const st = (f.decls[0] as GenDecl).specs[0] as TypeSpec;
    expect(st.type.kind).toBe('StructType');
    if (st.type.kind !== 'StructType') return;
    const fields = st.type.fields.list;
    expect(fields.map((x) => [x.names.map((n) => n.name), exprString(x.type), x.tag?.value])).toEqual([
      [[], 'metav1.TypeMeta', '`json:",inline"`'],
      [[], 'metav1.ObjectMeta', '`json:"metadata,omitempty"`'],
      [[], '*Inner', undefined],
      [['A', 'B'], 'int', '`json:"a"`'],
      [['Spec'], 'AppSpec', undefined],
    ]);
  });

  it('parses named non-struct types, aliases, interfaces with methods, embedding and type sets', () => {
    const f = parseOK(
      'package p\n\ntype ConditionStatus string\ntype Result = reconcile.Result\ntype Clock interface {\n\tNow() time.Time\n\tfmt.Stringer\n}\ntype Number interface {\n\t~int | ~int64 | float64\n}\n',
    );
    const specs = f.decls.map((d) => (d as GenDecl).specs[0] as TypeSpec);
    expect(specs[0].type.kind).toBe('Ident');
    expect(specs[1].assign).toBeDefined();
    expect(specs[2].type.kind).toBe('InterfaceType');
    const it2 = specs[2].type;
    if (it2.kind === 'InterfaceType') {
      expect(it2.methods.list[0].names[0].name).toBe('Now');
      expect(it2.methods.list[0].type.kind).toBe('FuncType');
      expect(exprString(it2.methods.list[1].type)).toBe('fmt.Stringer');
    }
    const num = specs[3].type;
    if (num.kind === 'InterfaceType')
      expect(exprString(num.methods.list[0].type)).toBe('~int | ~int64 | float64');
    expect(exprString(specs[2].type)).toBe('interface{Now() time.Time; fmt.Stringer}');
  });

  it('parses generic types and functions with type parameter lists', () => {
    const f = parseOK(
      'package p\n\ntype List[T any] struct{ items []T }\ntype Pair[K comparable, V any] struct{}\ntype A [N]int\nfunc Map[S ~[]E, E any, R any](s S, f func(E) R) []R { return nil }\nfunc (l *List[T]) Len() int { return 0 }\n',
    );
    const list = (f.decls[0] as GenDecl).specs[0] as TypeSpec;
    expect(list.typeParams!.list.map((p) => [p.names[0].name, exprString(p.type)])).toEqual([['T', 'any']]);
    const pair = (f.decls[1] as GenDecl).specs[0] as TypeSpec;
    expect(pair.typeParams!.list.map((p) => p.names.map((n) => n.name))).toEqual([['K'], ['V']]);
    const arr = (f.decls[2] as GenDecl).specs[0] as TypeSpec;
    expect(arr.typeParams).toBeUndefined();
    expect(arr.type.kind).toBe('ArrayType');
    const m = f.decls[3] as FuncDecl;
    expect(m.type.typeParams!.list.map((p) => [p.names.map((n) => n.name), exprString(p.type)])).toEqual([
      [['S'], '~[]E'],
      [['E'], 'any'],
      [['R'], 'any'],
    ]);
    const g = parseOK('package p\n\nfunc F[K, V any, S ~[]V](m map[K]V) {}\n').decls[0] as FuncDecl;
    expect(g.type.typeParams!.list.map((p) => p.names.map((n) => n.name))).toEqual([['K', 'V'], ['S']]);
    const recv = (f.decls[4] as FuncDecl).recv!.list[0];
    expect(exprString(recv.type)).toBe('*List[T]');
  });

  it('parses methods with value and pointer receivers, named results and variadics', () => {
    const f = parseOK(
      'package p\n\nfunc (r *R) Reconcile(ctx context.Context, req ctrl.Request) (res ctrl.Result, err error) { return }\nfunc (v V) String() string { return "" }\nfunc sum(xs ...int) int { return 0 }\n',
    );
    const r = f.decls[0] as FuncDecl;
    expect(exprString(r.recv!.list[0].type)).toBe('*R');
    expect(r.type.results!.list.map((x) => x.names[0].name)).toEqual(['res', 'err']);
    expect(exprString((f.decls[1] as FuncDecl).recv!.list[0].type)).toBe('V');
    expect(exprString((f.decls[2] as FuncDecl).type)).toBe('func(xs ...int) int');
  });
});

describe('statements', () => {
  it('parses assignments, op-assignments and inc/dec', () => {
    const ss = stmts('\ta, b := 1, 2\n\ta = 3\n\ta += 2\n\tm[a][b]++\n\tx.y--\n\ta <<= 1\n');
    expect(ss.map((s) => s.kind)).toEqual([
      'AssignStmt',
      'AssignStmt',
      'AssignStmt',
      'IncDecStmt',
      'IncDecStmt',
      'AssignStmt',
    ]);
    expect(ss.map((s) => stmtString(s))).toEqual([
      'a, b := 1, 2',
      'a = 3',
      'a += 2',
      'm[a][b]++',
      'x.y--',
      'a <<= 1',
    ]);
    const a = ss[0] as AssignStmt;
    expect(at(a.tokPos)).toBe('4:7');
  });

  it('parses if with init and else-if chains', () => {
    const [s] = stmts('\tif err := f(); err != nil {\n\t} else if x {\n\t} else {\n\t}\n');
    expect(s.kind).toBe('IfStmt');
    if (s.kind !== 'IfStmt') return;
    expect(s.init?.kind).toBe('AssignStmt');
    expect(exprString(s.cond)).toBe('err != nil');
    expect(s.else?.kind).toBe('IfStmt');
    if (s.else?.kind === 'IfStmt') expect(s.else.else?.kind).toBe('BlockStmt');
  });

  it('parses every for form', () => {
    const ss = stmts(
      '\tfor k, v := range m {\n\t}\n\tfor _, v := range xs {\n\t}\n\tfor k := range m {\n\t}\n\tfor range ch {\n\t}\n\tfor i = range 10 {\n\t}\n\tfor i := 0; i < n; i++ {\n\t}\n\tfor {\n\t}\n\tfor x < 3 {\n\t}\n\tfor ;; {\n\t}\n',
    );
    const r = ss.slice(0, 5) as RangeStmt[];
    expect(r.map((x) => [x.kind, x.key && exprString(x.key), x.value && exprString(x.value), x.tok])).toEqual(
      [
        ['RangeStmt', 'k', 'v', ':='],
        ['RangeStmt', '_', 'v', ':='],
        ['RangeStmt', 'k', undefined, ':='],
        ['RangeStmt', undefined, undefined, undefined],
        ['RangeStmt', 'i', undefined, '='],
      ],
    );
    const three = ss[5];
    expect(three.kind).toBe('ForStmt');
    if (three.kind === 'ForStmt') {
      expect(three.init?.kind).toBe('AssignStmt');
      expect(three.cond && exprString(three.cond)).toBe('i < n');
      expect(three.post?.kind).toBe('IncDecStmt');
    }
    for (const s of ss.slice(6)) expect(s.kind).toBe('ForStmt');
    expect(ss[6].kind === 'ForStmt' && ss[6].cond).toBeUndefined();
  });

  it('parses tagged, tagless and type switches', () => {
    const ss = stmts(
      '\tswitch x {\n\tcase 1, 2:\n\t\tfallthrough\n\tcase 3:\n\tdefault:\n\t}\n\tswitch {\n\tcase a > b:\n\t}\n\tswitch v := x.(type) {\n\tcase int, string:\n\tcase nil:\n\t}\n\tswitch y := 1; x.(type) {\n\t}\n',
    );
    expect(ss.map((s) => s.kind)).toEqual(['SwitchStmt', 'SwitchStmt', 'TypeSwitchStmt', 'TypeSwitchStmt']);
    const sw = ss[0];
    if (sw.kind === 'SwitchStmt') {
      expect(sw.body.list.map((c) => (c.kind === 'CaseClause' ? c.list.length : -1))).toEqual([2, 1, 0]);
    }
    expect(ss[1].kind === 'SwitchStmt' && ss[1].tag).toBeUndefined();
    const ts = ss[2];
    if (ts.kind === 'TypeSwitchStmt') {
      expect(ts.assign.kind).toBe('AssignStmt');
      expect(stmtString(ts.assign)).toBe('v := x.(type)');
    }
    const ts2 = ss[3];
    if (ts2.kind === 'TypeSwitchStmt') {
      expect(ts2.init?.kind).toBe('AssignStmt');
      expect(ts2.assign.kind).toBe('ExprStmt');
    }
  });

  it('parses select with send, receive and receive-assign cases, go and defer', () => {
    const ss = stmts(
      '\tselect {\n\tcase v := <-ch:\n\tcase ch <- 1:\n\tcase <-done:\n\tcase v, ok = <-ch:\n\tdefault:\n\t}\n\tgo worker(ch)\n\tdefer mu.Unlock()\n\tdefer func() { recover() }()\n',
    );
    const sel = ss[0];
    expect(sel.kind).toBe('SelectStmt');
    if (sel.kind === 'SelectStmt') {
      expect(sel.body.list.map((c) => (c.kind === 'CommClause' ? c.comm?.kind : ''))).toEqual([
        'AssignStmt',
        'SendStmt',
        'ExprStmt',
        'AssignStmt',
        undefined,
      ]);
    }
    expect(ss.slice(1).map((s) => s.kind)).toEqual(['GoStmt', 'DeferStmt', 'DeferStmt']);
    const d = ss[3];
    if (d.kind === 'DeferStmt') expect(exprString(d.call)).toBe('func() {…}()');
  });

  it('parses labels, labeled break/continue, goto, bare and multi-value return', () => {
    const ss = stmts(
      'Outer:\n\tfor {\n\t\tcontinue Outer\n\t\tbreak Outer\n\t}\n\tgoto End\nEnd:\n\treturn\n',
    );
    expect(ss[0].kind).toBe('LabeledStmt');
    const bs = all(ss[0], 'BranchStmt');
    expect(bs.map((b) => [b.tok, b.label?.name])).toEqual([
      ['continue', 'Outer'],
      ['break', 'Outer'],
    ]);
    expect(ss[1].kind).toBe('BranchStmt');
    expect(ss[2].kind === 'LabeledStmt' && ss[2].stmt.kind).toBe('ReturnStmt');
    const [r] = stmts('\treturn ctrl.Result{}, err\n');
    expect(r.kind === 'ReturnStmt' && r.results.length).toBe(2);
  });

  it('parses declarations inside functions and block scopes', () => {
    const ss = stmts('\tvar x int\n\tconst c = 1\n\ttype T struct{}\n\t{\n\t\tx := 2\n\t}\n');
    expect(ss.map((s) => s.kind)).toEqual(['DeclStmt', 'DeclStmt', 'DeclStmt', 'BlockStmt']);
  });
});

describe('expressions', () => {
  it('parses selectors, calls on call results and indexing of call results', () => {
    expect(exprString(expr('r.Status().Update(ctx, &obj)'))).toBe('r.Status().Update(ctx, &obj)');
    expect(exprString(expr('strings.Split(x, ":")[1]'))).toBe('strings.Split(x, ":")[1]');
    const c = expr('append(xs, ys...)') as CallExpr;
    expect(c.ellipsis).toBeDefined();
  });

  it('parses nested composite literals with elided types and &T{}', () => {
    const e = expr('[]corev1.Container{{Name: "a", Ports: []corev1.ContainerPort{{ContainerPort: 80}}}}');
    expect(e.kind).toBe('CompositeLit');
    const inner = (e as CompositeLit).elts[0] as CompositeLit;
    expect(inner.type).toBeUndefined();
    expect(inner.elts[0].kind).toBe('KeyValueExpr');
    expect(exprString(e)).toBe('[]corev1.Container{…}');
    const p = expr('&appsv1.Deployment{ObjectMeta: metav1.ObjectMeta{Name: n}}');
    expect(p.kind === 'UnaryExpr' && p.op === '&' && p.x.kind).toBe('CompositeLit');
    const m = expr('map[string]struct{}{"a": {}}');
    expect(m.kind).toBe('CompositeLit');
  });

  it('parses operators with Go precedence', () => {
    expect(exprString(expr('a || b && c == d + e * f'))).toBe('a || b && c == d + e * f');
    const e = expr('a || b && c == d + e * f');
    expect(e.kind === 'BinaryExpr' && e.op).toBe('||');
    const u = expr('-x + *p - ^y + !z');
    expect(u.kind === 'BinaryExpr' && u.op).toBe('+');
    expect(exprString(expr('*dep.Spec.Replicas == 3'))).toBe('*dep.Spec.Replicas == 3');
  });

  it('parses conversions, type assertions (comma-ok) and closures', () => {
    expect(exprString(expr('int32(x)'))).toBe('int32(x)');
    expect(exprString(expr('[]byte(s)'))).toBe('[]byte(s)');
    expect(exprString(expr('x.(*T)'))).toBe('x.(*T)');
    const [s] = stmts('\tv, ok := m["k"]\n');
    expect(s.kind === 'AssignStmt' && s.lhs.length).toBe(2);
    const fl = expr('func(a, b int) int { return a + b }');
    expect(fl.kind).toBe('FuncLit');
    expect(exprString(fl)).toBe('func(a, b int) int {…}');
  });

  it('parses new(T) and Go 1.26 new(expr) as ordinary calls', () => {
    for (const src of [
      'new(int)',
      'new(true)',
      'new(int64(1001))',
      'new("s")',
      'new(f())',
      'new(x+1)',
      'new(T{A: 1})',
    ]) {
      const e = expr(src);
      expect(e.kind, src).toBe('CallExpr');
      expect((e as CallExpr).fun.kind === 'Ident' && ((e as CallExpr).fun as { name: string }).name).toBe(
        'new',
      );
    }
  });

  it('parses explicit instantiations and generic type instances', () => {
    const one = expr('ptr.To[int32](3)') as CallExpr;
    expect(one.fun.kind).toBe('IndexExpr');
    const two = expr('Map[[]int, int, string](xs, f)') as CallExpr;
    expect(two.fun.kind).toBe('IndexListExpr');
    expect(exprString(two)).toBe('Map[[]int, int, string](xs, f)');
    expect(exprString(expr('Pair[string, int]{}'))).toBe('Pair[string, int]{}');
  });

  it('parses slices, anonymous structs, raw strings, rune and all number literals', () => {
    expect(exprString(expr('s[a:b]'))).toBe('s[a:b]');
    expect(exprString(expr('s[:b:c]'))).toBe('s[:b:c]');
    const sl = expr('s[1:2:3]');
    expect(sl.kind === 'SliceExpr' && sl.slice3).toBe(true);
    expect(exprString(expr('struct{ Name string }{Name: "x"}'))).toBe('struct{Name string}{…}');
    const raw = expr('`a\n"b"`');
    expect(raw.kind === 'BasicLit' && raw.litKind).toBe('STRING');
    const kinds = ['1_000', '0x1p-2', '2.5i', "'\\n'", '0o17'].map((s) => {
      const e = expr(s);
      return e.kind === 'BasicLit' ? e.litKind : e.kind;
    });
    expect(kinds).toEqual(['INT', 'FLOAT', 'IMAG', 'CHAR', 'INT']);
  });

  it('parses channel types of every direction', () => {
    const f = parseOK(
      'package p\n\nvar a chan int\nvar b chan<- int\nvar c <-chan int\nvar d chan (<-chan int)\nvar e <-chan <-chan int\n',
    );
    const types = f.decls.map((d) => {
      const s = (d as GenDecl).specs[0];
      return s.kind === 'ValueSpec' && s.type ? exprString(s.type) : '';
    });
    expect(types).toEqual(['chan int', 'chan<- int', '<-chan int', 'chan (<-chan int)', '<-chan <-chan int']);
    const recv = expr('<-ch');
    expect(recv.kind === 'UnaryExpr' && recv.op).toBe('<-');
  });

  it('distinguishes composite literals from blocks in statement headers', () => {
    const [s] = stmts('\tif x == (T{}) {\n\t}\n');
    expect(s.kind).toBe('IfStmt');
    const [s2] = stmts('\tfor _, c := range []int{1, 2} {\n\t}\n');
    expect(s2.kind === 'RangeStmt' && s2.x.kind).toBe('CompositeLit');
  });
});

describe('positions', () => {
  it('gives every node a start and end position with byte columns', () => {
    const f = parseOK('package p\n\nfunc f() {\n\tx := "é" + y\n}\n');
    const fd = f.decls[0] as FuncDecl;
    const a = fd.body!.list[0] as AssignStmt;
    const b = a.rhs[0];
    expect(at(a.pos)).toBe('4:2');
    expect(b.kind).toBe('BinaryExpr');
    if (b.kind === 'BinaryExpr') {
      expect(at(b.pos)).toBe('4:7');
      expect(at(b.opPos)).toBe('4:12');
      expect(at(b.y.pos)).toBe('4:14');
      expect(at(b.end)).toBe('4:15');
    }
    expect(at(fd.body!.rbrace)).toBe('5:1');
    expect(at(fd.end)).toBe('5:2');
    // every node's end is at or after its start
    inspect(f, (n) => {
      expect(n.end.offset, n.kind).toBeGreaterThanOrEqual(n.pos.offset);
      return true;
    });
  });

  it('positions calls, indexes and blocks at their brackets', () => {
    const c = expr('f(a, b)') as CallExpr;
    expect([at(c.pos), at(c.lparen), at(c.rparen), at(c.end)]).toEqual(['3:9', '3:10', '3:15', '3:16']);
  });
});

describe('comments', () => {
  const src = `// Package p does things.
package p

// +kubebuilder:object:root=true
// +kubebuilder:subresource:status

// App is the Schema for the apps API.
type App struct {
	// Spec is the desired state.
	Spec AppSpec \`json:"spec"\` // trailing
}

const (
	// A doc
	A = 1 // a line
)

// Reconcile reconciles.
// +kubebuilder:rbac:groups=apps,resources=deployments,verbs=get
func Reconcile() {}
`;
  it('keeps every comment group and attaches doc and line comments as go/ast does', () => {
    const f = parseOK(src);
    expect(f.doc?.list[0].text).toBe('// Package p does things.');
    expect(f.comments.length).toBe(8);
    const typ = f.decls[0] as GenDecl;
    expect(typ.doc?.list.map((c) => c.text)).toEqual(['// App is the Schema for the apps API.']);
    const st = (typ.specs[0] as TypeSpec).type;
    if (st.kind === 'StructType') {
      expect(st.fields.list[0].doc?.list[0].text).toBe('// Spec is the desired state.');
      expect(st.fields.list[0].comment?.list[0].text).toBe('// trailing');
    }
    const c = f.decls[1] as GenDecl;
    const spec = c.specs[0];
    expect(spec.kind === 'ValueSpec' && spec.doc?.list[0].text).toBe('// A doc');
    expect(spec.kind === 'ValueSpec' && spec.comment?.list[0].text).toBe('// a line');
    const fn = f.decls[2] as FuncDecl;
    expect(fn.doc?.list.map((x) => x.text)).toEqual([
      '// Reconcile reconciles.',
      '// +kubebuilder:rbac:groups=apps,resources=deployments,verbs=get',
    ]);
    // the kubebuilder markers separated by a blank line are a group of their own, found in File.comments
    const markers = f.comments.find((g) => g.list[0].text === '// +kubebuilder:object:root=true');
    expect(markers?.list.length).toBe(2);
  });
});

describe('walk', () => {
  it('visits nodes depth-first in source order and can prune subtrees', () => {
    const f = parseOK('package p\n\nfunc f() { g(1, h(2)) }\n');
    const seen: string[] = [];
    walk(
      {
        visit(n) {
          if (n.kind === 'BasicLit') seen.push(n.value);
          return n.kind === 'CallExpr' && n.args.length === 1 ? undefined : this;
        },
      },
      f,
    );
    expect(seen).toEqual(['1']);
    const lits: string[] = [];
    inspect(f, (n) => {
      if (n.kind === 'BasicLit') lits.push(n.value);
      return true;
    });
    expect(lits).toEqual(['1', '2']);
  });
});

describe('branch checks (gc CheckBranches)', () => {
  // parseFile records them on the File (the checker reports them with the type errors, as gc prints
  // them); checkBranches recomputes them from a tree
  const check = (body: string): string[] => {
    const r = parseFile('x.go', `package p\n\nfunc f() {\n${body}\n}\n`);
    expect(r.diagnostics).toEqual([]);
    const ds = r.file!.branchErrors ?? [];
    expect(checkBranches(r.file!)).toEqual(ds);
    return ds.map((d) => `${d.line}:${d.col}: ${d.msg}`);
  };
  it('reports misplaced and undefined branches and unused labels', () => {
    expect(check('\tbreak')).toEqual(['4:2: break is not in a loop, switch, or select']);
    expect(check('\tcontinue')).toEqual(['4:2: continue is not in a loop']);
    expect(check('L:\n\tfor {\n\t}')).toEqual(['4:1: label L defined and not used']);
    expect(check('\tgoto M')).toEqual(['4:7: label M not defined']);
    expect(check('\tfor {\n\t\tbreak X\n\t}')).toEqual(['5:9: break label not defined: X']);
    expect(check('L:\n\t{\n\t\tfor {\n\t\t\tcontinue L\n\t\t}\n\t}')).toEqual([
      '7:13: invalid continue label L',
    ]);
    expect(check('\tgoto L\n\tx := 1\n\t_ = x\nL:\n\treturn')).toEqual([
      '4:7: goto L jumps over declaration of x at ./x.go:5:4',
    ]);
    expect(check('\tgoto L\n\t{\n\tL:\n\t\treturn\n\t}')).toEqual([
      '4:7: goto L jumps into block starting at ./x.go:5:2',
    ]);
    expect(check('L:\n\tfor {\n\t\tswitch {\n\t\tcase true:\n\t\t\tbreak L\n\t\t}\n\t}')).toEqual([]);
    expect(check('\tswitch {\n\tcase true:\n\t\tfallthrough\n\tdefault:\n\t}')).toEqual([]);
    expect(check('\tswitch {\n\tcase true:\n\tdefault:\n\t\tfallthrough\n\t}')).toEqual([
      '7:3: cannot fallthrough final case in switch',
    ]);
    expect(
      check('\tswitch {\n\tcase true:\n\t\tif true {\n\t\t\tfallthrough\n\t\t}\n\tdefault:\n\t}'),
    ).toEqual(['7:4: fallthrough statement out of place']);
    expect(check('\tvar x any\n\tswitch x.(type) {\n\tcase int:\n\t\tfallthrough\n\tdefault:\n\t}')).toEqual([
      '7:3: cannot fallthrough in type switch',
    ]);
    // a function literal's labels are its own
    expect(check('L:\n\tfor {\n\t\tf := func() {\n\t\t\tbreak L\n\t\t}\n\t\tf()\n\t\tbreak L\n\t}')).toEqual([
      '7:10: break label not defined: L',
    ]);
  });
});

describe('wording by Go release', () => {
  it('names the unexpected token class since Go 1.24 and can reproduce go1.23', () => {
    const src = 'package p\n\nfunc f() {\n\tint status\n\tif x == 1\n\t\treturn\n\t}\n}\n';
    expect(parseFile('x.go', src).diagnostics.map((d) => d.msg)).toEqual([
      'syntax error: unexpected name status at end of statement',
      'syntax error: unexpected keyword return, expected expression',
    ]);
    expect(parseFile('x.go', src, { goVersion: 'go1.23' }).diagnostics.map((d) => d.msg)).toEqual([
      'syntax error: unexpected status at end of statement',
      'syntax error: unexpected return, expected expression',
    ]);
  });
});
