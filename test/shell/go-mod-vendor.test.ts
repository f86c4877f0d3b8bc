// `go mod vendor` writes vendor/modules.txt as go1.23.5 does (modcmd/vendor.go: `# path version`,
// `## explicit; go X` for go.mod's requirements, then the module's vendored packages, sorted), and a
// build then takes its dependencies from the consistent vendor/ (no download, no module cache), as
// -mod=vendor is the default when vendor/ exists. Checked against real go1.23.5 and a file:// proxy
// (notes/s39-term.md).
import { describe, expect, it } from 'vitest';
import { GO_MOD_NO_REQUIRES, MAIN_GO, PROJECT, project, type Term, terminal } from './helpers.ts';

const OK_PROXY = { 'http://127.0.0.1:8088/ok': { kind: 'goproxy' as const, sumdb: false } };
const ENV = { GOPROXY: 'http://127.0.0.1:8088/ok', GOSUMDB: 'off' };

/** Rewrites main.go through the terminal. */
async function write(t: Term, text: string): Promise<void> {
  const r = await t.run(`printf '${text.replace(/\n/g, '\\n').replace(/\t/g, '\\t')}' > main.go`);
  expect(r.code).toBe(0);
}

describe('go mod vendor', () => {
  it('writes modules.txt with the explicit requirements, their go versions and the vendored packages', async () => {
    const t = await terminal({
      profile: 'offline',
      files: project(GO_MOD_NO_REQUIRES),
      localServers: OK_PROXY,
      env: ENV,
    });
    expect((await t.run('go mod tidy')).code).toBe(0);
    const r = await t.run('go mod vendor');
    expect(r).toMatchObject({ code: 0, out: '' });
    const txt = (await t.session.readFile('vendor/modules.txt')) ?? '';
    expect(
      txt.startsWith('# k8s.io/api v0.32.0\n## explicit; go 1.23.0\nk8s.io/api/admissionregistration/v1\n'),
    ).toBe(true);
    expect(txt).toContain('\nk8s.io/api/core/v1\n');
    expect(txt).toContain(
      '\n# k8s.io/apimachinery v0.32.0\n## explicit; go 1.23.0\nk8s.io/apimachinery/pkg/api/equality\n',
    );
    expect(txt).toContain(
      '\n# k8s.io/client-go v0.32.0\n## explicit; go 1.23.0\nk8s.io/client-go/discovery\n',
    );
    expect(
      txt.endsWith(
        '\n# sigs.k8s.io/controller-runtime v0.20.0\n## explicit; go 1.23.0\nsigs.k8s.io/controller-runtime/pkg/client\nsigs.k8s.io/controller-runtime/pkg/client/apiutil\nsigs.k8s.io/controller-runtime/pkg/log\n',
      ),
    ).toBe(true);
    // each vendored package has its directory
    expect((await t.run('test -d vendor/sigs.k8s.io/controller-runtime/pkg/client/apiutil')).code).toBe(0);
    // -v prints modules.txt on stderr as it writes it
    expect((await t.run('go mod vendor -v')).out).toBe(txt);
  });

  it('a build with a consistent vendor/ needs no module cache; an import vendor/ lacks is refused', async () => {
    const t = await terminal({
      profile: 'offline',
      files: project(GO_MOD_NO_REQUIRES),
      localServers: OK_PROXY,
      env: ENV,
    });
    await t.run('go mod tidy');
    await t.run('go mod vendor');
    await t.run('go clean -modcache');
    expect(await t.run('go build')).toMatchObject({ code: 0, out: '' });
    expect((await t.run('go vet')).code).toBe(0);
    const main = MAIN_GO.replace('"fmt"\n', '"fmt"\n\n\t_ "k8s.io/client-go/kubernetes"\n');
    await write(t, main);
    const r = await t.run('go build');
    expect(r.code).toBe(1);
    expect(r.out).toBe(
      'main.go:6:2: cannot find module providing package k8s.io/client-go/kubernetes: import lookup disabled by -mod=vendor\n\t(Go version in go.mod is at least 1.14 and vendor directory exists.)\n',
    );
    // -mod=mod ignores vendor/
    expect((await t.run('go build -mod=mod')).code).toBe(0);
  });

  it('arguments, flags, missing requirements, and nothing to vendor', async () => {
    const t = await terminal({
      profile: 'offline',
      files: project(GO_MOD_NO_REQUIRES),
      localServers: OK_PROXY,
      env: ENV,
    });
    expect(await t.run('go mod vendor x')).toMatchObject({
      code: 1,
      out: "go: 'go mod vendor' accepts no arguments\n",
    });
    expect(await t.run('go mod vendor -foo')).toMatchObject({
      code: 2,
      out: "flag provided but not defined: -foo\nusage: go mod vendor [-e] [-v] [-o outdir]\nRun 'go help mod vendor' for details.\n",
    });
    const missing = await t.run('go mod vendor');
    expect(missing.code).toBe(1);
    expect(missing.out).toBe(`go: example.com/memcached-operator imports
\tk8s.io/api/core/v1: no required module provides package k8s.io/api/core/v1; to add it:
\tgo get k8s.io/api/core/v1
go: example.com/memcached-operator imports
\tsigs.k8s.io/controller-runtime/pkg/client: no required module provides package sigs.k8s.io/controller-runtime/pkg/client; to add it:
\tgo get sigs.k8s.io/controller-runtime/pkg/client
`);
    expect((await t.run('test -e vendor')).code).toBe(1);
    await write(t, 'package main\n\nfunc main() {}\n');
    expect(await t.run('go mod vendor')).toMatchObject({ code: 0, out: 'go: no dependencies to vendor\n' });
    expect((await t.run('test -e vendor')).code).toBe(1);
  });

  it("a directory replacement is vendored from its directory, and dropping it gives the lesson's inconsistency", async () => {
    const lib = 'git.corp.example.com/platform/operator-lib';
    const t = await terminal({
      profile: 'offline',
      files: project(
        `module example.com/memcached-operator\n\ngo 1.22.0\n\nrequire ${lib} v1.3.0\n\nreplace ${lib} => ../operator-lib\n`,
        {
          [`${PROJECT}/main.go`]: `package main\n\nimport operatorlib "${lib}"\n\nfunc main() { println(operatorlib.Name()) }\n`,
          '/home/user/operator-lib/go.mod': `module ${lib}\n\ngo 1.20\n`,
          '/home/user/operator-lib/lib.go': 'package operatorlib\n\nfunc Name() string { return "x" }\n',
          '/home/user/operator-lib/lib_test.go': 'package operatorlib\n',
        },
      ),
      env: { GOPROXY: 'off' },
    });
    expect(await t.run('go mod vendor')).toMatchObject({ code: 0, out: '' });
    expect(await t.session.readFile('vendor/modules.txt')).toBe(
      `# ${lib} v1.3.0 => ../operator-lib\n## explicit; go 1.20\n${lib}\n# ${lib} => ../operator-lib\n`,
    );
    expect((await t.run(`ls vendor/${lib}`)).out).toBe('lib.go\n');
    expect((await t.run('go build')).code).toBe(0);
    await t.run(`go mod edit -dropreplace ${lib}`);
    expect(await t.run('go build')).toMatchObject({
      code: 1,
      out: `go: inconsistent vendoring in ${PROJECT}:
\t${lib}@v1.3.0: is marked as replaced in vendor/modules.txt, but not replaced in go.mod
\t${lib}: is marked as replaced in vendor/modules.txt, but not replaced in go.mod

\tTo ignore the vendor directory, use -mod=readonly or -mod=mod.
\tTo sync the vendor directory, run:
\t\tgo mod vendor
`,
    });
  });

  it('go list -m refuses what needs the whole module graph when vendor/ is in use', async () => {
    const t = await terminal({
      profile: 'offline',
      files: project(GO_MOD_NO_REQUIRES),
      localServers: OK_PROXY,
      env: ENV,
    });
    await t.run('go mod tidy');
    await t.run('go mod vendor');
    const bypass = '\n\t(Use -mod=mod or -mod=readonly to bypass.)\n';
    expect(await t.run('go list -m all')).toMatchObject({
      code: 1,
      out: `go: can't compute 'all' using the vendor directory${bypass}`,
    });
    expect((await t.run('go list -m -u k8s.io/api')).out).toBe(
      `go: can't determine available upgrades using the vendor directory${bypass}`,
    );
    expect((await t.run('go list -m -versions k8s.io/api')).out).toBe(
      `go: can't determine available versions using the vendor directory${bypass}`,
    );
    expect((await t.run('go list -m k8s.io/...')).out).toBe(
      `go: can't match module patterns using the vendor directory${bypass}`,
    );
    expect(await t.run('go list -m k8s.io/api')).toMatchObject({ code: 0, out: 'k8s.io/api v0.32.0\n' });
    expect((await t.run('go list -m -mod=mod all')).code).toBe(0);
  });
});
