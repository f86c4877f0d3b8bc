// go.mod parsing; the expected error texts were checked against go1.23.5's `go build`.
import { describe, expect, it } from 'vitest';
import { formatGoModErrors, parseGoMod } from '../../../src/go/syntax/gomod.ts';

const errors = (src: string): string => {
  const r = parseGoMod('go.mod', src);
  expect(r.mod).toBeUndefined();
  return formatGoModErrors(r.diagnostics);
};

describe('go.mod', () => {
  it('parses module, go, toolchain, require/replace/exclude blocks and single lines, and // indirect', () => {
    const r = parseGoMod(
      'go.mod',
      `// leading comment
module example.com/memcached-operator // Deprecated: use v2

go 1.26.0

toolchain go1.26.1

godebug default=go1.21

require (
	k8s.io/api v0.35.0
	sigs.k8s.io/controller-runtime v0.23.0 // indirect
	github.com/go-logr/logr v1.4.3 // indirect; used by tests
)

require k8s.io/utils v0.0.0-20251002143259-bc988d571ff4

replace example.com/api => ./api

replace (
	k8s.io/client-go v0.35.0 => k8s.io/client-go v0.35.1
)

exclude k8s.io/api v0.30.0

retract [v1.0.0, v1.0.5] // broken builds

tool golang.org/x/tools/cmd/stringer
`,
    );
    expect(r.diagnostics).toEqual([]);
    const m = r.mod!;
    expect(m.module).toEqual({ path: 'example.com/memcached-operator', line: 2, deprecated: 'use v2' });
    expect(m.go).toEqual({ version: '1.26.0', line: 4 });
    expect(m.toolchain?.name).toBe('go1.26.1');
    expect(m.godebug).toEqual([{ key: 'default', value: 'go1.21', line: 8 }]);
    expect(m.require.map((x) => [x.path, x.version, x.indirect, x.line])).toEqual([
      ['k8s.io/api', 'v0.35.0', false, 11],
      ['sigs.k8s.io/controller-runtime', 'v0.23.0', true, 12],
      ['github.com/go-logr/logr', 'v1.4.3', true, 13],
      ['k8s.io/utils', 'v0.0.0-20251002143259-bc988d571ff4', false, 16],
    ]);
    expect(m.replace).toEqual([
      {
        oldPath: 'example.com/api',
        oldVersion: undefined,
        newPath: './api',
        newVersion: undefined,
        line: 18,
      },
      {
        oldPath: 'k8s.io/client-go',
        oldVersion: 'v0.35.0',
        newPath: 'k8s.io/client-go',
        newVersion: 'v0.35.1',
        line: 21,
      },
    ]);
    expect(m.exclude).toEqual([{ path: 'k8s.io/api', version: 'v0.30.0', line: 24 }]);
    expect(m.retract[0]).toMatchObject({ low: 'v1.0.0', high: 'v1.0.5', rationale: 'broken builds' });
    expect(m.tool[0].path).toBe('golang.org/x/tools/cmd/stringer');
  });

  it('accepts quoted module paths and a file without trailing newline', () => {
    const r = parseGoMod('go.mod', 'module "example.com/x"\ngo 1.22');
    expect(r.mod?.module?.path).toBe('example.com/x');
    expect(r.mod?.go?.version).toBe('1.22');
  });

  it('reports errors in the go command wording', () => {
    expect(errors('module example.com/x\n\ngo 1.22\n\nfoo bar\n')).toBe(
      'go: errors parsing go.mod:\ngo.mod:5: unknown directive: foo\n',
    );
    expect(errors('module example.com/x\n\ngo 1.22.x\n')).toBe(
      "go: errors parsing go.mod:\ngo.mod:3: invalid go version '1.22.x': must match format 1.23.0\n",
    );
    expect(errors('module example.com/x\nmodule other\n')).toContain('go.mod:2: repeated module statement');
    expect(
      errors(
        'module example.com/x\n\ngo 1.22\n\nrequire (\n\tgithub.com/a/b v1.2.3 // indirect\n\tbadline\n)\n',
      ),
    ).toContain('go.mod:7:2: usage: require module/path v1.2.3');
    expect(errors('module example.com/x\n\ngo 1.22\n\nrequire github.com/a/b\n')).toContain(
      'go.mod:5: usage: require module/path v1.2.3',
    );
    expect(errors('module example.com/x\n\ngo 1.22\n\nreplace github.com/a/b => \n')).toBe(
      'go: errors parsing go.mod:\ngo.mod:5: usage: replace module/path [v1.2.3] => other/module v1.4\n\t or replace module/path [v1.2.3] => ../local/directory\n',
    );
    expect(errors('module example.com/x\n\ngo 1.22\ntoolchain go1.23.5\ntoolchain x\n')).toContain(
      'go.mod:5: repeated toolchain statement',
    );
    expect(errors('module example.com/x\n\ngo 1.22\ntoolchain x\n')).toContain(
      "go.mod:4: invalid toolchain version 'x': must match format go1.23.0 or default",
    );
    expect(errors('module "example.com/x\n')).toContain('go.mod:1:22: unexpected newline in string');
    expect(errors('module\n')).toContain('go.mod:1: usage: module module/path');
    expect(errors('module example.com/x\ngo\n')).toContain(
      'go.mod:2: go directive expects exactly one argument',
    );
    expect(errors('module example.com/x\ngo 1.22\nexclude github.com/a/b\n')).toContain(
      'go.mod:3: usage: exclude module/path v1.2.3',
    );
    expect(errors('module example.com/x\ngo 1.22\n)\n')).toContain('go.mod:3: unknown directive: )');
    expect(errors('module example.com/x\ngo 1.22\nfoo (\n)\nbar\n')).toBe(
      'go: errors parsing go.mod:\ngo.mod:3: unknown block type: foo\ngo.mod:5: unknown directive: bar\n',
    );
    expect(errors('module example.com/x\ngo 1.22\nrequire (\n')).toContain(
      'go.mod:4: syntax error (unterminated block started at go.mod:3:1)',
    );
  });

  it('leaves a missing module directive to the caller', () => {
    const r = parseGoMod('go.mod', 'go 1.22\n');
    expect(r.diagnostics).toEqual([]);
    expect(r.mod?.module).toBeUndefined();
  });
});
