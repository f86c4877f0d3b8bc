// `go get -u` and `go get -u .` with no other argument upgrade the modules of the current
// package's imports (modget: -u with the package in the current directory); -u=patch keeps each
// module's major.minor. Captured with go1.23.5 on a file:// proxy (GOSUMDB=off; example.com/app
// requires example.com/lib v1.0.0, v1.1.0 exists, main.go imports example.com/lib/pkg):
//   go get -u          → go: downloading example.com/lib v1.1.0 / go: upgraded example.com/lib v1.0.0 => v1.1.0
//   go get -u again    → nothing, status 0
//   go get -u .        → the same upgrade
//   go get -u=patch, go get example.com/lib@patch → nothing (no v1.0.x above v1.0.0)
//   in a directory without Go files: go: no package to get in current directory, status 1
//   behind a refused proxy: go: module example.com/lib/pkg: Get ".../example.com/lib/pkg/@v/list": …
// Before, `go get -u` said `no package to get in current directory` everywhere, and @patch took
// the latest version whatever its minor.
import { describe, expect, it } from 'vitest';
import { PROJECT, terminal } from './helpers.ts';

const MAIN = 'package main\n\nimport "github.com/robfig/cron"\n\nfunc main() { println(cron.New()) }\n';
const GO_MOD = (v: string) => `module example.com/app\n\ngo 1.20\n\nrequire github.com/robfig/cron ${v}\n`;

async function project() {
  const t = await terminal({
    profile: 'open',
    files: { [`${PROJECT}/go.mod`]: GO_MOD('v1.1.0'), [`${PROJECT}/main.go`]: MAIN },
  });
  expect((await t.run('go mod tidy')).code).toBe(0);
  return t;
}

describe('go get -u in a package directory', () => {
  it('upgrades the module of each import, once', async () => {
    const t = await project();
    expect(await t.run('go get -u')).toMatchObject({
      code: 0,
      out: 'go: downloading github.com/robfig/cron v1.2.0\ngo: upgraded github.com/robfig/cron v1.1.0 => v1.2.0\n',
    });
    expect((await t.run('tail -1 go.mod')).out).toBe('require github.com/robfig/cron v1.2.0\n');
    expect(await t.run('go get -u')).toMatchObject({ code: 0, out: '' });
    await t.run("sed -i 's/v1.2.0/v1.1.0/' go.mod");
    expect(await t.run('go get -u .')).toMatchObject({
      code: 0,
      out: 'go: upgraded github.com/robfig/cron v1.1.0 => v1.2.0\n',
    });
  });

  it('-u=patch and @patch keep the major.minor', async () => {
    const t = await project();
    expect(await t.run('go get -u=patch')).toMatchObject({ code: 0, out: '' });
    expect(await t.run('go get github.com/robfig/cron@patch')).toMatchObject({ code: 0, out: '' });
    expect((await t.run('tail -1 go.mod')).out).toBe('require github.com/robfig/cron v1.1.0\n');
  });

  it('names the import’s query behind a refused proxy; no package in an empty directory', async () => {
    const t = await project();
    expect(await t.run('GOPROXY=http://127.0.0.1:9 go get -u')).toMatchObject({
      code: 1,
      out: 'go: module github.com/robfig/cron: Get "http://127.0.0.1:9/github.com/robfig/cron/@v/list": dial tcp 127.0.0.1:9: connect: connection refused\n',
    });
    expect(await t.run('mkdir e && cd e && go get -u')).toMatchObject({
      code: 1,
      out: 'go: no package to get in current directory\n',
    });
  });
});
