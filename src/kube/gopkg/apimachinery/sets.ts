// k8s.io/apimachinery/pkg/util/sets ([AM] v0.36.0, verbatim): the generic Set[T] and the typed
// String/Int/Int32/Int64/Byte sets operators use for names, finalizers and label keys.

import { goPackage } from '../pkg.ts';
import byteSrc from './sets-byte.go?raw';
import docSrc from './sets-doc.go?raw';
import emptySrc from './sets-empty.go?raw';
import intSrc from './sets-int.go?raw';
import int32Src from './sets-int32.go?raw';
import int64Src from './sets-int64.go?raw';
import setSrc from './sets-set.go?raw';
import stringSrc from './sets-string.go?raw';

export const setsPackage = goPackage({
  path: 'k8s.io/apimachinery/pkg/util/sets',
  files: {
    'doc.go': docSrc,
    'empty.go': emptySrc,
    'set.go': setSrc,
    'string.go': stringSrc,
    'int.go': intSrc,
    'int32.go': int32Src,
    'int64.go': int64Src,
    'byte.go': byteSrc,
  },
});
