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

/** The manifests controller-gen generates from `files` (a whole project: go.mod plus .go files). */
export function generateManifests(files: readonly SourceFile[], opts: GenerateOptions = {}): Manifests {
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
