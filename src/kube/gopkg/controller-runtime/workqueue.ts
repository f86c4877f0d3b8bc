// k8s.io/client-go/util/workqueue: the queue interfaces event handlers receive ([CG]
// util/workqueue/{queue,delaying_queue,rate_limiting_queue,default_rate_limiters}.go). Lives with
// the control path: the only implementation Go code sees is the controller's queue (builder
// package), whose methods reach the simulated controller's WorkQueue.

import { goPackage } from '../pkg.ts';
import src from './workqueue.go?raw';

export const workqueuePackage = goPackage({
  path: 'k8s.io/client-go/util/workqueue',
  files: { 'workqueue.go': src },
});
