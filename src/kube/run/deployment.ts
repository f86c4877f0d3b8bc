// How `make deploy` runs main: the manager container of config/manager/manager.yaml after the
// patches config/default/kustomization.yaml lists (kubebuilder's JSON 6902 patches such as
// manager_metrics_patch.yaml's `--metrics-bind-address=:8443` and manager_webhook_patch.yaml's
// `--webhook-cert-path`), its args and env — `valueFrom.fieldRef` resolved as the kubelet
// resolves it (metadata.namespace: the namespace the overlay deploys to; metadata.name: the Pod's
// name). A project without these files runs main with no args, as `go run ./cmd` would.

import { parseAllDocuments } from 'yaml';
import type { SourceFile } from '../../go/build/load.ts';
import { type JsonPatchOp, jsonPatch } from '../apiserver/patch.ts';
import type { Json, JsonObject } from '../apiserver/types.ts';
import { isObject, str } from '../apiserver/types.ts';

export type ManagerProcess = {
  args: string[];
  env: Record<string, string>;
  /** the files the container came from, for messages */
  sources: string[];
  /** env entries that could not be resolved (secretKeyRef, configMapKeyRef, resourceFieldRef) */
  unresolved: string[];
};

function docs(src: string): Json[] {
  const out: Json[] = [];
  for (const d of parseAllDocuments(src)) {
    if (d.errors.length > 0) continue;
    const v = d.toJS() as Json;
    if (v !== null && v !== undefined) out.push(v);
  }
  return out;
}

function dirOf(path: string): string {
  const i = path.lastIndexOf('/');
  return i < 0 ? '' : path.slice(0, i);
}

function join(dir: string, rel: string): string {
  const parts = dir === '' ? [] : dir.split('/');
  for (const p of rel.split('/')) {
    if (p === '' || p === '.') continue;
    if (p === '..') parts.pop();
    else parts.push(p);
  }
  return parts.join('/');
}

/** The manager Deployment's container `manager` (or the first) as make deploy runs it; undefined without config/manager. */
export function managerProcess(files: readonly SourceFile[]): ManagerProcess | undefined {
  const byName = new Map(files.map((f) => [f.name, f.src]));
  const managerFile = 'config/manager/manager.yaml';
  const manager = byName.get(managerFile);
  if (manager === undefined) return undefined;
  let deployment = docs(manager).find((d) => isObject(d) && d.kind === 'Deployment') as
    | JsonObject
    | undefined;
  if (deployment === undefined) return undefined;
  const sources = [managerFile];
  const kustomizationFile = 'config/default/kustomization.yaml';
  const kustomization = byName.get(kustomizationFile);
  let namespace = str((deployment.metadata as JsonObject | undefined)?.namespace) || 'system';
  let prefix = '';
  if (kustomization !== undefined) {
    const k = docs(kustomization)[0];
    if (isObject(k)) {
      if (typeof k.namespace === 'string') namespace = k.namespace;
      if (typeof k.namePrefix === 'string') prefix = k.namePrefix;
      const patches = Array.isArray(k.patches) ? k.patches : [];
      for (const p of patches) {
        if (!isObject(p) || typeof p.path !== 'string') continue;
        const target = isObject(p.target) ? p.target : {};
        if (target.kind !== undefined && target.kind !== 'Deployment') continue;
        const file = join(dirOf(kustomizationFile), p.path);
        const src = byName.get(file);
        if (src === undefined) continue;
        const body = docs(src)[0];
        if (Array.isArray(body)) {
          try {
            deployment = jsonPatch(deployment, body as JsonPatchOp[]) as JsonObject;
            sources.push(file);
          } catch {
            // a patch kustomize would reject leaves the container as it was
          }
        }
      }
    }
  }
  const spec = (deployment.spec as JsonObject | undefined)?.template as JsonObject | undefined;
  const podSpec = (spec?.spec ?? {}) as JsonObject;
  const containers = Array.isArray(podSpec.containers) ? podSpec.containers.filter(isObject) : [];
  const c = containers.find((x) => x.name === 'manager') ?? containers[0];
  if (c === undefined) return undefined;
  const podName = `${prefix}${str((deployment.metadata as JsonObject | undefined)?.name)}-7d4b9c8f6d-x2k9q`;
  const args = Array.isArray(c.args) ? c.args.map((a) => String(a)) : [];
  const env: Record<string, string> = {};
  const unresolved: string[] = [];
  for (const e of Array.isArray(c.env) ? c.env.filter(isObject) : []) {
    const name = str(e.name);
    if (name === '') continue;
    if (e.value !== undefined) env[name] = String(e.value);
    else if (isObject(e.valueFrom) && isObject(e.valueFrom.fieldRef)) {
      const path = str(e.valueFrom.fieldRef.fieldPath);
      const value =
        path === 'metadata.namespace'
          ? namespace
          : path === 'metadata.name'
            ? podName
            : path === 'spec.serviceAccountName'
              ? `${prefix}${str(podSpec.serviceAccountName)}`
              : undefined;
      if (value === undefined) unresolved.push(name);
      else env[name] = value;
    } else if (e.valueFrom !== undefined) unresolved.push(name);
    else env[name] = '';
  }
  return { args, env, sources, unresolved };
}
