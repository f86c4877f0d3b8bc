// The memory budget (src/go/interp/mem.ts): a program whose live values outgrow it stops with gc's
// `fatal error: runtime: out of memory` and exit status 2, naming the allocating line, at the same
// point on every run; programs that allocate a lot but keep little are not stopped.
import { describe, expect, it } from 'vitest';
import { runGo } from './harness.ts';

const MiB = 1 << 20;

function oom(src: string, budget = 16 * MiB) {
  return runGo(src, { memoryBudget: budget, stepBudget: 1e9 });
}

/** The report's first lines: the fatal error, a blank line, the goroutine header, the frames. */
function head(stderr: string, lines = 5): string[] {
  return stderr.split('\n').slice(0, lines);
}

// Generous per-test limits: the machine running the suite may be loaded; each case takes ~1 s alone.
describe('memory budget', { timeout: 120_000 }, () => {
  it('stops an append loop with gc out-of-memory error at the append line', () => {
    const r = oom(
      'package main\n\nfunc main() {\n\tvar keep [][]byte\n\tfor {\n\t\tkeep = append(keep, make([]byte, 1<<16))\n\t}\n}\n',
    );
    expect(head(r.stderr)).toEqual([
      'fatal error: runtime: out of memory',
      '',
      'goroutine 1 [running]:',
      'main.main()',
      '\tmain.go:6 +0x0',
    ]);
    expect(r.exitCode).toBe(2);
  });

  it('stops a growing []int, a linked list, a map and a string the same way', () => {
    const cases: [string, number][] = [
      ['var s []int\n\tfor i := 0; ; i++ {\n\t\ts = append(s, i)\n\t}', 6],
      [
        'type node struct{ next *node; v [4]int }\n\tvar head *node\n\tfor {\n\t\thead = &node{next: head}\n\t}',
        7,
      ],
      ['m := map[int]string{}\n\tfor i := 0; ; i++ {\n\t\tm[i] = "v"\n\t}', 3],
      ['s := ""\n\tfor {\n\t\ts += "0123456789abcdef0123456789abcdef"\n\t}', 3],
    ];
    for (const [body, line] of cases) {
      const r = oom(`package main\n\nfunc main() {\n\t${body}\n}\n`);
      expect(r.stderr.split('\n')[0]).toBe('fatal error: runtime: out of memory');
      expect(r.stderr).toMatch(/^goroutine 1 \[running\]:\nmain\.main\(\)\n\tmain\.go:\d+ \+0x0\n/m);
      expect(r.exitCode).toBe(2);
      if (line !== 3) expect(r.stderr).toContain(`main.go:${line} +0x0`);
    }
  });

  it('stops a 1 GiB array literal before allocating it', () => {
    const r = oom('package main\n\nfunc main() {\n\tx := [1 << 30]byte{1}\n\tprintln(len(x))\n}\n', 1 << 30);
    expect(r.stderr.split('\n')[0]).toBe('fatal error: runtime: out of memory');
    expect(r.exitCode).toBe(2);
  });

  it('makes arrays longer than a flat JS array at once (V8 kept them in a dictionary: minutes and 7 GB)', () => {
    // 40 Mi elements: past V8's 32 Mi of JSArray::kMaxFastArrayLength, within a 1 GiB budget.
    const r = oom(
      'package main\n\nimport "fmt"\n\nvar zero [40 << 20]int\n\nfunc main() {\n\tzero[3] = 9\n\ts := zero[:]\n\ts = append(s, 5)\n\tfmt.Println(len(zero), zero[3], zero[len(zero)-1], len(s), s[len(s)-1])\n}\n',
      1 << 30,
    );
    expect([r.stdout, r.stderr, r.exitCode]).toEqual(['41943040 9 0 41943041 5\n', '', 0]);
  });

  it('stops a 1 GiB global array before allocating it', () => {
    const r = oom(
      'package main\n\nvar big [1 << 30]byte\n\nfunc main() {\n\tbig[1] = 1\n\tprintln(big[1])\n}\n',
    );
    expect(r.stderr.split('\n')[0]).toBe('fatal error: runtime: out of memory');
    expect(r.exitCode).toBe(2);
  });

  it('stops make of a slice larger than the budget at once', () => {
    const r = oom('package main\n\nfunc main() {\n\tb := make([]int64, 1<<28)\n\tprintln(len(b))\n}\n');
    expect(head(r.stderr)).toEqual([
      'fatal error: runtime: out of memory',
      '',
      'goroutine 1 [running]:',
      'main.main()',
      '\tmain.go:4 +0x0',
    ]);
  });

  it('names the goroutine that allocates', () => {
    const r = oom(
      'package main\n\nfunc grow(done chan bool) {\n\tvar s [][]int\n\tfor {\n\t\ts = append(s, make([]int, 4096))\n\t}\n}\n\nfunc main() {\n\tdone := make(chan bool)\n\tgo grow(done)\n\t<-done\n}\n',
    );
    expect(head(r.stderr, 5)).toEqual([
      'fatal error: runtime: out of memory',
      '',
      'goroutine 2 [running]:',
      'main.grow(...)',
      '\tmain.go:6 +0x0',
    ]);
  });

  it('stops at the same point on every run (the measurement never depends on the JS collector)', () => {
    const src =
      'package main\n\nimport "fmt"\n\nfunc main() {\n\tvar keep [][]int\n\tfor i := 0; ; i++ {\n\t\tkeep = append(keep, make([]int, 1000))\n\t\tif i%500 == 0 {\n\t\t\tfmt.Println(i)\n\t\t}\n\t}\n}\n';
    const a = oom(src);
    const b = oom(src);
    expect(a.stdout).not.toBe('');
    expect(a.stdout).toBe(b.stdout);
    expect(a.stderr).toBe(b.stderr);
  });

  it('does not stop a program that allocates far more than the budget but keeps little', () => {
    const r = oom(
      'package main\n\nimport (\n\t"fmt"\n\t"strings"\n)\n\nfunc main() {\n\ttotal := 0\n\tfor i := 0; i < 2000; i++ {\n\t\tb := make([]int, 10000)\n\t\tb[i%len(b)] = i\n\t\ts := strings.Repeat("x", 1000) + fmt.Sprint(i)\n\t\tm := map[int]int{}\n\t\tfor j := 0; j < 100; j++ {\n\t\t\tm[j] = j\n\t\t}\n\t\ttotal += len(b) + len(s) + len(m)\n\t}\n\tfmt.Println(total)\n}\n',
      4 * MiB,
    );
    expect(r.stderr).toBe('');
    expect(r.stdout).toBe('22206890\n');
  });

  it('counts values kept by closures and channels', () => {
    const viaClosure = oom(
      'package main\n\nfunc main() {\n\tvar fs []func() int\n\tfor {\n\t\tb := make([]int, 1024)\n\t\tfs = append(fs, func() int { return len(b) })\n\t}\n}\n',
    );
    expect(viaClosure.stderr.split('\n')[0]).toBe('fatal error: runtime: out of memory');
    const viaChan = oom(
      'package main\n\nfunc main() {\n\tc := make(chan []int, 1<<20)\n\tfor {\n\t\tc <- make([]int, 1024)\n\t}\n}\n',
    );
    expect(viaChan.stderr.split('\n')[0]).toBe('fatal error: runtime: out of memory');
  });

  it('counts a byte slice at a byte an element, as Go does', () => {
    // 40 MiB of kept []byte fits a 64 MiB budget (it was charged 8 bytes an element and stopped).
    const keep = (n: string) =>
      `package main\n\nimport "fmt"\n\nfunc main() {\n\tvar keep [][]byte\n\tfor i := 0; i < ${n}; i++ {\n\t\tb := make([]byte, 1<<16)\n\t\tb[i%len(b)] = byte(i)\n\t\tkeep = append(keep, b)\n\t\tif i%100 == 0 {\n\t\t\tfmt.Println(i)\n\t\t}\n\t}\n\tfmt.Println(len(keep), keep[300][300])\n}\n`;
    const fits = oom(keep('640'), 64 * MiB);
    expect(fits.stderr).toBe('');
    expect(fits.stdout).toBe('0\n100\n200\n300\n400\n500\n600\n640 44\n');
    // Forever: stopped once the kept slices pass the budget (1,024 of them in 64 MiB).
    const forever = oom(keep('1<<30'), 64 * MiB);
    expect(forever.stdout).toBe('0\n100\n200\n300\n400\n500\n600\n700\n800\n900\n1000\n');
    expect(head(forever.stderr)).toEqual([
      'fatal error: runtime: out of memory',
      '',
      'goroutine 1 [running]:',
      'main.main()',
      '\tmain.go:8 +0x0',
    ]);
    expect(forever.exitCode).toBe(2);
  });

  it('stops a big.Int past what the JS engine holds (2^30 bits) as Go runs out of memory', () => {
    // Lsh by 1<<40 asks Go for 128 GiB; the interpreter's BigInt throws first (was an interpreter error).
    const r = runGo(
      'package main\n\nimport (\n\t"fmt"\n\t"math/big"\n)\n\nfunc main() {\n\tx := new(big.Int).Lsh(big.NewInt(1), 1<<40)\n\tfmt.Println(x.BitLen())\n}\n',
      { stepBudget: 1e9 },
    );
    expect(r.stdout).toBe('');
    expect(head(r.stderr, 3)).toEqual(['fatal error: runtime: out of memory', '', 'goroutine 1 [running]:']);
    expect(r.exitCode).toBe(2);
  });

  it('counts a blocked goroutine as gc does: a 2 KiB stack and ~0.5 KiB of g and sudog', () => {
    // go1.23.5: 100,000 goroutines blocked on a channel add 2,048 B of StackInuse and 562 B of
    // HeapInuse each, so 64 MiB holds ~25,900 of them (a 4 KiB charge stopped this at 16,000).
    const r = oom(
      'package main\n\nimport "fmt"\n\nfunc main() {\n\tblock := make(chan int)\n\tfor i := 1; ; i++ {\n\t\tgo func() { <-block }()\n\t\tif i%1000 == 0 {\n\t\t\tfmt.Println(i)\n\t\t}\n\t}\n}\n',
      64 * MiB,
    );
    const counts = r.stdout.trim().split('\n').map(Number);
    expect(counts.at(-1)).toBe(25000);
    expect(head(r.stderr)).toEqual([
      'fatal error: runtime: out of memory',
      '',
      'goroutine 1 [running]:',
      'main.main()',
      '\tmain.go:8 +0x0',
    ]);
    expect(r.exitCode).toBe(2);
  });

  it('lists every goroutine of a deadlock, as gc does, however many', () => {
    // 20,000 goroutines blocked on a channel, then main: runtime.checkdead's report names main and
    // each of them with its `created by` line (go1.23: `goroutine N [chan receive]:`).
    const r = oom(
      'package main\n\nfunc main() {\n\tblock := make(chan int)\n\tfor i := 0; i < 20000; i++ {\n\t\tgo func() { <-block }()\n\t}\n\t<-block\n}\n',
      256 * MiB,
    );
    expect(head(r.stderr, 12)).toEqual([
      'fatal error: all goroutines are asleep - deadlock!',
      '',
      'goroutine 1 [chan receive]:',
      'main.main()',
      '\tmain.go:8 +0x0',
      '',
      'goroutine 2 [chan receive]:',
      'main.main.func1()',
      '\tmain.go:6 +0x0',
      'created by main.main in goroutine 1',
      '\tmain.go:6 +0x0',
      '',
    ]);
    expect(r.stderr.match(/^goroutine \d+ \[chan receive\]:$/gm)?.length).toBe(20001);
    expect(
      r.stderr.endsWith(
        'goroutine 20001 [chan receive]:\nmain.main.func1()\n\tmain.go:6 +0x0\ncreated by main.main in goroutine 1\n\tmain.go:6 +0x0\n',
      ),
    ).toBe(true);
    expect(r.exitCode).toBe(2);
  });

  it('makes a 200 MiB []byte under a 1 GiB budget', () => {
    const r = oom(
      'package main\n\nfunc main() {\n\tb := make([]byte, 200<<20)\n\tb[len(b)-1] = 7\n\tprintln(len(b), b[len(b)-1], b[0])\n}\n',
      1024 * MiB,
    );
    expect(r.stderr).toBe('209715200 7 0\n');
    expect(r.exitCode).toBe(0);
  });
});
