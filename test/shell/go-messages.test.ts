// Every message the simulated go command prints, asserted against the text quoted in
// shared/design/TOOLCHAIN.md (section named in each test). Where the doc's capture ran against
// loopback fake proxies, the same fake proxies are set up as local servers, so the lines must match
// to the byte.
import { describe, expect, it } from 'vitest';
import { moduleHash } from '../../src/shell/modules/universe.ts';
import {
  containsInOrder,
  GO_MOD_NO_REQUIRES,
  GO_MOD_WITH_REQUIRES,
  PROJECT,
  project,
  terminal,
} from './helpers.ts';

/** The go.mod `kubebuilder init` writes before `go get` (TOOLCHAIN.md A1.1). */
const SCAFFOLDED_GO_MOD =
  'module example.com/memcached-operator\n\ngo 1.20\n\nrequire sigs.k8s.io/controller-runtime v0.16.0\n';

const DNS =
  'dial tcp: lookup proxy.golang.org on 10.255.255.53:53: dial udp 10.255.255.53:53: connect: network is unreachable';

describe('A2.1 transport failures while resolving a missing import', () => {
  it('DNS unreachable, default GOPROXY', async () => {
    const t = await terminal({ profile: 'offline', files: project(GO_MOD_NO_REQUIRES) });
    const r = await t.run('go mod tidy');
    expect(r.code).toBe(1);
    // TOOLCHAIN.md A2.1 [CAPTURED t1.out]
    expect(r.out).toBe(`go: finding module for package sigs.k8s.io/controller-runtime/pkg/client
go: finding module for package k8s.io/api/core/v1
go: example.com/memcached-operator imports
	k8s.io/api/core/v1: module k8s.io/api/core: Get "https://proxy.golang.org/k8s.io/api/core/@v/list": ${DNS}
go: example.com/memcached-operator imports
	sigs.k8s.io/controller-runtime/pkg/client: module sigs.k8s.io/controller-runtime/pkg/client: Get "https://proxy.golang.org/sigs.k8s.io/controller-runtime/pkg/client/@v/list": ${DNS}
`);
  });

  it('SYN black-holed: i/o timeout after exactly 30 s of virtual time', async () => {
    const t = await terminal({
      profile: 'offline',
      files: project(GO_MOD_NO_REQUIRES),
      env: { GOPROXY: 'https://127.0.0.1:8443' },
      localServers: { 'https://127.0.0.1:8443': { kind: 'blackhole' } },
    });
    const r = await t.run('go mod tidy');
    expect(r.out).toContain(
      '\tk8s.io/api/core/v1: module k8s.io/api/core: Get "https://127.0.0.1:8443/k8s.io/api/core/@v/list": dial tcp 127.0.0.1:8443: i/o timeout\n',
    );
    // Candidates and packages are queried in parallel: one 30 s wait, not one per request.
    expect(r.ms).toBe(30_000);
  });

  it('TLS handshake timeout after 10 s, reset, refused', async () => {
    const local = {
      'https://127.0.0.1:8441': { kind: 'tls-timeout' as const },
      'https://127.0.0.1:8442': { kind: 'reset' as const },
    };
    const t = await terminal({ profile: 'offline', files: project(GO_MOD_NO_REQUIRES), localServers: local });
    let r = await t.run('GOPROXY=https://127.0.0.1:8441 go mod tidy');
    expect(r.out).toContain(
      '\tk8s.io/api/core/v1: module k8s.io/api/core: Get "https://127.0.0.1:8441/k8s.io/api/core/@v/list": net/http: TLS handshake timeout\n',
    );
    expect(r.ms).toBe(10_000);
    r = await t.run('GOPROXY=https://127.0.0.1:8442 go mod tidy');
    expect(r.out).toContain(
      '\tk8s.io/api/core/v1: module k8s.io/api/core: Get "https://127.0.0.1:8442/k8s.io/api/core/@v/list": read tcp 127.0.0.1:41448->127.0.0.1:8442: read: connection reset by peer\n',
    );
    r = await t.run('GOPROXY=http://127.0.0.1:1 go mod tidy');
    expect(r.out).toContain(
      '\tk8s.io/api/core/v1: module k8s.io/api/core: Get "http://127.0.0.1:1/k8s.io/api/core/@v/list": dial tcp 127.0.0.1:1: connect: connection refused\n',
    );
  });
});

