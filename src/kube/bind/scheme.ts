// runtime.Scheme for Go types: the Go `*runtime.Scheme` value (src/kube/gopkg/apimachinery/runtime.ts
// keeps the registered kinds in its `gvks`/`objs` slices, filled by AddToScheme and
// SchemeBuilder.Register) read from TypeScript: Go type → GVK, GVK → new Go object, list → item kind.
// Errors are the real texts: [AM] pkg/runtime/error.go notRegisteredErr, pkg/conversion/helper.go
// EnforcePtr, [CR] pkg/client/apiutil/apimachinery.go GVKForObject.

import { DEFAULT_CWD } from '../../go/build/build.ts';
import type { NativeContext } from '../../go/interp/native.ts';
import { ptrTo, type RType } from '../../go/interp/rtype.ts';
import { goString, jsString } from '../../go/interp/strings.ts';
import { Iface, type Slice, zero } from '../../go/interp/values.ts';
import { goCallSite } from './env.ts';

export type GVK = { group: string; version: string; kind: string };

/**
 * A failure as a plain Go error message; `missing` marks runtime's *missingKindErr /
 * *missingVersionErr (with their `data`), which runtime.IsMissingKind / IsMissingVersion recognise.
 */
export type SchemeError = {
  error: string;
  missing?: { type: 'missingKindErr' | 'missingVersionErr'; data: string };
  /** a runtime.notRegisteredErr, which runtime.IsNotRegisteredError recognises */
  notRegistered?: { schemeName: string; typeName?: string; gvk?: GVK };
};

/** The Go error value for a SchemeError: runtime's own error type where it has one. */
export function schemeErrorValue(ctx: NativeContext, e: SchemeError): Iface {
  if (e.notRegistered !== undefined) return notRegisteredValue(ctx, e.notRegistered, e.error);
  if (e.missing === undefined) return ctx.errorf(goString(e.error));
  const t = ctx.typeOf('k8s.io/apimachinery/pkg/runtime', e.missing.type);
  const v = zero(t);
  v[t.fields[0].key] = goString(e.missing.data);
  return new Iface(ptrTo(t), v);
}

/**
 * A `*runtime.notRegisteredErr` ([AM] pkg/runtime/error.go; runtime-converter.go here): for a type,
 * its name stands in for the reflect.Type; `message` as a plain error if runtime is not loaded.
 */
export function notRegisteredValue(
  ctx: NativeContext,
  n: { schemeName: string; typeName?: string; gvk?: GVK },
  message: string,
): Iface {
  let t: RType;
  try {
    t = ctx.typeOf('k8s.io/apimachinery/pkg/runtime', 'notRegisteredErr');
  } catch {
    return ctx.errorf(goString(message));
  }
  const v = zero(t);
  const set = (o: Record<string, unknown>, ot: RType, name: string, value: unknown) => {
    const f = ot.fields.find((x) => x.name === name);
    if (f !== undefined) o[f.key] = value;
  };
  set(v, t, 'schemeName', goString(n.schemeName));
  if (n.typeName !== undefined) set(v, t, 'typeName', goString(n.typeName));
  const gf = t.fields.find((x) => x.name === 'gvk');
  if (n.gvk !== undefined && gf !== undefined) {
    const g = v[gf.key] as Record<string, unknown>;
    set(g, gf.type, 'Group', goString(n.gvk.group));
    set(g, gf.type, 'Version', goString(n.gvk.version));
    set(g, gf.type, 'Kind', goString(n.gvk.kind));
  }
  return new Iface(ptrTo(t), v);
}

export function isSchemeError(x: unknown): x is SchemeError {
  return typeof x === 'object' && x !== null && 'error' in x;
}

export function gvString(g: { group: string; version: string }): string {
  return g.group === '' ? g.version : `${g.group}/${g.version}`;
}

/**
 * The scheme's name as NewScheme records it (naming.GetNameFromCallsite: the creating file:line). The
 * Go Scheme here has no field for it, so the binding keeps names beside the scheme objects; a scheme
 * nobody named prints as the real fallback `????`.
 */
const schemeNames = new WeakMap<object, string>();

export function setSchemeName(scheme: object, name: string): void {
  schemeNames.set(scheme, name);
}

/** The working directory programs run in: relative file names print under it. */
const PROGRAM_DIR = DEFAULT_CWD;

/** naming.trimPackagePrefix: cut after the last /vendor/, else /src/, else keep from the last /pkg/. */
function trimPackagePrefix(file: string): string {
  for (const cut of ['/vendor/', '/src/']) {
    const i = file.lastIndexOf(cut);
    if (i >= 0) return file.slice(i + cut.length);
  }
  const i = file.lastIndexOf('/pkg/');
  return i >= 0 ? file.slice(i + 1) : file;
}

