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

// A limit met inside the standard library's Go code names the program's line that called into it
// (state.ts limitWhere), not a toolchain file the learner cannot change.
// (hash/crc32's Write is Go code: Update's loop over the bytes. hash/fnv's is native.)
const inLibrary =
  'package main\n\nimport "hash/crc32"\n\nfunc main() {\n\th := crc32.NewIEEE()\n\th.Write(make([]byte, 10000000))\n\tprintln(h.Sum32())\n}\n';

it('names the program line that called the library when the step budget runs out inside it', () => {
  const r = runGo(inLibrary, { stepBudget: 2_000_000 });
  expect(r.stderr).toBe('step budget exceeded at ./main.go:7:2 (infinite loop?)\n');
  expect(r.exitCode).toBe(2);
}, 60_000);

it('names the program line that called the library when the CPU-time limit passes inside it', () => {
  let cpu = 0;
  const r = runGo(inLibrary, { stepBudget: 1e9, cpuTime: () => (cpu += 1000), cpuLimitMs: 3000 });
  expect(r.stderr).toBe('time limit exceeded at ./main.go:7:2 (3s of CPU time; infinite loop?)\n');
  expect(r.exitCode).toBe(2);
}, 60_000);

// Preemption (sched.ts Scheduler.preempt): a goroutine that never blocks no longer starves the others.
it('lets main wake beside a goroutine that spins without calls, and ends when main returns', () => {
  const r = runGo(
    'package main\n\nimport (\n\t"fmt"\n\t"time"\n)\n\nfunc main() {\n\tx := 0\n\tgo func() {\n\t\tfor {\n\t\t\tx++\n\t\t}\n\t}()\n\ttime.Sleep(10 * time.Millisecond)\n\tfmt.Println("done")\n}\n',
    { stepBudget: 20_000_000 },
  );
  expect(r.stdout).toBe('done\n');
  expect(r.stderr).toBe('');
  expect(r.exitCode).toBe(0);
}, 60_000);

it('still stops a spinning goroutine beside select {} at the step budget, where it spins', () => {
  const r = runGo(
    'package main\n\nfunc spin() {\n\tfor {\n\t}\n}\n\nfunc main() {\n\tgo spin()\n\tselect {}\n}\n',
    budget,
  );
  expect(r.stderr).toBe('step budget exceeded at ./main.go:4:2 (infinite loop?)\n');
  expect(r.exitCode).toBe(2);
}, 60_000);

it('moves the virtual clock at preemption points only while goroutines exist', () => {
  // Without goroutines a computation takes no virtual time (as before); beside one, each chunk of
  // steps counts as PREEMPT_NS.
  const prog = (g: string) =>
    `package main\n\nimport (\n\t"fmt"\n\t"time"\n)\n\nfunc main() {\n\t${g}\n\tstart := time.Now()\n\tn := 0\n\tfor i := 0; i < 3000000; i++ {\n\t\tn += i & 1\n\t}\n\tfmt.Println(n, time.Since(start) > 0)\n}\n`;
  expect(runGo(prog(''), { stepBudget: 20_000_000 }).stdout).toBe('1500000 false\n');
  expect(runGo(prog('go func() { select {} }()'), { stepBudget: 20_000_000 }).stdout).toBe('1500000 true\n');
}, 60_000);

// Concurrent map access (sched.ts Scheduler.mapAccess), reported as runtime.fatal does: every goroutine.
it('reports concurrent map writes with the writer running, main waiting and the other writer runnable', () => {
  const r = runGo(
    'package main\n\nfunc write(m map[int]int) {\n\tfor i := 0; ; i++ {\n\t\tm[i] = i\n\t}\n}\n\nfunc main() {\n\tm := map[int]int{}\n\tgo write(m)\n\tgo write(m)\n\tselect {}\n}\n',
    { stepBudget: 20_000_000 },
  );
  expect(r.stderr).toBe(
    'fatal error: concurrent map writes\n\n' +
      'goroutine 2 [running]:\nmain.write(...)\n\tmain.go:3 +0x0\ncreated by main.main in goroutine 1\n\tmain.go:11 +0x0\n\n' +
      'goroutine 1 [select (no cases)]:\nmain.main()\n\tmain.go:13 +0x0\n\n' +
      'goroutine 3 [runnable]:\nmain.write(...)\n\tmain.go:3 +0x0\ncreated by main.main in goroutine 1\n\tmain.go:12 +0x0\n',
  );
  expect(r.exitCode).toBe(2);
}, 60_000);

