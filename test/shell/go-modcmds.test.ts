// `go mod graph`, `go mod verify`, `go mod why`, `go list`, `go mod download -json`, `go help`:
// the expected texts are go1.23.5's, captured on a module of the same shape (the A2 test module,
// k8s.io/* v0.28.0 + controller-runtime v0.16.0) served from a file:// proxy, with the simulated
// module cache's paths (/home/user/go/pkg/mod) and the universe's hashes and times.
import { describe, expect, it } from 'vitest';
import { moduleHash } from '../../src/shell/modules/universe.ts';
import { GO_MOD_WITH_REQUIRES, project, terminal } from './helpers.ts';

/** The A2 module after `go mod tidy` (go1.23.5 writes exactly this go.mod). */
const TIDY_GO_MOD = `module example.com/memcached-operator

go 1.20

require (
	k8s.io/api v0.28.0
	sigs.k8s.io/controller-runtime v0.16.0
)

require (
	k8s.io/apimachinery v0.28.0 // indirect
	k8s.io/client-go v0.28.0 // indirect
)
`;

const CACHE = '/home/user/go/pkg/mod';

async function tidied() {
  const t = await terminal({ profile: 'open', files: project(GO_MOD_WITH_REQUIRES) });
  const r = await t.run('go mod tidy');
  // [go1.23.5] loading "all" downloads the modules of the dependencies' imports too, after the
  // modules the main module imports from.
  expect(r).toMatchObject({
    out: `go: downloading k8s.io/api v0.28.0
go: downloading sigs.k8s.io/controller-runtime v0.16.0
go: downloading k8s.io/apimachinery v0.28.0
go: downloading k8s.io/client-go v0.28.0
`,
    code: 0,
  });
  const sums = ['k8s.io/api', 'k8s.io/apimachinery', 'k8s.io/client-go', 'sigs.k8s.io/controller-runtime'];
  expect(await t.session.readFile('/home/user/memcached-operator/go.sum')).toBe(
    sums
      .map((p) => {
        const v = p.startsWith('sigs') ? 'v0.16.0' : 'v0.28.0';
        return `${p} ${v} ${moduleHash(p, v, false)}\n${p} ${v}/go.mod ${moduleHash(p, v, true)}\n`;
      })
      .join(''),
  );
  expect(await t.session.readFile('/home/user/memcached-operator/go.mod')).toBe(TIDY_GO_MOD);
  return t;
}

const GRAPH = `example.com/memcached-operator go@1.20
example.com/memcached-operator k8s.io/api@v0.28.0
example.com/memcached-operator k8s.io/apimachinery@v0.28.0
example.com/memcached-operator k8s.io/client-go@v0.28.0
example.com/memcached-operator sigs.k8s.io/controller-runtime@v0.16.0
k8s.io/api@v0.28.0 k8s.io/apimachinery@v0.28.0
k8s.io/client-go@v0.28.0 k8s.io/api@v0.28.0
k8s.io/client-go@v0.28.0 k8s.io/apimachinery@v0.28.0
sigs.k8s.io/controller-runtime@v0.16.0 k8s.io/api@v0.28.0
sigs.k8s.io/controller-runtime@v0.16.0 k8s.io/apimachinery@v0.28.0
sigs.k8s.io/controller-runtime@v0.16.0 k8s.io/client-go@v0.28.0
`;

