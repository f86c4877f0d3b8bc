// `go version` on directories and on files that are not Go binaries, and the DefaultGODEBUG line of
// `go version -m` (cmd/go/internal/version/version.go scanDir/scanFile; load/godebug.go
// defaultGODEBUG with internal/godebugs/table.go). Captured with /usr/lib/go-1.23/bin/go (go1.23.5)
// on the same files in a temporary directory:
//   go version .        → app: go1.23.5 / bin/sub/tool: go1.23.5 (a WalkDir in lexical order)
//   go version -v .     → also `bin/run.sh: could not read Go build info from bin/run.sh:
//                         unrecognized file format` between them, and lib.so's
//   go version ./bin/   → bin/sub/tool: go1.23.5
//   go version main.go  → nothing, status 0 (neither executable nor .so/.exe/.dll)
// Before, a directory printed nothing and an executable script was passed over in silence.
import { describe, expect, it } from 'vitest';
import { srcGoToolchain } from '../../src/shell/go-toolchain.ts';
import { PROJECT, terminal } from './helpers.ts';

const MAIN = 'package main\n\nfunc main() { println("hi") }\n';

async function built(goLine: string, extra: Record<string, string> = {}) {
  const files: Record<string, string> = {
    [`${PROJECT}/go.mod`]: `module example.com/app\n\n${goLine}\n`,
    [`${PROJECT}/main.go`]: MAIN,
  };
  for (const [k, v] of Object.entries(extra)) files[`${PROJECT}/${k}`] = v;
  const t = await terminal({ profile: 'open', files, goToolchain: srcGoToolchain });
  return t;
}

describe('go version on directories and other files', () => {
  it('walks a directory in lexical order; -v names the files that look like binaries but are not', async () => {
    const t = await built('go 1.23');
    expect(
      (
        await t.run(
          "go build -o app . && mkdir -p bin/sub && cp app bin/sub/tool && printf '#!/bin/sh\\necho hi\\n' > bin/run.sh && chmod +x bin/run.sh && touch lib.so",
        )
      ).code,
    ).toBe(0);
    expect(await t.run('go version .')).toMatchObject({
      code: 0,
      out: 'app: go1.23.5\nbin/sub/tool: go1.23.5\n',
    });
    const r = await t.session.run('go version -v .');
    expect(r.chunks.map((c) => c.text).join('')).toBe(
      'app: go1.23.5\nbin/run.sh: could not read Go build info from bin/run.sh: unrecognized file format\nbin/sub/tool: go1.23.5\nlib.so: could not read Go build info from lib.so: unrecognized file format\n',
    );
    expect(await t.run('go version ./bin/')).toMatchObject({ code: 0, out: 'bin/sub/tool: go1.23.5\n' });
    expect(await t.run(`go version ${PROJECT}/bin`)).toMatchObject({
      code: 0,
      out: `${PROJECT}/bin/sub/tool: go1.23.5\n`,
    });
    expect(await t.run('go version bin/run.sh')).toMatchObject({
      code: 0,
      out: 'bin/run.sh: could not read Go build info from bin/run.sh: unrecognized file format\n',
    });
    expect(await t.run('go version main.go go.mod')).toMatchObject({ code: 0, out: '' });
  });
});

describe('DefaultGODEBUG in go version -m', () => {
  const line = (r: { out: string }) => r.out.split('\n').filter((l) => l.includes('DefaultGODEBUG'));

  it('a go 1.20 module gets the old value of every setting changed since; //go:debug goes on top', async () => {
    const t = await built('go 1.20', {
      'cmd/x/main.go': '//go:debug panicnil=0\n\npackage main\n\nfunc main() {}\n',
    });
    expect(line(await t.run('go build -o app . && go version -m app'))).toEqual([
      '\tbuild\tDefaultGODEBUG=asynctimerchan=1,gotypesalias=0,httplaxcontentlength=1,httpmuxgo121=1,httpservecontentkeepheaders=1,panicnil=1,tls10server=1,tls3des=1,tlskyber=0,tlsrsakex=1,tlsunsafeekm=1,winreadlinkvolume=0,winsymlink=0,x509keypairleaf=0,x509negativeserial=1',
    ]);
    expect(line(await t.run('go build -o x ./cmd/x && go version -m x'))).toEqual([
      '\tbuild\tDefaultGODEBUG=asynctimerchan=1,gotypesalias=0,httplaxcontentlength=1,httpmuxgo121=1,httpservecontentkeepheaders=1,panicnil=0,tls10server=1,tls3des=1,tlskyber=0,tlsrsakex=1,tlsunsafeekm=1,winreadlinkvolume=0,winsymlink=0,x509keypairleaf=0,x509negativeserial=1',
    ]);
    // the line sits after -compiler=gc
    expect((await t.run('go version -m app')).out).toContain(
      '\tbuild\t-compiler=gc\n\tbuild\tDefaultGODEBUG=asynctimerchan=1,',
    );
  });

  it('go.mod godebug lines, a go 1.22.0 line, and none for go 1.23', async () => {
    const t = await built('go 1.23');
    expect(line(await t.run('go build -o app . && go version -m app'))).toEqual([]);
    await t.run("printf 'godebug tlskyber=1\\n' >> go.mod");
    expect(line(await t.run('go build -o app . && go version -m app'))).toEqual([
      '\tbuild\tDefaultGODEBUG=tlskyber=1',
    ]);
    await t.run("sed -i 's/go 1.23/go 1.22.0/' go.mod");
    expect(line(await t.run('go build -o app . && go version -m app'))).toEqual([
      '\tbuild\tDefaultGODEBUG=asynctimerchan=1,gotypesalias=0,httpservecontentkeepheaders=1,tls3des=1,tlskyber=1,x509keypairleaf=0,x509negativeserial=1',
    ]);
  });
});
