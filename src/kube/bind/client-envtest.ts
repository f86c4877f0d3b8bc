// envtest over the simulated cluster: Environment.Start installs the CRDs (CRDDirectoryPaths /
// CRDInstallOptions.Paths read from the project's files, the way [CR] pkg/envtest/crd.go
// ReadCRDFiles does) and returns a *rest.Config authenticated as the admin user envtest provisions
// (`admin` in `system:masters`); AddUser provisions further users (subject to RBAC).

import { parseAllDocuments } from 'yaml';
import type { NativeContext, NativeTable } from '../../go/interp/native.ts';
import { jsString } from '../../go/interp/strings.ts';
import { type Iface, type Slice, zero } from '../../go/interp/values.ts';
import type { KubeObject, UserInfo } from '../apiserver/types.ts';
import { isObject, str } from '../apiserver/types.ts';
import clientEnvtestGo from './client-envtest.go?raw';
import { fillConfig } from './client-identity.ts';
import { encodeGo } from './codec.ts';
import { type KubeEnv, maybeKubeEnv } from './env.ts';
import { plainErrorValue } from './errors.ts';

const REST = 'k8s.io/client-go/rest';
/** envtest's admin: `User{Name: "admin", Groups: []string{"system:masters"}}` ([CR] pkg/envtest/server.go Start). */
const ENVTEST_ADMIN: UserInfo = { username: 'admin', groups: ['system:masters', 'system:authenticated'] };
const CRD_TARGET = { group: 'apiextensions.k8s.io', version: 'v1', resource: 'customresourcedefinitions' };

/** path.Join-style normalisation of `rel` against `base` ('/'-separated, no leading slash). */
export function resolvePath(base: string, rel: string): string {
  const parts = (rel.startsWith('/') ? rel : `${base}/${rel}`).split('/');
  const out: string[] = [];
  for (const p of parts) {
    if (p === '' || p === '.') continue;
    if (p === '..') {
      if (out.length > 0 && out[out.length - 1] !== '..') out.pop();
      else out.push('..');
    } else out.push(p);
  }
  return out.join('/') || '.';
}

type CRDRead = { crds: KubeObject[] } | { error: string };

/** ReadCRDFiles: every .json/.yaml/.yml file directly in each directory; CRD documents only. */
export function readCRDDirs(env: KubeEnv, paths: readonly string[], errorIfMissing: boolean): CRDRead {
  const files = env.files ?? [];
  const base = env.mainDir ?? '.';
  const crds: KubeObject[] = [];
  for (const p of paths) {
    const dir = resolvePath(base, p);
    const inDir = files.filter((f) => {
      const name = resolvePath('.', f.name);
      return name.startsWith(`${dir}/`) && !name.slice(dir.length + 1).includes('/');
    });
    const exists = inDir.length > 0 || files.some((f) => resolvePath('.', f.name).startsWith(`${dir}/`));
    if (!exists) {
      // `make manifests` writes the marker-generated CRDs to config/crd/bases.
      if ((dir === 'config/crd/bases' || dir.endsWith('/config/crd/bases')) && env.generatedCRDs) {
        crds.push(...env.generatedCRDs.map((c) => structuredClone(c) as KubeObject));
        continue;
      }
      if (errorIfMissing) return { error: `stat ${p}: no such file or directory` };
      continue;
    }
    for (const f of inDir.sort((a, b) => (a.name < b.name ? -1 : 1))) {
      if (!/\.(json|ya?ml)$/.test(f.name)) continue;
      for (const doc of parseAllDocuments(f.src)) {
        if (doc.errors.length > 0)
          return { error: `error converting YAML to JSON: ${doc.errors[0].message}` };
        const o = doc.toJSON() as KubeObject | null;
        if (!isObject(o ?? undefined)) continue;
        const spec = isObject(o!.spec) ? o!.spec : {};
        const names = isObject(spec.names) ? spec.names : {};
        if (o!.kind !== 'CustomResourceDefinition' || str(names.kind) === '' || str(spec.group) === '')
          continue;
        crds.push(o!);
      }
    }
  }
  return { crds };
}

