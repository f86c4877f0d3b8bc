// `replace M => ./dir` and `=> ../dir` in the terminal's go commands: the module is read from the
// directory (no download, no go.sum line), as go1.23 does; a missing directory is the go command's
// error, word for word (go1.23.5 prints the same line for `go build .` with GOPROXY=off).
import { describe, expect, it } from 'vitest';
import { srcGoToolchain } from '../../src/shell/go-toolchain.ts';
import { terminal } from './helpers.ts';

const GO_MOD =
  'module example.com/m\n\ngo 1.23\n\nrequire (\n\texample.com/dep v0.0.0\n\texample.com/out v0.0.0\n)\n\n' +
  'replace example.com/dep => ./dep\n\nreplace example.com/out => ../o\n';
const MAIN =
  'package main\n\nimport (\n\t"fmt"\n\t"example.com/dep"\n\t"example.com/out"\n)\n\nfunc main() { fmt.Println(dep.X(), out.Y()) }\n';

describe('go commands with directory replacements', () => {
  it('build, vet and run a module whose dependencies are replaced by directories inside and beside it', async () => {
    const t = await terminal({
      profile: 'offline',
      cwd: '/home/user/m',
      goToolchain: srcGoToolchain,
      files: {
        '/home/user/m/go.mod': GO_MOD,
        '/home/user/m/main.go': MAIN,
        '/home/user/m/dep/go.mod': 'module example.com/dep\n\ngo 1.23\n',
        '/home/user/m/dep/dep.go': 'package dep\n\nfunc X() int { return 1 }\n',
        '/home/user/o/go.mod': 'module example.com/out\n\ngo 1.23\n',
        '/home/user/o/o.go': 'package out\n\nfunc Y() int { return 2 }\n',
      },
    });
    expect(await t.run('go build ./...')).toMatchObject({ out: '', code: 0 });
    expect(await t.run('go vet ./...')).toMatchObject({ out: '', code: 0 });
    expect(await t.run('go run .')).toMatchObject({ out: '1 2\n', code: 0 });
    await t.run('rm -r ../o');
    expect(await t.run('go build .')).toMatchObject({
      out: 'main.go:6:2: example.com/out@v0.0.0: replacement directory ../o does not exist\n',
      code: 1,
    });
  });
});
