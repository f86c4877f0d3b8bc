// k8s.io/apimachinery/pkg/api/meta: condition helpers (conditions.go semantics: LastTransitionTime
// changes only when Status changes, and defaults to now), Accessor, and the RESTMapper types that
// controller-runtime's Client interface names.

import { goPackage } from '../pkg.ts';
import metaSrc from './meta.go?raw';
import conditionsSrc from './meta-conditions.go?raw';

export const apiMetaPackage = goPackage({
  path: 'k8s.io/apimachinery/pkg/api/meta',
  files: { 'conditions.go': conditionsSrc, 'meta.go': metaSrc },
});
