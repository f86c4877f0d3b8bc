// `oplab go run prog.go | head -1`: when the reader goes away, the run ends as the go command's does
// (the program dies of SIGPIPE; go run prints exec.ExitError's "signal: broken pipe" and exits 1),
// never with Node's unhandled EPIPE error and a JavaScript stack.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, it } from 'vitest';

it('a closed pipe ends go run with "signal: broken pipe" and exit status 1', () => {
  const dir = mkdtempSync(join(tmpdir(), 'oplab-pipe-'));
  writeFileSync(
    join(dir, 'main.go'),
    'package main\n\nimport "fmt"\n\nfunc main() {\n\tfor i := 0; i < 200000; i++ {\n\t\tfmt.Println("line", i)\n\t}\n}\n',
  );
  const r = spawnSync(
    'bash',
    [
      '-c',
      `"$0" src/cli/oplab.ts go run "$1" 2>"$1.err" | head -1; echo "status \${PIPESTATUS[0]}"; cat "$1.err"`,
      process.execPath,
      join(dir, 'main.go'),
    ],
    { encoding: 'utf8', timeout: 120_000 },
  );
  expect(r.stdout).toBe('line 0\nstatus 1\nsignal: broken pipe\n');
}, 150_000);

it('a closed pipe ends any other command quietly, as a program killed by SIGPIPE (128+13)', () => {
  const r = spawnSync(
    'bash',
    [
      '-c',
      `printf 'seq 1 90000\\nseq 1 90000\\n' | "$0" src/cli/oplab.ts shell 2>/dev/stdout | head -2; echo "status \${PIPESTATUS[1]}"`,
      process.execPath,
    ],
    { encoding: 'utf8', timeout: 120_000 },
  );
  expect(r.stdout).toBe(
    'network: Open internet — type "exit" to leave\nuser@oplab:~$ seq 1 90000\nstatus 141\n',
  );
}, 150_000);

it('a command that ends at once still ends as SIGPIPE when its output found the pipe closed', () => {
  // `oplab exercises` exits as soon as it has written (src/cli/oplab.ts endAtOnce), but Node reports
  // a failed write to its stream two ticks later: the exit must wait for it, not end with status 0.
  const r = spawnSync(
    'bash',
    ['-c', `"$0" src/cli/oplab.ts exercises | true; echo "status \${PIPESTATUS[0]}"`, process.execPath],
    { encoding: 'utf8', timeout: 120_000 },
  );
  expect(r.stdout).toBe('status 141\n');
}, 150_000);
