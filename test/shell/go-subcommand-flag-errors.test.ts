// A mistyped flag or argument of a go subcommand answers as go1.23.5 does (each text and exit status
// checked against the real go1.23.5): the flag package's error, the command's usage line and where
// its help is (exit status 2), or the command's own refusal (exit status 1).
import { describe, expect, it } from 'vitest';
import { GO_MOD_NO_REQUIRES, project, terminal } from './helpers.ts';

const TIDY_USAGE =
  "usage: go mod tidy [-e] [-v] [-x] [-diff] [-go=version] [-compat=version]\nRun 'go help mod tidy' for details.\n";
const VET_USAGE =
  "usage: go vet [build flags] [-vettool prog] [vet flags] [packages]\nRun 'go help vet' for details.\nRun 'go tool vet help' for a full list of flags and analyzers.\nRun 'go tool vet -help' for an overview.\n";

describe('go subcommands refuse what they do not take', () => {
  it.each([
    ['go mod tidy -foo', `flag provided but not defined: -foo\n${TIDY_USAGE}`, 2],
    ['go mod tidy -e=x', `invalid boolean value "x" for -e: parse error\n${TIDY_USAGE}`, 2],
    ['go mod tidy foo', "go: 'go mod tidy' accepts no arguments\n", 1],
    ['go mod init a b', "go: 'go mod init' accepts at most one argument\n", 1],
    [
      'go fmt -foo',
      "flag provided but not defined: -foo\nusage: go fmt [-n] [-x] [packages]\nRun 'go help fmt' for details.\n",
      2,
    ],
    ['go vet -foo .', `flag provided but not defined: -foo\n${VET_USAGE}`, 2],
    ['go vet -o x .', `flag provided but not defined: -o\n${VET_USAGE}`, 2],
    ['go vet -c', `flag needs an argument: -c\n${VET_USAGE}`, 2],
    [
      'go mod graph -x=maybe',
      'invalid boolean value "maybe" for -x: parse error\nusage: go mod graph [-go=version] [-x]\nRun \'go help mod graph\' for details.\n',
      2,
    ],
  ])('%s', async (line, out, code) => {
    const t = await terminal({ profile: 'offline', files: project(GO_MOD_NO_REQUIRES) });
    const before = await t.run('cat go.mod');
    const r = await t.run(line);
    expect(r.out).toBe(out);
    expect(r.code).toBe(code);
    expect((await t.run('cat go.mod')).out).toBe(before.out);
  });

  it("vet's analyzer flags are flags; a misspelt one is not", async () => {
    const t = await terminal({ profile: 'offline', files: project(GO_MOD_NO_REQUIRES) });
    const r = await t.run('go vet -printf=false -composites .');
    expect(r.out).not.toContain('flag provided but not defined');
    expect(r.code).not.toBe(2);
    expect((await t.run('go vet -printff=false .')).out).toBe(
      `flag provided but not defined: -printff\n${VET_USAGE}`,
    );
  });
});
