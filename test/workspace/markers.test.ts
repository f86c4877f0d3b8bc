import { describe, expect, it } from 'vitest';
import type { Report } from '../../src/grader/report.ts';
import { diagnosticMarkers, reportMarkers } from '../../src/workspace/markers.ts';

const l = (en: string) => ({ en, 'zh-cn': `zh ${en}` });

const report: Report = {
  version: 1,
  exercise: 'scope-get',
  status: 'fail',
  diagnostics: [],
  checks: [
    {
      id: 'compile',
      status: 'pass',
      title: l('compiles'),
      message: l('ok'),
      lines: [],
      evidence: [],
      lesson: '',
    },
    {
      id: 'scope.get-namespace',
      status: 'fail',
      title: l('Get names the namespace'),
      message: l('the Get at line 37 sent no namespace'),
      lines: [
        { file: 'internal/controller/app_controller.go', line: 37, col: 9 },
        { file: 'internal/controller/app_controller.go', line: 37, col: 20 },
      ],
      evidence: [3],
      lesson: '/lessons/scope/#get-takes-a-key',
    },
    {
      id: 'outcome.x',
      status: 'skip',
      title: l('x'),
      message: l('y'),
      lines: [{ file: 'a.go', line: 1 }],
      evidence: [],
      lesson: '',
    },
  ],
  trace: [],
  logs: [],
};

describe('editor markers', () => {
  it('marks each line a failing check concerns once, with its title and message in the page language', () => {
    expect(reportMarkers(report, 'zh-cn')).toEqual([
      {
        file: 'internal/controller/app_controller.go',
        line: 37,
        col: 9,
        severity: 'error',
        message: 'zh Get names the namespace: zh the Get at line 37 sent no namespace',
        source: 'scope.get-namespace',
      },
    ]);
  });

  it('marks compile errors at gc’s position', () => {
    expect(
      diagnosticMarkers([{ file: './cmd/main.go', line: 4, col: 2, msg: 'declared and not used: x' }]),
    ).toEqual([
      {
        file: 'cmd/main.go',
        line: 4,
        col: 2,
        severity: 'error',
        message: 'declared and not used: x',
        source: 'go build',
      },
    ]);
  });

  it('includes a report’s compile diagnostics', () => {
    const r = { ...report, diagnostics: [{ file: 'a.go', line: 2, col: 3, msg: 'm' }] };
    expect(reportMarkers(r, 'en').map((m) => `${m.file}:${m.line}`)).toEqual([
      'a.go:2',
      'internal/controller/app_controller.go:37',
    ]);
  });
});
