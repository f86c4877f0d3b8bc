// Function bodies decoded on first use. A snapshot of registry packages (build/snapshot.ts) holds
// their function bodies as separate segments: a process needs a few hundred of ~20,000 bodies, and
// making (and collecting) the objects of all of them was most of a start. Until it is read,
// `decl.body` is a getter that decodes the segment; code that only asks whether a declaration has a
// body asks `hasBody`, which decodes nothing.

/** Declarations whose body is still a segment, with the function that decodes it. */
const pending = new Map<object, () => void>();

/** Makes `decl.body` decode its segment when first read (`decode` defines the data property). */
export function deferBody(decl: object, decode: () => void): void {
  pending.set(decl, decode);
  Object.defineProperty(decl, 'body', {
    configurable: true,
    enumerable: true,
    get(this: { body?: unknown }) {
      decodeBody(this);
      return this.body;
    },
    set(this: object, v: unknown) {
      pending.delete(this);
      setBody(this, v);
    },
  });
}

/** Puts the decoded body in place (a plain data property, as the parser made it). */
export function setBody(decl: object, body: unknown): void {
  pending.delete(decl);
  Object.defineProperty(decl, 'body', { configurable: true, enumerable: true, writable: true, value: body });
}

function decodeBody(decl: object): void {
  const decode = pending.get(decl);
  if (decode === undefined) return;
  pending.delete(decl);
  decode();
}

/** Whether a function declaration has a body, without decoding it. */
export function hasBody(decl: { body?: unknown }): boolean {
  return pending.has(decl) || decl.body !== undefined;
}

/** Decodes every pending body (before a snapshot is written: it walks the whole graph). */
export function decodeAllBodies(): void {
  for (const decl of [...pending.keys()]) decodeBody(decl);
}

/** How many bodies are still pending (tests). */
export function pendingBodies(): number {
  return pending.size;
}
