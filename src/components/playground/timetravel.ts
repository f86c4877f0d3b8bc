// The time-travel view model: which step is shown, what the cluster was after it, what it changed
// (YAML and a line diff against the step before), where the cache lagged, the watch events and the
// Go line. Pure, over the engine's Timeline; the scrubber (scrubber.ts) renders it.
import { stringify } from 'yaml';
import type { KubeObject } from '../../kube/apiserver/types.ts';
import { clusterAt, type Timeline, type TimelineStep } from '../../kube/timeline.ts';
import { type DiffLine, lineDiff } from './diff.ts';

export const yamlOf = (o: KubeObject | undefined): string =>
  o === undefined ? '' : stringify(o, { lineWidth: 0 });

/** `Deployment default/web` from a key `deployments.apps/default/web` and the object. */
export function objectLabel(key: string, o: KubeObject | undefined): string {
  const [, ns, name] = key.split('/');
  const kind = typeof o?.kind === 'string' ? o.kind : key.split('/')[0];
  return `${kind} ${ns ? `${ns}/` : ''}${name}`;
}

export interface StepChangeView {
  key: string;
  label: string;
  type: 'ADDED' | 'MODIFIED' | 'DELETED';
  diff: DiffLine[];
}

export interface StepView {
  n: number;
  total: number;
  step: TimelineStep | undefined;
  /** ms since main started */
  clockMs: number;
  reconcile: Timeline['reconciles'][number] | undefined;
  changes: StepChangeView[];
  /** the cluster after this step, without what `make install`/`make deploy` set up (CRDs, RBAC, namespaces) */
  objects: { key: string; label: string; yaml: string }[];
  /** how many objects of that setup are left out */
  setupCount: number;
  site: { file: string; line: number } | undefined;
}

/** Objects the runner set up for `make install`/`make deploy` (and the namespaces every cluster has). */
const SETUP =
  /^(customresourcedefinitions|clusterroles|clusterrolebindings|roles|rolebindings|serviceaccounts|namespaces)\./;
const isSetup = (key: string) => SETUP.test(`${key.split('/')[0]}.`);

export function stepView(t: Timeline, n: number): StepView {
  const step = n === 0 ? undefined : t.steps[n - 1];
  const before = n === 0 ? undefined : clusterAt(t, n - 1);
  const after = clusterAt(t, n);
  const changes: StepChangeView[] = (step?.changes ?? []).map((c) => ({
    key: c.key,
    label: objectLabel(c.key, c.object),
    type: c.type,
    diff: lineDiff(yamlOf(before?.get(c.key)), c.type === 'DELETED' ? '' : yamlOf(c.object)),
  }));
  const all = [...after.keys()].sort();
  // hidden: setup kinds still exactly as installed (clusterAt starts from the same objects)
  const installed = new Map(t.initial.map((o) => [o.key, o.object]));
  const keys = all.filter((k) => !(isSetup(k) && installed.get(k) === after.get(k)));
  const objects = keys.map((key) => ({
    key,
    label: objectLabel(key, after.get(key)),
    yaml: yamlOf(after.get(key)),
  }));
  const cs = step?.event.callSite;
  return {
    n,
    total: t.steps.length,
    step,
    clockMs: (step?.event.time ?? t.start) - t.start,
    reconcile: step?.reconcile === undefined ? undefined : t.reconciles[step.reconcile],
    changes,
    objects,
    setupCount: all.length - keys.length,
    site: cs ? { file: cs.file.replace(/^\.\//, ''), line: cs.line } : undefined,
  };
}

/** Left/right step, Home/End to the ends; undefined for other keys. */
export function scrubKey(n: number, total: number, key: string): number | undefined {
  switch (key) {
    case 'ArrowLeft':
      return Math.max(0, n - 1);
    case 'ArrowRight':
      return Math.min(total, n + 1);
    case 'Home':
      return 0;
    case 'End':
      return total;
    default:
      return undefined;
  }
}
