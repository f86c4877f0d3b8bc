// k8s.io/client-go/tools/cache: keys (MetaNamespaceKeyFunc, SplitMetaNamespaceKey, ObjectName,
// DeletedFinalStateUnknown), Store and Indexer, the event handler types and WaitForCacheSync, in Go
// (store.go says what is left out).

import type { NativeContext } from '../../../../go/interp/native.ts';
import { goPackage } from '../../pkg.ts';
import { clientGoMinor } from '../clientcmd/clientcmd.ts';
import src from './store.go?raw';

export const toolsCachePackage = goPackage({
  path: 'k8s.io/client-go/tools/cache',
  files: { 'store.go': src },
  natives: { clientGoMinor: (_ctx: NativeContext) => clientGoMinor() },
});