describe('go mod graph', () => {
  it('prints the pruned graph breadth first, with the go@ edge of the main module', async () => {
    const t = await tidied();
    const r = await t.run('go mod graph');
    expect(r).toMatchObject({ out: GRAPH, code: 0 });
    // cmd/go reads the graph from the module cache: no network needed once tidied.
    expect((await t.run('GOPROXY=off go mod graph')).out).toBe(GRAPH);
  });

  it('go >= 1.21 modules require go@ and go@ requires toolchain@ (go get k8s.io/api@v0.29.0)', async () => {
    const t = await tidied();
    expect((await t.run('go get k8s.io/api@v0.29.0')).code).toBe(0);
    const r = await t.run('go mod graph');
    // [go1.23.5] the same go get and go mod graph on the file:// proxy.
    expect(r.out).toBe(`example.com/memcached-operator go@1.21
example.com/memcached-operator k8s.io/api@v0.29.0
example.com/memcached-operator k8s.io/apimachinery@v0.29.0
example.com/memcached-operator k8s.io/client-go@v0.28.0
example.com/memcached-operator sigs.k8s.io/controller-runtime@v0.16.0
example.com/memcached-operator toolchain@go1.23.5
go@1.21 toolchain@go1.21
k8s.io/api@v0.29.0 k8s.io/apimachinery@v0.29.0
k8s.io/api@v0.29.0 go@1.21
k8s.io/apimachinery@v0.29.0 go@1.21
k8s.io/client-go@v0.28.0 k8s.io/api@v0.28.0
k8s.io/client-go@v0.28.0 k8s.io/apimachinery@v0.28.0
sigs.k8s.io/controller-runtime@v0.16.0 k8s.io/api@v0.28.0
sigs.k8s.io/controller-runtime@v0.16.0 k8s.io/apimachinery@v0.28.0
sigs.k8s.io/controller-runtime@v0.16.0 k8s.io/client-go@v0.28.0
`);
  });

  it('an empty module cache behind GOPROXY=off or a refused proxy, and arguments', async () => {
    const t = await terminal({ profile: 'offline', files: project(TIDY_GO_MOD) });
    let r = await t.run('GOPROXY=off go mod graph');
    expect(r).toMatchObject({
      out: 'go: k8s.io/api@v0.28.0: module lookup disabled by GOPROXY=off\n',
      code: 1,
    });
    r = await t.run('GOPROXY=http://127.0.0.1:1 go mod graph');
    expect(r.out).toBe(
      'go: k8s.io/api@v0.28.0: Get "http://127.0.0.1:1/k8s.io/api/@v/v0.28.0.mod": dial tcp 127.0.0.1:1: connect: connection refused\n',
    );
    r = await t.run('go mod graph x');
    expect(r).toMatchObject({ out: "go: 'go mod graph' accepts no arguments\n", code: 1 });
    r = await t.run('go mod graph -foo');
    expect(r).toMatchObject({
      out: "flag provided but not defined: -foo\nusage: go mod graph [-go=version] [-x]\nRun 'go help mod graph' for details.\n",
      code: 2,
    });
  });
});

describe('go mod verify', () => {
  it('all modules verified; an edited cache directory, a missing ziphash', async () => {
    const t = await tidied();
    expect(await t.run('go mod verify')).toMatchObject({ out: 'all modules verified\n', code: 0 });
    await t.run(`chmod -R u+w ${CACHE}; echo x >> ${CACHE}/k8s.io/api@v0.28.0/go.mod`);
    await t.run(`rm ${CACHE}/cache/download/sigs.k8s.io/controller-runtime/@v/v0.16.0.ziphash`);
    const r = await t.run('go mod verify');
    expect(r.code).toBe(1);
    expect(r.out).toBe(`k8s.io/api v0.28.0: dir has been modified (${CACHE}/k8s.io/api@v0.28.0)
sigs.k8s.io/controller-runtime v0.16.0: missing ziphash: open ${CACHE}/cache/download/sigs.k8s.io/controller-runtime/@v/v0.16.0.ziphash: no such file or directory
`);
    expect(await t.run('go mod verify all')).toMatchObject({
      out: 'go: verify takes no arguments\n',
      code: 1,
    });
  });

  it('a replaced zip is reported', async () => {
    const t = await tidied();
    await t.run(`echo tampered > ${CACHE}/cache/download/sigs.k8s.io/controller-runtime/@v/v0.16.0.zip`);
    const r = await t.run('go mod verify');
    expect(r.out).toBe(
      `sigs.k8s.io/controller-runtime v0.16.0: zip has been modified (${CACHE}/cache/download/sigs.k8s.io/controller-runtime/@v/v0.16.0.zip)\n`,
    );
  });
});

