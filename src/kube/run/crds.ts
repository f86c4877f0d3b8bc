// The CRDs as `make deploy` installs them (kustomize build config/default): the marker-generated
// bases with the patches config/crd/kustomization.yaml lists (kubebuilder's
// patches/webhook_in_<plural>.yaml turns the conversion webhook on: `spec.conversion.strategy:
// Webhook` with a clientConfig to `webhook-service` in `system`), the overlay's namePrefix and
// namespace on that Service reference, and cert-manager's CA injected into its caBundle (the
// `cert-manager.io/inject-ca-from` replacement config/default adds for a conversion webhook).

import { parseAllDocuments } from 'yaml';
import type { SourceFile } from '../../go/build/load.ts';
import type { Json, JsonObject, KubeObject } from '../apiserver/types.ts';
import { deepCopy, isObject, metaOf, str } from '../apiserver/types.ts';
import type { ProjectInfo } from './project.ts';

function docs(src: string): Json[] {
  const out: Json[] = [];
  for (const d of parseAllDocuments(src)) {
    if (d.errors.length > 0) continue;
    const v = d.toJS() as Json;
    if (v !== null && v !== undefined) out.push(v);
  }
  return out;
}

/** A strategic merge patch on a CRD: maps merge, lists and scalars replace, null deletes. */
function merge(base: Json, patch: Json): Json {
  if (!isObject(base) || !isObject(patch)) return deepCopy(patch);
  const out: JsonObject = { ...base };
  for (const [k, v] of Object.entries(patch)) {
    if (v === null) delete out[k];
    else out[k] = k in base ? merge(base[k], v) : deepCopy(v);
  }
  return out;
}

/** The patch files config/crd/kustomization.yaml lists (`patches:` paths, older `patchesStrategicMerge:`). */
function crdPatches(files: readonly SourceFile[]): JsonObject[] {
  const byName = new Map(files.map((f) => [f.name, f.src]));
  const k = byName.get('config/crd/kustomization.yaml');
  if (k === undefined) return [];
  const spec = docs(k)[0];
  if (!isObject(spec)) return [];
  const paths: string[] = [];
  for (const p of Array.isArray(spec.patches) ? spec.patches : [])
    if (isObject(p) && typeof p.path === 'string') paths.push(p.path);
  for (const p of Array.isArray(spec.patchesStrategicMerge) ? spec.patchesStrategicMerge : [])
    if (typeof p === 'string') paths.push(p);
  const out: JsonObject[] = [];
  for (const path of paths) {
    const src = byName.get(`config/crd/${path.replace(/^\.\//, '')}`);
    if (src === undefined) continue;
    for (const d of docs(src)) if (isObject(d) && d.kind === 'CustomResourceDefinition') out.push(d);
  }
  return out;
}

export function deployedCRDs(
  p: ProjectInfo,
  crds: readonly KubeObject[],
  files: readonly SourceFile[],
  caBundle: string,
): KubeObject[] {
  const patches = crdPatches(files);
  return crds.map((crd) => {
    let o = deepCopy(crd) as KubeObject;
    for (const patch of patches) {
      if (str(metaOf(patch as KubeObject).name) !== str(metaOf(o).name)) continue;
      const body = deepCopy(patch) as JsonObject;
      delete body.apiVersion;
      delete body.kind;
      o = merge(o, body) as KubeObject;
    }
    const spec = isObject(o.spec) ? o.spec : {};
    const conversion = isObject(spec.conversion) ? spec.conversion : undefined;
    const webhook = conversion && isObject(conversion.webhook) ? conversion.webhook : undefined;
    const cc = webhook && isObject(webhook.clientConfig) ? webhook.clientConfig : undefined;
    if (cc !== undefined && isObject(cc.service)) {
      const svc = cc.service;
      if (svc.namespace === 'system') svc.namespace = p.namespace;
      svc.name = `${p.name}-${str(svc.name)}`;
      // the apiextensions defaulting of the service port
      if (svc.port === undefined) svc.port = 443;
      if (str(cc.caBundle) === '') cc.caBundle = caBundle;
    }
    return o;
  });
}

/** Whether a CRD converts through a webhook (spec.conversion.strategy: Webhook). */
export function hasConversionWebhook(crd: KubeObject): boolean {
  const spec = isObject(crd.spec) ? crd.spec : {};
  return isObject(spec.conversion) && spec.conversion.strategy === 'Webhook';
}
