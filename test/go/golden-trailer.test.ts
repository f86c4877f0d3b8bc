// The trailer format of the golden programs (test/go/testdata/README.md): reading, writing and the
// crash-output normalisation both sides of a comparison go through.
import { describe, expect, test } from 'vitest';
import {
  type Expected,
  formatTrailer,
  maskGoroutineIds,
  normaliseStderr,
  splitTrailer,
} from './golden-trailer.ts';

const program = 'package main\n\nfunc main() {}\n';

describe('golden trailers', () => {
  test.each<[string, Expected]>([
    ['output only', { kind: 'run', stdout: 'a\n\nb\n', stderr: '', exit: 0 }],
    ['empty output', { kind: 'run', stdout: '', stderr: '', exit: 0 }],
    ['no final newline', { kind: 'run', stdout: 'x\ny', stderr: '', exit: 0 }],
    ['crash', { kind: 'run', stdout: 'start\n', stderr: 'panic: boom\n\ngoroutine 1 [running]:\n', exit: 2 }],
    ['os.Exit without output', { kind: 'run', stdout: '', stderr: '', exit: 3 }],
    [
      'compile error',
      { kind: 'error', stderr: '# command-line-arguments\n./x.go:3:2: declared and not used: x\n' },
    ],
  ])('%s survives a write/read round trip', (_name, expected) => {
    const text = `${program}\n${formatTrailer(expected)}`;
    expect(splitTrailer(text)).toEqual({ program, expected });
  });

  test('a // comment block that is not a trailer stays part of the program', () => {
    const text = `${program}\n// Just a comment.\n// Another line.\n`;
    expect(splitTrailer(text).expected).toBeUndefined();
  });

  test('a trailer line that is not a comment is an error, not a silent mismatch', () => {
    expect(() => splitTrailer(`${program}\n// Output:\n//x\n`)).toThrow(/not "\/\/" or "\/\/ text"/);
  });

  test('crash output is cut after the goroutine header and the program counter is masked', () => {
    const raw =
      'panic: runtime error: invalid memory address or nil pointer dereference\n' +
      '[signal SIGSEGV: segmentation violation code=0x1 addr=0x10 pc=0x48f672]\n\n' +
      'goroutine 1 [running]:\nmain.main()\n\t/tmp/x/main.go:10 +0x52\n';
    expect(normaliseStderr(raw)).toBe(
      'panic: runtime error: invalid memory address or nil pointer dereference\n' +
        '[signal SIGSEGV: segmentation violation code=0x1 addr=0x10 pc=0x?]\n\ngoroutine 1 [running]:\n',
    );
    expect(normaliseStderr('plain stderr\n')).toBe('plain stderr\n');
  });

  test("a signal's PC line is masked (where runtime.Breakpoint's trap is in the binary)", () => {
    const raw =
      'SIGTRAP: trace trap\nPC=0x469941 m=3 sigcode=128\n\n' +
      'goroutine 18 gp=0xc000104000 m=3 mp=0xc000100008 [running]:\nruntime.breakpoint()\n';
    expect(normaliseStderr(raw)).toBe(
      'SIGTRAP: trace trap\nPC=0x? m=? sigcode=128\n\ngoroutine 18 gp=0x? m=? mp=0x? [running]:\n',
    );
  });

  test('goroutine ids other than main compare as N', () => {
    expect(maskGoroutineIds('goroutine 18 [running]:\n')).toBe('goroutine N [running]:\n');
    expect(maskGoroutineIds('goroutine 1 [chan receive]:\n')).toBe('goroutine 1 [chan receive]:\n');
  });
});
