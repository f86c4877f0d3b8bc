// k8s.io/client-go/informers (the shared informer factory) with its core and apps groups, and
// k8s.io/client-go/listers (the generic lister) with the core and apps listers: the Go of
// informer-gen and lister-gen over tools/cache's shared index informer (cache/informer.go).

import { goPackage } from '../../pkg.ts';
import factorySrc from './factory.go?raw';
import genericSrc from './generic.go?raw';
import groupAppsSrc from './group-apps.go?raw';
import groupCoreSrc from './group-core.go?raw';
import informersAppsSrc from './informers-apps.go?raw';
import informersCoreSrc from './informers-core.go?raw';
import internalSrc from './internalinterfaces.go?raw';
import listersSrc from './listers.go?raw';
import listersAppsSrc from './listers-apps.go?raw';
import listersCoreSrc from './listers-core.go?raw';

export const informerLoaders = {
  'k8s.io/client-go/informers': goPackage({
    path: 'k8s.io/client-go/informers',
    files: { 'factory.go': factorySrc, 'generic.go': genericSrc },
  }),
  'k8s.io/client-go/informers/apps': goPackage({
    path: 'k8s.io/client-go/informers/apps',
    files: { 'interface.go': groupAppsSrc },
  }),
  'k8s.io/client-go/informers/apps/v1': goPackage({
    path: 'k8s.io/client-go/informers/apps/v1',
    files: { 'informers.go': informersAppsSrc },
  }),
  'k8s.io/client-go/informers/core': goPackage({
    path: 'k8s.io/client-go/informers/core',
    files: { 'interface.go': groupCoreSrc },
  }),
  'k8s.io/client-go/informers/core/v1': goPackage({
    path: 'k8s.io/client-go/informers/core/v1',
    files: { 'informers.go': informersCoreSrc },
  }),
  'k8s.io/client-go/informers/internalinterfaces': goPackage({
    path: 'k8s.io/client-go/informers/internalinterfaces',
    files: { 'factory_interfaces.go': internalSrc },
  }),
  'k8s.io/client-go/listers': goPackage({
    path: 'k8s.io/client-go/listers',
    files: { 'generic_helpers.go': listersSrc },
  }),
  'k8s.io/client-go/listers/apps/v1': goPackage({
    path: 'k8s.io/client-go/listers/apps/v1',
    files: { 'listers.go': listersAppsSrc },
  }),
  'k8s.io/client-go/listers/core/v1': goPackage({
    path: 'k8s.io/client-go/listers/core/v1',
    files: { 'listers.go': listersCoreSrc },
  }),
};
