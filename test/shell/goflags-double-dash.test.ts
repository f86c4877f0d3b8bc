// GOFLAGS words as base/goflags.go InitGOFLAGS reads them: `--mod=vendor` is -mod=vendor (the flag
// package takes one or two dashes), an unknown `--bogus` is named `-bogus`, and `-`, `--`, `---x`,
// `-=x`, `--=x` are non-flags. Expected lines: go1.23.5 in a module example.com/app (go 1.23).
import { describe, expect, it } from 'vitest';
import { terminal } from './helpers.ts';

const ROOT = '/home/user/app';

describe('GOFLAGS with double dashes', () => {
  it('reads --flag as -flag and words the rest as go1.23.5 does', async () => {
    const t = await terminal({
      cwd: ROOT,
      files: { [`${ROOT}/go.mod`]: 'module example.com/app\n\ngo 1.23\n' },
    });
    const cases: [string, string, number][] = [
      ['GOFLAGS=--bogus go build', 'go: parsing $GOFLAGS: unknown flag -bogus\n', 1],
      ['GOFLAGS=--bogus=1 go build', 'go: parsing $GOFLAGS: unknown flag -bogus\n', 1],
      ['GOFLAGS=- go build', 'go: parsing $GOFLAGS: non-flag "-"\n', 1],
      ['GOFLAGS=-- go build', 'go: parsing $GOFLAGS: non-flag "--"\n', 1],
      ['GOFLAGS=---mod=mod go build', 'go: parsing $GOFLAGS: non-flag "---mod=mod"\n', 1],
      ['GOFLAGS=-=x go build', 'go: parsing $GOFLAGS: non-flag "-=x"\n', 1],
      ['GOFLAGS=--=x go build', 'go: parsing $GOFLAGS: non-flag "--=x"\n', 1],
      [
        'GOFLAGS=--mod=vendr go build',
        "-mod=vendr not supported (can be '', 'mod', 'readonly', or 'vendor')\n",
        1,
      ],
      ['GOFLAGS="--mod=mod --x" go list -m', 'example.com/app\n', 0],
      ['GOFLAGS=--mod=vendor go env GOFLAGS', '--mod=vendor\n', 0],
    ];
    for (const [line, out, code] of cases)
      expect({ line, ...(await t.run(line)) }).toMatchObject({ line, out, code });
    // -mod=vendor taken from --mod=vendor: a required module with no vendor/ is inconsistent vendoring
    await t.run(
      `mkdir ${ROOT}2 && cd ${ROOT}2 && echo 'require github.com/robfig/cron v1.2.0' | cat ${ROOT}/go.mod - > go.mod`,
    );
    const vendored = await t.run('GOFLAGS=--mod=vendor go build');
    expect(vendored.code).toBe(1);
    expect(vendored.out).toMatch(
      /^go: inconsistent vendoring in \/home\/user\/app2:\n\tgithub\.com\/robfig\/cron@v1\.2\.0: is explicitly required in go\.mod, but not marked as explicit in vendor\/modules\.txt\n/,
    );
  });
});