describe('A2.2 HTTP status errors from a proxy', () => {
  const local = {
    'http://127.0.0.1:8088/s403': { kind: 'status' as const, status: 403, body: 'Forbidden' },
    'http://127.0.0.1:8088/s404': {
      kind: 'status' as const,
      status: 404,
      body: 'not found: /k8s.io/api/core/@v/list',
    },
    'http://127.0.0.1:8088/s410': { kind: 'status' as const, status: 410, body: 'gone' },
    'http://127.0.0.1:8088/s502': {
      kind: 'status' as const,
      status: 502,
      body: '<html><body>502 Bad Gateway</body></html>',
    },
    'http://127.0.0.1:8088/ok': { kind: 'goproxy' as const, sumdb: false },
  };

  it.each([
    [
      's403',
      '\tk8s.io/api/core/v1: module k8s.io/api/core: reading http://127.0.0.1:8088/s403/k8s.io/api/core/@v/list: 403 Forbidden\n\tserver response: Forbidden\n',
    ],
    [
      's404',
      '\tk8s.io/api/core/v1: cannot find module providing package k8s.io/api/core/v1: module k8s.io/api/core: reading http://127.0.0.1:8088/s404/k8s.io/api/core/@v/list: 404 Not Found\n\tserver response: not found: /k8s.io/api/core/@v/list\n',
    ],
    [
      's410',
      '\tk8s.io/api/core/v1: cannot find module providing package k8s.io/api/core/v1: module k8s.io/api/core: reading http://127.0.0.1:8088/s410/k8s.io/api/core/@v/list: 410 Gone\n\tserver response: gone\n',
    ],
    [
      's502',
      '\tk8s.io/api/core/v1: module k8s.io/api/core: reading http://127.0.0.1:8088/s502/k8s.io/api/core/@v/list: 502 Bad Gateway\n\tserver response: <html><body>502 Bad Gateway</body></html>\n',
    ],
  ])('%s', async (path, line) => {
    const t = await terminal({ profile: 'offline', files: project(GO_MOD_NO_REQUIRES), localServers: local });
    const r = await t.run(`GOPROXY=http://127.0.0.1:8088/${path} go mod tidy`);
    expect(r.code).toBe(1);
    expect(r.out).toContain(line);
  });

  it('a version that does not exist (go get k8s.io/api@v0.28.99)', async () => {
    const t = await terminal({
      profile: 'offline',
      files: project(GO_MOD_WITH_REQUIRES),
      localServers: local,
      env: { GOPROXY: 'http://127.0.0.1:8088/ok', GOFLAGS: '', GONOSUMDB: 'k8s.io,sigs.k8s.io' },
    });
    const r = await t.run('go get k8s.io/api@v0.28.99');
    // TOOLCHAIN.md A2.2 [CAPTURED t8.out]
    expect(r.out).toBe(
      'go: k8s.io/api@v0.28.99: reading http://127.0.0.1:8088/ok/k8s.io/api/@v/v0.28.99.info: 404 Not Found\n\tserver response: not found: /k8s.io/api/@v/v0.28.99.info\n',
    );
  });
});

describe('A2.3 with require lines', () => {
  it('go mod tidy and go mod download against a refused proxy', async () => {
    const t = await terminal({
      profile: 'offline',
      files: project(GO_MOD_WITH_REQUIRES),
      env: { GOPROXY: 'http://127.0.0.1:1' },
    });
    let r = await t.run('go mod tidy');
    expect(r.out).toBe(`go: downloading k8s.io/api v0.28.0
go: downloading sigs.k8s.io/controller-runtime v0.16.0
go: example.com/memcached-operator imports
	k8s.io/api/core/v1: k8s.io/api@v0.28.0: Get "http://127.0.0.1:1/k8s.io/api/@v/v0.28.0.zip": dial tcp 127.0.0.1:1: connect: connection refused
go: example.com/memcached-operator imports
	sigs.k8s.io/controller-runtime/pkg/client: sigs.k8s.io/controller-runtime@v0.16.0: Get "http://127.0.0.1:1/sigs.k8s.io/controller-runtime/@v/v0.16.0.zip": dial tcp 127.0.0.1:1: connect: connection refused
`);
    r = await t.run('go mod download');
    expect(r.out).toBe(
      'go: k8s.io/api@v0.28.0: Get "http://127.0.0.1:1/k8s.io/api/@v/v0.28.0.mod": dial tcp 127.0.0.1:1: connect: connection refused\n',
    );
  });
});

describe('A2.4 GOPROXY=off, direct and GOPRIVATE', () => {
  it('off', async () => {
    const t = await terminal({
      profile: 'offline',
      files: project(GO_MOD_WITH_REQUIRES),
      env: { GOPROXY: 'off' },
    });
    const r = await t.run('go mod tidy');
    expect(r.out).toContain('\tk8s.io/api/core/v1: module lookup disabled by GOPROXY=off\n');
  });

  it('GOPRIVATE=k8s.io routes k8s.io direct: the vanity meta page', async () => {
    const t = await terminal({
      profile: 'offline',
      files: project(GO_MOD_WITH_REQUIRES),
      env: { GOPRIVATE: 'k8s.io' },
    });
    const r = await t.run('go mod tidy');
    expect(r.out).toContain(
      '\tk8s.io/api/core/v1: unrecognized import path "k8s.io/api": https fetch: Get "https://k8s.io/api?go-get=1": dial tcp: lookup k8s.io on 10.255.255.53:53: dial udp 10.255.255.53:53: connect: network is unreachable\n',
    );
  });

  it('mod_gonoproxy.txt: empty list and off, on go get', async () => {
    const t = await terminal({ profile: 'offline', files: project(GO_MOD_NO_REQUIRES) });
    let r = await t.run("GOPROXY=',' go get golang.org/x/text");
    expect(r.out).toMatch(
      /^go: golang.org\/x\/text: GOPROXY list is not the empty string, but contains no entries$/m,
    );
    r = await t.run('GOPROXY=off go get golang.org/x/text');
    expect(r.out).toMatch(/^go: golang.org\/x\/text: module lookup disabled by GOPROXY=off$/m);
  });
});