/**
 * What naming.GetNameFromCallsite records for a scheme the learner's code creates: the creating
 * `file:line` (absolute; trimmed only at /vendor/, /src/ or /pkg/). For runtime.NewScheme to call
 * through a native (`nameScheme(s)`), so unregistered-type errors quote it as the real ones do.
 */
export function nameSchemeFromCaller(ctx: NativeContext, scheme: object | null): void {
  if (scheme === null || schemeNames.has(scheme)) return;
  const site = goCallSite(ctx);
  if (site === undefined) return;
  const file = site.file.startsWith('/') ? site.file : `${PROGRAM_DIR}/${site.file.replace(/^\.\//, '')}`;
  schemeNames.set(scheme, `${trimPackagePrefix(file)}:${site.line}`);
}

/**
 * client-go's kubernetes/scheme.Scheme: `var Scheme = runtime.NewScheme()` at register.go:82 (v0.36.0),
 * named from the module cache path trimmed at its last `/pkg/` (naming.GetNameFromCallsite).
 */
export const CLIENTGO_SCHEME_NAME = 'pkg/mod/k8s.io/client-go@v0.36.0/kubernetes/scheme/register.go:82';

/**
 * Entries per scheme object, valid while its slices are unchanged (AddKnownTypeWithName appends, which
 * changes the length or the backing array; an entry replaced in place is caught by comparing types).
 */
const cache = new WeakMap<
  object,
  {
    gvks: unknown;
    objs: unknown;
    len: number;
    types: (RType | undefined)[];
    entries: { gvk: GVK; type: RType }[];
  }
>();

export class GoScheme {
  /** The Go `runtime.Scheme` struct object (what a `*runtime.Scheme` points to), or null for an empty scheme. */
  readonly value: any | null;

  constructor(value: any | null) {
    this.value = value;
  }

  get name(): string {
    return (this.value !== null && schemeNames.get(this.value)) || '????';
  }

  /** Registered (gvk, struct type) pairs in registration order (cached until the scheme changes). */
  entries(): { gvk: GVK; type: RType }[] {
    if (this.value === null) return [];
    const gvks = this.value.gvks as Slice | null;
    const objs = this.value.objs as Slice | null;
    if (gvks === null || objs === null) return [];
    const hit = cache.get(this.value);
    if (hit !== undefined && hit.gvks === gvks.arr && hit.len === gvks.len && hit.objs === objs.arr) {
      let same = true;
      for (let i = 0; i < objs.len && same; i++)
        same = (objs.arr[objs.off + i] as Iface | null)?.t === hit.types[i];
      if (same) return hit.entries;
    }
    const out: { gvk: GVK; type: RType }[] = [];
    for (let i = 0; i < gvks.len; i++) {
      const g = gvks.arr[gvks.off + i];
      const o = objs.arr[objs.off + i] as Iface | null;
      if (o === null || o.t.kind !== 'ptr') continue;
      out.push({
        gvk: { group: jsString(g.Group), version: jsString(g.Version), kind: jsString(g.Kind) },
        type: o.t.elem!,
      });
    }
    const types: (RType | undefined)[] = [];
    for (let i = 0; i < objs.len; i++) types.push((objs.arr[objs.off + i] as Iface | null)?.t);
    cache.set(this.value, { gvks: gvks.arr, objs: objs.arr, len: gvks.len, types, entries: out });
    return out;
  }

  /** ObjectKinds: the GVKs a struct type is registered under. */
  kindsFor(t: RType): GVK[] {
    return this.entries()
      .filter((e) => e.type === t)
      .map((e) => e.gvk);
  }

  /** The struct type registered for a GVK. */
  typeFor(gvk: GVK): RType | undefined {
    return this.entries().find(
      (e) => e.gvk.group === gvk.group && e.gvk.version === gvk.version && e.gvk.kind === gvk.kind,
    )?.type;
  }

  recognizes(gvk: GVK): boolean {
    return this.typeFor(gvk) !== undefined;
  }
}

/**
 * apiutil.GVKForObject(obj, scheme): the GVK of a Go object (a `*T` in an interface).
 * Unregistered: `no kind is registered for the type v1.App in scheme "…"`.
 */
