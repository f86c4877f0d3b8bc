// sigs.k8s.io/controller-runtime/pkg/envtest/komega: its Go source, over the simulated client.

import { goPackage } from '../pkg.ts';
import komegaSrc from './komega.go?raw';

export const komegaPackage = goPackage({
  path: 'sigs.k8s.io/controller-runtime/pkg/envtest/komega',
  files: { 'komega.go': komegaSrc },
});
