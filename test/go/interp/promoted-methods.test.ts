// A struct type's methods, declared and promoted through its embedded fields, are added when the
// method set of T or *T is first read, not when the type is converted: a grade converts ~700 struct
// types (the API types its scheme registers) and looks up methods on few of them.
import { describe, expect, it } from 'vitest';
import { ptrTo } from '../../../src/go/interp/rtype.ts';
import { TypeConverter } from '../../../src/go/interp/typeconv.ts';
import { checkProgram } from '../types/harness.ts';

const src = `package main

type Inner struct{}

func (Inner) A() int  { return 1 }
func (*Inner) B() int { return 2 }

type Outer struct {
	Inner
	n int
}

func (Outer) C() int { return 3 }

func main() {}
`;

describe('promoted methods', () => {
  it("are added to a struct type's method set when it is first read", () => {
    const r = checkProgram([{ name: 'x.go', src }]);
    expect(r.lines).toEqual([]);
    const conv = new TypeConverter();
    conv.methodProvider = () => () => 0;
    const outer = r.result!.pkg.scope.lookup('Outer');
    if (outer?.kind !== 'typename') throw new Error('Outer is not a type');
    const t = conv.rtype(outer.type!, null);
    const pt = ptrTo(t);
    // Neither the declared methods nor the promoted ones are there before a read.
    expect(t.fillMethods).not.toBeNull();
    expect(pt.fillMethods).not.toBeNull();
    // Reading *T's method set fills and completes T's too (one promotion for both).
    expect([...pt.methods.keys()].sort()).toEqual(['A', 'B', 'C']);
    expect([t.fillMethods, pt.fillMethods, t.completeMethods, pt.completeMethods]).toEqual([
      null,
      null,
      null,
      null,
    ]);
    expect([...t.methods.keys()].sort()).toEqual(['A', 'C']);
    expect(pt.methods.get('B')!.ptrRecv).toBe(true);
  });

  it('are filled for a *T made while T itself was converted (a field of type *T)', () => {
    const r = checkProgram([
      {
        name: 'y.go',
        src: 'package main\n\ntype Node struct{ next *Node }\n\nfunc (n *Node) Next() *Node { return n.next }\n\nfunc main() {}\n',
      },
    ]);
    const conv = new TypeConverter();
    conv.methodProvider = () => () => 0;
    const node = r.result!.pkg.scope.lookup('Node');
    if (node?.kind !== 'typename') throw new Error('Node is not a type');
    const t = conv.rtype(node.type!, null);
    // *Node was made for the field, before Node's methods were set to be filled.
    expect(t.fields[0]!.type).toBe(t.ptrToThis);
    expect([...t.ptrToThis!.methods.keys()]).toEqual(['Next']);
    expect([...t.methods.keys()]).toEqual([]);
  });
});