describe('A2.5 comma vs pipe fallback', () => {
  const local = {
    'http://127.0.0.1:8088/s502': {
      kind: 'status' as const,
      status: 502,
      body: '<html><body>502 Bad Gateway</body></html>',
    },
    'http://127.0.0.1:8088/s404': { kind: 'status' as const, status: 404, body: 'not found' },
    'http://127.0.0.1:8088/ok': { kind: 'goproxy' as const, sumdb: false },
    'https://127.0.0.1:8443': { kind: 'blackhole' as const },
  };
  const env = { GONOSUMDB: 'k8s.io,sigs.k8s.io' };

  it.each([
    ['http://127.0.0.1:8088/s502,http://127.0.0.1:8088/ok', 1, '502 Bad Gateway'],
    ['http://127.0.0.1:8088/s502|http://127.0.0.1:8088/ok', 0, ''],
    ['http://127.0.0.1:8088/s404,http://127.0.0.1:8088/ok', 0, ''],
    ['https://127.0.0.1:8443,direct', 1, 'dial tcp 127.0.0.1:8443: i/o timeout'],
    [
      'https://127.0.0.1:8443|direct',
      1,
      'unrecognized import path "k8s.io/api/core": https fetch: Get "https://k8s.io/api/core?go-get=1": ',
    ],
  ])('GOPROXY=%s', async (goproxy, code, text) => {
    const t = await terminal({
      profile: 'offline',
      files: project(GO_MOD_NO_REQUIRES),
      localServers: local,
      env,
    });
    const r = await t.run(`GOPROXY='${goproxy}' go mod tidy`);
    expect(r.code).toBe(code);
    expect(r.out).toContain(text);
  });

  it('both pipe entries fail: the last proxy error is reported', async () => {
    const t = await terminal({
      profile: 'offline',
      files: project(SCAFFOLDED_GO_MOD),
      localServers: local,
      env,
    });
    const r = await t.run(
      `GOPROXY='https://127.0.0.1:8443|http://127.0.0.1:1' go get sigs.k8s.io/controller-runtime@v0.16.0`,
    );
    expect(r.out).toContain(
      'Get "http://127.0.0.1:1/sigs.k8s.io/controller-runtime/@v/v0.16.0.mod": dial tcp 127.0.0.1:1: connect: connection refused',
    );
    expect(r.ms).toBe(30_001);
  });
});

describe('A2.6 checksums', () => {
  it('go.sum mismatch stops the command with the SECURITY ERROR text', async () => {
    const cr = 'sigs.k8s.io/controller-runtime';
    const sum = `k8s.io/api v0.28.0 h1:AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=\n${cr} v0.16.0 ${moduleHash(cr, 'v0.16.0', false)}\n`;
    const t = await terminal({ profile: 'open', files: project(GO_MOD_WITH_REQUIRES, { 'go.sum': sum }) });
    const r = await t.run('go build ./...');
    expect(r.code).toBe(1);
    expect(r.out).toContain('go: downloading k8s.io/api v0.28.0\n');
    // TOOLCHAIN.md A2.6 [CAPTURED t6.out]; the downloaded hash is the real one of k8s.io/api v0.28.0.
    expect(r.out).toContain(`verifying k8s.io/api@v0.28.0: checksum mismatch
	downloaded: h1:3j3VPWmN9tTDI68NETBWlDiA9qOiGJ7sdKeufehBYsM=
	go.sum:     h1:AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=

SECURITY ERROR
This download does NOT match an earlier download recorded in go.sum.
The bits may have been replaced on the origin server, or an attacker may
have intercepted the download attempt.

For more information, see 'go help module-auth'.
`);
    expect(r.out).not.toMatch(/^go: verifying/m);
  });

  it('missing go.sum entry (go.sum deleted, then go build)', async () => {
    const t = await terminal({ profile: 'open', files: project(GO_MOD_WITH_REQUIRES) });
    expect((await t.run('go mod tidy')).code).toBe(0);
    await t.run('rm go.sum');
    const r = await t.run('go build');
    expect(
      r.out,
    ).toBe(`main.go:6:2: missing go.sum entry for module providing package k8s.io/api/core/v1 (imported by example.com/memcached-operator); to add:
	go get example.com/memcached-operator
main.go:7:2: missing go.sum entry for module providing package sigs.k8s.io/controller-runtime/pkg/client (imported by example.com/memcached-operator); to add:
	go get example.com/memcached-operator
`);
  });
});

describe('A2.7 checksum database unreachable', () => {
  const local = { 'http://127.0.0.1:8088/ok': { kind: 'goproxy' as const, sumdb: false } };
  it('proxy answers 404 to /sumdb/…/supported, so the client goes to sum.golang.org directly', async () => {
    const t = await terminal({
      profile: 'offline',
      files: project(GO_MOD_WITH_REQUIRES),
      localServers: local,
      env: { GOPROXY: 'http://127.0.0.1:8088/ok' },
    });
    let r = await t.run('go mod tidy');
    expect(
      containsInOrder(r.out, [
        'go: downloading k8s.io/api v0.28.0\n',
        'go: downloading sigs.k8s.io/controller-runtime v0.16.0\n',
        'go: example.com/memcached-operator imports\n\tk8s.io/api/core/v1: k8s.io/api@v0.28.0: verifying module: k8s.io/api@v0.28.0: Get "https://sum.golang.org/lookup/k8s.io/api@v0.28.0": dial tcp: lookup sum.golang.org on 10.255.255.53:53: dial udp 10.255.255.53:53: connect: network is unreachable\n',
      ]),
    ).toBe(true);
    r = await t.run('GOSUMDB=sum.golang.google.cn go mod tidy');
    expect(r.out).toContain(
      '\tk8s.io/api/core/v1: k8s.io/api@v0.28.0: verifying module: k8s.io/api@v0.28.0: Get "https://sum.golang.google.cn/lookup/k8s.io/api@v0.28.0": dial tcp: ',
    );
    r = await t.run('GONOSUMDB=k8s.io,sigs.k8s.io go mod tidy');
    expect(r.code).toBe(0);
  });

  it('in mainland China: sum.golang.org times out, goproxy.cn proxies it', async () => {
    const t = await terminal({
      profile: 'china',
      files: project(GO_MOD_WITH_REQUIRES),
      env: { GOPROXY: 'https://mirrors.aliyun.com/goproxy/|https://127.0.0.1:9/' },
    });
    let r = await t.run('GOPROXY=https://goproxy.cn,direct go mod tidy');
    expect(r.code).toBe(0);
    await t.run('go clean -modcache && rm go.sum');
    r = await t.run('GOPROXY=https://goproxy.cn,direct GOSUMDB=sum.golang.org go mod tidy');
    expect(r.code).toBe(0);
  });
});

