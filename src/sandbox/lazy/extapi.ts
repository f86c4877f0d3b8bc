// The engine worker's stand-in for src/kube/gopkg/extapi/extapi.ts as the Kubernetes registry
// imports it (scripts/site-lazy-parts.ts): third-party API types (cert-manager, prometheus-operator)
// whose Go texts' deepcopy facts (~1.4 KB gzip) are a chunk of their own, loaded for a program that
// imports one of them (engine-handlers.ts partsFor; no exercise does).
import type { NativePackage } from '../../go/interp/native.ts';
import type * as real from '../../kube/gopkg/extapi/extapi.ts';
import { EXTAPI_PATHS, type ExtApiPath } from '../../kube/gopkg/extapi/paths.ts';
import { lazyPart } from '../lazy-parts.ts';

export const extApiPart = lazyPart('extapi', () => import('../../kube/gopkg/extapi/extapi.ts'));

export const extApiLoaders: typeof real.extApiLoaders = Object.fromEntries(
  EXTAPI_PATHS.map((p) => [p, (): NativePackage => extApiPart.need().extApiLoaders[p]()]),
) as Record<ExtApiPath, () => NativePackage>;
