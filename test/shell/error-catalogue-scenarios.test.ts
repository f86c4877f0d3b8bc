// The error reference against what the exercises really produce: every error message the graders'
// scenarios give on the starters (API statuses, cache and client errors, admission webhook failures,
// the controller's "Reconciler error" log lines) and on a panicking reconciler is looked up, and the
// entry that explains it must come first. None of these texts is an example of its entry: this is
// the lookup measured on messages the entries were not written from.
import { describe, expect, it } from 'vitest';
import { gradeExercise } from '../../src/grader/grade.ts';
import { ERROR_CATALOGUE, lookupError } from '../../src/shell/errors/index.ts';
import { codeExerciseIds, load } from '../grader/helpers.ts';

/** Which entry explains which message (first match wins). A message with no rule fails the test. */
const EXPECTED: [RegExp, string][] = [
  [
    /failed calling webhook ".*": failed to call webhook: the server could not find the requested resource/,
    'webhook-path-not-found',
  ],
  [/is forbidden: User ".*" cannot list resource ".*" at the cluster scope/, 'forbidden-list-cluster'],
  [/timed out waiting for cache to be synced/, 'cache-sync-timeout'],
  [/because of unknown namespace for the cache/, 'unknown-namespace-get'],
  [/the object has been modified; please apply your changes to the latest version and try again/, 'conflict'],
  [/ is invalid: [\w.]+\[\d+\]: Duplicate value: /, 'list-map-duplicate'],
  [/^[A-Z]\w* "[^"]+" not found$/, 'cache-not-found-kind'],
  // The cache names the kind and group (controller-runtime cache_reader.go: Kind.group), the API
  // server the resource and group (apps.lab.example.com).
  [/^[A-Z]\w*\.[a-z0-9.-]+ "[^"]+" not found$/, 'cache-not-found-kind'],
  [/^[a-z0-9]+(?:\.[a-z0-9.-]+)? "[^"]+" not found$/, 'api-not-found'],
  [/^panic: .* \[recovered\]$/, 'panic-recovered'],
];

function messagesOf(trace: readonly unknown[], logs: readonly string[]): string[] {
  const out: string[] = [];
  for (const raw of trace) {
    const e = raw as {
      kind: string;
      result?: { code: number; message: string };
      message?: string;
      webhooks?: { outcome: string; message: string }[];
    };
    if ((e.kind === 'api' || e.kind === 'cacheRead') && e.result && e.result.code >= 400)
      out.push(e.result.message);
    if (e.kind === 'clientError' && e.message) out.push(e.message);
    for (const w of e.webhooks ?? [])
      if (w.outcome !== 'allowed' && w.outcome !== 'patched') out.push(w.message);
  }
  // zap's console encoder quotes the error as JSON: `"error": "…"`.
  for (const line of logs) {
    const m = /"error": ("(?:[^"\\]|\\.)*")/.exec(line);
    if (m) out.push(JSON.parse(m[1]!) as string);
  }
  return out.filter((m) => m !== '');
}

describe('the error reference explains what the exercises produce', () => {
  const collected = new Map<string, string>();
  for (const id of codeExerciseIds()) {
    const l = load(id);
    for (const m of messagesOf(
      ...(() => {
        const r = gradeExercise(l.gradable, l.files('starter'));
        return [r.trace, r.logs] as const;
      })(),
    ))
      if (!collected.has(m)) collected.set(m, `${id} starter`);
  }
  {
    const l = load('scope-get');
    const files = l.files('starter').map((f) =>
      f.editable
        ? {
            ...f,
            content: f.content.replace(
              '\tvar secret corev1.Secret\n',
              '\tpanic("boom")\n\tvar secret corev1.Secret\n',
            ),
          }
        : f,
    );
    const r = gradeExercise(l.gradable, files);
    for (const m of messagesOf(r.trace, r.logs))
      if (!collected.has(m)) collected.set(m, 'scope-get with a panic');
  }

  it('collects messages from the scenarios (not from the catalogue)', () => {
    expect(collected.size).toBeGreaterThanOrEqual(8);
    const examples = new Set(ERROR_CATALOGUE.flatMap((e) => e.examples));
    expect([...collected.keys()].filter((m) => examples.has(m))).toEqual([]);
  });

  it('finds the entry that explains each one first', () => {
    const wrong: string[] = [];
    for (const [m, from] of collected) {
      const want = EXPECTED.find(([re]) => re.test(m))?.[1];
      const got = lookupError(m)[0]?.entry.id;
      if (want === undefined || got !== want)
        wrong.push(`${from}: ${m}\n  want ${want ?? '(no rule: add one)'}, got ${got}`);
    }
    expect(wrong).toEqual([]);
  });

  it('the webhook path mismatch webhook-validate teaches, pasted as kubectl prints it', () => {
    const pasted =
      'Error from server (InternalError): error when creating "config/samples/lab_v1_app.yaml": Internal error occurred: failed calling webhook "vapp-v1.kb.io": failed to call webhook: the server could not find the requested resource';
    expect(lookupError(pasted)[0]?.entry.id).toBe('webhook-path-not-found');
  });
});
