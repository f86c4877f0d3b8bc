// `oplab grade`: argument handling and exit statuses (0 pass, 1 fail, 2 could not grade), terminal
// exercises replayed from a file of commands, JSON that validates as a Report, text without colour
// off a terminal, and the file-replacement rules for code exercises.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { colourWanted, formatReport, replaceFiles } from '../../src/cli/grade.ts';
import { Report } from '../../src/grader/report.ts';
import { commandsOf } from '../../src/grader/terminal.ts';

function oplab(...args: string[]) {
  const r = spawnSync(process.execPath, ['src/cli/oplab.ts', 'grade', ...args], {
    encoding: 'utf8',
    env: { ...process.env, NO_COLOR: '' },
  });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

// Each `oplab grade` is a process of its own; a terminal exercise's grade compiles the learner's Go
// (make run), which on a busy 2-core machine takes far longer than vitest's 30 s default.
const spawning = { timeout: 180_000 };

const tmp = mkdtempSync(join(tmpdir(), 'oplab-grade-'));
const file = (name: string, text: string) => {
  const p = join(tmp, name);
  writeFileSync(p, text);
  return p;
};

describe('oplab grade: could not grade (exit 2)', spawning, () => {
  it('names an unknown exercise and lists the known ones', () => {
    const r = oplab('no-such-exercise', '--starter');
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/^oplab grade: unknown exercise "no-such-exercise" \(known: .*scope-get.*\)\n$/);
  });
  it('names an unreadable file', () => {
    const r = oplab('scope-get', join(tmp, 'missing.go'));
    expect(r.code).toBe(2);
    expect(r.stderr).toBe(`oplab grade: cannot read ${join(tmp, 'missing.go')}: no such file\n`);
  });
  it('refuses --starter with --solution, and nothing to grade', () => {
    expect(oplab('scope-get', '--starter', '--solution').stderr).toContain('exclude each other');
    const none = oplab('scope-get');
    expect(none.code).toBe(2);
    expect(none.stderr).toContain('nothing to grade');
  });
  it('refuses a file that matches no editable file of a two-file exercise', () => {
    const r = oplab(
      'scope-cache',
      file('other.go', 'package controller\n'),
      file('main.go', 'package main\n'),
    );
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('other.go matches no editable file of the exercise');
  });
});

describe('oplab grade: terminal exercises', spawning, () => {
  it('--starter fails (exit 1) and --solution passes (exit 0)', () => {
    const starter = oplab('gomod-proxy', '--starter');
    expect(starter.code).toBe(1);
    expect(starter.stdout).toContain('gomod-proxy: FAIL');
    expect(starter.stdout).not.toContain('\x1b[');
    const solution = oplab('gomod-proxy', '--solution', '--json');
    expect(solution.code).toBe(0);
    const report = Report.parse(JSON.parse(solution.stdout));
    expect(report.status).toBe('pass');
    expect(report.checks.map((c) => c.id)).toEqual([
      'tidy-succeeds',
      'tidy-succeeds-in-new-terminal',
      'versions-aligned',
      'checksums-verified',
    ]);
    expect(report.logs[0]).toBe('$ go mod tidy');
  });
  it('replays a file of commands (a pasted transcript with prompts and comments works too)', () => {
    const cmds = file(
      'cmds.txt',
      '# only in this shell\n$ export GOPROXY=https://goproxy.cn,direct\n$ go mod tidy\n',
    );
    const r = oplab('gomod-proxy', cmds, '--json');
    expect(r.code).toBe(1);
    const report = Report.parse(JSON.parse(r.stdout));
    const status = Object.fromEntries(report.checks.map((c) => [c.id, c.status]));
    expect(status['tidy-succeeds']).toBe('pass');
    expect(status['tidy-succeeds-in-new-terminal']).toBe('fail');
  });
  it('takes one FILE, not a FILE and --solution', () => {
    const r = oplab('gomod-proxy', file('c.txt', 'go env\n'), '--solution');
    expect(r.code).toBe(2);
  });
});

