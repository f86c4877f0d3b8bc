// Go programs with admission webhooks against a simulated cluster. The toolchain is the suite's
// (standard library + Kubernetes packages) with pkg/builder and the root package carrying the
// webhook half (webhookBuilderPart) — what the manager engineer's registry does once it appends it.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { makePhases } from '../../../src/go/build/default.ts';
import type { SourceFile } from '../../../src/go/build/load.ts';
import type { Phases } from '../../../src/go/build/phases.ts';
import { type GoRunResult, runGo } from '../../../src/go/index.ts';
import { stdPackage, stdPackagePaths } from '../../../src/go/std/index.ts';
import { type KubeEnv, newKubeEnv, withKubeEnv } from '../../../src/kube/bind/env.ts';
import { builderPackage } from '../../../src/kube/gopkg/controller-runtime/builder.ts';
import { rootPackage } from '../../../src/kube/gopkg/controller-runtime/root.ts';
import { generateDeepCopy } from '../../../src/kube/gopkg/deepcopygen.ts';
import { kubePackage, kubePackagePaths } from '../../../src/kube/gopkg/index.ts';
import { webhookBuilderPart } from '../../../src/kube/gopkg/registry-webhook.ts';
import { generateManifests } from '../../../src/kube/markers/index.ts';
import { admin, crds } from '../helpers.ts';

const BUILDER = 'sigs.k8s.io/controller-runtime/pkg/builder';
const ROOT = 'sigs.k8s.io/controller-runtime';

const wiredBuilder = builderPackage(webhookBuilderPart);
const wiredRoot = rootPackage({ webhookBuilder: () => true });

function lookup(path: string) {
  if (path === BUILDER) {
    const p = kubePackage(path);
    return p?.files.some((f) => f.src.includes('WebhookBuilder[T')) ? p : wiredBuilder();
  }
  if (path === ROOT) {
    const p = kubePackage(path);
    return p?.files.some((f) => f.src.includes('func NewWebhookManagedBy')) ? p : wiredRoot();
  }
  return stdPackage(path) ?? kubePackage(path);
}

export const webhookPhases: Phases = makePhases(lookup, [...stdPackagePaths, ...kubePackagePaths]);

const EXERCISES = join(import.meta.dirname, '../../../exercises');

/** An exercise's project files with one layer (starter/solution) on top, deepcopy generated. */
export function exerciseProject(id: string, layer: 'starter' | 'solution'): SourceFile[] {
  const files = new Map<string, string>();
  const walk = (dir: string, base: string) => {
    for (const e of readdirSync(dir).sort()) {
      const p = join(dir, e);
      if (statSync(p).isDirectory()) walk(p, base);
      else files.set(p.slice(base.length + 1), readFileSync(p, 'utf8'));
    }
  };
  walk(join(EXERCISES, id, 'project'), join(EXERCISES, id, 'project'));
  walk(join(EXERCISES, id, layer), join(EXERCISES, id, layer));
  const out = [...files].map(([name, src]) => ({ name, src }));
  const api = out.filter((f) => f.name.startsWith('api/v1/'));
  const dc = generateDeepCopy(api);
  return dc === undefined ? out : [...out, dc];
}

/** A cluster with the project's CRDs and webhook configurations installed (make install + deploy). */
export function clusterFor(files: readonly SourceFile[]): KubeEnv {
  const env = newKubeEnv({ seed: 11 });
  const m = generateManifests(files);
  for (const o of m.crds) env.server.create(admin, crds, o);
  for (const o of m.webhooks) {
    const resource =
      o.kind === 'MutatingWebhookConfiguration'
        ? 'mutatingwebhookconfigurations'
        : 'validatingwebhookconfigurations';
    env.server.create(admin, { group: 'admissionregistration.k8s.io', version: 'v1', resource }, o);
  }
  env.server.create(
    admin,
    { group: '', version: 'v1', resource: 'namespaces' },
    {
      apiVersion: 'v1',
      kind: 'Namespace',
      metadata: { name: 'team-a' },
    },
  );
  return env;
}

/** Runs the module's package in `dir` against `env`. */
export function runIn(env: KubeEnv, files: readonly SourceFile[], dir: string): GoRunResult {
  return withKubeEnv(env, () =>
    runGo({
      files,
      target: files.some((f) => f.name === 'go.mod')
        ? { kind: 'dir', dir }
        : { kind: 'files', files: files.map((f) => f.name) },
      phases: webhookPhases,
      clock: env.goClock,
    }),
  );
}
