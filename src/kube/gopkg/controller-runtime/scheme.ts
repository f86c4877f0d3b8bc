// sigs.k8s.io/controller-runtime/pkg/scheme: the Builder every kubebuilder api/v1 package declares
// in groupversion_info.go (`SchemeBuilder = &scheme.Builder{GroupVersion: GroupVersion}`).

import { goPackage } from '../pkg.ts';
import src from './scheme.go?raw';

export const schemePackage = goPackage({
  path: 'sigs.k8s.io/controller-runtime/pkg/scheme',
  files: { 'scheme.go': src },
});