describe('commandsOf', () => {
  it('skips blanks and comments and strips prompts', () => {
    expect(commandsOf('\n# x\n$ go env\n  go mod tidy  \r\n')).toEqual(['go env', 'go mod tidy']);
  });
});

describe('replaceFiles', () => {
  const project = [
    { path: 'go.mod', content: 'module x', editable: false },
    { path: 'cmd/main.go', content: 'main', editable: true },
    { path: 'internal/controller/app_controller.go', content: 'ctrl', editable: true },
  ];
  it('replaces by base name', () => {
    const out = replaceFiles(project, [{ path: '/tmp/app_controller.go', content: 'mine' }]);
    expect(out.map((f) => f.content)).toEqual(['module x', 'main', 'mine']);
  });
  it('one file replaces the single editable file whatever its name', () => {
    const single = [project[0], { ...project[2] }];
    expect(replaceFiles(single, [{ path: 'x.go', content: 'mine' }])[1]?.content).toBe('mine');
  });
  it('refuses a read-only file and a duplicate', () => {
    expect(() => replaceFiles(project, [{ path: 'go.mod', content: '' }])).toThrow(
      'go.mod is read-only in this exercise',
    );
    expect(() =>
      replaceFiles(project, [
        { path: 'a/main.go', content: '' },
        { path: 'b/main.go', content: '' },
      ]),
    ).toThrow('two files given for cmd/main.go');
  });
});

describe('text output', () => {
  const report: Report = {
    version: 1,
    exercise: 'scope-get',
    status: 'fail',
    diagnostics: [],
    checks: [
      {
        id: 'scope.get-namespace',
        status: 'fail',
        title: { en: 'Get names the namespace', 'zh-cn': 'Get 指明命名空间' },
        message: { en: 'This Get names no namespace.', 'zh-cn': '这次 Get 没有指定命名空间。' },
        lines: [{ file: 'internal/controller/app_controller.go', line: 37 }],
        evidence: [0],
        hint: { en: 'Use the App’s namespace.', 'zh-cn': '使用 App 的命名空间。' },
        lesson: '/lessons/scope/#empty-namespace',
      },
    ],
    trace: [],
    logs: [],
  };
  it('shows the verdict, the line, the message, the hint and the lesson', () => {
    const text = formatReport(report, 'en', false);
    expect(text).toBe(
      [
        'scope-get: FAIL (0 of 1 checks passed)',
        '',
        '  ✗ scope.get-namespace — Get names the namespace',
        '      internal/controller/app_controller.go:37',
        '      This Get names no namespace.',
        '      Hint: Use the App’s namespace.',
        '      Lesson: /lessons/scope/#empty-namespace',
        '',
      ].join('\n'),
    );
    expect(formatReport(report, 'zh-cn', false)).toContain('这次 Get 没有指定命名空间。');
  });
  it('a helper’s caller line says it called the line above, in both languages', () => {
    const helper: Report = {
      ...report,
      checks: [
        {
          ...report.checks[0]!,
          lines: [
            { file: 'internal/controller/app_controller.go', line: 29 },
            { file: 'internal/controller/app_controller.go', line: 41, caller: true },
          ],
        },
      ],
    };
    const en = formatReport(helper, 'en', false);
    expect(en).toContain(
      '      internal/controller/app_controller.go:29\n      called from internal/controller/app_controller.go:41\n',
    );
    expect(formatReport(helper, 'zh-cn', false)).toContain(
      '      internal/controller/app_controller.go:29\n      由 internal/controller/app_controller.go:41 调用\n',
    );
  });
  it('colours only on a terminal, and never with NO_COLOR set', () => {
    expect(formatReport(report, 'en', true)).toContain('\x1b[31m');
    expect(colourWanted(true, {})).toBe(true);
    expect(colourWanted(false, {})).toBe(false);
    expect(colourWanted(true, { NO_COLOR: '1' })).toBe(false);
    expect(colourWanted(true, { NO_COLOR: '' })).toBe(true);
  });
});
