// sigs.k8s.io/controller-runtime/pkg/client: the interfaces (interfaces.go), options (options.go)
// and patches (patch.go) with controller-runtime's exact method sets, so the checker gives real
// reconciler code gc's messages (SEMANTICS.md §2: InNamespace has ApplyToList, ApplyToDeleteAllOf
// and AsSelector only, so it is not a GetOption). The client implementation (client.go, from
// client-sim.ts) reaches the simulated cluster through natives in src/kube/bind/client.ts.

import { clientNatives } from '../../bind/client.ts';
import { goPackage } from '../pkg.ts';
import dryRunSrc from './client-dryrun.go?raw';
import interfacesSrc from './client-interfaces.go?raw';
import { namespacedClientSrc } from './client-namespaced.ts';
import optionsSrc from './client-options.go?raw';
import patchSrc from './client-patch.go?raw';
import { clientSimSrc } from './client-sim.ts';

export const clientPackage = goPackage({
  path: 'sigs.k8s.io/controller-runtime/pkg/client',
  files: {
    'interfaces.go': interfacesSrc,
    'options.go': optionsSrc,
    'patch.go': patchSrc,
    'client.go': clientSimSrc,
    'namespaced_client.go': namespacedClientSrc,
    'dryrun.go': dryRunSrc,
  },
  natives: clientNatives,
});
