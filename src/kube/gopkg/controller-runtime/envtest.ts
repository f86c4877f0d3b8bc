// sigs.k8s.io/controller-runtime/pkg/envtest: Environment over the simulated cluster (the Go
// declarations and natives live in src/kube/bind/client-envtest.ts).

import { envtestNatives, envtestSrc } from '../../bind/client-envtest.ts';
import { goPackage } from '../pkg.ts';

export const envtestPackage = goPackage({
  path: 'sigs.k8s.io/controller-runtime/pkg/envtest',
  files: { 'server.go': envtestSrc },
  natives: envtestNatives,
});
