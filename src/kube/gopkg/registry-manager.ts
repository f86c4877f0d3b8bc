// Package loaders owned by one engineer (see /work/notes/kube-bind-contract.md); merged in index.ts.
// K2, the control path: controller-runtime's manager, builder (controller half), controller,
// handler, predicate, event, source, cache, config, log/zap, healthz, metrics/server, the root
// package, and the pieces of client-go / zap / net/http their signatures need.
import type { NativePackage } from '../../go/interp/native.ts';
import { builderPackage } from './controller-runtime/builder.ts';
import { cachePackage } from './controller-runtime/cache.ts';
import { configPackage } from './controller-runtime/config.ts';
import { controllerPackage } from './controller-runtime/controller.ts';
import { eventPackage } from './controller-runtime/event.ts';
import { handlerPackage } from './controller-runtime/handler.ts';
import { managerPackage, signalsPackage } from './controller-runtime/manager.ts';
import { predicatePackage } from './controller-runtime/predicate.ts';
import { clientConfigPackage, rootPackage } from './controller-runtime/root.ts';
import { healthzPackage, metricsServerPackage, netHttpPackage } from './controller-runtime/servers.ts';
import { sourcePackage } from './controller-runtime/source.ts';
import { workqueuePackage } from './controller-runtime/workqueue.ts';
import { zapcorePackage, zapPackage, zapUberPackage } from './controller-runtime/zap.ts';
import { clientLoaders } from './registry-client.ts';
import { webhookBuilderPart, webhookLoaders } from './registry-webhook.ts';

const CLIENT_CONFIG = 'sigs.k8s.io/controller-runtime/pkg/client/config';

/** Has engineer M's webhook package landed (then the builder gets its webhook half)? */
function hasWebhooks(): boolean {
  return Object.hasOwn(webhookLoaders, 'sigs.k8s.io/controller-runtime/pkg/webhook');
}

export const managerLoaders: Readonly<Record<string, () => NativePackage>> = {
  'go.uber.org/zap': zapUberPackage,
  'go.uber.org/zap/zapcore': zapcorePackage,
  'k8s.io/client-go/util/workqueue': workqueuePackage,
  'net/http': netHttpPackage,
  'sigs.k8s.io/controller-runtime': rootPackage({ webhookBuilder: hasWebhooks }),
  'sigs.k8s.io/controller-runtime/pkg/builder': builderPackage(
    hasWebhooks() ? webhookBuilderPart : undefined,
  ),
  'sigs.k8s.io/controller-runtime/pkg/cache': cachePackage,
  'sigs.k8s.io/controller-runtime/pkg/config': configPackage,
  'sigs.k8s.io/controller-runtime/pkg/controller': controllerPackage,
  'sigs.k8s.io/controller-runtime/pkg/event': eventPackage,
  'sigs.k8s.io/controller-runtime/pkg/handler': handlerPackage,
  'sigs.k8s.io/controller-runtime/pkg/healthz': healthzPackage,
  'sigs.k8s.io/controller-runtime/pkg/log/zap': zapPackage,
  'sigs.k8s.io/controller-runtime/pkg/manager': managerPackage,
  'sigs.k8s.io/controller-runtime/pkg/manager/signals': signalsPackage,
  'sigs.k8s.io/controller-runtime/pkg/metrics/server': metricsServerPackage,
  'sigs.k8s.io/controller-runtime/pkg/predicate': predicatePackage,
  'sigs.k8s.io/controller-runtime/pkg/source': sourcePackage,
  ...(Object.hasOwn(clientLoaders, CLIENT_CONFIG) ? {} : { [CLIENT_CONFIG]: clientConfigPackage }),
};
