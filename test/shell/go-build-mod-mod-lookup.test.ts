// `go build`, `go vet`, `go run` with -mod=mod look a missing import up as `go mod tidy` does and
// record what they loaded in go.mod and go.sum (checked against real go1.23.5 and a file:// module
// proxy; see notes/s39-term.md): the same finding/downloading/found lines, the found modules as
// direct requirements, the modules their packages import as indirect ones, the raised go line with
// the running toolchain; an import that is still missing fails at its position after go.mod was
// written.
import { describe, expect, it } from 'vitest';
import { GO_MOD_NO_REQUIRES, GO_MOD_WITH_REQUIRES, MAIN_GO, PROJECT, project, terminal } from './helpers.ts';

const OK_PROXY = { 'http://127.0.0.1:8088/ok': { kind: 'goproxy' as const, sumdb: false } };
const ENV = { GOPROXY: 'http://127.0.0.1:8088/ok', GOSUMDB: 'off' };

const LOOKUPS = `go: finding module for package sigs.k8s.io/controller-runtime/pkg/client
go: finding module for package k8s.io/api/core/v1
go: downloading sigs.k8s.io/controller-runtime v0.20.0
go: downloading k8s.io/api v0.32.0
go: found k8s.io/api/core/v1 in k8s.io/api v0.32.0
go: found sigs.k8s.io/controller-runtime/pkg/client in sigs.k8s.io/controller-runtime v0.20.0
go: downloading k8s.io/apimachinery v0.32.0
go: downloading k8s.io/client-go v0.32.0
`;

const RESOLVED_GO_MOD = `module example.com/memcached-operator

go 1.23.0

toolchain go1.23.5

require (
	k8s.io/api v0.32.0
	sigs.k8s.io/controller-runtime v0.20.0
)

require (
	k8s.io/apimachinery v0.32.0 // indirect
	k8s.io/client-go v0.32.0 // indirect
)
`;

