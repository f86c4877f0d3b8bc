// `oplab go run` streams a program's output as it is written: a program printing tens of MiB gets
// every byte through, in order, without the CLI keeping it (src/go/index.ts Utf8Stream keeps a
// bounded tail; os.File.WriteString on the standard streams passes the string without a []byte copy).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runGo } from '../../src/go/index.ts';

const dir = mkdtempSync(join(tmpdir(), 'oplab-output-'));

// 40 lines of 1 MiB on each stream, every 8th line on stdout with a two-byte character (é) in it
const big = `package main

import (
	"fmt"
	"os"
	"strings"
)

func main() {
	line := strings.Repeat("x", 1<<20-1) + "\\n"
	wide := strings.Repeat("é", 1<<19-1) + "x\\n"
	for i := 0; i < 40; i++ {
		if i%8 == 7 {
			fmt.Print(wide)
		} else {
			os.Stdout.WriteString(line)
		}
		os.Stderr.Write([]byte(line[:1<<10]))
	}
	os.Stdout.WriteString("last\\n")
}
`;

describe('oplab go run with big output', () => {
  it('passes 40 MiB of stdout through unchanged, in order', () => {
    const file = join(dir, 'main.go');
    writeFileSync(file, big);
    const r = spawnSync(process.execPath, ['src/cli/oplab.ts', 'go', 'run', file], {
      timeout: 120_000,
      maxBuffer: 1 << 30,
    });
    expect(r.status).toBe(0);
    expect(r.stdout.length).toBe(40 * (1 << 20) + 5);
    expect(r.stderr.length).toBe(40 * (1 << 10));
    const text = r.stdout.toString('utf8');
    const lines = text.split('\n');
    expect(lines.length).toBe(42);
    for (const [i, l] of lines.slice(0, 40).entries())
      expect(l).toBe(i % 8 === 7 ? `${'é'.repeat((1 << 19) - 1)}x` : 'x'.repeat((1 << 20) - 1));
    expect(lines.slice(40)).toEqual(['last', '']);
  }, 150_000);
});

describe('runGo keeps a bounded tail of what it streamed', () => {
  it('streams every byte and keeps at most twice 16 MiB, ending with the last line', () => {
    let streamed = 0;
    const r = runGo({
      files: [{ name: 'main.go', src: big }],
      onStdoutBytes: (b) => {
        streamed += b.length;
      },
    });
    expect(r.exitCode).toBe(0);
    expect(streamed).toBe(40 * (1 << 20) + 5);
    expect(r.stdout.length).toBeGreaterThanOrEqual(16 << 20);
    expect(r.stdout.length).toBeLessThanOrEqual(32 << 20);
    expect(r.stdout.endsWith('x\nlast\n')).toBe(true);
    expect(r.stderr.length).toBe(40 * (1 << 10));
  }, 150_000);
});
