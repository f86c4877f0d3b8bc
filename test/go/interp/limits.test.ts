// Host limits: an infinite loop or runaway recursion ends the run with a clear message naming the
// place (never a hang), and the interpreter's exit codes follow go run.
import { describe, expect, it } from 'vitest';
import { runGo } from './harness.ts';

describe('host limits', () => {
  it('stops an infinite loop at the step budget, naming the loop', () => {
    const r = runGo('package main\n\nfunc main() {\n\tx := 0\n\tfor {\n\t\tx++\n\t}\n}\n', {
      stepBudget: 100000,
    });
    expect(r.stderr).toBe('step budget exceeded at ./main.go:5:2 (infinite loop?)\n');
    expect(r.exitCode).toBe(2);
  });
  it('stops a loop made of goto at the step budget, naming its label', () => {
    const r = runGo('package main\n\nfunc main() {\n\tx := 0\nL:\n\tx++\n\tgoto L\n}\n', {
      stepBudget: 100000,
    });
    expect(r.stderr).toBe('step budget exceeded at ./main.go:5:1 (infinite loop?)\n');
    expect(r.exitCode).toBe(2);
  }, 20_000);
  it('stops endless recursion as gc does (fatal error: stack overflow, exit 2)', () => {
    const r = runGo(
      'package main\n\nfunc f(n int) int { return f(n+1) + 1 }\n\nfunc main() {\n\tprintln(f(0))\n}\n',
      {
        maxDepth: 500,
      },
    );
    expect(r.stderr.split('\n').slice(0, 3)).toEqual([
      'runtime: goroutine stack exceeds 1000000000-byte limit',
      'runtime: sp=0x0 stack=[0x0, 0x0]',
      'fatal error: stack overflow',
    ]);
    expect(r.exitCode).toBe(2);
  });
  it('counts goroutine loops too', () => {
    const r = runGo(
      'package main\n\nfunc main() {\n\tdone := make(chan bool)\n\tgo func() {\n\t\tfor {\n\t\t}\n\t}()\n\t<-done\n}\n',
      { stepBudget: 10000 },
    );
    expect(r.stderr).toBe('step budget exceeded at ./main.go:6:3 (infinite loop?)\n');
  });
  it('passes os.Exit codes through without running defers', () => {
    const r = runGo('package main\n\nimport "os"\n\nfunc main() {\n\tdefer println("no")\n\tos.Exit(7)\n}\n');
    expect(r.exitCode).toBe(7);
    expect(r.stderr).toBe('');
  });
});
