// Go error values for the runtime's GoError: an API Status becomes a real `*errors.StatusError`
// (k8s.io/apimachinery/pkg/api/errors), so apierrors.IsNotFound/IsConflict/ReasonForError and
// `err.Error()` behave as against a real cluster; a plain error is an `errors.New`-style value.

import type { NativeContext } from '../../go/interp/native.ts';
import { ptrTo, type RType } from '../../go/interp/rtype.ts';
import { goString, jsString } from '../../go/interp/strings.ts';
import { Iface, zero } from '../../go/interp/values.ts';
import type { Status } from '../apiserver/status.ts';
import type { Json } from '../apiserver/types.ts';
import type { CacheErrorType, GoError, NoKindMatch } from '../runtime/errors.ts';
import { decodeGo } from './codec.ts';

const API_ERRORS = 'k8s.io/apimachinery/pkg/api/errors';
const META = 'k8s.io/apimachinery/pkg/apis/meta/v1';
const API_META = 'k8s.io/apimachinery/pkg/api/meta';
const CR_CACHE = 'sigs.k8s.io/controller-runtime/pkg/cache';

/** A `*errors.StatusError` carrying `status` (a metav1.Status as the server serialised it). */
export function statusErrorValue(ctx: NativeContext, status: Status): Iface {
  const statusType = ctx.typeOf(META, 'Status');
  const errType = ctx.typeOf(API_ERRORS, 'StatusError');
  const st = decodeGo(ctx, status as unknown as Json, statusType);
  return new Iface(ptrTo(errType), { ErrStatus: st });
}

/** The Go error for a runtime GoError. */
export function goErrorValue(ctx: NativeContext, e: GoError): Iface {
  if (e.kind === 'status') return statusErrorValue(ctx, e.status);
  if (e.noKindMatch) return noKindMatchValue(ctx, e.noKindMatch, e.message);
  if (e.cache) return cacheErrorValue(ctx, e.cache, e.message);
  return ctx.errorf(goString(e.message));
}

/**
 * `*cache.ErrCacheNotStarted` or `*cache.ErrResourceNotCached{GVK}`; `message` as a plain error if
 * the program has no controller-runtime cache package loaded.
 */
function cacheErrorValue(ctx: NativeContext, e: CacheErrorType, message: string): Iface {
  let errType: RType;
  try {
    errType = ctx.typeOf(CR_CACHE, e.type === 'notStarted' ? 'ErrCacheNotStarted' : 'ErrResourceNotCached');
  } catch {
    return ctx.errorf(goString(message));
  }
  const v = zero(errType);
  if (e.type === 'notCached') {
    v.GVK.Group = goString(e.gvk.group);
    v.GVK.Version = goString(e.gvk.version);
    v.GVK.Kind = goString(e.gvk.kind);
  }
  return new Iface(ptrTo(errType), v);
}

/**
 * A `*meta.NoKindMatchError` (the RESTMapper's error for a kind the server does not serve, which
 * meta.IsNoMatchError recognises); `message` as a plain error if the program has no api/meta loaded.
 */
export function noKindMatchValue(ctx: NativeContext, m: NoKindMatch, message: string): Iface {
  let errType: RType;
  try {
    errType = ctx.typeOf(API_META, 'NoKindMatchError');
  } catch {
    return ctx.errorf(goString(message));
  }
  const fields = { GroupKind: { Group: m.group, Kind: m.kind }, SearchedVersions: m.versions };
  return new Iface(ptrTo(errType), decodeGo(ctx, fields as unknown as Json, errType));
}

/** A plain Go error with a JS (UTF-16) message. */
export function plainErrorValue(ctx: NativeContext, message: string): Iface {
  return ctx.errorf(goString(message));
}

/** err.Error() of a Go error value, as a JS string ('' for nil). */
export function errorText(ctx: NativeContext, err: Iface | null): string {
  return err === null ? '' : jsString(ctx.callMethod(err, 'Error') as string);
}
