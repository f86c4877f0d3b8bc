// Declarations decoded on first use. A snapshot of registry packages (build/snapshot.ts) holds each
// function's body, and with it its signature's syntax (`type`), as a segment of its own, and the type
// expression of each type declaration (TypeSpec `type`) too: a process needs a few hundred of ~20,000
// bodies, and making (and collecting) the objects of all of them was most of a start. Until it is
// read, each of those fields is a getter that decodes the segment (all of its fields at once); code
// that only asks whether a function declaration has a body asks `hasBody`, which decodes nothing.
// A function declared without a body (a native's) has its signature's syntax deferred alone: the
// checker and the compiler use its object's signature, not the syntax (the Kubernetes snapshot's
// 1,413 such declarations held 18,000 objects of its main table).

/** Declarations whose fields are still a segment, with the function that decodes it. */
const pending = new Map<object, () => void>();

/**
 * The accessor of a deferred field `key`: one getter and setter per field name, shared by every
 * declaration. Made per declaration (closures over the key), each defineProperty gave the object a
 * map of its own, and V8 turned every deferred declaration of the Kubernetes snapshot (~3,000: 1,954
 * FuncDecls, 1,063 TypeSpecs) into dictionary mode; with the same getter and setter, the declarations
 * of one shape share their maps and stay fast, and the snapshot's live heap after the read is 2 MB
 * smaller (24.8 -> 22.8 MB: the property dictionaries and ~10,000 closures).
 */
const accessors = new Map<string, PropertyDescriptor>();

function accessorOf(key: string): PropertyDescriptor {
  let a = accessors.get(key);
  if (a === undefined) {
    a = {
      configurable: true,
      enumerable: true,
      get(this: Record<string, unknown>) {
        decodeDecl(this);
        return this[key];
      },
      set(this: Record<string, unknown>, v: unknown) {
        // The segment's other fields come first, so that none is left a getter without its decoder.
        decodeDecl(this);
        setField(this, key, v);
      },
    };
    accessors.set(key, a);
  }
  return a;
}

/**
 * Makes `decl[key]` decode the declaration's segment when first read (`decode` defines every deferred
 * field as a data property, through setField). Called once per deferred field, with the same `decode`.
 */
export function deferField(decl: object, key: string, decode: () => void): void {
  pending.set(decl, decode);
  Object.defineProperty(decl, key, accessorOf(key));
}

/** Makes `decl.body` decode its segment when first read. */
export function deferBody(decl: object, decode: () => void): void {
  deferField(decl, 'body', decode);
}

/** Puts a decoded field in place (a plain data property, as the parser made it). */
export function setField(decl: object, key: string, value: unknown): void {
  Object.defineProperty(decl, key, { configurable: true, enumerable: true, writable: true, value });
}

/** Puts the decoded body in place. */
export function setBody(decl: object, body: unknown): void {
  pending.delete(decl);
  setField(decl, 'body', body);
}

function decodeDecl(decl: object): void {
  const decode = pending.get(decl);
  if (decode === undefined) return;
  pending.delete(decl);
  decode();
}

/**
 * Fills an object of a snapshot's main table that is still a shell (build/snapshot.ts: its fields are
 * its prototype's getters until one is first read); set by the snapshot's reader.
 */
let fillShell: (o: object) => void = () => {};

export function setFillShell(fill: (o: object) => void): void {
  fillShell = fill;
}

/** Whether a function declaration has a body, without decoding it. */
export function hasBody(decl: { body?: unknown }): boolean {
  // A shell's fields (the deferred ones among them) are defined when it is filled.
  fillShell(decl);
  // A declaration without a body may be pending for its signature's syntax alone.
  if (pending.has(decl) && Object.getOwnPropertyDescriptor(decl, 'body')?.get !== undefined) return true;
  return decl.body !== undefined;
}

/** Decodes every pending declaration (before a snapshot is written: it walks the whole graph). */
export function decodeAllBodies(): void {
  for (const decl of [...pending.keys()]) decodeDecl(decl);
}

/**
 * Segments of declarations that are still shells (build/snapshot.ts: a declaration's deferred fields
 * are defined when it is filled, and it is pending from then on).
 */
let inShells = 0;

/** Counts `n` segments more (n > 0: a snapshot's read) or fewer (-1: a shell filled) in shells. */
export function countShellSegments(n: number): void {
  inShells += n;
}

/** How many declarations' segments are still unread, pending or in shells (tests). */
export function pendingBodies(): number {
  return pending.size + inShells;
}
