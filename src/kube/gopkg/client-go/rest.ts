// k8s.io/client-go/rest: Config (with ImpersonationConfig) and the helpers programs call. The
// simulated cluster has no TLS: a config's identity travels in TLSClientConfig.CertData as a
// simulated client certificate (see src/kube/bind/identity.ts), so copies of a Config keep it, and
// Impersonate switches the identity the API server authorizes (an impersonated client is subject to
// RBAC as that user).

import type { NativeContext } from '../../../go/interp/native.ts';
import { jsString } from '../../../go/interp/strings.ts';
import { zero } from '../../../go/interp/values.ts';
import { ADMIN_USER } from '../../apiserver/server.ts';
import { fillConfig } from '../../bind/client-identity.ts';
import { maybeKubeEnv } from '../../bind/env.ts';
import { goPackage } from '../pkg.ts';
import src from './rest.go?raw';

export const restPackage = goPackage({
  path: 'k8s.io/client-go/rest',
  files: { 'config.go': src },
  natives: {
    // The pod's mounted service-account token authenticates as the run's identity.
    inClusterConfig: (ctx: NativeContext, host: string) => {
      const cfg = zero(ctx.typeOf('k8s.io/client-go/rest', 'Config'));
      fillConfig(cfg, jsString(host), maybeKubeEnv()?.identity ?? ADMIN_USER);
      return cfg;
    },
  },
});
