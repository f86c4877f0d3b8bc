// The strategic merge patch metadata of the built-in kinds (their Go tags patchStrategy and
// patchMergeKey, kept in the generated type layout), as the LookupPatchMeta that k8s.io/apimachinery
// pkg/util/strategicpatch walks: kubectl apply's three-way patch of a built-in object (kubectl
// pkg/cmd/apply/patcher.go, which reads them from the OpenAPI document or the Go struct).
import type { PatchMeta, Schema } from '../bind/client-strategic.ts';
import { SmpError } from '../bind/client-strategic.ts';
import { messageOfKind } from './fields.ts';
import { type FieldSpec, specOf } from './protobuf.ts';

const NONE: PatchMeta = { strategies: [], mergeKey: '' };

/** A value without fields to look up (a scalar, a RawExtension): lookups find no metadata. */
const opaque: Schema = {
  struct: () => [opaque, NONE],
  slice: () => [opaque, NONE],
  name: () => 'Struct',
};

/** A map[string]T: every key has T's schema and no patch metadata (LookupPatchMetadataForStruct on a map). */
function mapSchema(value: Schema): Schema {
  return { struct: () => [value, NONE], slice: () => [value, NONE], name: () => 'map' };
}

/** The schema of a field's value kind in the layout's notation (protobuf-types.gen.ts). */
function kindSchema(kind: string): Schema {
  if (kind.startsWith('m:')) return messageSchema(kind.slice(2));
  if (kind.startsWith('{')) {
    const inner = kind.slice(1, -1);
    return mapSchema(kindSchema(inner.slice(inner.indexOf(':') + 1)));
  }
  return opaque;
}

/** A message's fields by JSON name, inline structs' fields included. */
function fieldsOf(id: string, out = new Map<string, FieldSpec>()): Map<string, FieldSpec> {
  for (const f of specOf(id).values()) {
    if (f.flags.includes('n') && f.kind.startsWith('m:')) fieldsOf(f.kind.slice(2), out);
    else out.set(f.json, f);
  }
  return out;
}

function metaOf(f: FieldSpec): PatchMeta {
  const [strategy = '', mergeKey = ''] = f.patch.split(':');
  return { strategies: strategy === '' ? [] : strategy.split(','), mergeKey };
}

const cache = new Map<string, Schema>();

function messageSchema(id: string): Schema {
  const known = cache.get(id);
  if (known) return known;
  const goName = id.slice(id.indexOf('.') + 1);
  const lookup = (key: string): FieldSpec => {
    const f = fieldsOf(id).get(key);
    // PatchMetaFromStruct's error (third_party/forked/golang/json/fields.go)
    if (!f)
      throw new SmpError(
        `unable to find api field in struct ${goName} for the json field ${JSON.stringify(key)}`,
      );
    return f;
  };
  const schema: Schema = {
    struct: (key) => {
      const f = lookup(key);
      return [kindSchema(f.kind), metaOf(f)];
    },
    slice: (key) => {
      const f = lookup(key);
      if (!f.flags.includes('r')) throw new SmpError('expected slice or array type, but got: struct');
      return [kindSchema(f.kind), metaOf(f)];
    },
    name: () => 'struct',
  };
  cache.set(id, schema);
  return schema;
}

/** The patch metadata of a built-in kind, or undefined when the layout does not have it. */
export function builtinPatchSchema(apiVersion: string, kind: string): Schema | undefined {
  const id = messageOfKind(apiVersion, kind);
  return id === undefined ? undefined : messageSchema(id);
}

/**
 * Whether a built-in kind's zero object has the node at a path of field names: the Go zero value as
 * runtime.DefaultUnstructuredConverter renders it ([AM] pkg/runtime/converter.go toUnstructured: an
 * omitempty field is left out when zero, but a struct is never zero), so its fields that are not
 * omitempty are there (null for a nil slice, map or pointer) and so are its non-pointer structs, with
 * theirs; nothing below a list or a map. Undefined when the layout does not have the kind.
 */
export function zeroObjectNodes(apiVersion: string, kind: string): ((path: string[]) => boolean) | undefined {
  const root = messageOfKind(apiVersion, kind);
  if (root === undefined) return undefined;
  return (path) => {
    let id: string | undefined = root;
    for (const [i, name] of path.entries()) {
      if (id === undefined) return false;
      const f: FieldSpec | undefined = fieldsOf(id).get(name);
      if (!f) return false;
      const struct: boolean = f.kind.startsWith('m:') && !f.flags.includes('r') && !f.flags.includes('p');
      if (f.flags.includes('o') && !struct) return false;
      if (i < path.length - 1 && !struct) return false;
      id = struct ? f.kind.slice(2) : undefined;
    }
    return true;
  };
}
