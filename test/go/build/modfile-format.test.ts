// go.mod as the go command writes it after tidy or get (x/mod modfile: SetRequireSeparateIndirect
// makes a direct and an indirect block, then Cleanup collapses a block of one line into a line).
import { describe, expect, it } from 'vitest';
import { formatModFile, type ModFile } from '../../../src/go/build/mod/modfile.ts';

const mod = (require: ModFile['require']): ModFile => ({
  module: 'example.com/app',
  go: '1.23',
  require,
  replace: [],
  exclude: [],
});
const req = (path: string, indirect = false) => ({ path, version: 'v1.0.0', indirect });

describe('the require lines', () => {
  it('write a group of one as a single line, beside a block of several', () => {
    expect(
      formatModFile(
        mod([req('github.com/robfig/cron/v3'), req('a.example/x', true), req('b.example/y', true)]),
      ),
    ).toBe(
      'module example.com/app\n\ngo 1.23\n\nrequire github.com/robfig/cron/v3 v1.0.0\n\nrequire (\n\ta.example/x v1.0.0 // indirect\n\tb.example/y v1.0.0 // indirect\n)\n',
    );
    expect(formatModFile(mod([req('a.example/x'), req('b.example/y'), req('c.example/z', true)]))).toBe(
      'module example.com/app\n\ngo 1.23\n\nrequire (\n\ta.example/x v1.0.0\n\tb.example/y v1.0.0\n)\n\nrequire c.example/z v1.0.0 // indirect\n',
    );
  });

  it('write one requirement of each kind as two lines', () => {
    expect(formatModFile(mod([req('a.example/x'), req('c.example/z', true)]))).toBe(
      'module example.com/app\n\ngo 1.23\n\nrequire a.example/x v1.0.0\n\nrequire c.example/z v1.0.0 // indirect\n',
    );
  });
});
