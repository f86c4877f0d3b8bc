// sigs.k8s.io/controller-runtime/pkg/handler ([CR] pkg/handler, v0.24.1): event handlers turn
// events into reconcile.Requests on the controller's queue. Plain Go over pkg/event and the
// workqueue interfaces; only the owner type's GroupKind comes from a native (the run's scheme).

import type { NativeContext } from '../../../go/interp/native.ts';
import type { Iface } from '../../../go/interp/values.ts';
import { ownerGroupKind } from '../../bind/controller-scheme.ts';
import { pinnedControllerRuntimeMinor } from '../../bind/cr-minor.ts';
import { goPackage } from '../pkg.ts';
import src from './handler.go?raw';

export const handlerPackage = goPackage({
  path: 'sigs.k8s.io/controller-runtime/pkg/handler',
  files: { 'handler.go': src },
  natives: {
    ownerGroupKind: (ctx: NativeContext, scheme: unknown, ownerType: Iface | null) =>
      ownerGroupKind(ctx, scheme, ownerType),
    handlerPriorities: () => {
      const minor = pinnedControllerRuntimeMinor();
      return minor === 0 || minor >= 21;
    },
  },
});
