// sigs.k8s.io/structured-merge-diff's typed package (v6, and v4 as aliases of it: client-go's
// generated apply configurations import the one of their release) and k8s.io/apimachinery/pkg/util/managedfields,
// enough for code-generator's output to build and its Extract functions to work (smd/typed.go,
// managedfields/extract.go); plain Go.

import { goPackage } from '../pkg.ts';
import managedfieldsSrc from './managedfields/extract.go?raw';
import typedSrc from './smd/typed.go?raw';
import typedV4Src from './smd/typed-v4.go?raw';

export const smdTypedV4Package = goPackage({
  path: 'sigs.k8s.io/structured-merge-diff/v4/typed',
  files: { 'typed.go': typedV4Src },
});
export const smdTypedV6Package = goPackage({
  path: 'sigs.k8s.io/structured-merge-diff/v6/typed',
  files: { 'typed.go': typedSrc },
});
export const managedfieldsPackage = goPackage({
  path: 'k8s.io/apimachinery/pkg/util/managedfields',
  files: { 'extract.go': managedfieldsSrc },
});