describe('A2.8 unknown revision, direct', () => {
  it('reading <module>/go.mod at revision: a required version that does not exist', async () => {
    const t = await terminal({
      profile: 'open',
      files: project(GO_MOD_WITH_REQUIRES.replace('k8s.io/api v0.28.0', 'k8s.io/api v0.0.0')),
      env: { GOPROXY: 'direct', GONOSUMDB: 'k8s.io' },
    });
    // [REAL] kubernetes/kubernetes#90358: the go.mod of a required v0.0.0 (coderepo.go findDir).
    const r = await t.run('go mod download');
    expect(r.out).toBe(
      'go: k8s.io/api@v0.0.0: reading k8s.io/api/go.mod at revision v0.0.0: unknown revision v0.0.0\n',
    );
  });

  it('invalid version: a version query (go get) stats the revision first', async () => {
    const t = await terminal({
      profile: 'open',
      files: project(GO_MOD_WITH_REQUIRES),
      env: { GOPROXY: 'direct', GONOSUMDB: 'k8s.io' },
    });
    // [SOURCE] modfetch/coderepo.go Stat: module.ModuleError{Err: &module.InvalidVersionError{…}}.
    const r = await t.run('go get k8s.io/api@v0.0.0');
    expect(r.out).toBe('go: k8s.io/api@v0.0.0: invalid version: unknown revision v0.0.0\n');
    // Through the default GOPROXY the proxy's 404 falls back to direct, whose error ranks higher.
    const d = await t.run('GOPROXY=https://proxy.golang.org,direct go get k8s.io/api@v0.99.0');
    expect(d.out).toBe('go: k8s.io/api@v0.99.0: invalid version: unknown revision v0.99.0\n');
  });
});

describe('A2.9 Go version and toolchain errors', () => {
  const local = {
    'http://127.0.0.1:8088/ok': { kind: 'goproxy' as const, sumdb: false },
    'http://127.0.0.1:8088/notc': { kind: 'goproxy' as const, sumdb: false, toolchains: false },
  };
  const goMod122 = 'module example.com/memcached-operator\n\ngo 1.22.0\n';

  it('GOTOOLCHAIN=local with a newer go line', async () => {
    const t = await terminal({
      profile: 'offline',
      goVersion: '1.21.13',
      files: project(goMod122),
      env: { GOTOOLCHAIN: 'local' },
    });
    const r = await t.run('go build ./...');
    expect(r.out).toBe('go: go.mod requires go >= 1.22.0 (running go 1.21.13; GOTOOLCHAIN=local)\n');
    const t2 = await terminal({
      profile: 'offline',
      goVersion: '1.23.5',
      files: project('module m\n\ngo 1.25.0\n'),
      env: { GOTOOLCHAIN: 'local' },
    });
    expect((await t2.run('go mod tidy')).out).toBe(
      'go: go.mod requires go >= 1.25.0 (running go 1.23.5; GOTOOLCHAIN=local)\n',
    );
  });

  it('dependency too new during go get, GOTOOLCHAIN=local', async () => {
    const t = await terminal({
      profile: 'offline',
      goVersion: '1.21.13',
      files: project(GO_MOD_WITH_REQUIRES),
      localServers: local,
      env: { GOTOOLCHAIN: 'local', GOPROXY: 'http://127.0.0.1:8088/ok', GONOSUMDB: 'k8s.io,sigs.k8s.io' },
    });
    const r = await t.run('go get k8s.io/api@v0.30.0');
    expect(r.out).toBe(
      'go: downloading k8s.io/api v0.30.0\ngo: k8s.io/api@v0.30.0 requires go >= 1.22.0 (running go 1.21.13; GOTOOLCHAIN=local)\n',
    );
  });

  it('GOTOOLCHAIN=auto switches, and the proxy has no toolchain', async () => {
    const t = await terminal({
      profile: 'offline',
      goVersion: '1.21.13',
      files: project(GO_MOD_WITH_REQUIRES),
      localServers: local,
      env: { GOPROXY: 'http://127.0.0.1:8088/ok', GONOSUMDB: 'k8s.io,sigs.k8s.io' },
    });
    const r = await t.run('GOPROXY=http://127.0.0.1:8088/ok go get k8s.io/api@v0.30.0');
    expect(r.out).toContain(
      'go: k8s.io/api@v0.30.0 requires go >= 1.22.0; switching to go1.22.12\ngo: downloading go1.22.12 (linux/amd64)\n',
    );
    const r2 = await (
      await terminal({
        profile: 'offline',
        goVersion: '1.21.13',
        files: project(GO_MOD_WITH_REQUIRES),
        localServers: local,
      })
    ).run('GOPROXY=http://127.0.0.1:8088/notc GONOSUMDB=k8s.io,sigs.k8s.io go get k8s.io/api@v0.30.0');
    expect(r2.out).toContain('go: download go1.22.12 for linux/amd64: toolchain not available\n');
  });

  it('toolchain download: refused proxy, GOSUMDB=off, unreachable checksum database', async () => {
    const files = project(goMod122);
    const t = await terminal({ profile: 'offline', goVersion: '1.21.13', files, localServers: local });
    let r = await t.run('GOPROXY=http://127.0.0.1:1 go build ./...');
    expect(r.out).toBe(`go: downloading go1.22.0 (linux/amd64)
go: download go1.22.0: golang.org/toolchain@v0.0.1-go1.22.0.linux-amd64: Get "http://127.0.0.1:1/golang.org/toolchain/@v/v0.0.1-go1.22.0.linux-amd64.zip": dial tcp 127.0.0.1:1: connect: connection refused
`);
    r = await t.run('GOPROXY=http://127.0.0.1:8088/ok GOSUMDB=off go build ./...');
    expect(r.out).toBe(
      'go: downloading go1.22.0 (linux/amd64)\ngo: download go1.22.0: golang.org/toolchain@v0.0.1-go1.22.0.linux-amd64: verifying module: checksum database disabled by GOSUMDB=off\n',
    );
    // GOPRIVATE/GONOSUMDB do not apply to toolchains.
    r = await t.run('GOPROXY=http://127.0.0.1:8088/ok GONOSUMDB=golang.org go build ./...');
    expect(r.out).toContain(
      'go: download go1.22.0: golang.org/toolchain@v0.0.1-go1.22.0.linux-amd64: verifying module: golang.org/toolchain@v0.0.1-go1.22.0.linux-amd64: Get "https://sum.golang.org/lookup/golang.org/toolchain@v0.0.1-go1.22.0.linux-amd64": dial tcp: ',
    );
  });

  it('a newer Go rewrites go.mod on go get', async () => {
    const t = await terminal({ profile: 'open', files: project(GO_MOD_NO_REQUIRES) });
    const r = await t.run('go get k8s.io/api@v0.30.0');
    expect(
      containsInOrder(r.out, [
        'go: downloading k8s.io/api v0.30.0\n',
        'go: upgraded go 1.20 => 1.22.0\n',
        'go: added toolchain go1.23.5\n',
        'go: added k8s.io/api v0.30.0\n',
      ]),
    ).toBe(true);
    const mod = await t.session.readFile('go.mod');
    expect(mod).toContain('go 1.22.0\n\ntoolchain go1.23.5\n');
  });

  it('Go 1.19 reading a new-style go.mod', async () => {
    const t = await terminal({
      profile: 'open',
      goVersion: '1.19.8',
      files: project('module m\n\ngo 1.21.0\n\ntoolchain go1.21.0\n'),
    });
    const r = await t.run('go build');
    expect(r.out).toContain("go.mod:3: invalid go version '1.21.0': must match format 1.23\n");
  });
});

