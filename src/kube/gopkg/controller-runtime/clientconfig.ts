// sigs.k8s.io/controller-runtime/pkg/client/config: GetConfig / GetConfigOrDie, which a manager's
// main uses (`ctrl.GetConfigOrDie()`). In the simulator the "kubeconfig" is the run's cluster and
// identity (the manager's ServiceAccount, or the admin when the runner says so).

import type { NativeContext } from '../../../go/interp/native.ts';
import { zero } from '../../../go/interp/values.ts';
import { ADMIN_USER } from '../../apiserver/server.ts';
import { fillConfig } from '../../bind/client-identity.ts';
import { maybeKubeEnv } from '../../bind/env.ts';
import { goPackage } from '../pkg.ts';
import src from './clientconfig.go?raw';

export const clientConfigPackage = goPackage({
  path: 'sigs.k8s.io/controller-runtime/pkg/client/config',
  files: { 'config.go': src },
  natives: {
    clusterConfig: (ctx: NativeContext) => {
      const cfg = zero(ctx.typeOf('k8s.io/client-go/rest', 'Config'));
      fillConfig(cfg, 'https://10.96.0.1:443', maybeKubeEnv()?.identity ?? ADMIN_USER);
      return cfg;
    },
  },
});
