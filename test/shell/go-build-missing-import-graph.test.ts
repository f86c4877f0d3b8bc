// An import that no required module provides makes go build load the whole module graph before it
// says so (modload importFromModules), and the packages that do resolve are still downloaded. So
// the import's error is the graph's when that fails: a go.mod line missing from go.sum (checked
// first, -mod=readonly) or the requirement's .mod fetch; and `go: downloading` and a failed zip at
// its imports come with it. Shapes checked against go1.23.5 on a file:// proxy (GOSUMDB=off) with
// main.go importing a required module's package and an unprovided one (imports sorted by path):
//   go.sum present, refused proxy: go: downloading M V / main.go:7:2: M@V: Get ".../V.mod": … /
//     main.go:6:2: M@V: Get ".../V.zip": …
//   no go.sum: main.go:7:2: M@V: missing go.sum entry for go.mod file; to add it: / go mod download M
//     then main.go:6:2: missing go.sum entry for module providing package …
//   go.sum present, proxy up: go: downloading M V / main.go:7:2: no required module provides package …
import { describe, expect, it } from 'vitest';
import { PROJECT, project, terminal } from './helpers.ts';

const GO_MOD = 'module example.com/app\n\ngo 1.23\n\nrequire github.com/robfig/cron v1.2.0\n';
const SUM = `github.com/robfig/cron v1.2.0 h1:ZjScXvvxeQ63Dbyxy76Fj3AT3Ut0aKsyd2/tl3DTMuQ=
github.com/robfig/cron v1.2.0/go.mod h1:JGuDeoQd7Z6yL4zQhZ3OPEVHB7fL6Ka6skscFHfmt2k=
`;
const MAIN = `package main

import (
	"fmt"

	"github.com/robfig/cron"
	"example.org/other/x"
)

func main() { fmt.Println(cron.New(), x.X) }
`;
const REFUSED = 'dial tcp 127.0.0.1:9: connect: connection refused';
const CRON = 'http://127.0.0.1:9/github.com/robfig/cron/@v';

async function shell(withSum: boolean) {
  return terminal({
    profile: 'open',
    files: project(GO_MOD, {
      [`${PROJECT}/main.go`]: MAIN,
      ...(withSum ? { [`${PROJECT}/go.sum`]: SUM } : {}),
    }),
  });
}

describe('go build with an import no requirement provides', () => {
  it('behind a refused proxy: the graph’s .mod error at that import, the zip’s at the other', async () => {
    const t = await shell(true);
    expect(await t.run('GOPROXY=http://127.0.0.1:9 go build')).toMatchObject({
      code: 1,
      out:
        'go: downloading github.com/robfig/cron v1.2.0\n' +
        `main.go:7:2: github.com/robfig/cron@v1.2.0: Get "${CRON}/v1.2.0.mod": ${REFUSED}\n` +
        `main.go:6:2: github.com/robfig/cron@v1.2.0: Get "${CRON}/v1.2.0.zip": ${REFUSED}\n`,
    });
  });

  it('without go.sum: the go.mod line the graph needs, whether the proxy answers or not', async () => {
    const t = await shell(false);
    for (const line of ['GOPROXY=http://127.0.0.1:9 go build', 'go build'])
      expect(await t.run(line)).toMatchObject({
        code: 1,
        out:
          'main.go:7:2: github.com/robfig/cron@v1.2.0: missing go.sum entry for go.mod file; to add it:\n' +
          '\tgo mod download github.com/robfig/cron\n' +
          'main.go:6:2: missing go.sum entry for module providing package github.com/robfig/cron (imported by example.com/app); to add:\n' +
          '\tgo get example.com/app\n',
      });
  });

  it('with the graph loaded: the required module is downloaded, then the missing import', async () => {
    const t = await shell(true);
    expect(await t.run('go build')).toMatchObject({
      code: 1,
      out:
        'go: downloading github.com/robfig/cron v1.2.0\n' +
        'main.go:7:2: no required module provides package example.org/other/x; to add it:\n' +
        '\tgo get example.org/other/x\n',
    });
  });
});