describe('go list -m', () => {
  it('all, -versions, -u, -json of a module and of the main module', async () => {
    const t = await tidied();
    expect((await t.run('go list -m all')).out).toBe(`example.com/memcached-operator
k8s.io/api v0.28.0
k8s.io/apimachinery v0.28.0
k8s.io/client-go v0.28.0
sigs.k8s.io/controller-runtime v0.16.0
`);
    expect((await t.run('go list -m')).out).toBe('example.com/memcached-operator\n');
    expect((await t.run('go list -m -versions sigs.k8s.io/controller-runtime')).out).toBe(
      'sigs.k8s.io/controller-runtime v0.14.0 v0.15.0 v0.15.2 v0.15.3 v0.16.0 v0.16.3 v0.17.0 v0.17.3 v0.18.0 v0.18.2 v0.18.4 v0.19.0 v0.19.1 v0.20.0\n',
    );
    expect((await t.run('go list -m -u all')).out).toBe(`example.com/memcached-operator
k8s.io/api v0.28.0 [v0.32.0]
k8s.io/apimachinery v0.28.0 [v0.32.0]
k8s.io/client-go v0.28.0 [v0.32.0]
sigs.k8s.io/controller-runtime v0.16.0 [v0.20.0]
`);
    expect((await t.run('go list -m -json k8s.io/client-go')).out).toBe(`{
	"Path": "k8s.io/client-go",
	"Version": "v0.28.0",
	"Time": "2023-08-15T20:17:00Z",
	"Indirect": true,
	"Dir": "${CACHE}/k8s.io/client-go@v0.28.0",
	"GoMod": "${CACHE}/cache/download/k8s.io/client-go/@v/v0.28.0.mod",
	"GoVersion": "1.20",
	"Sum": "${moduleHash('k8s.io/client-go', 'v0.28.0', false)}",
	"GoModSum": "${moduleHash('k8s.io/client-go', 'v0.28.0', true)}"
}
`);
    expect((await t.run('go list -m -json')).out).toBe(`{
	"Path": "example.com/memcached-operator",
	"Main": true,
	"Dir": "/home/user/memcached-operator",
	"GoMod": "/home/user/memcached-operator/go.mod",
	"GoVersion": "1.20"
}
`);
    expect((await t.run("go list -m -f '{{.Path}} {{.Version}} {{.Dir}}' k8s.io/api")).out).toBe(
      `k8s.io/api v0.28.0 ${CACHE}/k8s.io/api@v0.28.0\n`,
    );
  });

  it('the errors: no .info in the cache behind GOPROXY=off, unknown module, missing go.sum', async () => {
    const t = await tidied();
    // go mod tidy does not download .info files; go list -m needs them (the Time field).
    let r = await t.run('GOPROXY=off go list -m all');
    expect(r).toMatchObject({ out: 'go: module lookup disabled by GOPROXY=off\n'.repeat(4), code: 1 });
    r = await t.run('GOPROXY=http://127.0.0.1:1 go list -m -u all');
    expect(r.out).toContain(
      'go: k8s.io/api@v0.28.0: Get "http://127.0.0.1:1/k8s.io/api/@v/v0.28.0.info": dial tcp 127.0.0.1:1: connect: connection refused\n',
    );
    expect((await t.run('go list -m all')).code).toBe(0);
    // With the .info files cached, -u fails on the version lists (retractions), off says nothing.
    r = await t.run('GOPROXY=http://127.0.0.1:1 go list -m -u all');
    expect(r.out).toBe(
      [
        'k8s.io/api@v0.28.0: Get "http://127.0.0.1:1/k8s.io/api/@v/list"',
        'k8s.io/apimachinery@v0.28.0: Get "http://127.0.0.1:1/k8s.io/apimachinery/@v/list"',
        'k8s.io/client-go@v0.28.0: Get "http://127.0.0.1:1/k8s.io/client-go/@v/list"',
        'sigs.k8s.io/controller-runtime@v0.16.0: Get "http://127.0.0.1:1/sigs.k8s.io/controller-runtime/@v/list"',
      ]
        .map(
          (l) =>
            `go: loading module retractions for ${l}: dial tcp 127.0.0.1:1: connect: connection refused\n`,
        )
        .join(''),
    );
    expect((await t.run('GOPROXY=off go list -m -u k8s.io/api')).out).toBe('k8s.io/api v0.28.0\n');
    r = await t.run('go list -m k8s.io/nope');
    expect(r).toMatchObject({ out: 'go: module k8s.io/nope: not a known dependency\n', code: 1 });
    r = await t.run('GOPROXY=http://127.0.0.1:1 go list -m -versions k8s.io/api');
    expect(r.out).toBe(
      'go: module k8s.io/api: Get "http://127.0.0.1:1/k8s.io/api/@v/list": dial tcp 127.0.0.1:1: connect: connection refused\n',
    );
    await t.run('rm go.sum');
    r = await t.run('go list -m all');
    expect(r).toMatchObject({
      out: 'go: k8s.io/api@v0.28.0: missing go.sum entry for go.mod file; to add it:\n\tgo mod download k8s.io/api\n',
      code: 1,
    });
    // go mod graph runs with -mod=mod: no go.sum needed.
    expect((await t.run('go mod graph')).out).toBe(GRAPH);
  });

  it('go list ./... lists the main packages; outside a module it cannot match', async () => {
    const t = await terminal({
      profile: 'open',
      files: project(TIDY_GO_MOD, {
        'internal/controller/c.go': 'package controller\n',
        'docs/README.md': '',
      }),
    });
    // no go.sum: two packages listed, so the imports' errors are printed too and the status is 1
    // (go-list-packages-unreachable.test.ts compares these with the machine's go)
    expect(await t.run('go list ./...')).toMatchObject({
      // (stdout, then stderr)
      out: `example.com/memcached-operator
example.com/memcached-operator/internal/controller
main.go:6:2: missing go.sum entry for module providing package k8s.io/api/core/v1 (imported by example.com/memcached-operator); to add:
\tgo get example.com/memcached-operator
main.go:7:2: missing go.sum entry for module providing package sigs.k8s.io/controller-runtime/pkg/client (imported by example.com/memcached-operator); to add:
\tgo get example.com/memcached-operator
`,
      code: 1,
    });
    expect((await t.run('cd docs && go list ./...')).out).toBe('go: warning: "./..." matched no packages\n');
    const r = await t.run('cd /tmp && go list ./...');
    expect(r).toMatchObject({
      out: 'pattern ./...: directory prefix . does not contain main module or its selected dependencies\n',
      code: 1,
    });
    expect((await t.run('go list -u ./...')).out).toBe('go list -u can only be used with -m\n');
  });
});

