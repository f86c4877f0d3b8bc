// A test-only Go package giving programs a manager-style client (cached reads through an informer
// cache, direct writes) without a manager, so the client binding's cache paths are tested on their
// own: `cluster.ManagerClient(scheme, user, namespaces...)`.
import { makePhases } from '../../../src/go/build/default.ts';
import type { NativeContext, NativePackage } from '../../../src/go/interp/native.ts';
import { jsString } from '../../../src/go/interp/strings.ts';
import type { Slice } from '../../../src/go/interp/values.ts';
import { stdPackage, stdPackagePaths } from '../../../src/go/std/index.ts';
import { serviceAccountUser } from '../../../src/kube/apiserver/rbac.ts';
import { goClientValue } from '../../../src/kube/bind/client.ts';
import { kubeEnv } from '../../../src/kube/bind/env.ts';
import { kubePackage, kubePackagePaths } from '../../../src/kube/gopkg/index.ts';
import { InformerCache } from '../../../src/kube/runtime/cache.ts';
import { DirectClient, ManagerClient } from '../../../src/kube/runtime/client.ts';
import { Logger } from '../../../src/kube/runtime/log.ts';

const src = `package cluster

import (
	"k8s.io/apimachinery/pkg/runtime"
	"sigs.k8s.io/controller-runtime/pkg/client"
)

// ManagerClient returns a client reading through an informer cache (cluster-wide, or the given
// namespaces) and writing directly, as user ("" = admin; "sa" = the operator's service account).
// ConfigMaps are indexed by the field "owner" (their data["owner"]).
func ManagerClient(scheme *runtime.Scheme, user string, namespaces ...string) client.Client
`;

export const clusterPackage: NativePackage = {
  path: 'oplab.dev/test/cluster',
  files: [{ name: 'cluster.go', src }],
  natives: {
    ManagerClient: (ctx: NativeContext, scheme: unknown, user: string, nss: Slice | null) => {
      const env = kubeEnv();
      const who =
        jsString(user) === 'sa'
          ? serviceAccountUser('my-op-system', 'my-op-controller-manager')
          : env.identity;
      const namespaces = nss === null ? [] : nss.toArray().map((n: string) => jsString(n));
      const direct = new DirectClient(env.server, { user: who, userAgent: 'manager/v0.0.0' });
      const cache = new InformerCache(
        {
          server: env.server,
          ctx: { user: who, clientPath: 'cache' },
          clock: env.clock,
          log: new Logger(env.logs),
          trace: env.trace,
        },
        { defaultNamespaces: namespaces.length > 0 ? namespaces : undefined },
      );
      cache.indexField({ group: '', version: 'v1', kind: 'ConfigMap' }, 'owner', (o) => {
        const d = o.data as Record<string, string> | undefined;
        return d?.owner ? [d.owner] : [];
      });
      return goClientValue(ctx, new ManagerClient(direct, cache), { scheme, env });
    },
  },
};

export const clusterPhases = makePhases(
  (p) => (p === clusterPackage.path ? clusterPackage : (stdPackage(p) ?? kubePackage(p))),
  [...stdPackagePaths, ...kubePackagePaths, clusterPackage.path],
);