describe('checked against the real go1.23.5 (loopback only, no network)', () => {
  it('go install through a refused proxy, explicit version and @latest', async () => {
    const t = await terminal({
      profile: 'offline',
      cwd: '/home/user',
      env: { GOPROXY: 'http://127.0.0.1:1' },
    });
    expect((await t.run('go install sigs.k8s.io/controller-tools/cmd/controller-gen@v0.13.0')).out).toBe(
      'go: sigs.k8s.io/controller-tools/cmd/controller-gen@v0.13.0: sigs.k8s.io/controller-tools/cmd/controller-gen@v0.13.0: Get "http://127.0.0.1:1/sigs.k8s.io/controller-tools/cmd/controller-gen/@v/v0.13.0.info": dial tcp 127.0.0.1:1: connect: connection refused\n',
    );
    expect((await t.run('go install sigs.k8s.io/controller-tools/cmd/controller-gen@latest')).out).toBe(
      'go: sigs.k8s.io/controller-tools/cmd/controller-gen@latest: module sigs.k8s.io/controller-tools/cmd/controller-gen: Get "http://127.0.0.1:1/sigs.k8s.io/controller-tools/cmd/controller-gen/@v/list": dial tcp 127.0.0.1:1: connect: connection refused\n',
    );
  });

  it('go get loads the module graph first; HTTPS_PROXY errors; a GOPROXY entry without a scheme', async () => {
    const t = await terminal({ profile: 'offline', files: project(SCAFFOLDED_GO_MOD) });
    const cr = 'go: sigs.k8s.io/controller-runtime@v0.16.0: ';
    expect((await t.run('GOPROXY=http://127.0.0.1:1 go get k8s.io/api@latest')).out).toBe(
      `${cr}Get "http://127.0.0.1:1/sigs.k8s.io/controller-runtime/@v/v0.16.0.mod": dial tcp 127.0.0.1:1: connect: connection refused\n`,
    );
    expect(
      (await t.run('HTTPS_PROXY=http://127.0.0.1:7890 go get sigs.k8s.io/controller-runtime@v0.16.0')).out,
    ).toBe(
      `${cr}Get "https://proxy.golang.org/sigs.k8s.io/controller-runtime/@v/v0.16.0.mod": proxyconnect tcp: dial tcp 127.0.0.1:7890: connect: connection refused\n`,
    );
    expect(
      (
        await t.run(
          'GOPROXY=https://goproxy.cn HTTPS_PROXY=http://nosuch.proxy:3128 go get sigs.k8s.io/controller-runtime@v0.16.0',
        )
      ).out,
    ).toBe(
      `${cr}Get "https://goproxy.cn/sigs.k8s.io/controller-runtime/@v/v0.16.0.mod": proxyconnect tcp: dial tcp: lookup nosuch.proxy on 10.255.255.53:53: no such host\n`,
    );
    expect((await t.run('GOPROXY=y go get sigs.k8s.io/controller-runtime@v0.16.0')).out).toBe(
      `${cr}invalid proxy URL missing scheme: y\n`,
    );
  });
});

