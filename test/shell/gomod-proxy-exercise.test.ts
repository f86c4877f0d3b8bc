// The gomod-proxy terminal exercise, driven through commands alone: the starter fails for the
// intended reason, the shipped solution passes every check, other correct styles pass, and the
// tempting wrong fixes (export only, switching checksums off, downgrading) fail the right check.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { loadTerminalExercise, terminalExerciseIds } from '../../src/shell/exercises/definition.ts';
import { formatTranscript, gradeTerminalExercise, replayCommands } from '../../src/shell/exercises/replay.ts';

const ID = 'gomod-proxy';

function statuses(checks: Array<{ id: string; status: string }>): Record<string, string> {
  return Object.fromEntries(checks.map((c) => [c.id, c.status]));
}

describe('exercise definition', () => {
  it('loads, with both locales, three hints each and a known network profile', () => {
    expect(terminalExerciseIds()).toContain(ID);
    const ex = loadTerminalExercise(ID);
    expect(ex.hints.en).toHaveLength(3);
    expect(ex.hints['zh-cn']).toHaveLength(3);
    expect(ex.title['zh-cn']).not.toBe(ex.title.en);
    expect(ex.network).toBe('china');
    for (const locale of ['en', 'zh-cn'] as const) {
      const [slug, anchor] = ex.lesson[locale].split('#');
      expect(readFileSync(`content/docs/${locale}/${slug}.mdx`, 'utf8')).toContain(`{#${anchor}}`);
    }
  });

  it('rejects an unknown exercise with a clear error', () => {
    expect(() => loadTerminalExercise('nope')).toThrow(/unknown terminal exercise "nope"/);
  });
});

describe('starter', () => {
  it('fails: go mod tidy times out on proxy.golang.org', async () => {
    const g = await gradeTerminalExercise(ID, ['go mod tidy']);
    expect(g.status).toBe('fail');
    const out = formatTranscript(g.transcript);
    expect(out).toContain(
      '\tk8s.io/api/core/v1: k8s.io/api@v0.28.0: Get "https://proxy.golang.org/k8s.io/api/@v/v0.28.0.zip": dial tcp 172.217.160.81:443: i/o timeout\n',
    );
    expect(g.transcript[0].elapsedMs).toBe(30_000);
    expect(g.transcript[0].waits[0]).toEqual({ ms: 30_000, label: 'dial tcp 172.217.160.81:443' });
    expect(statuses(g.checks)).toEqual({
      'tidy-succeeds': 'fail',
      'tidy-succeeds-in-new-terminal': 'fail',
      'versions-aligned': 'pass',
      'checksums-verified': 'pass',
    });
  });
});

describe('solution', () => {
  it('the shipped command list takes it from broken to fixed', async () => {
    const ex = loadTerminalExercise(ID);
    const g = await gradeTerminalExercise(ID, ex.solution);
    expect(g.checks.filter((c) => c.status === 'fail')).toEqual([]);
    expect(g.status).toBe('pass');
    const out = formatTranscript(g.transcript);
    // The trap on the way: the exported GOPROXY in ~/.bashrc wins over go env -w (TOOLCHAIN.md A3.3).
    expect(out).toContain(
      'warning: go env -w GOPROXY=... does not override conflicting OS environment variable\n',
    );
    expect(g.transcript.at(-1)?.exitCode).toBe(0);
  });

  it.each([
    [
      'pipe to a second mirror',
      [
        "sed -i '/GOPROXY/d' ~/.bashrc",
        'unset GOPROXY',
        "go env -w 'GOPROXY=https://goproxy.cn|https://mirrors.aliyun.com/goproxy/,direct'",
        'go mod tidy',
      ],
    ],
    [
      'the proxy fixed in ~/.bashrc itself',
      [
        "sed -i 's#https://proxy.golang.org,direct#https://goproxy.cn,direct#' ~/.bashrc",
        'source ~/.bashrc',
        'go mod tidy',
      ],
    ],
    [
      'goproxy.io and the China checksum database name',
      [
        "sed -i '/GOPROXY/d' ~/.bashrc",
        'unset GOPROXY',
        'go env -w GOPROXY=https://goproxy.io,direct GOSUMDB=sum.golang.google.cn',
        'go mod tidy',
      ],
    ],
  ])('another correct style passes: %s', async (_name, commands) => {
    const g = await gradeTerminalExercise(ID, commands);
    expect(g.checks.filter((c) => c.status === 'fail')).toEqual([]);
  });
});

