// Third-party modules resolved as the go command resolves them: from vendor/ (-mod=vendor rules and
// vendor/modules.txt consistency), from the module cache ($GOMODCACHE/<module>@<version>, with the
// go command's case-encoding), through `replace` (another version, a local directory beside the
// project), and the go command's own errors when none of them has the package. The files live in
// memory, as a project in the browser; the module cache is a second in-memory tree.
import { describe, expect, it } from 'vitest';
import { memoryFS } from '../../../src/go/build/mod/fs.ts';
import { type GoRunResult, runGo, type SourceFile } from '../../../src/go/index.ts';

const ROOT = '/home/gopher/app';
const CACHE = '/home/gopher/go/pkg/mod';

/** A small cron-like library: parses "every N minutes" specs. */
const CRON = `package cron

import (
	"fmt"
	"strconv"
	"strings"
	"time"
)

// Schedule fires every Every.
type Schedule struct{ Every time.Duration }

// Parse reads "@every 5m"-style specs.
func Parse(spec string) (Schedule, error) {
	rest, ok := strings.CutPrefix(spec, "@every ")
	if !ok {
		return Schedule{}, fmt.Errorf("cron: unsupported spec %q", spec)
	}
	n, err := strconv.Atoi(strings.TrimSuffix(rest, "m"))
	if err != nil {
		return Schedule{}, fmt.Errorf("cron: bad minutes in %q: %w", spec, err)
	}
	return Schedule{Every: time.Duration(n) * time.Minute}, nil
}

// Next is the first activation after t.
func (s Schedule) Next(t time.Time) time.Time { return t.Add(s.Every) }
`;

const MAIN = (mod: string) => `package main

import (
	"fmt"
	"time"

	"${mod}"
)

func main() {
	s, err := cron.Parse("@every 5m")
	if err != nil {
		panic(err)
	}
	t := time.Date(2024, 1, 1, 10, 0, 0, 0, time.UTC)
	fmt.Println(s.Every, s.Next(t).Format(time.Kitchen))
	_, err = cron.Parse("daily")
	fmt.Println(err)
}
`;

const WANT = '5m0s 10:05AM\ncron: unsupported spec "daily"\n';

function project(files: Record<string, string>): SourceFile[] {
  return Object.entries(files).map(([name, src]) => ({ name, src }));
}

function run(
  files: Record<string, string>,
  outside: Record<string, string> = {},
  env: Record<string, string> = {},
): GoRunResult {
  return runGo({
    files: project(files),
    cwd: ROOT,
    modules: { env: { HOME: '/home/gopher', ...env }, fs: memoryFS(project(outside), '/') },
  });
}

const goMod = (req: string, extra = '') => `module example.com/app\n\ngo 1.22\n\nrequire ${req}\n${extra}`;

describe('vendor/', () => {
  const vendored = {
    'go.mod': goMod('github.com/acme/cron v1.2.0'),
    'main.go': MAIN('github.com/acme/cron'),
    'vendor/modules.txt': '# github.com/acme/cron v1.2.0\n## explicit; go 1.20\ngithub.com/acme/cron\n',
    'vendor/github.com/acme/cron/cron.go': CRON,
  };

  it('builds from vendor/ by default (go 1.14+ and a vendor directory)', () => {
    const r = run(vendored);
    expect(r.stderr).toBe('');
    expect(r.stdout).toBe(WANT);
  });

  it('reports inconsistent vendoring in the go command words', () => {
    const r = run({ ...vendored, 'go.mod': goMod('github.com/acme/cron v1.3.0') });
    expect(r.exitCode).toBe(1);
    expect(r.stderr).toBe(
      `go: inconsistent vendoring in ${ROOT}:
	github.com/acme/cron@v1.3.0: is explicitly required in go.mod, but not marked as explicit in vendor/modules.txt
	github.com/acme/cron@v1.2.0: is marked as explicit in vendor/modules.txt, but not explicitly required in go.mod

	To ignore the vendor directory, use -mod=readonly or -mod=mod.
	To sync the vendor directory, run:
		go mod vendor
`,
    );
  });

  it('checks replacements against modules.txt', () => {
    const r = run({
      ...vendored,
      'go.mod': goMod('github.com/acme/cron v1.2.0', '\nreplace github.com/acme/cron => ../cron\n'),
    });
    expect(r.stderr).toBe(
      `go: inconsistent vendoring in ${ROOT}:
	github.com/acme/cron: is replaced in go.mod, but not marked as replaced in vendor/modules.txt

	To ignore the vendor directory, use -mod=readonly or -mod=mod.
	To sync the vendor directory, run:
		go mod vendor
`,
    );
  });

  it('does not look beyond vendor/ for a package it lacks', () => {
    const r = run({ ...vendored, 'main.go': MAIN('github.com/acme/cron/v2') });
    expect(r.stderr).toBe(
      'main.go:7:2: cannot find module providing package github.com/acme/cron/v2: import lookup disabled by -mod=vendor\n' +
        '\t(Go version in go.mod is at least 1.14 and vendor directory exists.)\n',
    );
  });

  it('leaves vendor/ alone with GOFLAGS=-mod=mod and then needs the module cache', () => {
    const r = run(vendored, {}, { GOFLAGS: '-mod=mod' });
    expect(r.stderr).toBe(
      'go: downloading github.com/acme/cron v1.2.0\nmain.go:7:2: module lookup disabled by GOPROXY=off\n',
    );
  });
});

