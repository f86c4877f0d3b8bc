// sigs.k8s.io/controller-runtime/pkg/client/apiutil: GVKForObject over a scheme (the binding's
// GoScheme, src/kube/bind/scheme.ts) and the namespaced checks through a RESTMapper, as
// [CR] pkg/client/apiutil/apimachinery.go.

import type { NativeContext } from '../../../go/interp/native.ts';
import { goString } from '../../../go/interp/strings.ts';
import { type Iface, zero } from '../../../go/interp/values.ts';
import { mapperNatives } from '../../bind/client.ts';
import { GoScheme, gvkOfGoObject, isSchemeError, schemeErrorValue } from '../../bind/scheme.ts';
import { goPackage } from '../pkg.ts';
import src from './apiutil.go?raw';

export const apiutilPackage = goPackage({
  path: 'sigs.k8s.io/controller-runtime/pkg/client/apiutil',
  files: { 'apimachinery.go': src },
  natives: {
    // NewDynamicRESTMapper's mapper, which is also client.New's default (src/kube/bind/client.ts)
    ...mapperNatives,
    GVKForObject: (ctx: NativeContext, obj: Iface | null, scheme: unknown): [any, Iface | null] => {
      const out = zero(ctx.typeOf('k8s.io/apimachinery/pkg/runtime/schema', 'GroupVersionKind'));
      const g = gvkOfGoObject(ctx, obj, new GoScheme(scheme ?? null));
      if (isSchemeError(g)) return [out, schemeErrorValue(ctx, g)];
      out.Group = goString(g.group);
      out.Version = goString(g.version);
      out.Kind = goString(g.kind);
      return [out, null];
    },
  },
});
