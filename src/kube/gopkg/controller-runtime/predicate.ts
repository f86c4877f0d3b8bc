// sigs.k8s.io/controller-runtime/pkg/predicate ([CR] pkg/predicate/predicate.go, v0.24.1): plain Go
// over pkg/event. Signatures are the real generic ones so learners' predicates check the same way.

import { goPackage } from '../pkg.ts';
import src from './predicate.go?raw';

export const predicatePackage = goPackage({
  path: 'sigs.k8s.io/controller-runtime/pkg/predicate',
  files: { 'predicate.go': src },
});
