// container/heap and container/list, in Go (same algorithms as go/src/container, so element order
// after Push/Pop/Fix matches real Go).

import type { NativePackage } from '../../interp/native.ts';
import heapSrc from './heap.go?raw';
import listSrc from './list.go?raw';

let heapPkg: NativePackage | undefined;
let listPkg: NativePackage | undefined;

export function heapPackage(): NativePackage {
  heapPkg ??= { path: 'container/heap', files: [{ name: 'heap.go', src: heapSrc }], natives: {} };
  return heapPkg;
}

export function listPackage(): NativePackage {
  listPkg ??= { path: 'container/list', files: [{ name: 'list.go', src: listSrc }], natives: {} };
  return listPkg;
}
