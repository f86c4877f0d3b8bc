import { describe, expect, it } from 'vitest';
import { parseExercise } from '../../src/grader/exercise.ts';
import { exitCodeFor, overallStatus } from '../../src/grader/report.ts';

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
