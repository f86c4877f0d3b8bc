// sigs.k8s.io/controller-runtime/pkg/client/interceptor: plain Go over the client interfaces.

import { goPackage } from '../pkg.ts';
import src from './interceptor.go?raw';

export const interceptorPackage = goPackage({
  path: 'sigs.k8s.io/controller-runtime/pkg/client/interceptor',
  files: { 'intercept.go': src },
});
