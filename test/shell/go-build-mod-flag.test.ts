// -mod=readonly / -mod=vendor (flag, GOFLAGS, or chosen because vendor/ exists): a missing import is
// not looked up and the error says why, as go1.23.5 prints it (modload/import.go queryImport,
// modload/init.go setDefaultBuildMod; each text checked against the real go1.23.5).
import { describe, expect, it } from 'vitest';
import { GO_MOD_NO_REQUIRES, GO_MOD_WITH_REQUIRES, project, terminal } from './helpers.ts';

const API = 'main.go:6:2: cannot find module providing package k8s.io/api/core/v1: import lookup disabled by';
const CR =
  'main.go:7:2: cannot find module providing package sigs.k8s.io/controller-runtime/pkg/client: import lookup disabled by';

describe('go build with a -mod that forbids lookups', () => {
  it('-mod=vendor and -mod=readonly set on the command line or in GOFLAGS', async () => {
    const t = await terminal({ profile: 'offline', files: project(GO_MOD_NO_REQUIRES) });
    const vendor = `${API} -mod=vendor\n${CR} -mod=vendor\n`;
    for (const line of ['GOFLAGS=-mod=vendor go build .', 'go build -mod=vendor .', 'go vet -mod vendor .']) {
      const r = await t.run(line);
      expect(r.code).toBe(1);
      expect(r.out).toBe(vendor);
    }
    const r = await t.run('go build -mod readonly .');
    expect(r.out).toBe(`${API} -mod=readonly\n${CR} -mod=readonly\n`);
    // the command line's -mod wins over GOFLAGS's; -mod=mod (a lookup) leaves the default wording
    expect((await t.run('GOFLAGS=-mod=readonly go build -mod=vendor .')).out).toBe(vendor);
    // go run: a -mod after the package is the program's
    expect((await t.run('go run . -mod=vendor')).out).toContain(
      'main.go:6:2: no required module provides package k8s.io/api/core/v1; to add it:\n',
    );
  });

  it('a vendor directory chooses the mode, and the reason is printed under the error', async () => {
    const t = await terminal({ profile: 'offline', files: project(GO_MOD_NO_REQUIRES) });
    await t.run('mkdir vendor');
    let r = await t.run('go build .');
    expect(r.out).toBe(
      `${API} -mod=vendor\n\t(Go version in go.mod is at least 1.14 and vendor directory exists.)\n${CR} -mod=vendor\n\t(Go version in go.mod is at least 1.14 and vendor directory exists.)\n`,
    );
    await t.run('go mod edit -go=1.13');
    r = await t.run('go build .');
    expect(r.out).toBe(
      `${API} -mod=readonly\n\t(Go version in go.mod is 1.13, so vendor directory was not used.)\n${CR} -mod=readonly\n\t(Go version in go.mod is 1.13, so vendor directory was not used.)\n`,
    );
  });

  it('vendor mode checks vendor/modules.txt against go.mod first', async () => {
    const t = await terminal({ profile: 'offline', files: project(GO_MOD_WITH_REQUIRES) });
    const r = await t.run('go build -mod=vendor .');
    expect(r.code).toBe(1);
    expect(r.out).toBe(`go: inconsistent vendoring in /home/user/memcached-operator:
	k8s.io/api@v0.28.0: is explicitly required in go.mod, but not marked as explicit in vendor/modules.txt
	sigs.k8s.io/controller-runtime@v0.16.0: is explicitly required in go.mod, but not marked as explicit in vendor/modules.txt

	To ignore the vendor directory, use -mod=readonly or -mod=mod.
	To sync the vendor directory, run:
		go mod vendor
`);
  });
});