describe('go mod why', () => {
  it('packages and modules, from the main module through controller-runtime', async () => {
    const t = await tidied();
    const r = await t.run('go mod why k8s.io/api/core/v1 fmt k8s.io/foo');
    expect(r.out).toBe(`# k8s.io/api/core/v1
example.com/memcached-operator
k8s.io/api/core/v1

# fmt
example.com/memcached-operator
fmt

# k8s.io/foo
(main module does not need package k8s.io/foo)
`);
    // client-go only through controller-runtime's client package (its imports at v0.16.0).
    const m = await t.run('go mod why -m k8s.io/client-go k8s.io/foo');
    expect(m.out).toBe(`# k8s.io/client-go
example.com/memcached-operator
sigs.k8s.io/controller-runtime/pkg/client
k8s.io/client-go/kubernetes/scheme

# k8s.io/foo
(main module does not need module k8s.io/foo)
`);
    expect(await t.run('go mod why -m k8s.io/api@v0.28.0')).toMatchObject({
      out: "go: k8s.io/api@v0.28.0: 'go mod why' requires a module path, not a version query\n",
      code: 1,
    });
  });

  it('a module that cannot be downloaded contributes no imports (GOPROXY=off, empty cache)', async () => {
    const t = await terminal({ profile: 'offline', files: project(TIDY_GO_MOD) });
    const r = await t.run('GOPROXY=off go mod why -m k8s.io/client-go');
    // [go1.23.5] the same, exit status 0.
    expect(r).toMatchObject({
      out: '# k8s.io/client-go\n(main module does not need module k8s.io/client-go)\ngo: downloading k8s.io/api v0.28.0\ngo: downloading sigs.k8s.io/controller-runtime v0.16.0\n',
      code: 0,
    });
  });

  it('a test file import is reached through the package test, after the imports', async () => {
    const t = await tidied();
    await t.run(
      `printf 'package main\\n\\nimport (\\n\\t"testing"\\n\\n\\t"k8s.io/client-go/rest"\\n\\t"sigs.k8s.io/controller-runtime/pkg/envtest"\\n)\\n' > main_test.go`,
    );
    // client-go/rest is met first through controller-runtime's client (the test comes after the
    // package's imports in the breadth-first walk); envtest only through the test.
    expect(
      (await t.run('go mod why k8s.io/client-go/rest sigs.k8s.io/controller-runtime/pkg/envtest')).out,
    ).toBe(`# k8s.io/client-go/rest
example.com/memcached-operator
sigs.k8s.io/controller-runtime/pkg/client
k8s.io/client-go/rest

# sigs.k8s.io/controller-runtime/pkg/envtest
example.com/memcached-operator
example.com/memcached-operator.test
sigs.k8s.io/controller-runtime/pkg/envtest
`);
  });
});

