import { describe, expect, it } from 'vitest';
import { parseExercise } from '../../src/grader/exercise.ts';
import { exitCodeFor, overallStatus } from '../../src/grader/report.ts';
import { Duration } from '../../src/grader/scenario.ts';

const valid = {
  kind: 'code',
  id: 'scope-get',
  title: { en: 'Read the Secret in the right namespace', 'zh-cn': '在正确的命名空间读取 Secret' },
  instructions: { en: 'instructions.en.md', 'zh-cn': 'instructions.zh-cn.md' },
  lesson: '/en/scope/#get-uses-the-keys-namespace',
  hints: { en: ['a', 'b', 'c'], 'zh-cn': ['甲', '乙', '丙'] },
  checks: ['scope.get-namespace'],
  files: [{ path: 'go.mod' }, { path: 'internal/controller/app_controller.go', editable: true }],
  starter: 'starter',
  solution: 'solution',
  scenarios: [{ id: 'decoy-namespaces', title: { en: 'x', 'zh-cn': 'y' } }],
};

describe('exercise format', () => {
  it('accepts a complete code exercise and defaults editable to false', () => {
    const r = parseExercise(valid);
    expect(r.ok).toBe(true);
    if (r.ok && r.exercise.kind === 'code') expect(r.exercise.files[0]?.editable).toBe(false);
  });

  it('names each bad field with its path', () => {
    const r = parseExercise({
      ...valid,
      hints: { en: ['only one'], 'zh-cn': ['甲', '乙', '丙'] },
      starter: '../x',
    });
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.errors).toContain(
        'exercise.yaml: hints.en: Too small: expected array to have exactly 3 items',
      );
      expect(r.errors).toContain('exercise.yaml: starter: must be a relative path inside the exercise');
    }
  });

  it('requires an editable file', () => {
    const r = parseExercise({ ...valid, files: [{ path: 'go.mod' }] });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.errors).toEqual(['exercise.yaml: files: at least one file must be editable']);
  });

  it('rejects an unknown kind with the discriminator named', () => {
    const r = parseExercise({ ...valid, kind: 'quiz' });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.errors[0]).toMatch(/^exercise\.yaml: kind: /);
  });
});

describe('report status', () => {
  it('follows Exercism: any fail fails, nothing run is an error', () => {
    expect(overallStatus([])).toBe('error');
    expect(overallStatus([{ status: 'pass' }, { status: 'fail' }, { status: 'error' }])).toBe('fail');
    expect(overallStatus([{ status: 'pass' }, { status: 'error' }])).toBe('error');
    expect(overallStatus([{ status: 'pass' }, { status: 'skip' }])).toBe('pass');
    expect([exitCodeFor('pass'), exitCodeFor('fail'), exitCodeFor('error')]).toEqual([0, 1, 2]);
  });
});

describe('scenario format', () => {
  it('reads Go-style durations in milliseconds', () => {
    const ms = (d: string) => Duration.parse(d);
    expect([ms('500ms'), ms('90s'), ms('5m'), ms('1h30m'), ms('1s250ms')]).toEqual([
      500, 90_000, 300_000, 5_400_000, 1250,
    ]);
    expect(Duration.safeParse('5x').success).toBe(false);
    expect(Duration.safeParse('').success).toBe(false);
  });

  it('names a scenario expectation whose check the exercise does not list', () => {
    const r = parseExercise({
      ...valid,
      scenarios: [
        {
          id: 'decoy-namespaces',
          title: { en: 'x', 'zh-cn': 'y' },
          expect: [
            {
              kind: 'object',
              check: 'outcome.nope',
              object: { apiVersion: 'v1', kind: 'Secret', namespace: 'a', name: 'b' },
            },
          ],
        },
      ],
    });
    expect(r.ok).toBe(false);
    if (!r.ok)
      expect(r.errors).toContain(
        'exercise.yaml: scenarios.0.expect.0.check: check "outcome.nope" is not listed in checks',
      );
  });

  it('names an action expectation without its action', () => {
    const r = parseExercise({
      ...valid,
      scenarios: [
        {
          id: 's',
          title: { en: 'x', 'zh-cn': 'y' },
          expect: [{ kind: 'action', check: 'scope.get-namespace', action: 'apply-x', allowed: true }],
        },
      ],
    });
    expect(r.ok).toBe(false);
    if (!r.ok)
      expect(r.errors).toContain(
        'exercise.yaml: scenarios.0.expect.0.action: no action "apply-x" in this scenario',
      );
  });

  it('names a trigger with an unknown verb', () => {
    const r = parseExercise({
      ...valid,
      scenarios: [
        {
          id: 's',
          title: { en: 'x', 'zh-cn': 'y' },
          adversity: [
            {
              kind: 'concurrent-writer',
              when: { after: { verb: 'frob', resource: 'apps' } },
              target: { apiVersion: 'v1', kind: 'Secret', name: 'b' },
              patch: {},
            },
          ],
        },
      ],
    });
    expect(r.ok).toBe(false);
    if (!r.ok)
      expect(r.errors.some((e) => e.startsWith('exercise.yaml: scenarios.0.adversity.0.when'))).toBe(true);
  });
});
