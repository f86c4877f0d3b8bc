// Incremental compiling, as a workspace builds after each edit: a package whose check is reused and
// whose imports are unchanged keeps its compiled form (its functions, its initialisers); the edited
// package and the packages that import it are compiled again. Compiled code is shared between
// builds, package state is not: every run initialises its package variables afresh, and a program
// kept running between turns (a resident manager) keeps its own values while another program that
// shares its compiled packages runs.
import { describe, expect, it } from 'vitest';
import { type BuildResult, buildProgram } from '../../../src/go/build/build.ts';
import { compiledPackagesOf, defaultPhases, makePhases } from '../../../src/go/build/default.ts';
import type { CompiledProgram, Phases } from '../../../src/go/build/phases.ts';
import { lookupRegistry, registryPaths } from '../../../src/go/build/wiring.ts';
import type { SourceFile } from '../../../src/go/index.ts';
import type { NativeContext } from '../../../src/go/interp/native.ts';

const mod = { name: 'go.mod', src: 'module example.com/app\n\ngo 1.23\n' };
const mainGo = (body = 'fmt.Println(util.Shout(api.Hello()), util.Count())') => ({
  name: 'main.go',
  src: `package main\n\nimport (\n\t"fmt"\n\n\t"example.com/app/api"\n\t"example.com/app/util"\n)\n\nvar _ = api.Hello\n\nfunc main() {\n\t${body}\n}\n`,
});
const apiGo = {
  name: 'api/api.go',
  src: 'package api\n\nimport "example.com/app/types"\n\nfunc Hello() string { return types.Greeting }\n',
};
const typesGo = (greeting: string) => ({
  name: 'types/types.go',
  src: `package types\n\nconst Greeting = ${JSON.stringify(greeting)}\n`,
});
// util has state: a package variable set by its initialiser and by init, and changed by every call.
const utilGo = (suffix = '"!"') => ({
  name: 'util/util.go',
  src: `package util\n\nvar calls = start()\n\nfunc start() int { return 10 }\n\nfunc init() { calls++ }\n\nfunc Shout(s string) string { calls++; return s + ${suffix} }\n\nfunc Count() int { return calls }\n`,
});
const files = (greeting = 'hello', suffix = '"!"', main = mainGo()): SourceFile[] => [
  mod,
  main,
  apiGo,
  typesGo(greeting),
  utilGo(suffix),
];

const own = (p: CompiledProgram | undefined): string[] =>
  compiledPackagesOf(p!)
    .filter((path) => path.startsWith('example.com/'))
    .sort();

function build(phases: Phases, sources: SourceFile[]): BuildResult {
  return buildProgram({ sources, target: { kind: 'dir', dir: '.' } }, phases);
}

function program(built: BuildResult): CompiledProgram {
  if (!built.ok || built.program === undefined) throw new Error(built.ok ? 'no program' : built.stderr);
  return built.program;
}

function output(phases: Phases, p: CompiledProgram): string {
  let out = '';
  phases.run(p, {
    stdout: (b) => {
      out += b;
    },
    stderr: (b) => {
      out += b;
    },
    env: {},
    args: ['main'],
  });
  return out;
}

const fresh = () => makePhases(lookupRegistry, registryPaths);

