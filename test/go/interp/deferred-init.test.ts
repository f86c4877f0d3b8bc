// The toolchain's own package variables whose initialiser has no effect but its value are
// initialised at their first use (src/go/interp/compile/deferred-init.ts): an initialiser a program
// never reads is never compiled or run, one it reads runs first, and a program's own initialisers
// run at start as gc runs them. What a program prints is the same either way: golden programs
// (test/go/testdata/deferred_std_vars.go) hold that against real Go.
import { describe, expect, it } from 'vitest';
import { buildProgram } from '../../../src/go/build/build.ts';
import { defaultPhases } from '../../../src/go/build/default.ts';
import { DeferredInit, deferrable } from '../../../src/go/interp/compile/deferred-init.ts';

function build(src: string) {
  const built = buildProgram(
    { sources: [{ name: 'main.go', src }], target: { kind: 'files', files: ['main.go'] } },
    defaultPhases,
  );
  if (!built.ok) throw new Error(built.stderr);
  return built;
}

function run(src: string) {
  const built = build(src);
  let out = '';
  const r = defaultPhases.run(built.program!, {
    stdout: (s: string) => {
      out += s;
    },
    stderr: (s: string) => {
      out += s;
    },
    env: {},
    args: ['main'],
  });
  const program = (built.program as any).program;
  /** Whether the run made the run-time form of package `path`'s named type `name`. */
  const converted = (path: string, name: string) =>
    program.compiler.conv.named.has(
      (built.units.find((u) => u.path === path)!.types.scope.lookup(name) as { type: object }).type,
    );
  /** Package `path`'s variable `name`. */
  const variable = (path: string, name: string) =>
    built.units.find((u) => u.path === path)!.types.scope.lookup(name)!;
  /** Its cell: what it holds after the run. */
  const cell = (path: string, name: string) => program.compiler.globals.get(variable(path, name));
  return {
    out,
    exitCode: r.exitCode,
    cell,
    deferred: (path: string, name: string) => program.compiler.deferredInits.get(variable(path, name)),
    converted,
  };
}

describe('deferrable initialisers', () => {
  it('are those that read no variable and call only conversions, new/make and value builders', () => {
    const src = `package main

import (
	"errors"
	"fmt"
	"regexp"
)

type T struct{ F int; G []string }

func (t T) M() int { return t.F }

const k = "key"

var (
	base  = errors.New("base")
	wrap  = fmt.Errorf("w: %w", base)
	wrapc = fmt.Errorf("c: %d", 3)
	re    = regexp.MustCompile("^a+$")
	lit   = T{F: 1, G: []string{k, "b"}}
	ptr   = &T{F: 2}
	mk    = make(map[string]int)
	mkv   = map[string]int{k: 1}
	mkvar = map[string]error{"x": base}
	conv  = int64(len(k))
	fn    = func() error { return base }
	fval  = fmt.Sprint
	other = base
	call  = helper()
	meth  = lit.M
	mexpr = T.M
	sum   = 1 + len(k)
	addr  = &base
)

func helper() int { return 1 }

func main() { fmt.Println(base, wrap, wrapc, re, lit, ptr, mk, mkv, mkvar, conv, fn, fval, other, call, meth, mexpr, sum, addr) }
`;
    const built = build(src);
    const main = built.units.find((u) => u.path === 'command-line-arguments')!;
    const got = Object.fromEntries(
      main.info.initOrder.map((init) => [
        init.lhs.map((v) => v.name).join(','),
        deferrable(main.info, init.rhs),
      ]),
    );
    expect(got).toEqual({
      base: true,
      wrap: false, // reads base
      wrapc: true,
      re: true,
      lit: true,
      ptr: true,
      mk: true,
      mkv: true,
      mkvar: false,
      conv: true,
      fn: true, // its body runs when called
      fval: true,
      other: false,
      call: false, // a function of the program's own
      meth: false, // a method value of a variable
      mexpr: true,
      sum: true,
      addr: false,
    });
  });
});

describe('a run', () => {
  it('never runs the initialisers of standard variables it does not use, and runs those it reads', () => {
    const r = run('package main\n\nimport ("fmt"; "io")\n\nfunc main() { fmt.Println(io.EOF) }\n');
    expect(r.out).toBe('EOF\n');
    expect(r.exitCode).toBe(0);
    expect(r.cell('io', 'ErrShortWrite').v).toBeInstanceOf(DeferredInit);
    expect(r.cell('io', 'EOF').v).not.toBeInstanceOf(DeferredInit);
    expect(r.cell('io', 'EOF').v).toBe(r.cell('io', 'EOF').v);
  });

  it('makes neither the zero value nor the type of a variable it does not use', () => {
    // embed's `var dotFile = &file{name: "./"}` waits for its first use; nothing else names *file.
    const r = run('package main\n\nimport (\n\t_ "embed"\n\t"fmt"\n)\n\nfunc main() { fmt.Println("x") }\n');
    expect(r.out).toBe('x\n');
    expect(r.cell('embed', 'dotFile').v).toBeInstanceOf(DeferredInit);
    expect(r.converted('embed', 'file')).toBe(false);
    expect(r.converted('embed', 'FS')).toBe(false);
  });

  it("runs a program's own initialisers at start, in order, as gc does", () => {
    const r = run(`package main

import (
	"errors"
	"fmt"
)

var a = errors.New("a")

func main() { fmt.Println("main") }
`);
    expect(r.out).toBe('main\n');
    // Not deferred: a program's initialiser may print or panic, in its order.
    expect(r.cell('command-line-arguments', 'a').v).not.toBeInstanceOf(DeferredInit);
    expect(r.deferred('command-line-arguments', 'a')).toBeUndefined();
    expect(r.deferred('io', 'ErrShortWrite')).toBeInstanceOf(DeferredInit);
  });
});