describe('go build -mod=mod: missing imports are looked up and added to go.mod', () => {
  it('GOFLAGS=-mod=mod go build prints the lookups and writes go.mod and go.sum; the next build is quiet', async () => {
    const t = await terminal({
      profile: 'offline',
      files: project(GO_MOD_NO_REQUIRES),
      localServers: OK_PROXY,
      env: { ...ENV, GOFLAGS: '-mod=mod' },
    });
    const r = await t.run('go build');
    expect(r.out).toBe(LOOKUPS);
    expect(r.code).toBe(0);
    expect(await t.session.readFile('go.mod')).toBe(RESOLVED_GO_MOD);
    const sum = await t.session.readFile('go.sum');
    for (const m of [
      'k8s.io/api',
      'k8s.io/apimachinery',
      'k8s.io/client-go',
      'sigs.k8s.io/controller-runtime',
    ])
      expect(sum).toMatch(new RegExp(`^${m} v0\\.\\d+\\.0 h1:.*\\n${m} v0\\.\\d+\\.0/go.mod h1:`, 'm'));
    expect((await t.run('go build')).out).toBe('');
    expect((await t.run('go vet')).code).toBe(0);
  });

  it('the -mod=mod flag of go vet and go run does the same; -mod=readonly after it still refuses', async () => {
    const t = await terminal({
      profile: 'offline',
      files: project(GO_MOD_NO_REQUIRES),
      localServers: OK_PROXY,
      env: ENV,
    });
    const ro = await t.run('go vet -mod=mod -mod=readonly .');
    expect(ro.code).toBe(1);
    expect(ro.out).toContain(
      'main.go:6:2: cannot find module providing package k8s.io/api/core/v1: import lookup disabled by -mod=readonly',
    );
    const r = await t.run('go run -mod=mod .');
    expect(r.out).toBe(`Running <nil>\n${LOOKUPS}`); // (the program's stdout, then stderr)
    expect(await t.session.readFile('go.mod')).toBe(RESOLVED_GO_MOD);
  });

  it('an import no module provides fails at its position, after go.mod recorded what was found', async () => {
    const main = MAIN_GO.replace('"fmt"\n', '"fmt"\n\n\t_ "example.com/nowhere/pkg"\n');
    const t = await terminal({
      profile: 'offline',
      files: project(GO_MOD_NO_REQUIRES, { [`${PROJECT}/main.go`]: main }),
      localServers: OK_PROXY,
      env: { ...ENV, GOFLAGS: '-mod=mod' },
    });
    const notFound =
      'main.go:6:2: cannot find module providing package example.com/nowhere/pkg: module example.com/nowhere/pkg: reading http://127.0.0.1:8088/ok/example.com/nowhere/pkg/@v/list: 404 Not Found';
    const r = await t.run('go build');
    expect(r.code).toBe(1);
    expect(
      r.out.startsWith(`go: finding module for package sigs.k8s.io/controller-runtime/pkg/client
go: finding module for package k8s.io/api/core/v1
go: finding module for package example.com/nowhere/pkg
go: downloading sigs.k8s.io/controller-runtime v0.20.0
go: downloading k8s.io/api v0.32.0
go: found k8s.io/api/core/v1 in k8s.io/api v0.32.0
go: found sigs.k8s.io/controller-runtime/pkg/client in sigs.k8s.io/controller-runtime v0.20.0
go: downloading k8s.io/apimachinery v0.32.0
go: downloading k8s.io/client-go v0.32.0
go: finding module for package example.com/nowhere/pkg
${notFound}`),
    ).toBe(true);
    expect(r.out).not.toContain('no required module provides');
    expect(await t.session.readFile('go.mod')).toBe(RESOLVED_GO_MOD);
    // found modules are required now: only the unknown import is looked up, once
    const again = await t.run('go build');
    expect(again.out.startsWith(`go: finding module for package example.com/nowhere/pkg\n${notFound}`)).toBe(
      true,
    );
  });

  it('a requirement without its go.sum lines is downloaded and recorded, with the indirect requirements', async () => {
    const t = await terminal({
      profile: 'offline',
      files: project(GO_MOD_WITH_REQUIRES),
      localServers: OK_PROXY,
      env: { ...ENV, GOFLAGS: '-mod=mod' },
    });
    const r = await t.run('go build');
    expect(r.code).toBe(0);
    expect(r.out).not.toContain('missing go.sum entry');
    expect(r.out).not.toContain('finding module');
    expect(await t.session.readFile('go.mod')).toBe(`module example.com/memcached-operator

go 1.20

require (
	k8s.io/api v0.28.0
	sigs.k8s.io/controller-runtime v0.16.0
)

require (
	k8s.io/apimachinery v0.28.0 // indirect
	k8s.io/client-go v0.28.0 // indirect
)
`);
    expect(await t.session.readFile('go.sum')).toContain(
      'k8s.io/api v0.28.0 h1:3j3VPWmN9tTDI68NETBWlDiA9qOiGJ7sdKeufehBYsM=\n',
    );
  });

  it('go.sum keeps the lines it had, an unrelated module’s too; only go mod tidy trims them', async () => {
    // [CAPTURED] go1.23.5 against a file:// proxy: `go build -mod=mod .` kept an unrelated
    // module's two lines in go.sum beside the found module's; `go mod tidy` then dropped them
    const old =
      'example.com/old v1.0.0 h1:Z8JhNbGFa1Fg8WHy3HlAJsmKpB3hUqHFqYxS7nXUlJo=\n' +
      'example.com/old v1.0.0/go.mod h1:Z8JhNbGFa1Fg8WHy3HlAJsmKpB3hUqHFqYxS7nXUlJo=\n';
    const t = await terminal({
      profile: 'offline',
      files: project(GO_MOD_NO_REQUIRES, { [`${PROJECT}/go.sum`]: old }),
      localServers: OK_PROXY,
      env: { ...ENV, GOFLAGS: '-mod=mod' },
    });
    const r = await t.run('go build');
    expect(r.code).toBe(0);
    expect(await t.session.readFile('go.mod')).toBe(RESOLVED_GO_MOD);
    const sum = await t.session.readFile('go.sum');
    expect(sum).toContain(old);
    expect(sum).toContain('sigs.k8s.io/controller-runtime v0.20.0 h1:');
    expect((await t.run('go mod tidy')).code).toBe(0);
    const tidied = await t.session.readFile('go.sum');
    expect(tidied).not.toContain('example.com/old');
    expect(tidied).toContain('sigs.k8s.io/controller-runtime v0.20.0 h1:');
  });

  it("go test and go vet with -mod=mod also resolve what the packages' tests import; go build does not", async () => {
    const t = await terminal({
      profile: 'offline',
      files: project(GO_MOD_NO_REQUIRES, {
        [`${PROJECT}/main.go`]: 'package main\n\nfunc main() {}\n',
        [`${PROJECT}/main_test.go`]:
          'package main\n\nimport (\n\t"testing"\n\n\tcorev1 "k8s.io/api/core/v1"\n)\n\nfunc TestX(t *testing.T) { _ = corev1.PodRunning }\n',
      }),
      localServers: OK_PROXY,
      env: { ...ENV, GOFLAGS: '-mod=mod' },
    });
    expect(await t.run('go build')).toMatchObject({ code: 0, out: '' });
    const r = await t.run('go vet .');
    expect(r.out).toBe(`go: finding module for package k8s.io/api/core/v1
go: downloading k8s.io/api v0.32.0
go: found k8s.io/api/core/v1 in k8s.io/api v0.32.0
go: downloading k8s.io/apimachinery v0.32.0
`);
    expect(await t.session.readFile('go.mod')).toBe(`module example.com/memcached-operator

go 1.23.0

toolchain go1.23.5

require k8s.io/api v0.32.0

require k8s.io/apimachinery v0.32.0 // indirect
`);
  });
});
