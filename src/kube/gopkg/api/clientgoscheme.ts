// k8s.io/client-go/kubernetes/scheme: the scheme with the built-in kinds provided here (core, apps,
// batch, coordination, networking, policy, rbac, storage, admissionregistration, events, discovery,
// autoscaling/v1 and v2).

import { goPackage } from '../pkg.ts';
import src from './clientgoscheme.go?raw';

export const clientgoSchemePackage = goPackage({
  path: 'k8s.io/client-go/kubernetes/scheme',
  files: { 'register.go': src },
});
