// The gomod-private terminal exercise, driven through commands alone: the starter (the wiki's
// GOPROXY=https://goproxy.cn,direct and GOFLAGS=-insecure) fails at the checksum database, the
// shipped solution passes every check, other correct styles pass, and the tempting wrong fixes fail
// the check that names what they give away.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { lookupError } from '../../src/shell/errors/index.ts';
import { firstError } from '../../src/shell/exercises/checks.ts';
import { loadTerminalExercise, terminalExerciseIds } from '../../src/shell/exercises/definition.ts';
import { formatTranscript, gradeTerminalExercise, replayCommands } from '../../src/shell/exercises/replay.ts';

const ID = 'gomod-private';
const LIB = 'git.corp.example.com/platform/operator-lib';

function statuses(checks: Array<{ id: string; status: string }>): Record<string, string> {
  return Object.fromEntries(checks.map((c) => [c.id, c.status]));
}

describe('exercise definition', () => {
  it('loads, with both locales, three hints each, the office network and a lesson anchor that exists', () => {
    expect(terminalExerciseIds()).toContain(ID);
    const ex = loadTerminalExercise(ID);
    expect(ex.hints.en).toHaveLength(3);
    expect(ex.hints['zh-cn']).toHaveLength(3);
    expect(ex.network).toBe('china-office');
    for (const locale of ['en', 'zh-cn'] as const) {
      const [slug, anchor] = ex.lesson[locale].split('#');
      expect(readFileSync(`content/docs/${locale}/${slug}.mdx`, 'utf8')).toContain(`{#${anchor}}`);
    }
  });
});

describe('starter', () => {
  it('fails: the download falls back to direct, then the checksum database has never seen the module', async () => {
    const g = await gradeTerminalExercise(ID, ['go mod tidy']);
    expect(g.status).toBe('fail');
    expect(formatTranscript(g.transcript)).toContain(
      `\t${LIB}: ${LIB}@v1.3.0: verifying module: ${LIB}@v1.3.0: reading https://goproxy.cn/sumdb/sum.golang.org/lookup/${LIB}@v1.3.0: 404 Not Found\n`,
    );
    expect(statuses(g.checks)).toEqual({
      'tidy-succeeds': 'fail',
      'tidy-succeeds-in-new-terminal': 'fail',
      'private-stays-private': 'fail',
      'checksums-verified': 'fail',
      'versions-aligned': 'pass',
    });
    expect(g.checks.find((c) => c.id === 'checksums-verified')?.message.en).toContain(
      'GOFLAGS has -insecure',
    );
    // The error reference explains it: the checksum database has never seen a private module.
    expect(lookupError(firstError(g.transcript[0].stderr))[0]?.entry.id).toBe('sumdb-private-not-found');
    // A refused checksum lookup is not a proxy problem: no advice about exports.
    expect(g.checks.find((c) => c.id === 'tidy-succeeds-in-new-terminal')?.message.en).not.toContain(
      'export',
    );
  });

  it("the wiki's GOFLAGS=-insecure: tidy ignores it, go get refuses it", async () => {
    const r = await replayCommands(ID, [`go get ${LIB}@v1.3.0`]);
    expect(r.transcript[0].stderr).toBe(
      'go: -insecure flag is no longer supported; use GOINSECURE instead\n',
    );
    expect(r.transcript[0].exitCode).toBe(1);
  });
});

