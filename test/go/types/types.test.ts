// Type model relations: identity, assignability causes, type strings with gc's qualifier rules,
// method lookup through embedding, and operand descriptions (Go 1.24+ wording).

import { describe, expect, it } from 'vitest';
import { lookupFieldOrMethod } from '../../../src/go/types/lookup.ts';
import { assignableTo, operandString } from '../../../src/go/types/operand.ts';
import { identical } from '../../../src/go/types/predicates.ts';
import { type Package, Pointer, Slice } from '../../../src/go/types/types.ts';
import { gcQualifier, typeString } from '../../../src/go/types/typestring.ts';
import { errorType, Typ } from '../../../src/go/types/universe.ts';
import { checkProgram, StubImporter } from './harness.ts';

function pkgOf(files: Record<string, string>, extra?: Map<string, { name: string; src: string }[]>): Package {
  const imp = new StubImporter(extra);
  const r = checkProgram(
    Object.entries(files).map(([name, src]) => ({ name, src })),
    imp,
  );
  expect(r.lines).toEqual([]);
  return r.result!.pkg;
}

describe('identity', () => {
  it('compares composite types structurally and named types by origin', () => {
    expect(identical(new Slice(Typ.int), new Slice(Typ.int))).toBe(true);
    expect(identical(new Pointer(Typ.int), new Pointer(Typ.int32))).toBe(false);
    const p = pkgOf({
      'a.go': 'package main\n\ntype A struct{ X int }\ntype B struct{ X int }\n\nfunc main() {}\n',
    });
    const a = p.scope.lookup('A')!;
    const b = p.scope.lookup('B')!;
    expect(
      identical(a.kind === 'typename' ? a.type! : Typ.invalid, b.kind === 'typename' ? b.type! : Typ.invalid),
    ).toBe(false);
  });
});

describe('typeString qualifiers', () => {
  const v1a = [{ name: 'a.go', src: 'package v1\n\ntype Deployment struct{ Name string }\n' }];
  const v1b = [{ name: 'b.go', src: 'package v1\n\ntype Condition struct{ Type string }\n' }];
  const ctrl = [
    {
      name: 'c.go',
      src: 'package controllerruntime\n\nimport "example.com/reconcile"\n\ntype Result = reconcile.Result\n',
    },
  ];
  const rec = [{ name: 'r.go', src: 'package reconcile\n\ntype Result struct{ Requeue bool }\n' }];
  const extra = new Map([
    ['k8s.io/api/apps/v1', v1a],
    ['k8s.io/apimachinery/pkg/apis/meta/v1', v1b],
    ['sigs.k8s.io/controller-runtime', ctrl],
    ['example.com/reconcile', rec],
  ]);

  it('quotes import paths when two packages share a name, prints aliases as aliases', () => {
    const r = checkProgram(
      [
        {
          name: 'main.go',
          src: `package main

import (
	appsv1 "k8s.io/api/apps/v1"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	ctrl "sigs.k8s.io/controller-runtime"
)

func f() error {
	var d appsv1.Deployment
	var c []metav1.Condition = d
	_ = c
	return ctrl.Result{}
}

func main() { f() }
`,
        },
      ],
      new StubImporter(extra),
    );
    expect(r.lines).toEqual([
      './main.go:11:29: cannot use d (variable of struct type "k8s.io/api/apps/v1".Deployment) as []"k8s.io/apimachinery/pkg/apis/meta/v1".Condition value in variable declaration',
      './main.go:13:9: cannot use ctrl.Result{} (value of struct type controllerruntime.Result) as error value in return statement: reconcile.Result does not implement error (missing method Error)',
    ]);
  });

  it('leaves the checked package unqualified', () => {
    const p = pkgOf({ 'a.go': 'package main\n\ntype T struct{}\n\nfunc main() {}\n' });
    const t = p.scope.lookup('T')!;
    const T = t.kind === 'typename' ? t.type! : Typ.invalid;
    expect(typeString(new Pointer(T), gcQualifier(p))).toBe('*T');
    expect(typeString(new Pointer(T))).toBe('*main.T');
  });
});

