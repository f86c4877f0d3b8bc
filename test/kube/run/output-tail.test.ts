// oplab run keeps a bounded tail of the program's output (src/kube/run/build.ts runBuilt, src/go/output-tail.ts): a
// program printing without end runs until a budget stops it, and the host must not keep every byte.
import { describe, expect, it } from 'vitest';
import { defaultPhases } from '../../../src/go/build/default.ts';
import { KEPT_OUTPUT, OutputTail } from '../../../src/go/output-tail.ts';
import { buildCached, runBuilt } from '../../../src/kube/run/build.ts';

describe('run output is a bounded tail', () => {
  it('keeps the last bytes, starting on a UTF-8 character boundary', () => {
    const t = new OutputTail({ kept: 5, bytes: true });
    // 'é' is c3 a9: a cut after c3 must not leave a stray a9 at the start
    for (let i = 0; i < 10; i++) t.push('ab\xc3\xa9');
    expect(t.text.length).toBeGreaterThanOrEqual(5);
    expect(t.text.length).toBeLessThanOrEqual(10);
    expect(t.text.charCodeAt(0) & 0xc0).not.toBe(0x80);
    expect(t.text.endsWith('ab\xc3\xa9')).toBe(true);
  });

  it('keeps everything up to twice the limit, and text as written (no byte-boundary cut)', () => {
    const t = new OutputTail({ kept: 4 });
    t.push('\u00a9\u00a9');
    t.push('abcd');
    expect(t.text).toBe('\u00a9\u00a9abcd');
    for (let i = 0; i < 100; i++) t.push(`${i % 10}`);
    expect(t.text.endsWith('6789')).toBe(true);
    expect(t.text.length).toBeLessThanOrEqual(8);
  });

  it('many small writes keep a bounded tail', () => {
    const t = new OutputTail({ kept: 1 << 16 });
    for (let i = 0; i < 200_000; i++) t.push(`line ${i}\n`);
    expect(t.text.length).toBeLessThanOrEqual(2 << 16);
    expect(t.text.endsWith('line 199999\n')).toBe(true);
  });

  it('a program printing 40 MiB leaves at most twice KEPT_OUTPUT per stream, ending with its last line', () => {
    const src = `package main

import (
	"os"
	"strings"
)

func main() {
	line := strings.Repeat("x", 1<<20-1) + "\\n"
	for i := 0; i < 40; i++ {
		os.Stdout.WriteString(line)
		os.Stderr.WriteString(line)
	}
	os.Stdout.WriteString("last\\n")
}
`;
    const built = buildCached(
      [{ name: 'main.go', src }],
      { kind: 'files', files: ['main.go'] },
      defaultPhases,
    );
    if (!built.ok) throw new Error(built.stderr);
    const r = runBuilt(built, defaultPhases, {});
    expect(r.exitCode).toBe(0);
    expect(r.stdout.length).toBeGreaterThanOrEqual(KEPT_OUTPUT);
    expect(r.stdout.length).toBeLessThanOrEqual(2 * KEPT_OUTPUT);
    expect(r.stdout.endsWith('x\nlast\n')).toBe(true);
    expect(r.stderr.length).toBeLessThanOrEqual(2 * KEPT_OUTPUT);
  });
});