describe('solution', () => {
  it('the shipped command list takes it from broken to fixed', async () => {
    const ex = loadTerminalExercise(ID);
    const g = await gradeTerminalExercise(ID, ex.solution);
    expect(g.checks.filter((c) => c.status === 'fail')).toEqual([]);
    expect(g.status).toBe('pass');
  });

  it.each([
    [
      'GOPRIVATE with a proxy list without direct (the private module needs no direct)',
      [
        'go env -w GOPRIVATE=git.corp.example.com GOPROXY=https://goproxy.cn',
        'go env -u GOFLAGS',
        'go mod tidy',
      ],
    ],
    [
      'GONOPROXY and GONOSUMDB spelled out',
      [
        'go env -w GONOPROXY=git.corp.example.com GONOSUMDB=git.corp.example.com',
        'go env -u GOFLAGS',
        'go mod tidy',
      ],
    ],
    [
      'a host glob, exported from ~/.bashrc',
      [
        "echo 'export GOPRIVATE=*.corp.example.com' >> ~/.bashrc",
        'source ~/.bashrc',
        'go env -u GOFLAGS',
        'go mod tidy',
      ],
    ],
  ])('another correct style passes: %s', async (_name, commands) => {
    const g = await gradeTerminalExercise(ID, commands);
    expect(g.checks.filter((c) => c.status === 'fail')).toEqual([]);
  });
});

describe('wrong fixes fail the right check', () => {
  it('GONOSUMDB alone: tidy works, but the module path still goes to goproxy.cn first', async () => {
    const g = await gradeTerminalExercise(ID, [
      'go env -w GONOSUMDB=git.corp.example.com',
      'go env -u GOFLAGS',
    ]);
    expect(statuses(g.checks)).toMatchObject({
      'tidy-succeeds': 'pass',
      'tidy-succeeds-in-new-terminal': 'pass',
      'private-stays-private': 'fail',
      'checksums-verified': 'pass',
    });
    expect(g.checks.find((c) => c.id === 'private-stays-private')?.message.en).toContain(
      'GONOPROXY does not cover git.corp.example.com/platform/operator-lib',
    );
  });

  it('GOSUMDB=off: every module goes unverified', async () => {
    const g = await gradeTerminalExercise(ID, ['go env -w GOSUMDB=off', 'go env -u GOFLAGS', 'go mod tidy']);
    expect(statuses(g.checks)).toMatchObject({ 'tidy-succeeds': 'pass', 'checksums-verified': 'fail' });
  });

  it('GONOSUMCHECK does not exist', async () => {
    const r = await replayCommands(ID, ['go env -w GONOSUMCHECK=git.corp.example.com']);
    expect(r.transcript[0].stderr).toBe('go: unknown go command variable GONOSUMCHECK\n');
    const g = await gradeTerminalExercise(ID, [
      'go env -w GONOSUMCHECK=git.corp.example.com',
      'go env -u GOFLAGS',
    ]);
    expect(statuses(g.checks)['tidy-succeeds']).toBe('fail');
  });

  it('public paths in GOPRIVATE: k8s.io goes direct to GitHub and loses verification', async () => {
    const g = await gradeTerminalExercise(ID, [
      'go env -w GOPRIVATE=git.corp.example.com,k8s.io',
      'go env -u GOFLAGS',
    ]);
    expect(statuses(g.checks)).toMatchObject({ 'tidy-succeeds': 'fail', 'checksums-verified': 'fail' });
  });

  it('GOPRIVATE exported in this shell only: lost in a new terminal', async () => {
    const g = await gradeTerminalExercise(ID, ['export GOPRIVATE=git.corp.example.com', 'go env -u GOFLAGS']);
    // The first tidy wrote the module's hashes to go.sum, and a module already in go.sum is checked
    // against go.sum, not the checksum database: the new terminal's tidy works, through goproxy.cn's 404.
    expect(statuses(g.checks)).toMatchObject({
      'tidy-succeeds': 'pass',
      'tidy-succeeds-in-new-terminal': 'pass',
      'private-stays-private': 'fail',
    });
  });

  it('GOPRIVATE set but GOFLAGS=-insecure kept', async () => {
    const g = await gradeTerminalExercise(ID, ['go env -w GOPRIVATE=git.corp.example.com']);
    expect(statuses(g.checks)).toMatchObject({ 'tidy-succeeds': 'pass', 'checksums-verified': 'fail' });
  });
});