describe('A2.10 misc', () => {
  it('go get -insecure', async () => {
    const t = await terminal({ profile: 'open', files: project(GO_MOD_WITH_REQUIRES) });
    expect((await t.run('go get -insecure k8s.io/api')).out).toBe(
      'go: -insecure flag is no longer supported; use GOINSECURE instead\n',
    );
    expect((await t.run('go get -insecure k8s.io/api')).code).toBe(1);
  });

  // Recorded with Debian's go1.23.5 (GOPROXY=off, temp HOME): -insecure is still a flag of go get,
  // so GOFLAGS accepts it, go mod tidy and go build ignore it, and go get refuses it; a flag no go
  // command has is refused everywhere.
  it('GOFLAGS=-insecure: ignored by tidy, refused by go get; an unknown flag refused by all', async () => {
    const t = await terminal({ profile: 'open', files: project(GO_MOD_WITH_REQUIRES) });
    expect((await t.run('go env -w GOFLAGS=-insecure')).code).toBe(0);
    const get = await t.run('go get k8s.io/api@v0.28.0');
    expect([get.out, get.code]).toEqual([
      'go: -insecure flag is no longer supported; use GOINSECURE instead\n',
      1,
    ]);
    expect((await t.run('go env -w GOFLAGS=-foo')).code).toBe(0);
    expect((await t.run('go mod tidy')).out).toBe('go: parsing $GOFLAGS: unknown flag -foo\n');
    expect((await t.run('go env -w GONOSUMCHECK=git.corp.example.com')).out).toBe(
      'go: unknown go command variable GONOSUMCHECK\n',
    );
  });
});

describe('A3.3 go env', () => {
  it('reproduces the captured session', async () => {
    const t = await terminal({ profile: 'open', cwd: '/home/user' });
    const out = async (l: string) => (await t.run(l)).out;
    expect(await out('go env GOPROXY')).toBe('https://proxy.golang.org,direct\n');
    expect(await out('go env GOPROXY GOSUMDB GOPRIVATE GONOPROXY GONOSUMDB GOFLAGS GOTOOLCHAIN')).toBe(
      'https://proxy.golang.org,direct\nsum.golang.org\n\n\n\n\nauto\n',
    );
    expect(await out('go env GOENV')).toBe('/home/user/.config/go/env\n');
    const w = await t.run('go env -w GOPROXY=https://goproxy.cn,direct');
    expect([w.out, w.code]).toEqual(['', 0]);
    expect(await out('go env GOPROXY')).toBe('https://goproxy.cn,direct\n');
    expect(await out('cat "$(go env GOENV)"')).toBe('GOPROXY=https://goproxy.cn,direct\n');
    await t.run('go env -w GOSUMDB=sum.golang.google.cn');
    await t.run('go env -w GOPRIVATE=git.example.com,github.com/acme-corp');
    expect(await out('go env GONOPROXY GONOSUMDB')).toBe(
      'git.example.com,github.com/acme-corp\ngit.example.com,github.com/acme-corp\n',
    );
    expect(await out('cat "$(go env GOENV)"')).toBe(
      'GOPRIVATE=git.example.com,github.com/acme-corp\nGOPROXY=https://goproxy.cn,direct\nGOSUMDB=sum.golang.google.cn\n',
    );
    expect(await out('GOPROXY=https://proxy.golang.org go env -w GOPROXY=https://goproxy.cn,direct')).toBe(
      'warning: go env -w GOPROXY=... does not override conflicting OS environment variable\n',
    );
    expect(await out('GOPROXY=https://proxy.golang.org go env GOPROXY')).toBe('https://proxy.golang.org\n');
    expect(await out('go env -w FOO=bar')).toBe('go: unknown go command variable FOO\n');
    expect(await out('go env -w GOPROXY https://goproxy.cn')).toBe(
      'go: arguments must be KEY=VALUE: invalid argument: GOPROXY\n',
    );
    expect(await out('go env -u GOPROXY ; go env GOPROXY')).toBe('https://proxy.golang.org,direct\n');
    expect(await out('go env -json GOPROXY GOSUMDB')).toBe(
      '{\n\t"GOPROXY": "https://proxy.golang.org,direct",\n\t"GOSUMDB": "sum.golang.google.cn"\n}\n',
    );
  });

  it('the full listing uses single quotes and the real order', async () => {
    const t = await terminal({ profile: 'open', cwd: '/home/user' });
    const lines = (await t.run('go env')).out.split('\n');
    expect(lines[0]).toBe("GO111MODULE=''");
    expect(lines).toContain("GOPROXY='https://proxy.golang.org,direct'");
    expect(lines).toContain("GOMODCACHE='/home/user/go/pkg/mod'");
    expect(lines).toContain("GOVERSION='go1.23.5'");
    expect(lines).toContain("GOMOD='/dev/null'");
    expect(lines.indexOf("GOSUMDB='sum.golang.org'")).toBeGreaterThan(
      lines.indexOf("GOPROXY='https://proxy.golang.org,direct'"),
    );
  });
});

