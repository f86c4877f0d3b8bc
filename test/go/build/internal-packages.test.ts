// The internal-package rule (cmd/go/internal/load disallowInternal): a package may import
// .../internal/... only from within the internal directory's parent, judged by the importer's
// directory, so named files (`go run ./cmd/main.go`, command-line-arguments) count as their
// directory's package. Expected texts from go1.23.5 (`go run` in such a module).
import { describe, expect, it } from 'vitest';
import { runGo, type SourceFile } from '../../../src/go/index.ts';

const files: SourceFile[] = [
  { name: 'go.mod', src: 'module example.com/app\n\ngo 1.23\n' },
  { name: 'internal/greet/greet.go', src: 'package greet\n\nfunc Hello() string { return "hello" }\n' },
  {
    name: 'cmd/main.go',
    src: 'package main\n\nimport (\n\t"fmt"\n\n\t"example.com/app/internal/greet"\n)\n\nfunc main() { fmt.Println(greet.Hello()) }\n',
  },
  { name: 'lib/internal/x/x.go', src: 'package x\n\nfunc X() int { return 1 }\n' },
  {
    name: 'tools/main.go',
    src: 'package main\n\nimport (\n\t"fmt"\n\n\t"example.com/app/lib/internal/x"\n)\n\nfunc main() { fmt.Println(x.X()) }\n',
  },
];

const denied = (importer: string) =>
  `package ${importer}\n\ttools/main.go:6:2: use of internal package example.com/app/lib/internal/x not allowed\n`;

describe('internal packages of the module', () => {
  it('named files in cmd/ may use the module root internal/ (kubebuilder `go run ./cmd/main.go`)', () => {
    const r = runGo({ files, target: { kind: 'files', files: ['cmd/main.go'] } });
    expect([r.exitCode, r.stdout, r.stderr]).toEqual([0, 'hello\n', '']);
  });

  it('named files outside the parent directory may not (command-line-arguments)', () => {
    const r = runGo({ files, target: { kind: 'files', files: ['tools/main.go'] } });
    expect([r.exitCode, r.stderr]).toEqual([1, denied('command-line-arguments')]);
  });

  it('a package outside the parent directory may not (its import path)', () => {
    const r = runGo({ files, target: { kind: 'dir', dir: 'tools' } });
    expect([r.exitCode, r.stderr]).toEqual([1, denied('example.com/app/tools')]);
  });
});
