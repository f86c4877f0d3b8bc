// Scheme look-ups the control path needs from Go natives (owner types for EnqueueRequestForOwner,
// For/Owns/Watches types for the builder), over K1's GoScheme.

import type { NativeContext } from '../../go/interp/native.ts';
import { goString } from '../../go/interp/strings.ts';
import { type Iface, zero } from '../../go/interp/values.ts';
import { maybeKubeEnv } from './env.ts';
import {
  GoScheme,
  type GVK,
  gvkOfGoObject,
  isSchemeError,
  type SchemeError,
  schemeErrorValue,
} from './scheme.ts';

/** The GoScheme for a `*runtime.Scheme` argument (nil → the run's default scheme). */
export function schemeOf(scheme: unknown): GoScheme {
  if (scheme !== null && scheme !== undefined) return new GoScheme(scheme);
  return maybeKubeEnv()?.scheme ?? new GoScheme(null);
}

/** GVK of a Go object, or a Go error message. */
export function gvkOf(ctx: NativeContext, scheme: unknown, obj: Iface | null): GVK | SchemeError {
  return gvkOfGoObject(ctx, obj, schemeOf(scheme));
}

/** `(schema.GroupKind, error)` of an owner type. */
export function ownerGroupKind(
  ctx: NativeContext,
  scheme: unknown,
  ownerType: Iface | null,
): [any, Iface | null] {
  const gk = zero(ctx.typeOf('k8s.io/apimachinery/pkg/runtime/schema', 'GroupKind'));
  const gvk = gvkOf(ctx, scheme, ownerType);
  if (isSchemeError(gvk)) return [gk, schemeErrorValue(ctx, gvk)];
  gk.Group = goString(gvk.group);
  gk.Kind = goString(gvk.kind);
  return [gk, null];
}

/** apiutil.GVKForObject as a native: `(schema.GroupVersionKind, error)`. */
export function gvkForObjectNative(
  ctx: NativeContext,
  obj: Iface | null,
  scheme: unknown,
): [any, Iface | null] {
  const out = zero(ctx.typeOf('k8s.io/apimachinery/pkg/runtime/schema', 'GroupVersionKind'));
  const gvk = gvkOf(ctx, scheme, obj);
  if (isSchemeError(gvk)) return [out, schemeErrorValue(ctx, gvk)];
  out.Group = goString(gvk.group);
  out.Version = goString(gvk.version);
  out.Kind = goString(gvk.kind);
  return [out, null];
}