/** Create (or update, when present) each CRD as the cluster admin, as envtest's CreateCRDs does. */
function installCRDs(env: KubeEnv, crds: readonly KubeObject[]): string | undefined {
  const admin = { user: ENVTEST_ADMIN, userAgent: 'envtest', clientPath: 'direct' as const };
  for (const crd of crds) {
    const name = str((crd.metadata as { name?: string } | undefined)?.name);
    const r = env.server.create(admin, CRD_TARGET, structuredClone(crd) as KubeObject);
    if (r.ok) continue;
    if (r.status.reason !== 'AlreadyExists') return `unable to create CRD "${name}": ${r.status.message}`;
    const cur = env.server.get(admin, CRD_TARGET, name);
    if (!cur.ok) return `unable to get CRD "${name}" to check if it exists: ${cur.status.message}`;
    const next = structuredClone(crd) as KubeObject;
    (next.metadata as Record<string, unknown>).resourceVersion = (
      cur.object.metadata as { resourceVersion?: string }
    ).resourceVersion;
    const u = env.server.update(admin, CRD_TARGET, next);
    if (!u.ok) return `unable to update CRD "${name}": ${u.status.message}`;
  }
  return undefined;
}

function strings(s: Slice | null): string[] {
  return s === null ? [] : s.toArray().map((x: string) => jsString(x));
}

function newConfig(ctx: NativeContext, user: UserInfo): any {
  const cfg = zero(ctx.typeOf(REST, 'Config'));
  fillConfig(cfg, 'https://127.0.0.1:6443', user);
  return cfg;
}

export const envtestNatives: NativeTable = {
  // func startControlPlane(paths []string, errorIfMissing bool, crds []*apiextensionsv1.CustomResourceDefinition) (*rest.Config, error)
  startControlPlane: (
    ctx,
    paths: Slice | null,
    errorIfMissing: boolean,
    objs: Slice | null,
  ): [any, Iface | null] => {
    const env = maybeKubeEnv();
    if (env === undefined)
      return [
        null,
        plainErrorValue(
          ctx,
          'unable to start control plane itself: no simulated cluster is attached to this run',
        ),
      ];
    const read = readCRDDirs(env, strings(paths), errorIfMissing);
    if ('error' in read)
      return [
        null,
        plainErrorValue(
          ctx,
          `unable to install CRDs onto control plane: unable to read CRD files: ${read.error}`,
        ),
      ];
    // te.CRDs first (CRDInstallOptions.CRDs merged with Environment.CRDs), then the files' CRDs.
    const fromGo: KubeObject[] = [];
    const crdType = ctx.typeOf(
      'k8s.io/apiextensions-apiserver/pkg/apis/apiextensions/v1',
      'CustomResourceDefinition',
    );
    // a []*CustomResourceDefinition holds the struct objects themselves (nil: null)
    for (const o of objs === null ? [] : objs.toArray()) {
      if (o === null) continue;
      const j = encodeGo(ctx, o, crdType) as KubeObject;
      fromGo.push({ ...j, apiVersion: 'apiextensions.k8s.io/v1', kind: 'CustomResourceDefinition' });
    }
    const err = installCRDs(env, [...fromGo, ...read.crds]);
    if (err !== undefined)
      return [
        null,
        plainErrorValue(
          ctx,
          `unable to install CRDs onto control plane: unable to create CRD instances: ${err}`,
        ),
      ];
    return [newConfig(ctx, ENVTEST_ADMIN), null];
  },
  // func binaryMissing(path string) bool: exec would not find the binary (only where the host says
  // which exist: the terminal)
  binaryMissing: (_ctx, path: string) => {
    const bins = maybeKubeEnv()?.envtestBinaries;
    if (bins === undefined) return false;
    const p = jsString(path);
    if (!p.includes('/')) return true; // exec.LookPath: no PATH directory holds it
    const base = resolvePath(bins.root.replace(/^\//, ''), maybeKubeEnv()?.mainDir ?? '.');
    return !bins.paths.includes(`/${resolvePath(base, p)}`);
  },
  // func configForUser(name string, groups []string, base *rest.Config) *rest.Config
  configForUser: (ctx, name: string, groups: Slice | null, base: any) => {
    const cfg = newConfig(ctx, {
      username: jsString(name),
      groups: [...strings(groups), 'system:authenticated'],
    });
    if (base !== null) cfg.Host = base.Host;
    return cfg;
  },
};

export const envtestSrc = clientEnvtestGo;
