// k8s.io/client-go/dynamic: the dynamic client (interface.go, simple.go). Plain Go over the typed
// clientset's natives (src/kube/bind/client.ts) under its own REST client type, plus the lookup of
// the kind the API server serves at a GroupVersionResource's path.

import type { NativeContext, NativeTable } from '../../../../go/interp/native.ts';
import { goString, jsString } from '../../../../go/interp/strings.ts';
import { clientsetNatives } from '../../../bind/client.ts';
import { maybeKubeEnv } from '../../../bind/env.ts';
import { goPackage } from '../../pkg.ts';
import interfaceSrc from './interface.go?raw';
import simpleSrc from './simple.go?raw';

const natives: NativeTable = {
  // the REST client's methods are the typed clientset's (gentype.Raw)
  // (the subresource ones are the typed clients' GetScale/UpdateScale; the dynamic client's
  // subresources go through get/update with a subresource name)
  ...Object.fromEntries(
    Object.entries(clientsetNatives)
      .filter(([k]) => k !== '*Raw.getSubResource' && k !== '*Raw.updateSubResource')
      .map(([k, f]) => [k.replace(/^\*Raw\./, '*restClient.'), f]),
  ),
  resourceKind: (_ctx: NativeContext, group: string, version: string, resource: string) => {
    const g = jsString(group);
    const v = jsString(version);
    const r = jsString(resource);
    // the URL path names the plural resource exactly (/apis/<group>/<version>/<resource>)
    const info = maybeKubeEnv()
      ?.server.registry.all()
      .find((i) => i.group === g && i.version === v && i.resource === r);
    return info === undefined ? [goString(''), false, false] : [goString(info.kind), info.namespaced, true];
  },
};

export const dynamicPackage = goPackage({
  path: 'k8s.io/client-go/dynamic',
  files: { 'interface.go': interfaceSrc, 'simple.go': simpleSrc },
  natives,
});
