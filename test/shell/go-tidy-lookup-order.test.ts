// The order of `go mod tidy`'s progress lines when imports have no requirement yet, as go1.23.5
// prints them (checked against real go1.23.5 and a file:// module proxy; see notes/s38-term.md):
// every lookup first (`go: finding module for package`), each lookup downloading the zip of the
// version it found, then `go: found` per package in sorted order, then the zips of what those
// packages import. Required modules' zips come before any lookup; a package that still cannot be
// found is looked up once more before the error.
import { describe, expect, it } from 'vitest';
import { GO_MOD_NO_REQUIRES, MAIN_GO, PROJECT, project, terminal } from './helpers.ts';

const OK_PROXY = { 'http://127.0.0.1:8088/ok': { kind: 'goproxy' as const, sumdb: false } };
const ENV = { GOPROXY: 'http://127.0.0.1:8088/ok', GOSUMDB: 'off' };

describe('go mod tidy: lookups, downloads and found lines', () => {
  it('a fresh module: finding, downloading (same order), found (sorted), then the dependencies', async () => {
    const t = await terminal({
      profile: 'offline',
      files: project(GO_MOD_NO_REQUIRES),
      localServers: OK_PROXY,
      env: ENV,
    });
    const r = await t.run('go mod tidy');
    expect(r.code).toBe(0);
    expect(r.out).toBe(`go: finding module for package sigs.k8s.io/controller-runtime/pkg/client
go: finding module for package k8s.io/api/core/v1
go: downloading sigs.k8s.io/controller-runtime v0.20.0
go: downloading k8s.io/api v0.32.0
go: found k8s.io/api/core/v1 in k8s.io/api v0.32.0
go: found sigs.k8s.io/controller-runtime/pkg/client in sigs.k8s.io/controller-runtime v0.20.0
go: downloading k8s.io/apimachinery v0.32.0
go: downloading k8s.io/client-go v0.32.0
`);
    // Everything in the module cache: the lookups still run, but nothing is downloaded.
    await t.run(`printf 'module example.com/memcached-operator\\n\\ngo 1.20\\n' > go.mod && rm go.sum`);
    const again = await t.run('go mod tidy');
    expect(again.out).toBe(`go: finding module for package sigs.k8s.io/controller-runtime/pkg/client
go: finding module for package k8s.io/api/core/v1
go: found k8s.io/api/core/v1 in k8s.io/api v0.32.0
go: found sigs.k8s.io/controller-runtime/pkg/client in sigs.k8s.io/controller-runtime v0.20.0
`);
    expect((await t.run('go mod tidy')).out).toBe('');
  });

  it('a required module is downloaded before the missing import is looked up', async () => {
    const goMod = 'module example.com/memcached-operator\n\ngo 1.20\n\nrequire k8s.io/api v0.28.0\n';
    const t = await terminal({ profile: 'offline', files: project(goMod), localServers: OK_PROXY, env: ENV });
    const r = await t.run('go mod tidy');
    expect(r.code).toBe(0);
    expect(r.out).toBe(`go: downloading k8s.io/api v0.28.0
go: downloading k8s.io/apimachinery v0.28.0
go: finding module for package sigs.k8s.io/controller-runtime/pkg/client
go: downloading sigs.k8s.io/controller-runtime v0.20.0
go: found sigs.k8s.io/controller-runtime/pkg/client in sigs.k8s.io/controller-runtime v0.20.0
go: downloading k8s.io/api v0.32.0
go: downloading k8s.io/apimachinery v0.32.0
go: downloading k8s.io/client-go v0.32.0
`);
  });

  it('an unknown package beside a known one is looked up a second time; alone, once', async () => {
    const main = MAIN_GO.replace('"fmt"\n', '"fmt"\n\n\t_ "example.com/nowhere/pkg"\n');
    const t = await terminal({
      profile: 'offline',
      files: project(GO_MOD_NO_REQUIRES, { [`${PROJECT}/main.go`]: main }),
      localServers: OK_PROXY,
      env: ENV,
    });
    const before = await t.run('cat go.mod');
    const r = await t.run('go mod tidy');
    expect(r.code).toBe(1);
    const notFound =
      'cannot find module providing package example.com/nowhere/pkg: module example.com/nowhere/pkg: reading http://127.0.0.1:8088/ok/example.com/nowhere/pkg/@v/list: 404 Not Found';
    expect(r.out).toMatch(
      new RegExp(
        `^go: finding module for package sigs.k8s.io/controller-runtime/pkg/client
go: finding module for package k8s.io/api/core/v1
go: finding module for package example.com/nowhere/pkg
go: downloading sigs.k8s.io/controller-runtime v0.20.0
go: downloading k8s.io/api v0.32.0
go: found k8s.io/api/core/v1 in k8s.io/api v0.32.0
go: found sigs.k8s.io/controller-runtime/pkg/client in sigs.k8s.io/controller-runtime v0.20.0
go: downloading k8s.io/apimachinery v0.32.0
go: downloading k8s.io/client-go v0.32.0
go: finding module for package example.com/nowhere/pkg
go: example.com/memcached-operator imports
\texample.com/nowhere/pkg: ${notFound.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}
`,
      ),
    );
    // nothing is written when the load fails
    expect((await t.run('cat go.mod')).out).toBe(before.out);
    // With nothing found the loader stops after one round: each package is looked up once.
    const none = await terminal({
      profile: 'offline',
      files: project(GO_MOD_NO_REQUIRES),
      localServers: {
        'http://127.0.0.1:8088/s404': { kind: 'status' as const, status: 404, body: 'not found' },
      },
      env: { GOPROXY: 'http://127.0.0.1:8088/s404' },
    });
    const r2 = await none.run('go mod tidy');
    expect(r2.code).toBe(1);
    expect(r2.out.match(/go: finding module for package/g)).toHaveLength(2);
    expect(r2.out).not.toContain('go: downloading');
  });

  it('the zip a lookup downloads fails verification: the error names the package, no found line', async () => {
    // the proxy has no /sumdb: the lookup goes to sum.golang.org, which the offline profile cannot reach
    const t = await terminal({
      profile: 'offline',
      files: project(GO_MOD_NO_REQUIRES),
      localServers: OK_PROXY,
      env: { GOPROXY: 'http://127.0.0.1:8088/ok' },
    });
    const r = await t.run('go mod tidy');
    expect(r.code).toBe(1);
    expect(r.out).not.toContain('go: found');
    expect(r.out).toContain(`go: finding module for package k8s.io/api/core/v1
go: downloading sigs.k8s.io/controller-runtime v0.20.0
go: downloading k8s.io/api v0.32.0
go: example.com/memcached-operator imports
\tk8s.io/api/core/v1: k8s.io/api@v0.32.0: verifying module: k8s.io/api@v0.32.0: Get "https://sum.golang.org/lookup/k8s.io/api@v0.32.0": dial tcp: lookup sum.golang.org on `);
  });
});
