// Decoding a built-in kind's body into its Go type, for writes that reach the API server in
// process (controller-runtime's and client-go's clients, kubectl in the terminal) as the REST layer
// decodes them over HTTP (src/kube/rest/handler.ts): a value the type cannot hold (`data: {k: true}`
// in a ConfigMap, `replicas: "3"`) is the decoder's error, an unknown field is dropped with a warning
// (the server's default fieldValidation, Warn), and a patch's result is decoded as the patch handler
// decodes it (its Invalid on `patch`). Only an unstructured, dynamic or raw body can fail, so the
// check's tables (rest/typedjson.ts, gotypes.gen.ts) stay in the REST layer, which binds them here
// when it loads (rest/bind-transport.ts): statically in Node, on the page before a job whose files
// name such a client (src/sandbox/engine-handlers.ts). Unbound, typed Go objects cannot fail it.
import type { Schema as PatchSchema } from '../bind/client-strategic.ts';
import type { ResourceInfo } from './registry.ts';
import type { Status } from './status.ts';
import type { Json, KubeObject } from './types.ts';

/** What decoding found: warnings to add, or the Status that refuses the write. */
export type Decoded = { ok: true; warnings: string[] } | { ok: false; status: Status };

/** The decoding of a patch's result, called with the current and the patched object. */
export type PatchedDecoder = (current: KubeObject, patched: KubeObject) => Decoded;

export interface BuiltinDecoding {
  /** A create or update body of a built-in kind decoded into its Go type; drops unknown fields. */
  body(info: ResourceInfo, obj: KubeObject): Decoded;
  /** The decoding of a merge, JSON or strategic merge patch's result, if the kind has one. */
  patched(info: ResourceInfo, type: 'merge' | 'json' | 'strategic', patch: Json): PatchedDecoder | undefined;
  /** An object as the server's JSON encoding of its Go type orders it (quoted by patch errors). */
  order(o: KubeObject): KubeObject;
  /**
   * structured-merge-diff's schema of a built-in kind, node by node, for the typed validation of an
   * applied object (managedfields.ts typedApplyErrors); undefined for a kind it does not know.
   */
  applySchema?(info: ResourceInfo): ApplySchema | undefined;
  /**
   * A built-in kind's strategic merge patch metadata (its Go tags patchStrategy/patchMergeKey, from
   * the type layout: rest/patchmeta.ts), for StrategicMergeMapPatch; undefined for a kind it lacks.
   */
  patchSchema?(info: ResourceInfo): PatchSchema | undefined;
  /** Whether a built-in kind's Go zero value has the node at a path of field names (managed fields). */
  zeroNodes?(info: ResourceInfo): ((path: string[]) => boolean) | undefined;
}

/** The schema node at a path: field names, null for a list item. */
export type ApplySchema = (path: readonly (string | null)[]) => ApplySchemaNode | undefined;

/** rest/typedjson.ts ApplySchemaNode, restated so that the API server does not import the REST layer. */
export type ApplySchemaNode =
  | { kind: 'scalar'; scalar: 'string' | 'numeric' | 'boolean' | 'untyped' }
  | { kind: 'struct'; declared(name: string): boolean }
  | { kind: 'map' }
  | { kind: 'list' };

let decoding: BuiltinDecoding | undefined;

export function bindBuiltinDecoding(d: BuiltinDecoding): void {
  decoding = d;
}

/** The bound decoding, undefined until the REST layer is loaded. */
export function builtinDecoding(): BuiltinDecoding | undefined {
  return decoding;
}