describe('the module cache', () => {
  const files = {
    'go.mod': goMod('github.com/Acme/Cron v1.0.0'),
    'go.sum':
      'github.com/Acme/Cron v1.0.0 h1:AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=\ngithub.com/Acme/Cron v1.0.0/go.mod h1:AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=\n',
    'main.go': MAIN('github.com/Acme/Cron'),
  };
  const cache = {
    // module.EscapePath: upper-case letters become !lower-case.
    [`${CACHE}/github.com/!acme/!cron@v1.0.0/go.mod`]: 'module github.com/Acme/Cron\n\ngo 1.20\n',
    [`${CACHE}/github.com/!acme/!cron@v1.0.0/cron.go`]: CRON,
  };

  it('reads module@version from GOMODCACHE (default $HOME/go/pkg/mod)', () => {
    expect(run(files, cache).stdout).toBe(WANT);
    const moved = Object.fromEntries(Object.entries(cache).map(([k, v]) => [k.replace(CACHE, '/cache'), v]));
    expect(run(files, moved, { GOMODCACHE: '/cache' }).stdout).toBe(WANT);
    expect(run(files, moved, { GOPATH: '/gp' }).stderr).toContain('module lookup disabled by GOPROXY=off');
  });

  // [CAPTURED] go1.19.8 with GOPROXY=off and an empty GOMODCACHE prints exactly these two lines.
  it('fails as the go command does when the module is not in the cache', () => {
    const r = run(files, {});
    expect(r.exitCode).toBe(1);
    expect(r.stderr).toBe(
      'go: downloading github.com/Acme/Cron v1.0.0\nmain.go:7:2: module lookup disabled by GOPROXY=off\n',
    );
  });

  it('needs the go.sum line of the module', () => {
    const r = run({ ...files, 'go.sum': '' }, cache);
    expect(r.stderr).toBe(
      'main.go:7:2: missing go.sum entry for module providing package github.com/Acme/Cron (imported by example.com/app); to add:\n\tgo get example.com/app\n',
    );
  });

  it('says so when no required module provides the package', () => {
    const r = run({ ...files, 'main.go': MAIN('github.com/other/cron') }, cache);
    expect(r.stderr).toBe(
      'main.go:7:2: no required module provides package github.com/other/cron; to add it:\n\tgo get github.com/other/cron\n',
    );
  });
});

describe('replace', () => {
  it('to a local directory beside the project (no go.sum needed)', () => {
    const r = run(
      {
        'go.mod': goMod('example.com/cron v0.0.0', '\nreplace example.com/cron => ../cron\n'),
        'main.go': MAIN('example.com/cron'),
      },
      {
        '/home/gopher/cron/go.mod': 'module example.com/cron\n\ngo 1.21\n',
        '/home/gopher/cron/cron.go': CRON,
      },
    );
    expect(r.stderr).toBe('');
    expect(r.stdout).toBe(WANT);
  });

  it('to a directory inside the project', () => {
    const r = run({
      'go.mod': goMod('example.com/cron v0.0.0', '\nreplace example.com/cron => ./third_party/cron\n'),
      'main.go': MAIN('example.com/cron'),
      'third_party/cron/go.mod': 'module example.com/cron\n',
      'third_party/cron/cron.go': CRON,
    });
    expect(r.stdout).toBe(WANT);
  });

  it('to another version in the module cache', () => {
    const r = run(
      {
        'go.mod': goMod(
          'example.com/cron v1.0.0',
          '\nreplace example.com/cron v1.0.0 => example.com/cron v1.1.0\n',
        ),
        'go.sum': 'example.com/cron v1.1.0 h1:AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=\n',
        'main.go': MAIN('example.com/cron'),
      },
      { [`${CACHE}/example.com/cron@v1.1.0/cron.go`]: CRON },
    );
    expect(r.stdout).toBe(WANT);
  });

  it('names a replacement directory that does not exist', () => {
    const r = run({
      'go.mod': goMod('example.com/cron v0.0.0', '\nreplace example.com/cron => ../nope\n'),
      'main.go': MAIN('example.com/cron'),
    });
    expect(r.stderr).toBe(
      'main.go:7:2: example.com/cron@v0.0.0: replacement directory ../nope does not exist\n',
    );
  });

  it('names a replaced module that is not required', () => {
    const r = run(
      {
        'go.mod': 'module example.com/app\n\ngo 1.22\n\nreplace example.com/cron => ../cron\n',
        'main.go': MAIN('example.com/cron'),
      },
      { '/home/gopher/cron/go.mod': 'module example.com/cron\n', '/home/gopher/cron/cron.go': CRON },
    );
    expect(r.stderr).toBe(
      'main.go:7:2: module example.com/cron provides package example.com/cron and is replaced but not required; to add it:\n\tgo get example.com/cron\n',
    );
  });
});
