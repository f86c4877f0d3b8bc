// A version chosen from a proxy's list is looked up next (modload queryProxy → repo.Stat): its .info
// is fetched after the list and kept in the module cache, so `go list -m all` later reads the time
// from the cache and needs no network. Captured with go1.23.5 (-x, an http proxy serving
// example.com/lib v1.0.0 and v1.1.0, a main.go importing example.com/lib/pkg):
//   go mod tidy -x → … `# get …/example.com/lib/@v/list: 200 OK`, `# get …/@v/v1.1.0.info`, `# get
//                    …/@v/v1.1.0.mod`, `go: downloading example.com/lib v1.1.0`, the zip, `go: found …`
//   the cache then holds v1.1.0.info; `GOPROXY=http://127.0.0.1:9 go list -m all` → `example.com/app`
//   and `example.com/lib v1.1.0`, status 0
//   go get -x example.com/lib/pkg → the list, then v1.1.0.info, then `go: added example.com/lib v1.1.0`
// Before, the terminal never asked for that .info, and go list -m all failed behind the proxy.
import { describe, expect, it } from 'vitest';
import { PROJECT, terminal } from './helpers.ts';

const MAIN = 'package main\n\nimport "github.com/robfig/cron"\n\nfunc main() { println(cron.New()) }\n';
const FILES = { [`${PROJECT}/go.mod`]: 'module example.com/app\n\ngo 1.20\n', [`${PROJECT}/main.go`]: MAIN };
const INFO = 'https://proxy.golang.org/github.com/robfig/cron/@v/v1.2.0.info';

describe('the version a list query chose is looked up and its .info cached', () => {
  for (const line of ['go mod tidy', 'go get github.com/robfig/cron']) {
    it(`${line}, then go list -m all behind a refused proxy`, async () => {
      const t = await terminal({ profile: 'open', files: FILES });
      const r = await t.run(`${line} -x`);
      expect(r.code).toBe(0);
      const gets = r.out
        .split('\n')
        .filter((l) => l.startsWith('# get https://proxy.golang.org/github.com/robfig/cron/'));
      // list, then .info, then the rest
      expect(gets.slice(0, 4).map((l) => l.replace(/ \(\d+\.\d{3}s\)$/, ''))).toEqual([
        '# get https://proxy.golang.org/github.com/robfig/cron/@v/list',
        '# get https://proxy.golang.org/github.com/robfig/cron/@v/list: 200 OK',
        `# get ${INFO}`,
        `# get ${INFO}: 200 OK`,
      ]);
      expect((await t.run('ls $(go env GOMODCACHE)/cache/download/github.com/robfig/cron/@v')).out).toContain(
        'v1.2.0.info',
      );
      expect(await t.run('GOPROXY=http://127.0.0.1:9 go list -m all')).toMatchObject({
        code: 0,
        out: 'example.com/app\ngithub.com/robfig/cron v1.2.0\n',
      });
    });
  }
});