describe('A4 the downgrade, checked', () => {
  async function aligned() {
    const files = project(GO_MOD_WITH_REQUIRES, {
      'cmd/main.go':
        'package main\n\nimport (\n\t"os"\n\n\t"k8s.io/apimachinery/pkg/runtime"\n\tclientgoscheme "k8s.io/client-go/kubernetes/scheme"\n\tmetricsserver "sigs.k8s.io/controller-runtime/pkg/metrics/server"\n)\n',
    });
    const t = await terminal({ profile: 'open', files });
    expect((await t.run('go mod tidy')).code).toBe(0);
    return t;
  }

  it('hand-editing go.mod: tidy silently restores v0.28.0', async () => {
    const t = await aligned();
    await t.run("sed -i 's#k8s.io/api v0.28.0#k8s.io/api v0.27.6#' go.mod");
    const r = await t.run('go mod tidy');
    expect(r.out).toBe('go: downloading k8s.io/api v0.27.6\n');
    expect((await t.run("grep 'k8s.io/api ' go.mod")).out).toBe('\tk8s.io/api v0.28.0\n');
  });

  it('go get k8s.io/api@v0.27.6 downgrades client-go and controller-runtime too, and the build breaks', async () => {
    const t = await aligned();
    const r = await t.run('go get k8s.io/api@v0.27.6');
    expect(r.out).toBe(`go: downloading k8s.io/api v0.27.6
go: downloading k8s.io/client-go v0.27.6
go: downloading sigs.k8s.io/controller-runtime v0.15.2
go: downgraded k8s.io/api v0.28.0 => v0.27.6
go: downgraded k8s.io/client-go v0.28.0 => v0.27.6
go: downgraded sigs.k8s.io/controller-runtime v0.16.0 => v0.15.2
`);
    const b = await t.run('go build ./...');
    expect(b.out).toBe(
      'cmd/main.go:8:2: no required module provides package sigs.k8s.io/controller-runtime/pkg/metrics/server; to add it:\n\tgo get sigs.k8s.io/controller-runtime/pkg/metrics/server\n',
    );
    const tidy = await t.run('go mod tidy');
    expect(tidy.out).toMatch(
      // the lookup downloads the latest version's zip to see the package there, then reports it
      /^go: finding module for package sigs.k8s.io\/controller-runtime\/pkg\/metrics\/server\ngo: downloading sigs.k8s.io\/controller-runtime (v0\.\d+\.\d+)\ngo: found sigs.k8s.io\/controller-runtime\/pkg\/metrics\/server in sigs.k8s.io\/controller-runtime \1\n/,
    );
  });

  it('forcing it with replace breaks compilation of client-go', async () => {
    const t = await aligned();
    await t.run('go mod edit -replace k8s.io/api=k8s.io/api@v0.27.6');
    expect((await t.run('go mod tidy')).code).toBe(0);
    const r = await t.run('go build ./...');
    expect(r.out).toContain(
      '# k8s.io/client-go/applyconfigurations/core/v1\n/home/user/go/pkg/mod/k8s.io/client-go@v0.28.0/applyconfigurations/core/v1/container.go:38:35: undefined: corev1.ContainerRestartPolicy\n',
    );
  });
});