it('does not report a map written once long before another goroutine reads it, nor maps behind a mutex', () => {
  // The first goroutine's write is a race gc's runtime would not notice (no write is in progress when
  // main reads, 1 ms later); the mutex-guarded counters are no race at all.
  const r = runGo(
    'package main\n\nimport (\n\t"fmt"\n\t"sync"\n\t"time"\n)\n\nfunc main() {\n\tm := map[int]int{}\n\tdone := make(chan bool)\n\tgo func() {\n\t\tm[1] = 1\n\t\tn := 0\n\t\tfor i := 0; i < 2000000; i++ {\n\t\t\tn += i\n\t\t}\n\t\tdone <- n > 0\n\t}()\n\ttime.Sleep(time.Millisecond)\n\ts := 0\n\tfor i := 0; i < 300000; i++ {\n\t\ts += m[1]\n\t}\n\tfmt.Println(s, <-done)\n\tvar mu sync.Mutex\n\tgo func() {\n\t\tfor i := 0; i < 600000; i++ {\n\t\t\tmu.Lock()\n\t\t\tm[2]++\n\t\t\tmu.Unlock()\n\t\t}\n\t\tdone <- true\n\t}()\n\tfor i := 0; i < 600000; i++ {\n\t\tmu.Lock()\n\t\tm[3]++\n\t\tmu.Unlock()\n\t}\n\tfmt.Println(<-done, m[2]+m[3])\n}\n',
    { stepBudget: 100_000_000 },
  );
  expect(r.stderr).toBe('');
  expect(r.stdout).toBe('300000 true\ntrue 1200000\n');
}, 60_000);

it('does not report a range over a map behind an RWMutex while another goroutine writes it', () => {
  // go1.23.5 prints the same line (the ranges and writes never overlap).
  const r = runGo(
    'package main\n\nimport (\n\t"fmt"\n\t"sync"\n)\n\nfunc main() {\n\tm := map[int]int{}\n\tvar mu sync.RWMutex\n\tdone := make(chan bool)\n\tgo func() {\n\t\tfor i := 0; i < 200000; i++ {\n\t\t\tmu.Lock()\n\t\t\tm[i%50] = i\n\t\t\tmu.Unlock()\n\t\t}\n\t\tdone <- true\n\t}()\n\tsum := 0\n\tfor i := 0; i < 20000; i++ {\n\t\tmu.RLock()\n\t\tfor _, v := range m {\n\t\t\tsum += v & 1\n\t\t}\n\t\tmu.RUnlock()\n\t}\n\t<-done\n\ttotal := 0\n\tfor _, v := range m {\n\t\ttotal += v\n\t}\n\tfmt.Println(len(m), total, sum >= 0)\n}\n',
    { stepBudget: 100_000_000 },
  );
  expect(r.stderr).toBe('');
  expect(r.stdout).toBe('50 9998725 true\n');
}, 60_000);

// The host's per-chunk hook (run.ts Host.onChunk; the CLI caps V8's young generation from it): once
// per STEP_CHUNK (2^14) steps, from the first chunk on, where `cpuTime` is read once per 16 chunks.
it('calls onChunk once per chunk of steps, and cpuTime once per tick', () => {
  let chunks = 0;
  let clock = 0;
  const r = runGo(
    'package main\n\nfunc main() {\n\tx := 0\n\tfor i := 0; i < 200000; i++ {\n\t\tx += i\n\t}\n\tprintln(x)\n}\n',
    {
      cpuTime: () => {
        clock++;
        return 0;
      },
      onChunk: () => {
        chunks++;
      },
    },
  );
  expect(r.stderr).toBe('19999900000\n');
  // 200,000 loop iterations: 12 chunks of 16,384 steps; the clock is read at the start only.
  expect(chunks).toBe(12);
  expect(clock).toBe(1);
}, 60_000);
