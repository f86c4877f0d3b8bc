// sigs.k8s.io/controller-runtime/pkg/event: the events handed to predicates and event handlers
// ([CR] pkg/event/event.go, v0.24.1: generic Typed* structs, client.Object aliases).

import { goPackage } from '../pkg.ts';
import src from './event.go?raw';

export const eventPackage = goPackage({
  path: 'sigs.k8s.io/controller-runtime/pkg/event',
  files: { 'event.go': src },
});
