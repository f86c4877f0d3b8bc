// The descriptions of the built-in kinds' types and fields (what `kubectl explain` prints and what
// kube-apiserver's OpenAPI documents carry). 400 KB of text that no exercise needs, so it is loaded
// on demand: the served cluster loads it when it starts, the terminal when `kubectl explain` first runs.
type Docs = Readonly<Record<string, Readonly<Record<string, string>>>>;

let docs: Docs | undefined;
let loading: Promise<void> | undefined;

export function loadOpenApiDocs(): Promise<void> {
  loading ??= import('./openapi-docs.gen.ts').then((m) => {
    docs = m.OPENAPI_DOCS;
  });
  return loading;
}

/** Whether the descriptions are in (documents change when they arrive). */
export function openApiDocsLoaded(): boolean {
  return docs !== undefined;
}

/** A message's own description (`field` ""), or one field's by json name; undefined until loaded. */
export function descriptionOf(message: string, field = ''): string | undefined {
  return docs?.[message]?.[field];
}
