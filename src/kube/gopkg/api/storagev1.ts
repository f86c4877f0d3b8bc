// k8s.io/api/storage/v1: StorageClass, CSIDriver, VolumeAttachment: the storage objects an operator that
// provisions or checks volumes reads. The types are storagev1.go (every type of v0.36 types.go); DeepCopy
// methods are generated (see ../deepcopy.ts).

import { goPackage } from '../pkg.ts';
import { registerSource } from './register.ts';
import src from './storagev1.go?raw';
import stringers from './storagev1.pb-string.go?raw';

const registerSrc = registerSource('storage.k8s.io', [
  'StorageClass',
  'VolumeAttachment',
  'CSINode',
  'CSIDriver',
  'CSIStorageCapacity',
  'VolumeAttributesClass',
]);

export const storagev1Package = goPackage({
  path: 'k8s.io/api/storage/v1',
  files: { 'types.go': src, 'register.go': registerSrc },
  deepCopy: { runtimePkg: 'runtime' },
  stringers,
});
