// The engine worker's stand-in for src/kube/apiserver/pvcupdate.ts as workloadvalidation.ts imports it
// (scripts/site-lazy-parts.ts): a claim's update rules and go-cmp's diff of its spec are a chunk of
// their own, loaded for a project or exercise that names PersistentVolumeClaims (engine-handlers.ts).
// An update that keeps the spec and the beta storage-class annotation breaks none of the rules, so
// this answers that itself; any other needs the real one.
import type { validatePersistentVolumeClaimUpdate as real } from '../../kube/apiserver/pvcupdate.ts';
import type { Json, KubeObject } from '../../kube/apiserver/types.ts';
import { isObject } from '../../kube/apiserver/types.ts';
import { lazyPart } from '../lazy-parts.ts';

export const pvcUpdatePart = lazyPart('pvc-update', () => import('../../kube/apiserver/pvcupdate.ts'));

const storageClassAnnotation = (o: KubeObject): Json | undefined => {
  const annotations = isObject(o.metadata) ? o.metadata.annotations : undefined;
  return isObject(annotations) ? annotations['volume.beta.kubernetes.io/storage-class'] : undefined;
};

export const validatePersistentVolumeClaimUpdate: typeof real = (pvc, old) => {
  if (pvcUpdatePart.loaded) return pvcUpdatePart.loaded.validatePersistentVolumeClaimUpdate(pvc, old);
  if (
    JSON.stringify(pvc.spec) === JSON.stringify(old.spec) &&
    storageClassAnnotation(pvc) === storageClassAnnotation(old)
  )
    return [];
  return pvcUpdatePart.need().validatePersistentVolumeClaimUpdate(pvc, old);
};