describe('scaffolding tools (A1) and make (B1)', () => {
  it('kubebuilder init behind a DNS failure, then with goproxy.cn in China', async () => {
    const t = await terminal({
      profile: 'offline',
      cwd: '/home/user',
      files: { '/home/user/memcached-operator/README.md': '# x\n' },
    });
    await t.run('cd memcached-operator');
    let r = await t.run('kubebuilder init --domain example.com --repo example.com/memcached-operator');
    expect(r.code).toBe(1);
    expect(
      containsInOrder(r.out, [
        'INFO[0000] Writing kustomize manifests for you to edit...\n',
        'INFO[0000] Writing scaffold for you to edit...\n',
        'INFO[0000] Get controller runtime:\n$ go get sigs.k8s.io/controller-runtime@v0.16.0\n',
        // TOOLCHAIN.md A1.3 [CAPTURED]
        'go: sigs.k8s.io/controller-runtime@v0.16.0: Get "https://proxy.golang.org/sigs.k8s.io/controller-runtime/@v/v0.16.0.mod": dial tcp: lookup proxy.golang.org on 10.255.255.53:53: dial udp 10.255.255.53:53: connect: network is unreachable\n',
        'Error: failed to initialize project: unable to scaffold with "base.go.kubebuilder.io/v4": exit status 1\nUsage:\n  kubebuilder init [flags]\n',
      ]),
    ).toBe(true);
    expect(await t.session.readFile('go.mod')).toBe(
      'module example.com/memcached-operator\n\ngo 1.20\n\nrequire (\n\tsigs.k8s.io/controller-runtime v0.16.0\n)\n',
    );

    const c = await terminal({ profile: 'china', cwd: '/home/user' });
    await c.run('mkdir memcached-operator && cd memcached-operator');
    r = await c.run(
      'GOPROXY=https://goproxy.cn,direct kubebuilder init --domain example.com --repo example.com/memcached-operator',
    );
    expect(r.code).toBe(0);
    expect(containsInOrder(r.out, ['Next: define a resource with:\n$ kubebuilder create api\n'])).toBe(true);
    // [REAL] kubebuilder#4403 success transcript: nothing printed by go get itself.
    expect(r.out).toContain(
      'INFO[0000] Get controller runtime:\n$ go get sigs.k8s.io/controller-runtime@v0.16.0\nINFO[0000] Update dependencies:\n$ go mod tidy\n',
    );
  });

  it('operator-sdk init pins controller-runtime v0.16.3 and fails in post-scaffold when tidy fails', async () => {
    const t = await terminal({ profile: 'china', cwd: '/home/user' });
    await t.run('mkdir op && cd op');
    const r = await t.run('operator-sdk init --domain example.com --repo example.com/op --fetch-deps=false');
    expect(r.out).toContain('INFO[0000] Skipping fetching dependencies.\n');
    expect(r.out).toContain(
      'Error: failed to initialize project: unable to run post-scaffold tasks of "base.go.kubebuilder.io/v4": exit status 1\n',
    );
    expect(r.out).toContain('dial tcp 172.217.160.81:443: i/o timeout');
    expect(await t.session.readFile('go.mod')).toContain('sigs.k8s.io/controller-runtime v0.16.3');
  });

  it('create api scaffolds, wires cmd/main.go, runs go mod tidy and make generate (controller-gen via GOPROXY)', async () => {
    const t = await terminal({
      profile: 'china',
      cwd: '/home/user',
      env: { GOPROXY: 'https://goproxy.cn,direct' },
    });
    await t.run('mkdir m && cd m');
    expect((await t.run('kubebuilder init --domain example.com --repo example.com/m')).code).toBe(0);
    let r = await t.run(
      'kubebuilder create api --group cache --version v1alpha1 --kind Memcached --resource --controller',
    );
    expect(r.code).toBe(0);
    // the screen: make's echoed recipe lines are on stdout, the INFO lines on stderr
    expect(
      containsInOrder(r.screen, [
        'INFO[0000] Update dependencies:\n$ go mod tidy\n',
        'INFO[0000] Running make:\n$ make generate\n',
        'go install sigs.k8s.io/controller-tools/cmd/controller-gen@v0.13.0\n',
      ]),
    ).toBe(true);
    // fmt.Print to stdout ([SOURCE] kubebuilder v3.12.0:pkg/plugins/golang/v4/api.go PostScaffold).
    expect(r.out).toContain(
      'Next: implement your new API and generate the manifests (e.g. CRDs,CRs) with:\n$ make manifests\n',
    );
    expect(await t.session.readFile('cmd/main.go')).toContain(
      'utilruntime.Must(cachev1alpha1.AddToScheme(scheme))',
    );
    expect(await t.session.readFile('api/v1alpha1/memcached_types.go')).toContain(
      '//+kubebuilder:subresource:status',
    );
    r = await t.run(
      'kubebuilder create api --group cache --version v1alpha1 --kind Memcached --resource --controller',
    );
    expect(r.out).toContain(
      'Error: failed to create API: unable to inject the resource to "base.go.kubebuilder.io/v4": API resource already exists\n',
    );
    // Without a reachable proxy the Makefile's go install of controller-gen fails (TOOLCHAIN.md A5).
    await t.run('rm -rf bin && export GOPROXY=https://proxy.golang.org,direct');
    r = await t.run(
      'kubebuilder create api --group cache --version v1alpha1 --kind Cache --resource --controller',
    );
    expect(r.code).toBe(1);
    expect(r.out).toContain(
      'dial tcp 172.217.160.81:443: i/o timeout\nmake: *** [Makefile:157: /home/user/m/bin/controller-gen] Error 1\n',
    );
    expect(r.out).toContain(
      'Error: failed to create API: unable to run post-scaffold tasks of "base.go.kubebuilder.io/v4": exit status 2\n',
    );
  });

  it('make: no such target, and a failing recipe', async () => {
    const t = await terminal({ profile: 'offline', cwd: '/home/user' });
    await t.run('mkdir p && cd p');
    await t.run('kubebuilder init --domain example.com --repo example.com/p --fetch-deps=false');
    let r = await t.run('make cert-manager');
    expect([r.out, r.code]).toEqual(["make: *** No rule to make target 'cert-manager'.  Stop.\n", 2]);
    r = await t.run('make manifests');
    expect(r.code).toBe(2);
    expect(r.out).toMatch(/make: \*\*\* \[Makefile:\d+: \/home\/user\/p\/bin\/controller-gen\] Error 1\n$/);
    r = await t.run('make help');
    expect(r.out).toContain('manifests');
  });
});

describe('the shell around the commands', () => {
  it('missing go.mod and unknown subcommands', async () => {
    const t = await terminal({ profile: 'open', cwd: '/home/user' });
    expect((await t.run('go mod tidy')).out).toBe(
      "go: go.mod file not found in current directory or any parent directory; see 'go help modules'\n",
    );
    expect((await t.run('go frobnicate')).out).toBe(
      "go frobnicate: unknown command\nRun 'go help' for usage.\n",
    );
    expect((await t.run('GOFLAGS=-bogus go mod tidy')).out).toBe(
      'go: parsing $GOFLAGS: unknown flag -bogus\n',
    );
  });

  it('go mod init prints what the real go prints', async () => {
    const t = await terminal({ profile: 'open', cwd: '/home/user' });
    await t.run(`mkdir ${PROJECT} && cd ${PROJECT}`);
    expect((await t.run('go mod init example.com/memcached-operator')).out).toBe(
      'go: creating new go.mod: module example.com/memcached-operator\n',
    );
    expect((await t.run('cat go.mod')).out).toBe('module example.com/memcached-operator\n\ngo 1.23.5\n');
    expect((await t.run('go mod init x')).out).toBe(`go: ${PROJECT}/go.mod already exists\n`);
  });
});
