// Decoding a built-in kind's body into its Go type, for writes that reach the API server in
// process (controller-runtime's and client-go's clients, kubectl in the terminal): a value the type
// cannot hold (`data: {k: true}` in a ConfigMap, `replicas: "3"`) is the decoder's error, as over HTTP
// (src/kube/rest/handler.ts decodeTyped). Only an unstructured, dynamic or raw body can hold one, so
// the check's tables (rest/typedjson.ts, gotypes.gen.ts) stay in the REST layer, which binds them here
// when it loads (rest/bind-transport.ts): statically in Node, on the page before a job whose files
// name such a client (src/sandbox/engine-handlers.ts). Unbound, typed Go objects cannot fail it.

/** The error text of decoding `obj` into the Go type of `apiVersion` `kind`, or undefined. */
export type BuiltinDecoder = (
  apiVersion: string,
  kind: string,
  obj: Record<string, unknown>,
) => string | undefined;

let decoder: BuiltinDecoder | undefined;

export function bindBuiltinDecoder(d: BuiltinDecoder): void {
  decoder = d;
}

/** The bound decoder's error for `obj` (undefined when none is bound or the body decodes). */
export function builtinDecodeError(
  apiVersion: string,
  kind: string,
  obj: Record<string, unknown>,
): string | undefined {
  return decoder?.(apiVersion, kind, obj);
}
