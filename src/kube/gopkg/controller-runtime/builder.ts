// sigs.k8s.io/controller-runtime/pkg/builder, controller half ([CR] pkg/builder/controller.go and
// options.go, v0.24.1): plain Go, as in controller-runtime — For/Owns/Watches become Kind sources
// with EnqueueRequestForObject / EnqueueRequestForOwner handlers on a controller made by
// controller.New. The webhook half (WebhookBuilder) is engineer M's webhookBuilderPart(), appended
// here when it exists.

import type { NativePackage, NativeTable } from '../../../go/interp/native.ts';
import { gvkForObjectNative } from '../../bind/controller-scheme.ts';
import { goPackage } from '../pkg.ts';
import builderGo from './builder.go?raw';

export const builderSrc = builderGo;

const builderNatives: NativeTable = { gvkForObject: gvkForObjectNative };

/** The webhook half, when engineer M publishes it: `{ files, natives }` appended to this package. */
export type WebhookBuilderPart = { files: { name: string; src: string }[]; natives: NativeTable };

export function builderPackage(webhookPart?: () => WebhookBuilderPart): () => NativePackage {
  let pkg: NativePackage | undefined;
  return () => {
    if (pkg !== undefined) return pkg;
    const base = goPackage({
      path: 'sigs.k8s.io/controller-runtime/pkg/builder',
      files: { 'controller.go': builderSrc },
      natives: builderNatives,
    })();
    const part = webhookPart?.();
    pkg =
      part === undefined
        ? base
        : {
            path: base.path,
            files: [...base.files, ...part.files],
            natives: { ...base.natives, ...part.natives },
          };
    return pkg;
  };
}
