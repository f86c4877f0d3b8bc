// `go get` and `go get .` with no other argument ask for the package in the current directory
// (modget performLocalQueries): its imports that no module of the build list provides are resolved
// at their latest versions and added, as `go get PKG` adds them. Checked against go1.23.5 on a
// file:// proxy (GOSUMDB=off, a module example.com/app whose main.go imports example.com/lib/pkg):
//   go get       → go: downloading example.com/lib v1.1.0 / go: added example.com/lib v1.1.0, status 0
//   go get .     → the same
//   in a directory without Go files: go: no package to get in current directory, status 1
//   behind a refused proxy: go: module example.com/lib/pkg: Get ".../example.com/lib/pkg/@v/list": …
// Before, the terminal answered `no package to get in current directory` everywhere and took `.`
// for a module path.
import { describe, expect, it } from 'vitest';
import { GO_MOD_NO_REQUIRES, PROJECT, project, terminal } from './helpers.ts';

const CRON_MAIN = `package main

import (
	"fmt"

	"github.com/robfig/cron"
)

func main() { fmt.Println(cron.New()) }
`;

describe('go get in a package directory', () => {
  for (const line of ['go get', 'go get .']) {
    it(`${line} adds the module an import needs`, async () => {
      const t = await terminal({
        profile: 'open',
        files: project(GO_MOD_NO_REQUIRES, { [`${PROJECT}/main.go`]: CRON_MAIN }),
      });
      expect(await t.run(line)).toMatchObject({
        code: 0,
        out: 'go: downloading github.com/robfig/cron v1.2.0\ngo: added github.com/robfig/cron v1.2.0\n',
      });
      expect((await t.run('cat go.mod')).out).toBe(
        `${GO_MOD_NO_REQUIRES}\nrequire github.com/robfig/cron v1.2.0\n`,
      );
      // nothing is missing any more: nothing to say
      expect(await t.run(line)).toMatchObject({ code: 0, out: '' });
      expect((await t.run('go build')).code).toBe(0);
    });
  }

  it('names the import’s module query behind a refused proxy, and an empty directory has no package', async () => {
    const t = await terminal({
      profile: 'open',
      files: project(GO_MOD_NO_REQUIRES, { [`${PROJECT}/main.go`]: CRON_MAIN }),
    });
    expect(await t.run('GOPROXY=http://127.0.0.1:9 go get')).toMatchObject({
      code: 1,
      out: 'go: module github.com/robfig/cron: Get "http://127.0.0.1:9/github.com/robfig/cron/@v/list": dial tcp 127.0.0.1:9: connect: connection refused\n',
    });
    expect(await t.run('mkdir empty && cd empty && go get')).toMatchObject({
      code: 1,
      out: 'go: no package to get in current directory\n',
    });
  });
});
