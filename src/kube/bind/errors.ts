// Go error values for the runtime's GoError: an API Status becomes a real `*errors.StatusError`
// (k8s.io/apimachinery/pkg/api/errors), so apierrors.IsNotFound/IsConflict/ReasonForError and
// `err.Error()` behave as against a real cluster; a plain error is an `errors.New`-style value.

import type { NativeContext } from '../../go/interp/native.ts';
import { ptrTo } from '../../go/interp/rtype.ts';
import { goString, jsString } from '../../go/interp/strings.ts';
import { Iface } from '../../go/interp/values.ts';
import type { Status } from '../apiserver/status.ts';
import type { Json } from '../apiserver/types.ts';
import type { GoError } from '../runtime/errors.ts';
import { decodeGo } from './codec.ts';

const API_ERRORS = 'k8s.io/apimachinery/pkg/api/errors';
const META = 'k8s.io/apimachinery/pkg/apis/meta/v1';

/** A `*errors.StatusError` carrying `status` (a metav1.Status as the server serialised it). */
export function statusErrorValue(ctx: NativeContext, status: Status): Iface {
  const statusType = ctx.typeOf(META, 'Status');
  const errType = ctx.typeOf(API_ERRORS, 'StatusError');
  const st = decodeGo(ctx, status as unknown as Json, statusType);
  return new Iface(ptrTo(errType), { ErrStatus: st });
}

/** The Go error for a runtime GoError. */
export function goErrorValue(ctx: NativeContext, e: GoError): Iface {
  return e.kind === 'status' ? statusErrorValue(ctx, e.status) : ctx.errorf(goString(e.message));
}

/** A plain Go error with a JS (UTF-16) message. */
export function plainErrorValue(ctx: NativeContext, message: string): Iface {
  return ctx.errorf(goString(message));
}

/** err.Error() of a Go error value, as a JS string ('' for nil). */
export function errorText(ctx: NativeContext, err: Iface | null): string {
  return err === null ? '' : jsString(ctx.callMethod(err, 'Error') as string);
}
