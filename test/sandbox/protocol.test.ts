import { describe, expect, it } from 'vitest';
import { PROTOCOL_VERSION, parseRequest, parseResponse } from '../../src/sandbox/protocol.ts';

// The engine's requests are checked by hand (no zod on the engine worker's start path); each message
// here is the one zod 4 gave for the same request with the schemas this replaced (main at bde1a93),
// path and text to the letter.
const f = [{ name: 'a.go', content: 'x' }];
const req = (job: unknown) => ({ v: 1, id: 1, job });
const cases: [unknown, string, string][] = [
  [null, '', 'Invalid input: expected object, received null'],
  [[], '', 'Invalid input: expected object, received array'],
  [new Date(0), 'v', 'Invalid input: expected 1'],
  [{}, 'v', 'Invalid input: expected 1'],
  [{ v: 1, id: -1, job: { kind: 'ping' } }, 'id', 'Too small: expected number to be >=0'],
  [{ v: 1, id: 1.5, job: { kind: 'ping' } }, 'id', 'Invalid input: expected int, received number'],
  [{ v: 1, id: '1', job: { kind: 'ping' } }, 'id', 'Invalid input: expected number, received string'],
  [{ v: 1, id: 1 }, 'job', 'Invalid input: expected object, received undefined'],
  [
    req({ kind: 'nope' }),
    'job.kind',
    "Invalid discriminator value. Expected 'go-run' | 'grade' | 'run-scenario' | 'run-project' | 'prepare' | 'warm' | 'ping'",
  ],
  [req({ kind: 'go-run', files: [] }), 'job.files', 'Too small: expected array to have >=1 items'],
  [req({ kind: 'go-run' }), 'job.files', 'Invalid input: expected array, received undefined'],
  [
    req({ kind: 'go-run', files: [{ name: '', content: 'x' }] }),
    'job.files.0.name',
    'Too small: expected string to have >=1 characters',
  ],
  [req({ kind: 'go-run', files: [5] }), 'job.files.0', 'Invalid input: expected object, received number'],
  [req({ kind: 'go-run', files: f, stepBudget: 0 }), 'job.stepBudget', 'Too small: expected number to be >0'],
  [
    req({ kind: 'go-run', files: f, stepBudget: Number.POSITIVE_INFINITY }),
    'job.stepBudget',
    'Invalid input: expected number, received Infinity',
  ],
  [
    req({ kind: 'go-run', files: f, stepBudget: Number.NaN }),
    'job.stepBudget',
    'Invalid input: expected number, received NaN',
  ],
  [
    req({ kind: 'grade', exercise: 'x', files: f, mode: 'z' }),
    'job.mode',
    'Invalid option: expected one of "check"|"run"',
  ],
  [
    req({ kind: 'grade', exercise: 'x', files: f, bundle: { a: 5 } }),
    'job.bundle.a',
    'Invalid input: expected string, received number',
  ],
  [
    req({ kind: 'grade', exercise: 'x', files: f, bundle: { '': 'x' } }),
    'job.bundle.',
    'Invalid key in record',
  ],
  [
    req({ kind: 'grade', exercise: 'x', files: f, bundle: ['x'] }),
    'job.bundle',
    'Invalid input: expected record, received array',
  ],
  [req({ kind: 'warm', exercise: 'x' }), 'job.bundle', 'Invalid input: expected record, received undefined'],
  [
    req({ kind: 'run-project', files: f, timeLimitMs: -5 }),
    'job.timeLimitMs',
    'Too small: expected number to be >0',
  ],
];

describe('the engine protocol, checked by hand', () => {
  for (const [data, path, message] of cases)
    it(`${JSON.stringify(data)} → ${path}: ${message}`, () => {
      const r = parseRequest(data);
      expect(r.success).toBe(false);
      if (!r.success) expect([r.issue.path.join('.'), r.issue.message]).toEqual([path, message]);
    });

  it('fills in the defaults and leaves out keys a job does not have, as zod did', () => {
    const r = parseRequest({ v: 1, id: 3, extra: 1, job: { kind: 'run-project', files: f, more: 2 } });
    expect(r).toEqual({
      success: true,
      data: {
        v: 1,
        id: 3,
        job: { kind: 'run-project', files: f, objects: '', objectsName: 'cluster.yaml', rbac: 'markers' },
      },
    });
    const g = parseRequest(req({ kind: 'grade', exercise: 'x', files: [] }));
    expect(g.success && g.data.job).toEqual({ kind: 'grade', exercise: 'x', files: [], mode: 'check' });
  });

  it('checks the engine’s messages to the host', () => {
    expect(
      parseResponse({ v: PROTOCOL_VERSION, kind: 'output', id: 1, stream: 'stdout', text: 'hi' }).success,
    ).toBe(true);
    expect(parseResponse({ v: PROTOCOL_VERSION, kind: 'done', id: 1, result: { x: 1 } }).success).toBe(true);
    const bad = parseResponse({ v: PROTOCOL_VERSION, kind: 'output', id: 1, stream: 'stdin', text: 'x' });
    expect(bad.success === false && bad.issue).toEqual({
      path: ['stream'],
      message: 'Invalid option: expected one of "stdout"|"stderr"',
    });
  });
});
