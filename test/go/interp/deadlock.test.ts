// gc's deadlock report (runtime.checkdead → fatal): main's stack first, then every other blocked
// goroutine in creation order with its wait reason, frames and `created by` line, exit status 2.
import { expect, it } from 'vitest';
import { runGo } from './harness.ts';

it('reports every blocked goroutine after main, as gc does', () => {
  const r = runGo(
    'package main\n\nfunc main() {\n\tc := make(chan int)\n\tgo func() {\n\t\tc <- 1\n\t\tc <- 2\n\t\tc <- 3\n\t}()\n\t<-c\n\tselect {}\n}\n',
  );
  expect(r.stderr).toBe(
    [
      'fatal error: all goroutines are asleep - deadlock!',
      '',
      'goroutine 1 [select (no cases)]:',
      'main.main()',
      '\tmain.go:11 +0x0',
      '',
      'goroutine 2 [chan send]:',
      'main.main.func1()',
      '\tmain.go:7 +0x0',
      'created by main.main in goroutine 1',
      '\tmain.go:5 +0x0',
      '',
    ].join('\n'),
  );
  expect(r.exitCode).toBe(2);
});
