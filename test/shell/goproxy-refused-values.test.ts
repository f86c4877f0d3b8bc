// GOPROXY values the go command refuses, and proxies that have nothing, as go1.23.5 reports them.
// modfetch/proxy.go proxyList checks every element (newProxyRepo) before any lookup: `https://` is
// added to an element without `:/` that has `.`, `:` or `/` and is not an absolute path; the URL
// must parse (net/url) and its scheme be file, http or https. The first refusal is the error of
// every lookup, with no module prefix of its own. A file:// proxy without the file answers 404
// (`reading file:///…: no such file or directory`), so the next proxy is tried. GOPROXY=off's
// `module lookup disabled` names no module either. Captured with /usr/lib/go-1.23/bin/go on
// example.com/lib (a file:// proxy, GOSUMDB=off); here the module is github.com/robfig/cron.
import { describe, expect, it } from 'vitest';
import { PROJECT, terminal } from './helpers.ts';

const GO_MOD = 'module example.com/app\n\ngo 1.20\n';
const MAIN = 'package main\n\nimport "github.com/robfig/cron"\n\nfunc main() { println(cron.New()) }\n';
const FILES = { [`${PROJECT}/go.mod`]: GO_MOD, [`${PROJECT}/main.go`]: MAIN };
const CRON = 'github.com/robfig/cron';

async function tidy(goproxy: string) {
  const t = await terminal({ profile: 'open', files: FILES });
  return t.run(`GOPROXY='${goproxy}' go mod tidy`);
}

const tidyError = (detail: string) =>
  `go: finding module for package ${CRON}\ngo: example.com/app imports\n\t${CRON}: ${detail}\n`;

describe('GOPROXY elements the go command refuses', () => {
  const cases: [string, string][] = [
    ['htps://goproxy.cn', 'invalid proxy URL scheme (must be https, http, file): htps://goproxy.cn'],
    ['https://goproxy.cn direct', 'parse "https://goproxy.cn direct": invalid character " " in host name'],
    ['https://goproxy.cn:x', 'parse "https://goproxy.cn:x": invalid port ":x" after host'],
    ['/srv/proxy', 'invalid proxy URL missing scheme: /srv/proxy'],
    ['file://host/x', 'invalid file:// proxy URL with non-path elements: file://host/x'],
    // a later element is checked before the first one is asked
    ['https://proxy.golang.org,htps://x', 'invalid proxy URL scheme (must be https, http, file): htps://x'],
  ];
  for (const [goproxy, detail] of cases) {
    it(`go mod tidy with GOPROXY=${goproxy}`, async () => {
      expect(await tidy(goproxy)).toMatchObject({ code: 1, out: tidyError(detail) });
    });
  }

  it('each command names the query as go does, and the error no module', async () => {
    const t = await terminal({ profile: 'open', files: FILES });
    await t.run('export GOPROXY=htps://goproxy.cn');
    const refused = 'invalid proxy URL scheme (must be https, http, file): htps://goproxy.cn';
    const want: [string, string][] = [
      ['go get', `go: ${refused}`],
      [`go get ${CRON}`, `go: ${CRON}: ${refused}`],
      [`go get ${CRON}@v1.2.0`, `go: ${CRON}@v1.2.0: ${refused}`],
      [`go install ${CRON}@v1.2.0`, `go: ${CRON}@v1.2.0: ${refused}`],
      [`go install ${CRON}@latest`, `go: ${CRON}@latest: ${refused}`],
      [`go mod download ${CRON}@v1.2.0`, `go: ${CRON}@v1.2.0: ${refused}`],
      [`go list -m -versions ${CRON}`, `go: ${refused}`],
      [`go list -m ${CRON}@latest`, `go: ${CRON}@latest: ${refused}`],
    ];
    for (const [line, out] of want)
      expect(await t.run(line), line).toMatchObject({ code: 1, out: `${out}\n` });
  });
});

describe('proxies that have nothing', () => {
  it('a file:// proxy without the module is a not-found: the next proxy is tried', async () => {
    expect(await tidy('file:///nonexist')).toMatchObject({
      code: 1,
      out: tidyError(
        `cannot find module providing package ${CRON}: module ${CRON}: reading file:///nonexist/${CRON}/@v/list: no such file or directory`,
      ),
    });
    // so are an empty element and the https:// a scheme-less host gets
    for (const goproxy of ['file:///nonexist,https://proxy.golang.org', 'file:///nonexist,,goproxy.cn'])
      expect(await tidy(goproxy)).toMatchObject({
        code: 0,
        out: `go: finding module for package ${CRON}\ngo: downloading ${CRON} v1.2.0\ngo: found ${CRON} in ${CRON} v1.2.0\n`,
      });
  });

  it('go install of the Makefile’s controller-gen with GOPROXY=off, and from a proxy without it', async () => {
    const t = await terminal({ profile: 'open', files: FILES });
    const gen = 'sigs.k8s.io/controller-tools/cmd/controller-gen';
    expect(await t.run(`GOPROXY=off go install ${gen}@v0.13.0`)).toMatchObject({
      code: 1,
      out: `go: ${gen}@v0.13.0: module lookup disabled by GOPROXY=off\n`,
    });
    expect(await t.run(`GOPROXY=off go install ${gen}@latest`)).toMatchObject({
      code: 1,
      out: `go: ${gen}@latest: module lookup disabled by GOPROXY=off\n`,
    });
    expect(await t.run(`GOPROXY=off go mod download ${CRON}@v1.2.0`)).toMatchObject({
      code: 1,
      out: `go: ${CRON}@v1.2.0: module lookup disabled by GOPROXY=off\n`,
    });
    // [CAPTURED] go1.23.5: the longest candidate's not-found
    expect(await t.run('GOPROXY=file:///p go install example.com/nope/cmd@latest')).toMatchObject({
      code: 1,
      out: 'go: example.com/nope/cmd@latest: module example.com/nope/cmd: reading file:///p/example.com/nope/cmd/@v/list: no such file or directory\n',
    });
    expect(await t.run('GOPROXY=file:///p go install example.com/nope/cmd@v1.0.0')).toMatchObject({
      code: 1,
      out: 'go: example.com/nope/cmd@v1.0.0: example.com/nope/cmd@v1.0.0: reading file:///p/example.com/nope/cmd/@v/v1.0.0.info: no such file or directory\n',
    });
  });
});
