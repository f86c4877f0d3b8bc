// Generator mode only for programs that can start a goroutine (src/go/interp/compile/reach.ts):
// every program importing fmt loads sync's WaitGroup.Go, which has a `go` statement, yet one that
// never starts a goroutine runs without generator code; one whose `go` statement main reaches in
// any way (a call, a func value, an interface method, an init, a package variable) keeps it.
import { describe, expect, it } from 'vitest';
import { buildProgram } from '../../../src/go/build/build.ts';
import { defaultPhases } from '../../../src/go/build/default.ts';
import { keptFacts } from '../../../src/go/types/kept.ts';

function build(src: string): any {
  const built = buildProgram(
    { sources: [{ name: 'main.go', src }], target: { kind: 'files', files: ['main.go'] } },
    defaultPhases,
  );
  if (!built.ok) throw new Error(built.stderr);
  return (built.program as any).program;
}

function genMode(src: string): boolean {
  return build(src).compiler.genMode;
}

/** The names of registry package `path`'s objects a walk found no `go` statement behind (kept). */
function quiet(src: string, path: string): string[] {
  const program = build(src);
  const p = program.checked.find((c: { path: string }) => c.path === path);
  const set = keptFacts(p.info)?.get('reachesNoGoroutine') as Set<{ name: string }> | undefined;
  return [...(set ?? [])].map((o) => o.name);
}

// fmt is always imported (it loads sync, and with it WaitGroup.Go's go statement).
const prog = (decls: string, body: string, imports = '') =>
  `package main\n\nimport ("fmt"; ${imports})\n\n${decls}\n\nfunc main() {\n${body}\nfmt.Println()\n}\n`;

describe('generator mode', () => {
  it('is off for a program that loads a go statement it cannot reach', () => {
    expect(genMode(prog('', 'fmt.Println("hi")'))).toBe(false);
    expect(genMode(prog('func spawn() { go func() {}() }', 'fmt.Println("hi")'))).toBe(false);
    expect(genMode(prog('', 'var mu sync.Mutex\nmu.Lock()\nfmt.Println(1)\nmu.Unlock()', '"sync"'))).toBe(
      false,
    );
  });

  it('is on when main reaches a go statement', () => {
    expect(genMode(prog('func spawn() { go func() {}() }', 'spawn()'))).toBe(true);
    // A function value.
    expect(genMode(prog('func spawn() { go func() {}() }', 'f := spawn\n_ = f'))).toBe(true);
    // A method reached through an interface: its type is named where a value is made.
    expect(
      genMode(
        prog(
          'type I interface{ M() }\ntype T struct{}\nfunc (T) M() { go func() {}() }\nfunc make1() I { return T{} }',
          'make1().M()',
        ),
      ),
    ).toBe(true);
    // An init function and a package variable's initialiser.
    expect(genMode(prog('func init() { go func() {}() }', 'fmt.Println()'))).toBe(true);
    expect(genMode(prog('var x = func() int { go func() {}(); return 1 }()', 'fmt.Println(x)'))).toBe(true);
    // Standard packages: sync.WaitGroup.Go, iter.Pull, context's goroutines, time.AfterFunc.
    expect(genMode(prog('', 'var wg sync.WaitGroup\nwg.Go(func() {})\nwg.Wait()', '"sync"'))).toBe(true);
    expect(
      genMode(prog('', 'next, stop := iter.Pull(func(yield func(int) bool) {})\nnext()\nstop()', '"iter"')),
    ).toBe(true);
    expect(genMode(prog('', 'time.AfterFunc(1, func() {})', '"time"'))).toBe(true);
  });

  it('keeps the registry objects a walk found no go statement behind, and answers the same from them', () => {
    // A walk that found none learns it for every registry object it saw (reach.ts QUIET): fmt's
    // Println among them, not WaitGroup.Go, which the walk never reached.
    const hello = prog('', 'fmt.Println("hi")');
    expect(genMode(hello)).toBe(false);
    expect(quiet(hello, 'fmt')).toContain('Println');
    expect(quiet(hello, 'sync')).not.toContain('Go');
    // Later walks stop at those objects and still find what they reach beyond them.
    expect(genMode(hello)).toBe(false);
    expect(genMode(prog('', 'var wg sync.WaitGroup\nwg.Go(func() {})\nwg.Wait()', '"sync"'))).toBe(true);
    expect(
      genMode(
        prog('type T struct{}\nfunc (T) String() string { go func() {}(); return "" }', 'fmt.Println(T{})'),
      ),
    ).toBe(true);
    expect(genMode(prog('', 'time.AfterFunc(1, func() {})', '"time"'))).toBe(true);
    expect(genMode(prog('', 'var mu sync.Mutex\nmu.Lock()\nfmt.Println(1)\nmu.Unlock()', '"sync"'))).toBe(
      false,
    );
  });
});
