// The network profiles and GOPROXY list semantics, end to end through the go command.
import { describe, expect, it } from 'vitest';
import { matchPrefixPatterns, parseGoproxy } from '../../src/shell/commands/go/fetch.ts';
import { PROFILES } from '../../src/shell/network/profiles.ts';
import { PROJECT, terminal } from './helpers.ts';

const PRIVATE_MAIN = `package main

import (
	"fmt"

	"git.corp.example.com/platform/operator-lib/conditions"
)

func main() { fmt.Println(conditions.Ready) }
`;
const PRIVATE_MOD =
  'module example.com/op\n\ngo 1.20\n\nrequire git.corp.example.com/platform/operator-lib v1.2.0\n';

describe('GOPROXY parsing (cmd/go/internal/modfetch/proxy.go)', () => {
  it('splits on comma and pipe, stops at direct and off, adds https://', () => {
    expect(parseGoproxy('goproxy.cn|https://a.example,direct,https://ignored')).toEqual({
      ok: true,
      entries: [
        { kind: 'url', url: 'https://goproxy.cn', fallBackOnError: true },
        { kind: 'url', url: 'https://a.example', fallBackOnError: false },
        { kind: 'direct' },
      ],
    });
    expect(parseGoproxy('off,https://x')).toEqual({ ok: true, entries: [{ kind: 'off' }] });
    expect(parseGoproxy(',')).toEqual({
      ok: false,
      error: 'GOPROXY list is not the empty string, but contains no entries',
    });
  });

  it('matches GOPRIVATE-style glob prefixes', () => {
    expect(matchPrefixPatterns('git.corp.example.com', 'git.corp.example.com/platform/operator-lib')).toBe(
      true,
    );
    expect(matchPrefixPatterns('*.example.com,github.com/acme', 'git.example.com/x')).toBe(true);
    expect(matchPrefixPatterns('github.com/acme', 'github.com/acme-corp/x')).toBe(false);
    expect(matchPrefixPatterns('k8s.io', 'sigs.k8s.io/controller-runtime')).toBe(false);
  });
});

describe('corporate network with private modules', () => {
  it('the public checksum database does not know the private module until GOPRIVATE is set', async () => {
    const files = { [`${PROJECT}/go.mod`]: PRIVATE_MOD, [`${PROJECT}/main.go`]: PRIVATE_MAIN };
    const t = await terminal({ profile: 'corporate', files });
    let r = await t.run('go mod tidy');
    expect(r.code).toBe(1);
    expect(r.out).toContain(
      'git.corp.example.com/platform/operator-lib@v1.2.0: verifying module: git.corp.example.com/platform/operator-lib@v1.2.0: reading https://proxy.golang.org/sumdb/sum.golang.org/lookup/git.corp.example.com/platform/operator-lib@v1.2.0: 404 Not Found\n\tserver response: not found: git.corp.example.com/platform/operator-lib@v1.2.0: invalid version: unknown revision v1.2.0\n',
    );
    r = await t.run('go env -w GOPRIVATE=git.corp.example.com && go mod tidy');
    expect(r.code).toBe(0);
    expect(await t.session.readFile('go.sum')).toContain(
      'git.corp.example.com/platform/operator-lib v1.2.0 h1:',
    );
  });

  it('from outside the company the private host does not resolve', async () => {
    const files = { [`${PROJECT}/go.mod`]: PRIVATE_MOD, [`${PROJECT}/main.go`]: PRIVATE_MAIN };
    const t = await terminal({ profile: 'open', files, env: { GOPRIVATE: 'git.corp.example.com' } });
    const r = await t.run('go mod tidy');
    expect(r.out).toContain(
      'unrecognized import path "git.corp.example.com/platform/operator-lib": https fetch: Get "https://git.corp.example.com/platform/operator-lib?go-get=1": dial tcp: lookup git.corp.example.com on 127.0.0.53:53: no such host',
    );
  });
});

describe('profiles', () => {
  it('every profile has both locales', () => {
    for (const p of Object.values(PROFILES)) {
      expect(p.title.en && p.title['zh-cn'] && p.description.en && p.description['zh-cn']).toBeTruthy();
    }
  });

  it('oplab-network switches the profile of the running terminal', async () => {
    const t = await terminal({ profile: 'open', cwd: '/home/user' });
    expect((await t.run('oplab-network china')).out).toContain('Mainland China, no proxy set');
    expect(t.session.profile).toBe('china');
    expect((await t.run('oplab-network mars')).code).toBe(2);
  });

  it('date and sleep run on the virtual clock', async () => {
    const t = await terminal({ profile: 'open', cwd: '/home/user' });
    expect((await t.run('date')).out).toBe('Mon Jan  5 09:00:00 UTC 2026\n');
    const r = await t.run('sleep 90; date');
    expect(r.out).toBe('Mon Jan  5 09:01:30 UTC 2026\n');
    expect(r.ms).toBe(90_000);
  });
});

describe('HTTPS_PROXY (TOOLCHAIN.md A4 caveat 4: cmd/go honours it)', () => {
  const files = {
    [`${PROJECT}/go.mod`]:
      'module example.com/memcached-operator\n\ngo 1.20\n\nrequire (\n\tk8s.io/api v0.28.0\n\tsigs.k8s.io/controller-runtime v0.16.0\n)\n',
    [`${PROJECT}/main.go`]:
      'package main\n\nimport (\n\t_ "k8s.io/api/core/v1"\n\t_ "sigs.k8s.io/controller-runtime/pkg/client"\n)\n\nfunc main() {}\n',
  };

  it('a proxy that is not running: proxyconnect … connection refused', async () => {
    const t = await terminal({ profile: 'china', files });
    const r = await t.run('HTTPS_PROXY=http://127.0.0.1:7890 go mod tidy');
    expect(r.out).toContain(
      '\tk8s.io/api/core/v1: k8s.io/api@v0.28.0: Get "https://proxy.golang.org/k8s.io/api/@v/v0.28.0.zip": proxyconnect tcp: dial tcp 127.0.0.1:7890: connect: connection refused\n',
    );
  });

  it('a running local proxy makes proxy.golang.org and sum.golang.org reachable from China', async () => {
    const t = await terminal({
      profile: 'china',
      files,
      localServers: { 'http://127.0.0.1:7890': { kind: 'http-proxy' } },
    });
    const r = await t.run('export https_proxy=http://127.0.0.1:7890; go mod tidy');
    expect([r.code, r.ms < 30_000]).toEqual([0, true]);
    const bypass = await t.run(
      'NO_PROXY=proxy.golang.org go clean -modcache && NO_PROXY=proxy.golang.org go mod tidy',
    );
    expect(bypass.out).toContain('dial tcp 172.217.160.81:443: i/o timeout');
  });
});
