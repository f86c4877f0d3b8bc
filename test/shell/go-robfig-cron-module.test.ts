// github.com/robfig/cron (kubebuilder's CronJob tutorial) and github.com/robfig/cron/v3 are served by
// the terminal's module proxy with their real go.sum hashes. v1.2.0 has no go.mod: the proxy serves
// the one cmd/go synthesizes, `module github.com/robfig/cron`, and its `/go.mod` hash is over that
// text; the shapes (direct requirement, no GoVersion, nothing extracted but the sources) checked
// against real go1.23.5 with a module without go.mod on a file:// proxy.
import { describe, expect, it } from 'vitest';
import { GO_MOD_NO_REQUIRES, PROJECT, project, terminal } from './helpers.ts';

const CRON_MAIN = `package main

import (
	"fmt"

	"github.com/robfig/cron"
)

func main() { fmt.Println(cron.New()) }
`;

// kubernetes-sigs/kubebuilder docs/book/src/cronjob-tutorial/testdata/project/go.sum
const CRON_V1_SUM = `github.com/robfig/cron v1.2.0 h1:ZjScXvvxeQ63Dbyxy76Fj3AT3Ut0aKsyd2/tl3DTMuQ=
github.com/robfig/cron v1.2.0/go.mod h1:JGuDeoQd7Z6yL4zQhZ3OPEVHB7fL6Ka6skscFHfmt2k=
`;

describe('github.com/robfig/cron from the module proxy', () => {
  it('go mod tidy finds v1.2.0, requires it directly and records the real sums', async () => {
    const t = await terminal({
      profile: 'open',
      files: project(GO_MOD_NO_REQUIRES, { [`${PROJECT}/main.go`]: CRON_MAIN }),
    });
    const r = await t.run('go mod tidy');
    expect(r.code).toBe(0);
    expect(r.out).toBe(`go: finding module for package github.com/robfig/cron
go: downloading github.com/robfig/cron v1.2.0
go: found github.com/robfig/cron in github.com/robfig/cron v1.2.0
`);
    expect((await t.run('cat go.mod')).out).toBe(
      `${GO_MOD_NO_REQUIRES}\nrequire github.com/robfig/cron v1.2.0\n`,
    );
    expect((await t.run('cat go.sum')).out).toBe(CRON_V1_SUM);
    // the synthesized go.mod, and no GoVersion for a module that has none
    const mod = await t.run('cat /home/user/go/pkg/mod/cache/download/github.com/robfig/cron/@v/v1.2.0.mod');
    expect(mod.out).toBe('module github.com/robfig/cron\n');
    const list = await t.run('go list -m -json github.com/robfig/cron');
    expect(list.out).toContain('"Time": "2018-05-05T20:34:41Z"');
    expect(list.out).not.toContain('GoVersion');
    expect((await t.run('ls /home/user/go/pkg/mod/github.com/robfig/cron@v1.2.0/go.mod')).code).not.toBe(0);
    expect((await t.run('go mod verify')).out).toBe('all modules verified\n');
    expect((await t.run('go list -m -versions github.com/robfig/cron')).out).toBe(
      'github.com/robfig/cron v1.0.0 v1.1.0 v1.2.0\n',
    );
  });

  it('github.com/robfig/cron/v3@latest is v3.0.1, with its go.mod and real sums', async () => {
    const t = await terminal({ profile: 'open', files: project(GO_MOD_NO_REQUIRES) });
    const r = await t.run('go get github.com/robfig/cron/v3@latest');
    expect(r.out).toBe(
      'go: downloading github.com/robfig/cron/v3 v3.0.1\ngo: added github.com/robfig/cron/v3 v3.0.1\n',
    );
    expect(
      (await t.run('cat go.sum')).out,
    ).toBe(`github.com/robfig/cron/v3 v3.0.1 h1:WdRxkvbJztn8LMz/QEvLN5sBU+xKpSqwwUO1Pjr4qDs=
github.com/robfig/cron/v3 v3.0.1/go.mod h1:eQICP3HwyT7UooqI/z+Ov+PtYAWygg1TEWWzGIFLtro=
`);
    const mod = await t.run(
      'cat /home/user/go/pkg/mod/cache/download/github.com/robfig/cron/v3/@v/v3.0.1.mod',
    );
    expect(mod.out).toBe('module github.com/robfig/cron/v3\n\ngo 1.12\n');
  });
});
