// k8s.io/apimachinery/pkg/runtime: the Object interface and an opaque Scheme (the simulated
// cluster keeps the real type registry in TypeScript).

import type { NativeContext } from '../../../go/interp/native.ts';
import { tString } from '../../../go/interp/rtype.ts';
import { goString, jsString } from '../../../go/interp/strings.ts';
import { Iface, Slice, zero } from '../../../go/interp/values.ts';
import { Encoder, MarshalFailure } from '../../../go/std/encoding/json/encode.ts';
import { bytesSlice } from '../../../go/std/internal/conv.ts';
import {
  GoScheme,
  isSchemeError,
  nameSchemeFromCaller,
  newGoObject,
  notRegisteredValue,
  schemeErrorValue,
} from '../../bind/scheme.ts';
import { goPackage } from '../pkg.ts';
import src from './runtime.go?raw';
import converterSrc from './runtime-converter.go?raw';
import extensionSrc from './runtime-extension.go?raw';
import paramsSrc from './runtime-params.go?raw';

export const runtimePackage = goPackage({
  path: 'k8s.io/apimachinery/pkg/runtime',
  files: {
    'runtime.go': src,
    'converter.go': converterSrc,
    'extension.go': extensionSrc,
    'interfaces.go': paramsSrc,
  },
  natives: {
    marshalFloatPoint: (ctx: NativeContext, obj: Iface | null): [Slice | null, boolean] => {
      try {
        const s = obj === null ? 'null' : new Encoder(ctx, true, true).encode(obj.t, obj.v, false);
        return [bytesSlice(s), true];
      } catch (e) {
        if (e instanceof MarshalFailure) return [null, false];
        throw e;
      }
    },
    nameScheme: (ctx: NativeContext, s: object | null) => nameSchemeFromCaller(ctx, s),
    schemeNew: (ctx: NativeContext, s: object | null, gvk: any): [Iface | null, Iface | null] => {
      const g = { group: jsString(gvk.Group), version: jsString(gvk.Version), kind: jsString(gvk.Kind) };
      const o = newGoObject(ctx, g, new GoScheme(s));
      return isSchemeError(o) ? [null, schemeErrorValue(ctx, o)] : [o, null];
    },
    objectKinds: (
      ctx: NativeContext,
      s: object | null,
      obj: Iface | null,
    ): [Slice | null, boolean, Iface | null] => {
      if (obj === null || obj.t.kind !== 'ptr')
        return [null, false, ctx.errorf(goString(`unversioned type`))];
      const scheme = new GoScheme(s);
      const gvks = scheme.kindsFor(obj.t.elem!);
      if (gvks.length === 0)
        return [
          null,
          false,
          notRegisteredValue(
            ctx,
            { schemeName: scheme.name, typeName: obj.t.elem!.String() },
            `no kind is registered for the type ${obj.t.elem!.String()} in scheme "${scheme.name}"`,
          ),
        ];
      const T = ctx.typeOf('k8s.io/apimachinery/pkg/runtime/schema', 'GroupVersionKind');
      const out = gvks.map((g) => {
        const x = zero(T);
        x.Group = goString(g.group);
        x.Version = goString(g.version);
        x.Kind = goString(g.kind);
        return x;
      });
      return [Slice.of(out), false, null];
    },
    // reflect.TypeOf(obj).Elem().Name(): the kind a pointer-to-struct object registers as.
    kindOf: (ctx: NativeContext, obj: Iface | null) => {
      if (obj === null || obj.t.kind !== 'ptr' || obj.t.elem!.kind !== 'struct') {
        throw ctx.panicValue(new Iface(tString, 'All types must be pointers to structs.'));
      }
      return obj.t.elem!.name;
    },
  },
});
