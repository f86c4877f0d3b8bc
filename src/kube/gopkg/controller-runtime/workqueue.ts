// k8s.io/client-go/util/workqueue: the queue interfaces event handlers receive ([CG]
// util/workqueue/{queue,delaying_queue,rate_limiting_queue,default_rate_limiters}.go), and the
// queues themselves (New, NewTypedRateLimitingQueue, ...) for client-go controllers that run their
// own workers; a controller-runtime controller's queue (builder package) reaches the simulated
// controller's WorkQueue instead.

import { goPackage } from '../pkg.ts';
import src from './workqueue.go?raw';

export const workqueuePackage = goPackage({
  path: 'k8s.io/client-go/util/workqueue',
  files: { 'workqueue.go': src },
});