describe('wrong fixes fail the right check', () => {
  it('export only: works here, not in a new terminal', async () => {
    const g = await gradeTerminalExercise(ID, ['export GOPROXY=https://goproxy.cn,direct', 'go mod tidy']);
    expect(statuses(g.checks)).toMatchObject({
      'tidy-succeeds': 'pass',
      'tidy-succeeds-in-new-terminal': 'fail',
    });
    const msg = g.checks.find((c) => c.id === 'tidy-succeeds-in-new-terminal')?.message;
    expect(msg?.en).toContain('dial tcp 172.217.160.81:443: i/o timeout');
    expect(msg?.['zh-cn']).toContain('新开的终端');
  });

  it('go env -w without removing the export: the warning is ignored and tidy still fails', async () => {
    const g = await gradeTerminalExercise(ID, ['go env -w GOPROXY=https://goproxy.cn,direct', 'go mod tidy']);
    expect(statuses(g.checks)).toMatchObject({
      'tidy-succeeds': 'fail',
      'tidy-succeeds-in-new-terminal': 'fail',
    });
  });

  it('switching the checksum database off', async () => {
    const g = await gradeTerminalExercise(ID, [
      "sed -i '/GOPROXY/d' ~/.bashrc",
      'unset GOPROXY',
      'go env -w GOPROXY=https://goproxy.cn,direct GOSUMDB=off',
      'go mod tidy',
    ]);
    expect(statuses(g.checks)['checksums-verified']).toBe('fail');
    expect(g.checks.find((c) => c.id === 'checksums-verified')?.message.en).toContain('GOSUMDB=off');
  });

  it('GONOSUMDB for public modules', async () => {
    const g = await gradeTerminalExercise(ID, [
      "sed -i '/GOPROXY/d' ~/.bashrc",
      'unset GOPROXY',
      'go env -w GOPROXY=https://goproxy.cn,direct GONOSUMDB=k8s.io,sigs.k8s.io',
      'go mod tidy',
    ]);
    expect(statuses(g.checks)['checksums-verified']).toBe('fail');
  });

  it('downgrading k8s.io/api breaks the alignment', async () => {
    const g = await gradeTerminalExercise(ID, [
      "sed -i '/GOPROXY/d' ~/.bashrc",
      'unset GOPROXY',
      'go env -w GOPROXY=https://goproxy.cn,direct',
      'go get k8s.io/api@v0.27.6',
    ]);
    expect(statuses(g.checks)['versions-aligned']).toBe('fail');
  });

  it('deleting go.sum does not cure the timeout', async () => {
    const g = await gradeTerminalExercise(ID, ['rm go.sum', 'go mod tidy']);
    expect(statuses(g.checks)).toMatchObject({ 'tidy-succeeds': 'fail', 'checksums-verified': 'fail' });
  });
});

describe('replay', () => {
  it('is deterministic: the same commands give the same transcript and end state', async () => {
    const ex = loadTerminalExercise(ID);
    const a = await replayCommands(ID, ex.solution);
    const b = await replayCommands(ID, ex.solution);
    expect(formatTranscript(a.transcript)).toBe(formatTranscript(b.transcript));
    expect(a.endState).toEqual(b.endState);
    expect(a.endState.files['/home/user/.config/go/env']).toBe('GOPROXY=https://goproxy.cn,direct\n');
    expect(a.endState.network).toBe('china');
  });

  it('bad commands give errors, not crashes', async () => {
    const r = await replayCommands(ID, ['nosuchcmd', 'go', 'make nothing', 'cd /nowhere']);
    expect(r.transcript.map((t) => t.exitCode)).toEqual([127, 2, 2, 1]);
    expect(r.transcript[2].stderr).toBe("make: *** No rule to make target 'nothing'.  Stop.\n");
  });
});

describe('feedback a learner can act on', () => {
  /** Lines that end a sentence the go command continues on the next, tab-indented line, left dangling. */
  const dangling = (checks: Array<{ message: { en: string; 'zh-cn': string } }>) =>
    checks.flatMap((c) =>
      [c.message.en, c.message['zh-cn']].flatMap((m) => {
        const ls = m.split('\n');
        return ls.filter((l, i) => / imports$/.test(l) && !ls[i + 1]?.startsWith('\t'));
      }),
    );

  it('go env -w while ~/.bashrc exports GOPROXY: told about the export that overrides it, not about `export`', async () => {
    const g = await gradeTerminalExercise(ID, ['go env -w GOPROXY=https://goproxy.cn,direct']);
    const fresh = g.checks.find((c) => c.id === 'tidy-succeeds-in-new-terminal')!;
    expect(fresh.status).toBe('fail');
    expect(fresh.message.en).toContain(
      '`go env -w` wrote GOPROXY=https://goproxy.cn,direct to the go env file (/home/user/.config/go/env), but ~/.bashrc exports GOPROXY=https://proxy.golang.org,direct, and an exported variable overrides the go env file. Remove the export from ~/.bashrc.',
    );
    expect(fresh.message['zh-cn']).toContain('但 ~/.bashrc 导出了 GOPROXY=https://proxy.golang.org,direct');
    expect(fresh.message.en).not.toContain('only lives in the current shell');
    const here = g.checks.find((c) => c.id === 'tidy-succeeds')!;
    expect(here.message.en).toContain('but this shell has exported GOPROXY=https://proxy.golang.org,direct');
  });

  it('export in this shell only: the new terminal reads ~/.bashrc again, and the message says so', async () => {
    const g = await gradeTerminalExercise(ID, ['export GOPROXY=https://goproxy.cn,direct']);
    expect(statuses(g.checks)['tidy-succeeds']).toBe('pass');
    const fresh = g.checks.find((c) => c.id === 'tidy-succeeds-in-new-terminal')!;
    expect(fresh.message.en).toContain(
      '~/.bashrc exports GOPROXY=https://proxy.golang.org,direct in every new terminal',
    );
  });

  it('failure messages quote the go command whole, never cut mid-sentence', async () => {
    for (const cmds of [['go mod tidy'], ['go env -w GOPROXY=https://goproxy.cn,direct']]) {
      const g = await gradeTerminalExercise(ID, cmds);
      expect(dangling(g.checks)).toEqual([]);
      const here = g.checks.find((c) => c.id === 'tidy-succeeds')!;
      expect(here.message.en).toContain(
        'go: example.com/memcached-operator/cmd imports\n\tk8s.io/apimachinery/pkg/runtime: k8s.io/apimachinery@v0.28.0: Get',
      );
    }
  });
});
