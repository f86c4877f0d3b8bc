// k8s.io/client-go/discovery and k8s.io/apimachinery/pkg/version: the discovery client reads the
// simulated API server's own discovery documents (src/kube/rest/discovery.ts) and /version
// (src/kube/rest/version.ts), so a program sees the groups and resources the cluster serves now
// (a CRD installed meanwhile included).

import type { NativeContext } from '../../../../go/interp/native.ts';
import { jsString } from '../../../../go/interp/strings.ts';
import { bytesSlice } from '../../../bind/codec.ts';
import { maybeKubeEnv } from '../../../bind/env.ts';
import { apiGroupDoc, apiGroupList, apiResourceList, apiVersions } from '../../../rest/discovery.ts';
import { serverVersionInfo } from '../../../rest/version.ts';
import versionSrc from '../../apimachinery/version.go?raw';
import { goPackage } from '../../pkg.ts';
import contextSrc from './context.go?raw';
import src from './discovery.go?raw';
import fakeSrc from './fake.go?raw';

/** The body the API server serves at a discovery path, or undefined for its 404. */
function discoveryDoc(path: string): unknown {
  const server = maybeKubeEnv()?.server;
  if (server === undefined) return undefined;
  if (path === '/version') return serverVersionInfo();
  if (path === '/api') return apiVersions('10.96.0.1:443');
  if (path === '/apis') return apiGroupList(server);
  const core = /^\/api\/([^/]+)$/.exec(path);
  if (core !== null) return apiResourceList(server, '', core[1]);
  const m = /^\/apis\/([^/]+)(?:\/([^/]+))?$/.exec(path);
  if (m === null) return undefined;
  return m[2] === undefined ? apiGroupDoc(server, m[1]) : apiResourceList(server, m[1], m[2]);
}

export const versionPackage = goPackage({
  path: 'k8s.io/apimachinery/pkg/version',
  files: { 'types.go': versionSrc },
});

export const discoveryPackage = goPackage({
  path: 'k8s.io/client-go/discovery',
  files: { 'discovery_client.go': src, 'discovery_context.go': contextSrc },
  natives: {
    get: (_ctx: NativeContext, path: string) => {
      const doc = discoveryDoc(jsString(path));
      return doc === undefined ? [null, false] : [bytesSlice(JSON.stringify(doc)), true];
    },
  },
});

export const fakeDiscoveryPackage = goPackage({
  path: 'k8s.io/client-go/discovery/fake',
  files: { 'discovery.go': fakeSrc },
});
