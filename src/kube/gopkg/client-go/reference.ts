// k8s.io/client-go/tools/reference ([CG] v0.36.0 tools/reference/ref.go): GetReference and
// GetPartialReference, as the CronJob tutorial uses them for status.active. Written for Operator
// Lab (deviation: the simulated ObjectReference is not a runtime.Object, so there is no
// reference-to-a-reference shortcut); the GVK comes from the object's TypeMeta, else from the scheme (apiutil.GVKForObject, whose
// not-registered error is the scheme's).

import { goPackage } from '../pkg.ts';
import src from './reference.go?raw';

export const referencePackage = goPackage({
  path: 'k8s.io/client-go/tools/reference',
  files: { 'ref.go': src },
});
