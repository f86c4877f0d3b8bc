// Chinese check messages quote an API call in Chinese words around it: （缓存） / （直连） and
// （所有命名空间）, never the English "(cache)", "(direct)", "(all namespaces)" inside a Chinese
// sentence (issue 17). The call itself (verb, resource, the API server's message) stays as it is.
import { describe, expect, it } from 'vitest';
import { describeCall } from '../../src/grader/checks/context.ts';
import { gradeExercise } from '../../src/grader/grade.ts';
import type { CacheReadEvent } from '../../src/kube/trace.ts';
import { load } from './helpers.ts';

const ENGLISH_WORDS = /\((cache|direct|internal|unknown|all namespaces)\)|\berror: /;

describe('describeCall in Chinese', () => {
  const list = {
    kind: 'cacheRead',
    verb: 'list',
    group: '',
    version: 'v1',
    resource: 'pods',
    namespace: '',
    name: '',
    result: { code: 200, message: '' },
  } as unknown as CacheReadEvent;

  it('says 缓存 and 所有命名空间 with full-width brackets; English stays as it was', () => {
    expect(describeCall(list)).toBe('LIST pods (all namespaces) (cache) → 200');
    expect(describeCall(list, 'zh')).toBe('LIST pods （所有命名空间）（缓存）→ 200');
  });
});

// Starters whose failing checks quote calls: a namespace-less List (scope-list), a Get in the wrong
// namespace (scope-get), status writes
// (status-subresource, status-conflict).
const EXERCISES = ['scope-get', 'scope-list', 'status-subresource', 'status-conflict'];

describe('grader messages in Chinese quote calls in Chinese', () => {
  for (const id of EXERCISES) {
    it(`${id} starter`, () => {
      const l = load(id);
      const report = gradeExercise(l.gradable, l.files('starter'));
      const quoting = report.checks.filter((c) => / → \d{3}| → error: /.test(c.message.en));
      expect(quoting.length, `${id}: no check message quotes a call`).toBeGreaterThan(0);
      for (const c of quoting) {
        expect(c.message['zh-cn'], `${c.id}: ${c.message['zh-cn']}`).not.toMatch(ENGLISH_WORDS);
        expect(c.message['zh-cn'], c.id).toMatch(/（(缓存|直连|内部|未知)）→ /);
      }
    }, 120_000);
  }
});
