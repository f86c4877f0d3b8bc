// Package unsafe: the size functions are gc's constants (golden unsafe_sizeof_struct_padding), and
// unsafe.Pointer converts back only to the pointer type it came from, since memory here is values:
// a reinterpreting conversion is refused with a clear error instead of a wrong value.
import { describe, expect, it } from 'vitest';
import { runGo } from '../../../src/go/index.ts';

const run = (body: string) =>
  runGo({
    files: [
      {
        name: 'main.go',
        src: `package main\n\nimport (\n\t"fmt"\n\t"unsafe"\n)\n\nfunc main() {\n${body}\n}\n`,
      },
    ],
    cwd: '/home/gopher/app',
  });

describe('unsafe.Pointer conversions', () => {
  it('round-trips a pointer to its own type', () => {
    const r = run('\tx := 41\n\t*(*int)(unsafe.Pointer(&x))++\n\tfmt.Println(x, unsafe.Pointer(&x) != nil)');
    expect(r.stderr).toBe('');
    expect(r.stdout).toBe('42 true\n');
  });

  it('refuses to reinterpret memory as another type', () => {
    const r = run('\tf := 1.5\n\tfmt.Println(*(*uint64)(unsafe.Pointer(&f)))');
    expect(r.stdout).toBe('');
    expect(r.stderr).toContain(
      './main.go:10:15: oplab does not reinterpret memory: unsafe.Pointer converts back only to the pointer type it came from in the same expression, not to *uint64',
    );
    expect(r.exitCode).not.toBe(0);
  });

  it('refuses the functions that address bytes', () => {
    const r = run('\tb := []byte("hi")\n\tfmt.Println(unsafe.String(&b[0], 2))');
    expect(r.stderr).toContain('oplab does not provide unsafe.String: memory here is values, not bytes');
  });
});
