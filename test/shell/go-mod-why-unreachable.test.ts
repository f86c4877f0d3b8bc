// go mod why behind a refused proxy, as go1.23.5 answers it (captured with a module requiring
// github.com/robfig/cron v1.2.0, its go.sum lines present, an empty module cache, GOSUMDB=off):
//   go mod why -m M, M's zip refused: `(main module does not need module M)` (its package did not load)
//   go mod why PKG: the chain, all the same (package mode names packages, loaded or not)
//   go mod why -m M example.com/nope: the module graph is loaded for the module go.mod does not
//     require, before any package: `go: M@V: Get ".../V.mod": …`, status 1, nothing on stdout
import { describe, expect, it } from 'vitest';
import { PROJECT, project, terminal } from './helpers.ts';

const GO_MOD = 'module example.com/app\n\ngo 1.23\n\nrequire github.com/robfig/cron v1.2.0\n';
const SUM = `github.com/robfig/cron v1.2.0 h1:ZjScXvvxeQ63Dbyxy76Fj3AT3Ut0aKsyd2/tl3DTMuQ=
github.com/robfig/cron v1.2.0/go.mod h1:JGuDeoQd7Z6yL4zQhZ3OPEVHB7fL6Ka6skscFHfmt2k=
`;
const MAIN =
  'package main\n\nimport (\n\t"fmt"\n\n\t"github.com/robfig/cron"\n)\n\nfunc main() { fmt.Println(cron.New()) }\n';

describe('go mod why behind a refused proxy', () => {
  it('a module whose zip failed is not needed; its package still has a chain; a module outside go.mod needs the graph', async () => {
    const t = await terminal({
      profile: 'open',
      files: project(GO_MOD, { [`${PROJECT}/main.go`]: MAIN, [`${PROJECT}/go.sum`]: SUM }),
    });
    await t.run('export GOPROXY=http://127.0.0.1:9');
    // what the terminal shows: both streams in the order written
    const screen = async (line: string) => {
      const r = await t.session.run(line);
      return { code: r.exitCode, out: r.chunks.map((c) => c.text).join('') };
    };
    const downloading = 'go: downloading github.com/robfig/cron v1.2.0\n';
    expect(await screen('go mod why -m github.com/robfig/cron')).toMatchObject({
      code: 0,
      out: `${downloading}# github.com/robfig/cron\n(main module does not need module github.com/robfig/cron)\n`,
    });
    expect(await screen('go mod why github.com/robfig/cron')).toMatchObject({
      code: 0,
      out: `${downloading}# github.com/robfig/cron\nexample.com/app\ngithub.com/robfig/cron\n`,
    });
    expect(await screen('go mod why -m github.com/robfig/cron example.com/nope')).toMatchObject({
      code: 1,
      out: 'go: github.com/robfig/cron@v1.2.0: Get "http://127.0.0.1:9/github.com/robfig/cron/@v/v1.2.0.mod": dial tcp 127.0.0.1:9: connect: connection refused\n',
    });
  });
});
