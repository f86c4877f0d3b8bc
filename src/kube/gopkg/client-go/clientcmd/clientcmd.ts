// k8s.io/client-go/tools/clientcmd, tools/clientcmd/api and util/homedir: kubeconfig loading as a
// program run outside the cluster does it (`make run`). The simulated machine's one kubeconfig is
// $HOME/.kube/config (HOME is /home/gopher, os.UserHomeDir), naming the run's cluster and identity;
// other files come from the program's own file system.

import type { NativeContext } from '../../../../go/interp/native.ts';
import { goString } from '../../../../go/interp/strings.ts';
import type { Slice } from '../../../../go/interp/values.ts';
import { ADMIN_USER } from '../../../apiserver/server.ts';
import { certFor } from '../../../bind/client-identity.ts';
import { bytesSlice } from '../../../bind/codec.ts';
import { maybeKubeEnv } from '../../../bind/env.ts';
import { goPackage } from '../../pkg.ts';
import apiSrc from './api.go?raw';
import src from './clientcmd.go?raw';
import homedirSrc from './homedir.go?raw';

/** k8s.io/client-go v0.<minor> as go.mod requires it; else the one controller-runtime's pins (v0.24 → 36). */
export function clientGoMinor(): number {
  const gomod = maybeKubeEnv()?.moduleSite?.gomod ?? '';
  const m = /^\s*(?:require\s+)?k8s\.io\/client-go\s+v0\.(\d+)\./m.exec(gomod);
  if (m !== null) return Number(m[1]);
  const cr = /^\s*(?:require\s+)?sigs\.k8s\.io\/controller-runtime\s+v0\.(\d+)\./m.exec(gomod);
  return cr !== null ? Number(cr[1]) + 12 : 36;
}

export const clientcmdApiPackage = goPackage({
  path: 'k8s.io/client-go/tools/clientcmd/api',
  files: { 'types.go': apiSrc },
});

export const homedirPackage = goPackage({
  path: 'k8s.io/client-go/util/homedir',
  files: { 'homedir.go': homedirSrc },
});

export const clientcmdPackage = goPackage({
  path: 'k8s.io/client-go/tools/clientcmd',
  files: { 'client_config.go': src },
  natives: {
    clientGoMinor: (_ctx: NativeContext) => clientGoMinor(),
    runCredentials: (_ctx: NativeContext): [string, string, Slice, Slice] => {
      const user = maybeKubeEnv()?.identity ?? ADMIN_USER;
      return [
        goString('https://10.96.0.1:443'),
        goString(user.username),
        certFor(user),
        bytesSlice('-----BEGIN RSA PRIVATE KEY-----\n(simulated)\n-----END RSA PRIVATE KEY-----\n'),
      ];
    },
  },
});
