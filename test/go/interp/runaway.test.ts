// Programs that never end without looping in one place (issue 16): goroutines handing work to each
// other forever, a loop on the virtual clock, a sleeping goroutine beside `select {}`. Goroutine
// switches and timers cost steps, so the step budget stops each of them, naming where it was; a host
// CPU clock adds a time limit.
import { expect, it } from 'vitest';
import { runGo } from './harness.ts';

const budget = { stepBudget: 2_000_000 };

it('stops two goroutines ping-ponging on channels at the step budget', () => {
  const r = runGo(
    'package main\n\nfunc main() {\n\tping, pong := make(chan int), make(chan int)\n\tgo func() {\n\t\tfor v := range ping {\n\t\t\tpong <- v + 1\n\t\t}\n\t}()\n\tv := 0\n\tfor {\n\t\tping <- v\n\t\tv = <-pong\n\t}\n}\n',
    budget,
  );
  expect(r.stderr).toMatch(/^step budget exceeded at \.\/main\.go:\d+:\d+ \(infinite loop\?\)\n$/);
  expect(r.exitCode).toBe(2);
}, 60_000);

it('stops a select on time.After forever at the step budget', () => {
  const r = runGo(
    'package main\n\nimport "time"\n\nfunc main() {\n\tn := 0\n\tfor {\n\t\tselect {\n\t\tcase <-time.After(time.Second):\n\t\t\tn++\n\t\t}\n\t}\n}\n',
    budget,
  );
  expect(r.stderr).toMatch(/^step budget exceeded at \.\/main\.go:\d+:\d+ \(infinite loop\?\)\n$/);
  expect(r.exitCode).toBe(2);
}, 60_000);

it('stops select {} beside a goroutine that sleeps forever (Go would run forever: no deadlock)', () => {
  const r = runGo(
    'package main\n\nimport "time"\n\nfunc main() {\n\tgo func() {\n\t\tfor {\n\t\t\ttime.Sleep(time.Hour)\n\t\t}\n\t}()\n\tselect {}\n}\n',
    budget,
  );
  expect(r.stderr).toMatch(/^step budget exceeded at \.\/main\.go:\d+:\d+ \(infinite loop\?\)\n$/);
  expect(r.stderr).not.toContain('deadlock');
  expect(r.exitCode).toBe(2);
}, 60_000);

it('stops at the host CPU-time limit with the place it was', () => {
  let cpu = 0;
  // A fake CPU clock that advances 1 s per check: the limit of 3 s passes on the fourth chunk.
  const r = runGo('package main\n\nfunc main() {\n\tx := 0\n\tfor {\n\t\tx++\n\t}\n}\n', {
    stepBudget: 1e9,
    cpuTime: () => (cpu += 1000),
    cpuLimitMs: 3000,
  });
  expect(r.stderr).toBe('time limit exceeded at ./main.go:5:2 (3s of CPU time; infinite loop?)\n');
  expect(r.exitCode).toBe(2);
}, 60_000);
