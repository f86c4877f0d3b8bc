// k8s.io/client-go/tools/record and k8s.io/client-go/tools/events: EventRecorder interfaces, the
// fake recorders tests use, recorders writing Events to the simulated cluster
// (src/kube/bind/client-events.ts), and record's EventBroadcaster with its EventCorrelator.

import {
  eventsNatives,
  eventsSrc,
  recordCacheSrc,
  recordFakeSrc,
  recordNatives,
  recordSrc,
} from '../../bind/client-events.ts';
import { goPackage } from '../pkg.ts';

export const recordPackage = goPackage({
  path: 'k8s.io/client-go/tools/record',
  files: { 'event.go': recordSrc, 'events_cache.go': recordCacheSrc, 'fake.go': recordFakeSrc },
  natives: recordNatives,
});

export const eventsPackage = goPackage({
  path: 'k8s.io/client-go/tools/events',
  files: { 'interfaces.go': eventsSrc },
  natives: eventsNatives,
});
