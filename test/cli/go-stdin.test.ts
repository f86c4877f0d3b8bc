// `oplab go run` gives the program the command's own standard input, byte for byte, as `go run`
// does: line scanners see each line, io.ReadAll sees every byte (invalid UTF-8 included) and then
// io.EOF, and a program that never reads is not held up by it.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const dir = mkdtempSync(join(tmpdir(), 'oplab-stdin-'));

function goRun(name: string, src: string, input: Buffer | string) {
  const file = join(dir, name);
  writeFileSync(file, src);
  const r = spawnSync(process.execPath, ['src/cli/oplab.ts', 'go', 'run', file], { input, timeout: 60_000 });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr.toString('utf8') };
}

describe('oplab go run standard input', () => {
  it('feeds bufio.Scanner line by line, the last line without its newline too', () => {
    const r = goRun(
      'lines.go',
      'package main\n\nimport (\n\t"bufio"\n\t"fmt"\n\t"os"\n)\n\nfunc main() {\n\tsc := bufio.NewScanner(os.Stdin)\n\tn := 0\n\tfor sc.Scan() {\n\t\tn++\n\t\tfmt.Printf("%d %q\\n", n, sc.Text())\n\t}\n\tfmt.Println(sc.Err())\n}\n',
      'apiVersion: v1\nkind: Pod\r\nlast',
    );
    expect(r.stderr).toBe('');
    expect(r.stdout.toString('utf8')).toBe('1 "apiVersion: v1"\n2 "kind: Pod"\n3 "last"\n<nil>\n');
    expect(r.code).toBe(0);
  }, 90_000);

  it('passes every byte through io.Copy, larger than one read and not valid UTF-8', () => {
    const input = Buffer.alloc(200_000);
    for (let i = 0; i < input.length; i++) input[i] = (i * 7919) & 0xff;
    const r = goRun(
      'copy.go',
      'package main\n\nimport (\n\t"io"\n\t"os"\n)\n\nfunc main() {\n\tif _, err := io.Copy(os.Stdout, os.Stdin); err != nil {\n\t\tpanic(err)\n\t}\n}\n',
      input,
    );
    expect(r.stderr).toBe('');
    expect(r.stdout.equals(input)).toBe(true);
  }, 90_000);

  it('reads an empty input as io.EOF at once', () => {
    const r = goRun(
      'empty.go',
      'package main\n\nimport (\n\t"fmt"\n\t"io"\n\t"os"\n)\n\nfunc main() {\n\tb, err := io.ReadAll(os.Stdin)\n\tfmt.Println(len(b), err)\n\tn, err := os.Stdin.Read(make([]byte, 4))\n\tfmt.Println(n, err)\n}\n',
      '',
    );
    expect(r.stdout.toString('utf8')).toBe('0 <nil>\n0 EOF\n');
  }, 90_000);
});
