// k8s.io/client-go/util/retry and the part of k8s.io/apimachinery/pkg/util/wait it needs (Backoff,
// ExponentialBackoff, Jitter), in Go as the real packages are ([CG] util/retry/util.go, [AM]
// pkg/util/wait/backoff.go, wait.go). Sleeps run on the virtual clock (time.Sleep), so a cache update
// due meanwhile lands before the next attempt; jitter comes from math/rand (deterministic here).

import { goPackage } from '../pkg.ts';
import retrySrc from './retry.go?raw';
import waitSrc from './retry-wait.go?raw';
import waitPollSrc from './wait-poll.go?raw';

export const waitPackage = goPackage({
  path: 'k8s.io/apimachinery/pkg/util/wait',
  files: { 'backoff.go': waitSrc, 'poll.go': waitPollSrc },
});
export const retryPackage = goPackage({
  path: 'k8s.io/client-go/util/retry',
  files: { 'util.go': retrySrc },
});
