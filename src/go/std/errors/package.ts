// package errors: New/Is/As/Join/Unwrap written in Go as go/src/errors (type switches over the
// Unwrap interfaces spelled as comma-ok assertions, same behaviour); the reflect-based parts of
// As (checking and assigning through the target pointer) are natives.

import type { NativePackage } from '../../interp/native.ts';
import { GoPanic } from '../../interp/panic.ts';
import { implementsIface, tString } from '../../interp/rtype.ts';
import { copyInto, Iface, type Pointer } from '../../interp/values.ts';
import src from './errors.go?raw';

const panicString = (s: string) => new GoPanic(new Iface(tString, s));

let pkg: NativePackage | undefined;

export function errorsPackage(): NativePackage {
  pkg ??= {
    path: 'errors',
    files: [{ name: 'errors.go', src }],
    natives: {
      comparable: (_ctx, v: Iface | null) => v === null || v.t.comparable,
      unwrapKind: (_ctx, err: Iface | null) => {
        const m = err === null ? undefined : err.t.methods.get('Unwrap');
        if (m === undefined || m.type.params.length !== 0 || m.type.results.length !== 1) return 0;
        const r = m.type.results[0];
        if (r.kind === 'interface') return 1;
        return r.kind === 'slice' && r.elem!.kind === 'interface' ? 2 : 0;
      },
      checkAsTarget: (_ctx, target: Iface) => {
        if (target.t.kind !== 'ptr' || target.v === null)
          throw panicString('errors: target must be a non-nil pointer');
        const e = target.t.elem!;
        if (e.kind !== 'interface' && !e.methods.has('Error')) {
          throw panicString('errors: *target must be interface or implement error');
        }
      },
      assignTo: (_ctx, err: Iface, target: Iface) => {
        const e = target.t.elem!;
        if (e.kind === 'interface') {
          if (!implementsIface(err.t, e)) return false;
          (target.v as Pointer).store(err);
          return true;
        }
        if (err.t !== e) return false;
        if (e.kind === 'struct' || e.kind === 'array') copyInto(e, target.v, err.v);
        else (target.v as Pointer).store(err.v);
        return true;
      },
    },
  };
  return pkg;
}
