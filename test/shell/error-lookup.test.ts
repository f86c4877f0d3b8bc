// The error-message reference: every entry is complete in both locales and links to a lesson
// section that exists; pasted messages (other names, versions, addresses, hashes, log noise) find
// the right entry first.
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ERROR_CATALOGUE, lookupError, normalise } from '../../src/shell/errors/index.ts';
import { terminalExerciseIds } from '../../src/shell/exercises/definition.ts';
import { ERROR_SAMPLES } from './fixtures/error-samples.ts';

describe('catalogue', () => {
  it('has unique ids and complete entries in both locales', () => {
    const ids = ERROR_CATALOGUE.map((e) => e.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const e of ERROR_CATALOGUE) {
      expect(e.examples.length, e.id).toBeGreaterThan(0);
      for (const field of [e.title, e.cause, e.fix]) {
        expect(field.en.trim(), e.id).not.toBe('');
        expect(field['zh-cn'].trim(), e.id).not.toBe('');
      }
    }
  });

  it('links to lesson sections and exercises that exist', () => {
    for (const e of ERROR_CATALOGUE) {
      const [slug, anchor] = e.lesson.split('#');
      const file = `content/docs/en/${slug}.mdx`;
      expect(existsSync(file), `${e.id}: ${file}`).toBe(true);
      expect(readFileSync(file, 'utf8'), `${e.id}: #${anchor}`).toContain(`{#${anchor}}`);
      if (e.exercise) expect(terminalExerciseIds()).toContain(e.exercise);
    }
  });

  it('each entry finds itself from its own examples', () => {
    for (const e of ERROR_CATALOGUE) {
      for (const ex of e.examples) expect(lookupError(ex)[0]?.entry.id, ex).toBe(e.id);
    }
  });
});

describe('normalisation', () => {
  it('replaces the variable parts', () => {
    const n = normalise(
      '2024-05-10T14:03:22+02:00 go: k8s.io/api@v0.28.0: Get "https://proxy.golang.org/k8s.io/api/@v/v0.28.0.zip": dial tcp 172.217.160.81:443: i/o timeout h1:3j3VPWmN9tTDI68NETBWlDiA9qOiGJ7sdKeufehBYsM=',
    );
    expect(n).not.toMatch(/172\.217|v0\.28|2024-05|3j3VPW|proxy\.golang/);
    expect(n).toContain('i/o timeout');
    expect(n).toContain('filezip');
  });
});

describe('lookup accuracy', () => {
  it(`finds the right entry first for at least 95% of ${ERROR_SAMPLES.length} real-world messages`, () => {
    expect(ERROR_SAMPLES.length).toBeGreaterThanOrEqual(60);
    const misses: string[] = [];
    for (const s of ERROR_SAMPLES) {
      expect(
        ERROR_CATALOGUE.some((e) => e.id === s.expect),
        s.expect,
      ).toBe(true);
      const top = lookupError(s.text)[0]?.entry.id;
      if (top !== s.expect) misses.push(`${s.expect} -> ${top}: ${s.text.slice(0, 80)}`);
    }
    const accuracy = 1 - misses.length / ERROR_SAMPLES.length;
    console.info(
      `error lookup top-1 accuracy: ${(accuracy * 100).toFixed(1)}% (${ERROR_SAMPLES.length - misses.length}/${ERROR_SAMPLES.length})`,
    );
    expect(accuracy, misses.join('\n')).toBeGreaterThanOrEqual(0.95);
  });

  it('returns nothing for text that is not an error it knows', () => {
    expect(lookupError('hello world')).toEqual([]);
  });
});

describe('errors the simulated tools print', () => {
  it('are found by the lookup (webhook-local’s wrong steps, kubectl, make)', async () => {
    const { replayCommands } = await import('../../src/shell/exercises/replay.ts');
    const steps: Array<[string, string]> = [
      ['kubectl apply -f config/samples/cache_v1alpha1_memcached.yaml', 'webhook-no-endpoints'],
      ['make run', 'webhook-cert-missing'],
      ['make cert-manager', 'no-cert-manager-target'],
      ['make instal', 'make-no-rule'],
      ['kubectl get widgets', 'unknown-resource-type'],
      ['kubectl get memcached nope', 'api-not-found'],
      [
        'kubectl get pod web --as=system:serviceaccount:memcached-operator-system:memcached-operator-controller-manager',
        'forbidden-get-namespace',
      ],
      [
        'kubectl delete crd memcacheds.cache.example.com && kubectl apply -f config/samples/cache_v1alpha1_memcached.yaml',
        'crd-not-installed',
      ],
    ];
    const r = await replayCommands(
      'webhook-local',
      steps.map(([c]) => c),
    );
    r.transcript.forEach((t, i) => {
      expect(lookupError(t.stderr)[0]?.entry.id, `${t.command}\n${t.stderr}`).toBe(steps[i][1]);
    });
    // eight replays, two of them `make run` (controller-gen, go vet, the manager): ~10 s quiet
  }, 120_000);
});