describe('lookup and assignability', () => {
  const p = pkgOf({
    'a.go': `package main

type Inner struct{ N int }

func (i *Inner) Ptr()  {}
func (i Inner) Val()   {}

type Outer struct {
	Inner
}

type Both struct {
	A
	B
}
type A struct{ X int }
type B struct{ X int }

func main() {}
`,
  });
  const T = (n: string) => {
    const o = p.scope.lookup(n)!;
    return o.kind === 'typename' ? o.type! : Typ.invalid;
  };

  it('finds promoted fields and methods with index paths', () => {
    const r = lookupFieldOrMethod(T('Outer'), false, p, 'N');
    expect(r.obj?.name).toBe('N');
    expect(r.index).toEqual([0, 0]);
    expect(lookupFieldOrMethod(T('Outer'), false, p, 'Val').obj?.name).toBe('Val');
  });
  it('requires an addressable operand for pointer methods', () => {
    const r = lookupFieldOrMethod(T('Outer'), false, p, 'Ptr');
    expect(r.obj).toBeUndefined();
    expect(r.indirect).toBe(true);
    expect(lookupFieldOrMethod(T('Outer'), true, p, 'Ptr').obj?.name).toBe('Ptr');
  });
  it('reports ambiguous selectors at equal depth', () => {
    const r = lookupFieldOrMethod(T('Both'), false, p, 'X');
    expect(r.obj).toBeUndefined();
    // types2 returns the index of the colliding (second) match.
    expect(r.index).toEqual([1, 0]);
  });
  it('explains why a value does not implement an interface', () => {
    const qf = gcQualifier(p);
    const x = { mode: 'variable' as const, expr: undefined, type: T('Inner') };
    expect(assignableTo(x, errorType, qf)).toEqual({
      ok: false,
      cause: 'Inner does not implement error (missing method Error)',
    });
    expect(assignableTo({ mode: 'constant', expr: undefined, type: Typ.untypedInt }, Typ.int8, qf).ok).toBe(
      true,
    );
  });
  it('describes operands with the Go 1.24+ kind wording', () => {
    const qf = gcQualifier(p);
    expect(operandString({ mode: 'variable', expr: undefined, type: T('Inner') }, qf)).toBe(
      'variable of struct type Inner',
    );
    expect(operandString({ mode: 'variable', expr: undefined, type: errorType }, qf)).toBe(
      'variable of interface type error',
    );
    expect(operandString({ mode: 'value', expr: undefined, type: new Pointer(T('Inner')) }, qf)).toBe(
      'value of type *Inner',
    );
    expect(operandString({ mode: 'nilvalue', expr: undefined, type: Typ.untypedNil }, qf)).toBe('nil');
  });
});

describe('Go 1.24+/1.26 behaviour not covered by the 1.23 goldens', () => {
  it('accepts new(expr) (Go 1.26) and types it as a pointer to the default type', () => {
    const r = checkProgram([
      {
        name: 'x.go',
        src: 'package main\n\nfunc main() {\n\tp := new(3)\n\tq := new(int64(1001))\n\tvar s *string = new("x")\n\t_, _, _ = p, q, s\n\tvar i *int = p\n\t_ = i\n}\n',
      },
    ]);
    expect(r.lines).toEqual([]);
  });
  it('suggests a differently-cased package member', () => {
    const r = checkProgram([
      { name: 'x.go', src: 'package main\n\nimport "fmt"\n\nfunc main() {\n\tfmt.println("x")\n}\n' },
    ]);
    expect(r.lines).toEqual(['./x.go:6:6: undefined: fmt.println (but have Println)']);
  });
});

describe('packages', () => {
  it('checks multi-file packages with out-of-order declarations and a second user package', () => {
    const api = [
      {
        name: 'types.go',
        src: `package v1

type MemcachedSpec struct {
	Size int32 \`json:"size"\`
}

type Memcached struct {
	Spec MemcachedSpec
}

func (m *Memcached) DeepCopy() *Memcached {
	out := *m
	return &out
}

var SchemeBuilder = []string{}

func init() {
	SchemeBuilder = append(SchemeBuilder, "Memcached")
}
`,
      },
    ];
    const importer = new StubImporter(new Map([['example.com/op/api/v1', api]]));
    const r = checkProgram(
      [
        {
          name: 'a.go',
          src: `package main

import cachev1 "example.com/op/api/v1"

var total = count(items)

func main() {
	m := &cachev1.Memcached{Spec: cachev1.MemcachedSpec{Size: 3}}
	_ = m.DeepCopy()
	_ = helper(m)
}
`,
        },
        {
          name: 'b.go',
          src: `package main

import "example.com/op/api/v1"

var items = []v1.Memcached{{Spec: v1.MemcachedSpec{Size: 1}}}

func count(xs []v1.Memcached) int { return len(xs) }

func helper(m *v1.Memcached) int32 { return m.Spec.Size }

func init() {}
`,
        },
      ],
      importer,
    );
    expect(r.lines).toEqual([]);
    expect(r.result!.info.initOrder.map((i) => i.lhs[0].name)).toEqual(['items', 'total']);
  });

  it('reports a package clause that differs between files', () => {
    const r = checkProgram([
      { name: 'a.go', src: 'package main\n\nfunc main() {}\n' },
      { name: 'b.go', src: 'package other\n' },
    ]);
    expect(r.lines).toEqual(['./b.go:1:9: package other; expected package main']);
  });

  it('reports an import that the importer cannot resolve without crashing', () => {
    const r = checkProgram([
      { name: 'a.go', src: 'package main\n\nimport "nope/x"\n\nfunc main() { x.F() }\n' },
    ]);
    expect(r.lines[0]).toBe('./a.go:3:8: could not import nope/x (package not found)');
  });

  it('declares the type parameters of a receiver with the wrong number of them', () => {
    // Current types2 collectRecv declares the receiver's type parameters before it counts them, so
    // T and U are not also undefined (go1.23 worded the count error differently: no golden).
    const src =
      'package main\n\ntype List[T any] struct{ items []T }\n\n' +
      'func (l *List[T, U]) Bad(x T) U {\n\tvar y U\n\treturn y\n}\n\nfunc main() {}\n';
    const r = checkProgram([{ name: 'a.go', src }]);
    expect(r.lines).toEqual([
      './a.go:5:10: receiver declares 2 type parameters, but receiver base type declares 1',
    ]);
  });
});
