// A package whose tests do not compile: go test writes the compiler's lines on stderr before its
// `FAIL pkg [build failed]` line on stdout, and the terminal shows them in that order (the line's
// chunks, as the CLI and the exercise transcript see it, not stdout then stderr). In local directory
// mode the module root's files keep the compiler's `./f.go`. Expected texts: go1.23.5's `go test`
// on the same module (/usr/lib/go-1.23/bin/go in a temporary directory, 2>&1).
import { describe, expect, it } from 'vitest';
import { srcGoToolchain } from '../../src/shell/go-toolchain.ts';
import { ShellSession } from '../../src/shell/index.ts';

const ROOT = '/home/user/hello';
const MAIN = (word: string) => `package main\n\nimport "fmt"\n\nfunc main() {\n\tfmt.Println("${word}")\n}\n`;
const FILES = {
  [`${ROOT}/go.mod`]: 'module example.com/hello\n\ngo 1.23\n',
  [`${ROOT}/main.go`]: MAIN('hello'),
  [`${ROOT}/other.go`]: MAIN('other'),
  [`${ROOT}/add_test.go`]: 'package main\n\nimport "testing"\n\nfunc TestOK(t *testing.T) {}\n',
  [`${ROOT}/sub/x.go`]: 'package sub\n\nfunc X() int { return "a" }\n',
  [`${ROOT}/sub/x_test.go`]: 'package sub\n\nimport "testing"\n\nfunc TestX(t *testing.T) {}\n',
};

const REDECLARED =
  '# example.com/hello [example.com/hello.test]\n' +
  './other.go:5:6: main redeclared in this block\n' +
  '\t./main.go:5:6: other declaration of main\n';

describe('go test of a package that does not build', () => {
  it('shows the compiler’s lines before FAIL … [build failed], in both modes', async () => {
    const s = await ShellSession.create({
      cwd: ROOT,
      profile: 'offline',
      goToolchain: srcGoToolchain,
      files: FILES,
    });
    const screen = async (line: string) => {
      const r = await s.run(line);
      return { text: r.chunks.map((c) => c.text).join(''), code: r.exitCode };
    };
    expect(await screen('go test ./...')).toEqual({
      text:
        `${REDECLARED}FAIL\texample.com/hello [build failed]\n` +
        '# example.com/hello/sub [example.com/hello/sub.test]\n' +
        'sub/x.go:3:23: cannot use "a" (untyped string constant) as int value in return statement\n' +
        'FAIL\texample.com/hello/sub [build failed]\nFAIL\n',
      code: 1,
    });
    expect(await screen('go test')).toEqual({
      text: `${REDECLARED}FAIL\texample.com/hello [build failed]\n`,
      code: 1,
    });
    expect(await screen('cd sub && go test')).toEqual({
      text:
        '# example.com/hello/sub [example.com/hello/sub.test]\n' +
        './x.go:3:23: cannot use "a" (untyped string constant) as int value in return statement\n' +
        'FAIL\texample.com/hello/sub [build failed]\n',
      code: 1,
    });
  });
});
