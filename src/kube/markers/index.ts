// controller-gen in the browser: `make manifests` (`controller-gen rbac:roleName=manager-role crd
// webhook paths="./..."`) over the learner's Go project, producing the objects the simulated API
// server installs: CustomResourceDefinitions, the manager's ClusterRole/Roles and the webhook
// configurations. Diagnostics carry controller-gen's messages at the marker or field they concern.
// See /work/notes/kube-bind-contract.md ("Markers").

import type { Diagnostic } from '../../go/syntax/ast.ts';
import type { KubeObject } from '../apiserver/types.ts';
import { generateCRDs } from './crd.ts';
import type { SourceFile } from './packages.ts';
import { Universe } from './packages.ts';
import { generateRoles } from './rbac.ts';
import { SchemaGen } from './schema.ts';
import { generateWebhooks } from './webhook.ts';

export { CONTROLLER_GEN_VERSION } from './crd.ts';
export type { SourceFile } from './packages.ts';
export { defaultPlural, pluralize } from './plural.ts';

export interface GenerateOptions {
  /** `rbac:roleName=` (default `manager-role`, as the kubebuilder Makefile passes) */
  roleName?: string;
  /** `crd:allowDangerousTypes=true` (floats) */
  allowDangerousTypes?: boolean;
}

export interface Manifests {
  crds: KubeObject[];
  rbac: KubeObject[];
  webhooks: KubeObject[];
  diagnostics: Diagnostic[];
}

/**
 * The last projects' manifests, newest first, by their files' exact names and texts: a Check runs
 * controller-gen on the same project for each scenario (the runner's `make manifests`, the grader's
 * CRDs), and the page's engine once more while the learner pauses typing (src/kube/run/run.ts
 * prepareProjectImpl), each time parsing the whole project again.
 */
const recent: { files: SourceFile[]; opts: string; manifests: Manifests }[] = [];
const RECENT = 4;
let generations = 0;

/** How many times controller-gen's work was done (not found among the recent projects): for tests. */
export function manifestGenerations(): number {
  return generations;
}

function sameFiles(a: readonly SourceFile[], b: readonly SourceFile[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i].name !== b[i].name || a[i].src !== b[i].src) return false;
  return true;
}

/**
 * The manifests controller-gen generates from `files` (a whole project: go.mod plus .go files). A
 * fresh copy each call (callers may change the objects), from a project's last generation when the
 * files are the same.
 */
export function generateManifests(files: readonly SourceFile[], opts: GenerateOptions = {}): Manifests {
  const key = `${opts.roleName ?? ''}\u0000${opts.allowDangerousTypes === true}`;
  const at = recent.findIndex((e) => e.opts === key && sameFiles(e.files, files));
  const entry =
    at >= 0
      ? recent.splice(at, 1)[0]
      : {
          files: files.map((f) => ({ name: f.name, src: f.src })),
          opts: key,
          manifests: generate(files, opts),
        };
  recent.unshift(entry);
  recent.length = Math.min(recent.length, RECENT);
  return structuredClone(entry.manifests);
}

function generate(files: readonly SourceFile[], opts: GenerateOptions): Manifests {
  generations++;
  const u = new Universe(files);
  const gen = new SchemaGen(u, { allowDangerousTypes: opts.allowDangerousTypes });
  const crds = generateCRDs(u, gen);
  const rbac = generateRoles(u, opts.roleName);
  const webhooks = generateWebhooks(u);
  const seen = new Set<string>();
  const diagnostics = u.diagnostics.filter((d) => {
    const k = `${d.file}:${d.line}:${d.col}:${d.msg}`;
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
  return { crds, rbac, webhooks, diagnostics };
}
