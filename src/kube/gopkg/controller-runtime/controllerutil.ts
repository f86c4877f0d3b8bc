// sigs.k8s.io/controller-runtime/pkg/controller/controllerutil: finalizer helpers, CreateOrUpdate,
// CreateOrPatch and the owner-reference helpers, in Go over the client interfaces with the
// behaviour and error texts of [CR] pkg/controller/controllerutil/controllerutil.go (v0.24.1). The
// owner's kind comes from the scheme through apiutil.GVKForObject, as in the real package.
// CreateOrPatch's unstructured view goes through encoding/json (the simulated apimachinery has no
// runtime.DefaultUnstructuredConverter); only equality of those views matters to its decisions.

import type { NativeContext } from '../../../go/interp/native.ts';
import { copyInto, type Iface, zero } from '../../../go/interp/values.ts';
import { goPackage } from '../pkg.ts';
import src from './controllerutil.go?raw';

export const controllerutilPackage = goPackage({
  path: 'sigs.k8s.io/controller-runtime/pkg/controller/controllerutil',
  files: { 'controllerutil.go': src },
  natives: {
    resetObject: (_ctx: NativeContext, obj: Iface | null) => {
      // client.Object values are pointers to structs: the pointer is the struct object itself.
      if (obj === null || obj.t.kind !== 'ptr' || obj.t.elem?.kind !== 'struct' || obj.v === null) return;
      copyInto(obj.t.elem, obj.v, zero(obj.t.elem));
    },
  },
});
