export type { CacheOptions, CacheRead, EventHandler, GVK } from './cache.ts';
export { goTypeName, Informer, InformerCache, informerSyncTimeout } from './cache.ts';
export type { ClientResult, ListOptions, ObjectKey, Patch, ReadResult, WriteOptions } from './client.ts';
export { createMergePatch, DirectClient, gvkOf, ManagerClient, mergeFrom } from './client.ts';
export { VirtualClock } from './clock.ts';
export type { ReconcileOutcome, ReconcileRecord, Reconciler } from './controller.ts';
export { Controller } from './controller.ts';
export * as controllerutil from './controllerutil.ts';
export type { GoError } from './errors.ts';
export { errorMessage, isConflict, isForbidden, isNotFound, isTimeout } from './errors.ts';
export { FakeClient, guessResource } from './fake.ts';
export type { LogEntry } from './log.ts';
export { formatLog, formatLogEntry, formatLogEntryJSON, Logger, LogSink } from './log.ts';
export type { ManagerOptions, Predicate } from './manager.ts';
export { Builder, generationChangedPredicate, Manager } from './manager.ts';
export type { Request, Result } from './reconcile.ts';
export { ReconcileError, terminalError } from './reconcile.ts';
export type { Backoff } from './retry.ts';
export { DefaultBackoff, DefaultRetry, retryOnConflict } from './retry.ts';
export type { QueueCause } from './workqueue.ts';
export {
  BucketRateLimiter,
  defaultControllerRateLimiter,
  ItemExponentialFailureRateLimiter,
  MaxOfRateLimiter,
  WorkQueue,
} from './workqueue.ts';