describe('go mod download -json and explicit modules', () => {
  it('prints ModuleJSON objects; errors go into Error and the exit status', async () => {
    const t = await tidied();
    let r = await t.run('go mod download -json k8s.io/api');
    expect(r.out).toBe(`{
	"Path": "k8s.io/api",
	"Version": "v0.28.0",
	"Info": "${CACHE}/cache/download/k8s.io/api/@v/v0.28.0.info",
	"GoMod": "${CACHE}/cache/download/k8s.io/api/@v/v0.28.0.mod",
	"Zip": "${CACHE}/cache/download/k8s.io/api/@v/v0.28.0.zip",
	"Dir": "${CACHE}/k8s.io/api@v0.28.0",
	"Sum": "${moduleHash('k8s.io/api', 'v0.28.0', false)}",
	"GoModSum": "${moduleHash('k8s.io/api', 'v0.28.0', true)}"
}
`);
    r = await t.run('GOPROXY=https://proxy.golang.org go mod download -json k8s.io/api@v0.99.0');
    expect(r.code).toBe(1);
    expect(r.out).toBe(`{
	"Path": "k8s.io/api",
	"Version": "v0.99.0",
	"Error": "k8s.io/api@v0.99.0: reading https://proxy.golang.org/k8s.io/api/@v/v0.99.0.info: 404 Not Found\\n\\tserver response: not found: k8s.io/api@v0.99.0: invalid version: unknown revision v0.99.0"
}
`);
    // [CAPTURED] go1.23.5, example.com/lib v1.1.0 required and cached: `GOPROXY=off go mod download
    // example.com/lib@v1.0.0` → `go: example.com/lib@v1.0.0: module lookup disabled by GOPROXY=off`
    r = await t.run('GOPROXY=off go mod download k8s.io/api@v0.27.2');
    expect(r).toMatchObject({
      out: 'go: k8s.io/api@v0.27.2: module lookup disabled by GOPROXY=off\n',
      code: 1,
    });
    r = await t.run('go mod download example.com/memcached-operator');
    expect(r).toMatchObject({
      out: 'go: skipping download of example.com/memcached-operator that resolves to the main module\n',
      code: 0,
    });
    r = await t.run('go mod download k8s.io/nope');
    expect(r).toMatchObject({ out: 'go: module k8s.io/nope: not a known dependency\n', code: 1 });
  });
});

describe('go help', () => {
  it("prints go1.23.5's texts; unknown topics fail as the real go does", async () => {
    const t = await terminal({ profile: 'open', files: {} });
    let r = await t.run('go help mod');
    expect(r.code).toBe(0);
    expect(r.out).toContain(
      '\tgraph       print module requirement graph\n\tinit        initialize new module in current directory\n',
    );
    r = await t.run('go help');
    expect(r.out).toContain(
      '\tlist        list packages or modules\n\tmod         module maintenance\n\twork        workspace maintenance\n',
    );
    expect(r.out).toContain('\tmodule-auth     module authentication using go.sum\n');
    r = await t.run('go help modules');
    expect(r.out.startsWith('Modules are how Go manages dependencies.\n')).toBe(true);
    r = await t.run('go help mod why');
    expect(r.out.startsWith('usage: go mod why [-m] [-vendor] packages...\n')).toBe(true);
    expect(await t.run('go help nonexistent')).toMatchObject({
      out: "go help nonexistent: unknown help topic. Run 'go help'.\n",
      code: 2,
    });
    expect(await t.run('go help mod nonexist')).toMatchObject({
      out: "go help mod nonexist: unknown help topic. Run 'go help mod'.\n",
      code: 2,
    });
  });
});