export function gvkOfGoObject(ctx: NativeContext, obj: Iface | null, scheme: GoScheme): GVK | SchemeError {
  if (obj === null) return { error: 'expected pointer, but got invalid kind' };
  if (obj.t.kind !== 'ptr') return { error: `expected pointer, but got ${obj.t.String()} type` };
  if (obj.v === null) return { error: 'expected pointer, but got nil' };
  const t = obj.t.elem!;
  if (partialKindOf(t) !== undefined)
    return declaredGVK(
      jsString(obj.v.TypeMeta.APIVersion as string),
      jsString(obj.v.TypeMeta.Kind as string),
    );
  // runtime.Scheme.ObjectKinds: "Unstructured objects are always considered to have their declared GVK"
  if (unstructuredKindOf(t) !== undefined)
    return declaredGVK(
      jsString(ctx.callMethod(obj, 'GetAPIVersion') as string),
      jsString(ctx.callMethod(obj, 'GetKind') as string),
    );
  const gvks = scheme.kindsFor(t);
  if (gvks.length === 0)
    return {
      error: `no kind is registered for the type ${t.String()} in scheme ${goQuote(scheme.name)}`,
      notRegistered: { schemeName: scheme.name, typeName: t.String() },
    };
  if (gvks.length > 1) {
    // Prefer the object's own TypeMeta when it names one of them ([CR] GVKForObject).
    const tm = obj.v.TypeMeta;
    if (tm !== undefined) {
      const av = jsString(tm.APIVersion as string);
      const kind = jsString(tm.Kind as string);
      const hit = gvks.find((g) => gvString(g) === av && g.kind === kind);
      if (hit) return hit;
    }
    return {
      error: `multiple GroupVersionKinds associated with Go type ${obj.t.String()} within the Scheme, this can happen when a type is registered for multiple GVKs at the same time`,
    };
  }
  return gvks[0];
}

const METAV1 = 'k8s.io/apimachinery/pkg/apis/meta/v1';

/** metav1.PartialObjectMetadata ('object') or PartialObjectMetadataList ('list'), else undefined. */
export function partialKindOf(t: RType): 'object' | 'list' | undefined {
  if (t.pkgPath !== METAV1) return undefined;
  if (t.name === 'PartialObjectMetadata') return 'object';
  if (t.name === 'PartialObjectMetadataList') return 'list';
  return undefined;
}

const UNSTRUCTURED = 'k8s.io/apimachinery/pkg/apis/meta/v1/unstructured';

/** unstructured.Unstructured ('object') or UnstructuredList ('list'), else undefined. */
export function unstructuredKindOf(t: RType): 'object' | 'list' | undefined {
  if (t.pkgPath !== UNSTRUCTURED) return undefined;
  if (t.name === 'Unstructured') return 'object';
  if (t.name === 'UnstructuredList') return 'list';
  return undefined;
}

/** Is `obj` a *unstructured.Unstructured or *unstructured.UnstructuredList? */
export function isUnstructured(obj: Iface | null): boolean {
  return obj !== null && obj.t.kind === 'ptr' && unstructuredKindOf(obj.t.elem!) !== undefined;
}

/**
 * The GVK an object declares: a PartialObjectMetadata's ([CR] apiutil.GVKForObject: the scheme does
 * not know it) or an Unstructured's ([AM] runtime.Scheme.ObjectKinds); missing parts are
 * runtime.NewMissingKindErr / NewMissingVersionErr ([AM] pkg/runtime/error.go).
 */
function declaredGVK(av: string, kind: string): GVK | SchemeError {
  // schema.ParseGroupVersion: "v1" is the core group; "g/v" splits at the slash
  const slash = av.indexOf('/');
  const group = slash < 0 ? '' : av.slice(0, slash);
  const version = slash < 0 ? av : av.slice(slash + 1);
  if (kind === '')
    return {
      error: "Object 'Kind' is missing in 'unstructured object has no kind'",
      missing: { type: 'missingKindErr', data: 'unstructured object has no kind' },
    };
  if (version === '')
    return {
      error: "Object 'apiVersion' is missing in 'unstructured object has no version'",
      missing: { type: 'missingVersionErr', data: 'unstructured object has no version' },
    };
  return { group, version, kind };
}

/** scheme.New(gvk) as a Go `*T` in an interface; unregistered: the real notRegisteredErr text. */
export function newGoObject(_ctx: NativeContext, gvk: GVK, scheme: GoScheme): Iface | SchemeError {
  const t = scheme.typeFor(gvk);
  if (t === undefined)
    return {
      error: `no kind ${goQuote(gvk.kind)} is registered for version ${goQuote(gvString(gvk))} in scheme ${goQuote(scheme.name)}`,
      notRegistered: { schemeName: scheme.name, gvk },
    };
  return new Iface(ptrTo(t), zero(t));
}

/** The item GVK of a list GVK ([CR] typed_client / cache: `strings.TrimSuffix(gvk.Kind, "List")`). */
export function listItemGVK(list: GVK): GVK {
  return { ...list, kind: list.kind.endsWith('List') ? list.kind.slice(0, -4) : list.kind };
}

/** strconv.Quote for the ASCII names printed here. */
export function goQuote(s: string): string {
  return JSON.stringify(s);
}
