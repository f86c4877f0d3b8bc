// How `make deploy` runs main: the manager container of config/manager/manager.yaml after the
// patches config/default/kustomization.yaml lists (kubebuilder's JSON 6902 patches such as
// manager_metrics_patch.yaml's `--metrics-bind-address=:8443` and manager_webhook_patch.yaml's
// `--webhook-cert-path`), its args and env — `valueFrom.fieldRef` resolved as the kubelet
// resolves it (metadata.namespace: the namespace the overlay deploys to; metadata.name: the Pod's
// name). A project without these files runs main with no args, as `go run ./cmd` would.

import { parseAllDocuments } from 'yaml';
import type { SourceFile } from '../../go/build/load.ts';
import { type JsonPatchOp, jsonPatch, strategicMergePatch } from '../apiserver/patch.ts';
import type { Json, JsonObject } from '../apiserver/types.ts';
import { isObject, str } from '../apiserver/types.ts';

export type ManagerProcess = {
  args: string[];
  env: Record<string, string>;
  /** the files the container came from, for messages */
  sources: string[];
  /** env entries that could not be resolved (resourceFieldRef, other fieldRefs) */
  unresolved: string[];
  /** why the kubelet would not start the container (a missing ConfigMap/Secret or key), as its event says */
  startError?: string;
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
      // `patches:` (JSON 6902 lists or strategic-merge objects, with an optional target) and the
      // older `patchesStrategicMerge:` (kubebuilder v3's manager_auth_proxy_patch.yaml)
      const entries: { path: string; target?: JsonObject }[] = [];
      for (const p of Array.isArray(k.patches) ? k.patches : [])
        if (isObject(p) && typeof p.path === 'string')
          entries.push({ path: p.path, target: isObject(p.target) ? p.target : undefined });
      for (const p of Array.isArray(k.patchesStrategicMerge) ? k.patchesStrategicMerge : [])
        if (typeof p === 'string') entries.push({ path: p });
      const deploymentName = str((deployment.metadata as JsonObject | undefined)?.name);
      for (const { path, target } of entries) {
        if (target?.kind !== undefined && target.kind !== 'Deployment') continue;
        if (target?.name !== undefined && target.name !== deploymentName) continue;
        const file = join(dirOf(kustomizationFile), path);
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
        } else if (isObject(body)) {
          // a strategic-merge patch applies to the resource it names (kind + metadata.name) unless
          // a target selects it: containers merge by name, env by name, args replace
          const named = str((body.metadata as JsonObject | undefined)?.name);
          if (str(body.kind) !== 'Deployment' && target === undefined) continue;
          if (target === undefined && named !== deploymentName) continue;
          const patch = { ...body };
          delete patch.apiVersion;
          delete patch.kind;
          delete patch.metadata;
          deployment = strategicMergePatch(deployment, patch) as JsonObject;
          sources.push(file);
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
  let startError: string | undefined;
  // kubelet_pods.go makeEnvironmentVariables: envFrom first (every key of the ConfigMap's data or
  // the Secret's, behind the prefix), then env, which overrides; the first missing object or key
  // that is not optional fails the container (CreateContainerConfigError) with the kubelet's error:
  // the configmap/secret manager's NotFound (`corev1.Resource("configmap")`, "secret") or
  // "couldn't find key %v in ConfigMap %v/%v".
  const notFound = (secret: boolean, refName: string) =>
    `Error: ${secret ? 'secret' : 'configmap'} ${JSON.stringify(`${prefix}${refName}`)} not found`;
  for (const e of Array.isArray(c.envFrom) ? c.envFrom.filter(isObject) : []) {
    const secret = isObject(e.secretRef);
    const ref = secret ? e.secretRef : e.configMapRef;
    if (!isObject(ref)) continue;
    const data = configData(files, secret ? 'Secret' : 'ConfigMap', str(ref.name));
    if (data === undefined) {
      if (ref.optional !== true) startError ??= notFound(secret, str(ref.name));
      continue;
    }
    for (const [k, v] of Object.entries(data)) env[`${str(e.prefix)}${k}`] = v;
  }
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
    } else if (
      isObject(e.valueFrom) &&
      (isObject(e.valueFrom.configMapKeyRef) || isObject(e.valueFrom.secretKeyRef))
    ) {
      const secret = isObject(e.valueFrom.secretKeyRef);
      const ref = (secret ? e.valueFrom.secretKeyRef : e.valueFrom.configMapKeyRef) as JsonObject;
      const kind = secret ? 'Secret' : 'ConfigMap';
      const refName = str(ref.name);
      const key = str(ref.key);
      const data = configData(files, kind, refName);
      if (data === undefined) {
        if (ref.optional !== true) startError ??= notFound(secret, refName);
      } else if (data[key] === undefined) {
        if (ref.optional !== true)
          startError ??= `Error: couldn't find key ${key} in ${kind} ${namespace}/${prefix}${refName}`;
      } else env[name] = data[key];
    } else if (e.valueFrom !== undefined) unresolved.push(name);
    else env[name] = '';
  }
  return { args, env, sources, unresolved, ...(startError !== undefined ? { startError } : {}) };
}

/**
 * The data of a ConfigMap or Secret `make deploy` creates (the overlay's namePrefix aside): a
 * document in config/ (not the samples), or a configMapGenerator / secretGenerator's literals in
 * config/default or config/manager. Secret data is base64 (stringData is not).
 */
function configData(
  files: readonly SourceFile[],
  kind: 'ConfigMap' | 'Secret',
  name: string,
): Record<string, string> | undefined {
  for (const f of files) {
    if (!f.name.startsWith('config/') || f.name.startsWith('config/samples/') || !/\.ya?ml$/.test(f.name))
      continue;
    if (/(^|\/)kustomization\.ya?ml$/.test(f.name)) {
      const k = docs(f.src)[0];
      if (
        !isObject(k) ||
        !['config/default/kustomization.yaml', 'config/manager/kustomization.yaml'].includes(f.name)
      )
        continue;
      const generators = k[kind === 'ConfigMap' ? 'configMapGenerator' : 'secretGenerator'];
      for (const g of Array.isArray(generators) ? generators : []) {
        if (!isObject(g) || str(g.name) !== name) continue;
        const out: Record<string, string> = {};
        for (const l of Array.isArray(g.literals) ? g.literals : []) {
          const text = String(l);
          const i = text.indexOf('=');
          if (i > 0) out[text.slice(0, i)] = text.slice(i + 1);
        }
        return out;
      }
      continue;
    }
    for (const d of docs(f.src)) {
      if (!isObject(d) || d.kind !== kind || str((d.metadata as JsonObject | undefined)?.name) !== name)
        continue;
      const out: Record<string, string> = {};
      if (isObject(d.data))
        for (const [k, v] of Object.entries(d.data))
          out[k] = kind === 'Secret' ? decodeBase64(String(v)) : String(v);
      if (kind === 'Secret' && isObject(d.stringData))
        for (const [k, v] of Object.entries(d.stringData)) out[k] = String(v);
      return out;
    }
  }
  return undefined;
}

function decodeBase64(s: string): string {
  const bin = atob(s.replace(/\s+/g, ''));
  return new TextDecoder().decode(Uint8Array.from(bin, (c) => c.charCodeAt(0)));
}
