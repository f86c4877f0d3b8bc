/**
 * Errors as the Go program sees them: an API Status (a *apierrors.StatusError) or a plain error
 * (client-side checks, cache errors) for which apierrors.IsNotFound/IsConflict/... are all false.
 */
import type { Status } from '../apiserver/status.ts';
import { goQuote } from '../apiserver/status.ts';

/**
 * A Go error the runtime returns: an API Status, or a plain error; a plain error the RESTMapper makes for a
 * kind the server does not serve carries `noKindMatch`, so the Go side gets a `*meta.NoKindMatchError`.
 */
export type GoError =
  | { kind: 'status'; status: Status }
  | { kind: 'plain'; message: string; noKindMatch?: NoKindMatch; cache?: CacheErrorType };

/**
 * controller-runtime's cache errors, typed in Go: `*cache.ErrCacheNotStarted` (a read before the
 * cache started) and `*cache.ErrResourceNotCached` (ReaderFailOnMissingInformer), so errors.As
 * finds them ([CR] pkg/cache/informer_cache.go, pkg/cache/internal/informers.go).
 */
export type CacheErrorType =
  | { type: 'notStarted' }
  | { type: 'notCached'; gvk: { group: string; version: string; kind: string } };

/** meta.NoKindMatchError's fields: the group and kind searched, in these versions. */
export interface NoKindMatch {
  group: string;
  kind: string;
  versions: string[];
}

export function errorMessage(e: GoError): string {
  return e.kind === 'status' ? e.status.message : e.message;
}

export function plain(message: string): GoError {
  return { kind: 'plain', message };
}

export function statusError(status: Status): GoError {
  return { kind: 'status', status };
}

/** apierrors.IsNotFound: reason NotFound (or code 404 with an unknown reason). */
export function isNotFound(e: GoError | undefined): boolean {
  return (
    !!e &&
    e.kind === 'status' &&
    (e.status.reason === 'NotFound' || (e.status.reason === '' && e.status.code === 404))
  );
}

export function isConflict(e: GoError | undefined): boolean {
  return (
    !!e &&
    e.kind === 'status' &&
    (e.status.reason === 'Conflict' || (e.status.reason === '' && e.status.code === 409))
  );
}

export function isForbidden(e: GoError | undefined): boolean {
  return (
    !!e &&
    e.kind === 'status' &&
    (e.status.reason === 'Forbidden' || (e.status.reason === '' && e.status.code === 403))
  );
}

export function isTimeout(e: GoError | undefined): boolean {
  return (
    !!e &&
    e.kind === 'status' &&
    (e.status.reason === 'Timeout' || (e.status.reason === '' && e.status.code === 504))
  );
}

/** meta.NoKindMatchError ([AM] pkg/api/meta/errors.go). */
export function noKindMatch(group: string, version: string, kind: string): GoError {
  const gv = group === '' ? version : `${group}/${version}`;
  return {
    kind: 'plain',
    message: `no matches for kind ${goQuote(kind)} in version ${goQuote(gv)}`,
    noKindMatch: { group, kind, versions: [version] },
  };
}

/** client-go rest.Request preflight and Name() checks ([CG] rest/request.go). */
export const EMPTY_NAMESPACE_WITH_NAME = 'an empty namespace may not be set when a resource name is provided';
export const EMPTY_NAMESPACE_ON_CREATE = 'an empty namespace may not be set during creation';
export const EMPTY_NAME = 'resource name may not be empty';