describe('go mod edit: -print, -json, -fmt and the flag errors of go1.23.5', () => {
  it('prints and encodes go.mod without writing it', async () => {
    const t = await terminal({ profile: 'open', files: project(TIDY_GO_MOD) });
    expect(await t.run('go mod edit -print')).toMatchObject({ out: TIDY_GO_MOD, code: 0 });
    let r = await t.run('go mod edit -exclude=k8s.io/api@v0.27.2 -print');
    expect(r.out).toBe(`${TIDY_GO_MOD}\nexclude k8s.io/api v0.27.2\n`);
    expect(await t.session.readFile('/home/user/memcached-operator/go.mod')).toBe(TIDY_GO_MOD);
    r = await t.run('go mod edit -json');
    expect(r.out).toBe(`{
	"Module": {
		"Path": "example.com/memcached-operator"
	},
	"Go": "1.20",
	"Require": [
		{
			"Path": "k8s.io/api",
			"Version": "v0.28.0"
		},
		{
			"Path": "sigs.k8s.io/controller-runtime",
			"Version": "v0.16.0"
		},
		{
			"Path": "k8s.io/apimachinery",
			"Version": "v0.28.0",
			"Indirect": true
		},
		{
			"Path": "k8s.io/client-go",
			"Version": "v0.28.0",
			"Indirect": true
		}
	],
	"Exclude": null,
	"Replace": null,
	"Retract": null
}
`);
    expect(await t.run('go mod edit -fmt')).toMatchObject({ out: '', code: 0 });
  });

  it('rejects what the real flag checks reject', async () => {
    const t = await terminal({ profile: 'open', files: project(TIDY_GO_MOD) });
    const cases: Array<[string, string, number]> = [
      ['go mod edit', "go: no flags specified (see 'go help mod edit').\n", 1],
      [
        'go mod edit -bogus',
        "flag provided but not defined: -bogus\nusage: go mod edit [editing flags] [-fmt|-print|-json] [go.mod]\nRun 'go help mod edit' for details.\n",
        2,
      ],
      [
        'go mod edit -droprequire',
        "flag needs an argument: -droprequire\nusage: go mod edit [editing flags] [-fmt|-print|-json] [go.mod]\nRun 'go help mod edit' for details.\n",
        2,
      ],
      ['go mod edit -require=k8s.io/api', 'go: -require=k8s.io/api: need path@version\n', 1],
      [
        'go mod edit -replace=k8s.io/api=k8s.io/api',
        'go: -replace=k8s.io/api=k8s.io/api: unversioned new path must be local directory\n',
        1,
      ],
      [
        "go mod edit '-replace=k8s.io/api=>k8s.io/api@v0.27.6'",
        'go: -replace=k8s.io/api=>k8s.io/api@v0.27.6: separator between old and new is =, not =>\n',
        1,
      ],
      ['go mod edit -go=1.99x', 'go mod: invalid -go option; expecting something like "-go 1.23.5"\n', 1],
      ['go mod edit -json -print', 'go: cannot use both -json and -print\n', 1],
    ];
    for (const [line, out, code] of cases) expect(await t.run(line), line).toMatchObject({ out, code });
  });
});

describe('go version', () => {
  it('-m and -v need files; a missing file is a stat error', async () => {
    const t = await terminal({ profile: 'open', files: project(TIDY_GO_MOD) });
    expect(await t.run('go version')).toMatchObject({ out: 'go version go1.23.5 linux/amd64\n', code: 0 });
    expect(await t.run('go version -m')).toMatchObject({
      out: "go: 'go version' only accepts -m flag with arguments\n",
      code: 2,
    });
    expect(await t.run('go version nosuch')).toMatchObject({
      out: 'stat nosuch: no such file or directory\n',
      code: 1,
    });
    // Not a Go binary: nothing, exit status 0.
    expect(await t.run('go version go.mod')).toMatchObject({ out: '', code: 0 });
    expect(await t.run('go version -x')).toMatchObject({
      out: "flag provided but not defined: -x\nusage: go version [-m] [-v] [file ...]\nRun 'go help version' for details.\n",
      code: 2,
    });
  });
});

describe('go clean -modcache', () => {
  it('-n prints the removal without doing it, -x prints and removes; no package arguments', async () => {
    const t = await tidied();
    expect(await t.run('go clean -modcache -n')).toMatchObject({ out: `rm -rf ${CACHE}\n`, code: 0 });
    expect((await t.run(`ls ${CACHE}`)).out).toContain('cache');
    expect(await t.run('go clean -modcache -x')).toMatchObject({ out: `rm -rf ${CACHE}\n`, code: 0 });
    expect((await t.run(`ls ${CACHE}`)).code).not.toBe(0);
    expect(await t.run('go clean -modcache ./...')).toMatchObject({
      out: 'go: clean -modcache cannot be used with package arguments\n',
      code: 1,
    });
  });
});