describe('incremental compiling of the program’s packages', () => {
  it('reuses an unchanged package’s compiled form and compiles the edited one and its importers', () => {
    const phases = fresh();
    const first = program(build(phases, files()));
    expect(own(first)).toEqual([
      'example.com/app',
      'example.com/app/api',
      'example.com/app/types',
      'example.com/app/util',
    ]);
    expect(output(phases, first)).toBe('hello! 12\n');
    // the standard packages' compiled forms are kept too
    expect(compiledPackagesOf(first)).toContain('fmt');

    const same = program(build(phases, files()));
    expect(compiledPackagesOf(same)).toEqual([]);
    expect(output(phases, same)).toBe('hello! 12\n');

    const edited = program(build(phases, files('bonjour')));
    expect(own(edited)).toEqual(['example.com/app', 'example.com/app/api', 'example.com/app/types']);
    expect(output(phases, edited)).toBe('bonjour! 12\n');
  });

  it('compiles the importers of an edited package again, against its new code', () => {
    const phases = fresh();
    expect(output(phases, program(build(phases, files('hello', '"!"'))))).toBe('hello! 12\n');
    const edited = program(build(phases, files('hello', '"?"')));
    expect(own(edited)).toEqual(['example.com/app', 'example.com/app/util']);
    expect(output(phases, edited)).toBe('hello? 12\n');
    // an edit of the importer alone: the imported package's compiled form is kept
    const mainOnly = program(
      build(phases, files('hello', '"?"', mainGo('fmt.Println(util.Count(), util.Shout("hi"))'))),
    );
    expect(own(mainOnly)).toEqual(['example.com/app']);
    expect(output(phases, mainOnly)).toBe('11 hi?\n');
  });

  it('gives each run fresh package state: a run that changes a package variable does not change the next', () => {
    const phases = fresh();
    const p = program(build(phases, files()));
    expect(output(phases, p)).toBe('hello! 12\n');
    expect(output(phases, p)).toBe('hello! 12\n');
    // a later build shares util's compiled form; its runs start from util's initialisers again
    const twice = program(
      build(
        phases,
        files('hello', '"!"', mainGo('util.Shout("a"); fmt.Println(util.Shout("b"), util.Count())')),
      ),
    );
    expect(own(twice)).toEqual(['example.com/app']);
    expect(output(phases, twice)).toBe('b! 13\n');
    expect(output(phases, p)).toBe('hello! 12\n');
    expect(output(phases, twice)).toBe('b! 13\n');
  });

  it('keeps a resident program’s package state while another program sharing its packages runs', () => {
    // oplabtest/host.Pause asks a resident run to hand the turn back to the host once nothing can run
    // (as a manager waiting for the cluster does): main then sleeps until the host resumes it.
    const host = {
      path: 'oplabtest/host',
      files: [{ name: 'host.go', src: 'package host\n\nfunc Pause()\n' }],
      natives: {
        Pause: (ctx: NativeContext) => {
          ctx.afterFunc(0, () => ctx.pause());
        },
      },
    };
    const phases = makePhases(
      (p) => (p === 'oplabtest/host' ? host : lookupRegistry(p)),
      [...registryPaths, 'oplabtest/host'],
    );
    const withHost = (body: string) =>
      files('hello', '"!"', {
        name: 'main.go',
        src: `package main\n\nimport (\n\t"fmt"\n\t"time"\n\n\t"example.com/app/util"\n\t"oplabtest/host"\n)\n\nvar _ = host.Pause\nvar _ = time.Hour\n\nfunc main() {\n\t${body}\n}\n`,
      });
    let out = '';
    const resident = program(
      build(
        phases,
        withHost(
          'util.Shout("a"); util.Shout("b"); host.Pause(); time.Sleep(time.Hour); fmt.Println(util.Count())',
        ),
      ),
    );
    const r = phases.runResident!(resident, {
      stdout: (b) => {
        out += b;
      },
      stderr: (b) => {
        out += b;
      },
      env: {},
      args: ['main'],
    });
    expect(r.outcome).toBeUndefined();
    // another program with util's compiled form runs from util's initialisers while the first waits
    const other = program(build(phases, withHost('util.Shout("c"); fmt.Println(util.Count())')));
    expect(own(other)).toEqual(['example.com/app']);
    expect(output(phases, other)).toBe('12\n');
    r.resume();
    expect(r.outcome).toEqual({ exitCode: 0 });
    expect(out).toBe('13\n');
  });

  it('reports a package that does not compile every time, and compiles the fix', () => {
    // a registry package whose function has neither a body nor a native implementation: the
    // interpreter cannot compile a call of it (a compile error after a successful check)
    const lib = {
      path: 'oplabtest/lib',
      files: [
        {
          name: 'lib.go',
          src: 'package lib\n\nfunc Missing() string\n\nfunc Present() string { return "present" }\n',
        },
      ],
      natives: {},
    };
    const phases = makePhases(
      (p) => (p === 'oplabtest/lib' ? lib : lookupRegistry(p)),
      [...registryPaths, 'oplabtest/lib'],
    );
    const withLib = (call: string) =>
      files('hello', '"!"', {
        name: 'main.go',
        src: `package main\n\nimport (\n\t"fmt"\n\n\t"example.com/app/api"\n\t"oplabtest/lib"\n)\n\nfunc main() {\n\tfmt.Println(api.Hello(), lib.${call}())\n}\n`,
      });
    expect(output(phases, program(build(phases, withLib('Present'))))).toBe('hello present\n');
    for (let i = 0; i < 2; i++) {
      const broken = build(phases, withLib('Missing'));
      expect(broken.ok).toBe(false);
      expect(broken.ok ? '' : broken.stderr).toContain(
        'missing function body (no native implementation for oplabtest/lib.Missing)',
      );
    }
    const fixed = program(build(phases, withLib('Present')));
    expect(output(phases, fixed)).toBe('hello present\n');
    expect(own(fixed)).not.toContain('example.com/app/api');
  });

  it('reports a type error after an edit, then builds and runs the fix', () => {
    const phases = fresh();
    expect(output(phases, program(build(phases, files())))).toBe('hello! 12\n');
    const broken = build(phases, files('hello', '1'));
    expect(broken.ok ? '' : broken.stderr).toContain('mismatched types string and untyped int');
    const fixed = program(build(phases, files('hello', '"~"')));
    expect(own(fixed)).toEqual(['example.com/app', 'example.com/app/util']);
    expect(output(phases, fixed)).toBe('hello~ 12\n');
  });

  it('with the default phases, a program’s second build compiles none of its packages', () => {
    const src = 'package main\n\nimport "fmt"\n\nvar n = 1\n\nfunc main() { n++; fmt.Println(n) }\n';
    const sources = [{ name: 'main.go', src }];
    const target = { kind: 'files' as const, files: ['main.go'] };
    const a = buildProgram({ sources, target }, defaultPhases);
    const b = buildProgram({ sources, target }, defaultPhases);
    expect(compiledPackagesOf(program(b))).toEqual([]);
    expect(output(defaultPhases, program(a))).toBe('2\n');
    expect(output(defaultPhases, program(b))).toBe('2\n');
  });
});
