// k8s.io/apimachinery/pkg/util/validation/field (paths and field errors, as validating webhooks build
// them) and k8s.io/apimachinery/pkg/util/errors (the Aggregate that apierrors.NewInvalid prints).

import type { NativeContext } from '../../../go/interp/native.ts';
import { clone, Iface, needsCopy, type Pointer } from '../../../go/interp/values.ts';
import { pinnedApimachineryMinor } from '../../bind/cr-minor.ts';
import { goPackage } from '../pkg.ts';
import errorsSrc from './field-errors.go?raw';
import pathSrc from './field-path.go?raw';
import utilErrorsSrc from './field-util-errors.go?raw';

export const fieldPackage = goPackage({
  path: 'k8s.io/apimachinery/pkg/util/validation/field',
  files: { 'path.go': pathSrc, 'errors.go': errorsSrc },
  natives: {
    // reflect.ValueOf(v).Elem().Interface() for pointers, as ErrorBody before v0.34 prints the
    // pointed-to value.
    deref: (_ctx: NativeContext, v: Iface | null) => {
      if (v === null || v.t.kind !== 'ptr') return [v, false];
      if (v.v === null) return [null, true];
      const e = v.t.elem!;
      const x = needsCopy(e) ? clone(e, v.v) : (v.v as Pointer).load();
      return [new Iface(e, x), false];
    },
    apimachineryMinor: (_ctx: NativeContext) => pinnedApimachineryMinor(),
  },
});

export const utilErrorsPackage = goPackage({
  path: 'k8s.io/apimachinery/pkg/util/errors',
  files: { 'errors.go': utilErrorsSrc },
});
