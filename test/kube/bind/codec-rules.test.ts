// encoding/json's rules on hand-built descriptors: field naming and tags, embedded structs
// (inlined; shallower wins, a tagged field beats an untagged one, equal rivals both vanish),
// omitempty vs omitzero, nil vs empty, pointers, case-sensitive decoding with int64 for interface{}
// numbers (sigs.k8s.io/json), type errors.
import { describe, expect, it } from 'vitest';
import type { NativeContext } from '../../../src/go/interp/native.ts';
import {
  mapOf,
  namedType,
  ptrTo,
  type RType,
  setUnderlying,
  sliceOf,
  structOf,
  tEmptyInterface,
  tFloat64,
  tInt32,
  tInt64,
  tString,
  tUint8,
} from '../../../src/go/interp/rtype.ts';
import { Cell, GoMap, type Iface, Slice, zero } from '../../../src/go/interp/values.ts';
import { CodecError, decodeGo, decodeGoInto, encodeGo } from '../../../src/kube/bind/codec.ts';

const ctx = { lookupMethod: () => undefined } as unknown as NativeContext;

function named(name: string, fields: Parameters<typeof structOf>[0]): RType {
  const t = namedType('example.com/lab', 'lab', name);
  setUnderlying(t, structOf(fields));
  return t;
}

const Meta = named('Meta', [
  { name: 'Name', type: tString, tag: 'json:"name,omitempty"' },
  { name: 'Kind', type: tString, tag: 'json:"kind"' },
]);
const Spec = named('Spec', [
  { name: 'Replicas', type: ptrTo(tInt32), tag: 'json:"replicas,omitempty"' },
  { name: 'Tags', type: sliceOf(tString), tag: 'json:"tags"' },
  { name: 'Labels', type: mapOf(tString, tString), tag: 'json:"labels,omitempty"' },
  { name: 'Data', type: sliceOf(tUint8), tag: 'json:"data,omitempty"' },
  { name: 'Secret', type: tString, tag: 'json:"-"' },
  { name: 'Count', type: tInt64, tag: 'json:"count,string,omitempty"' },
  { name: 'Note', type: tString },
  { name: 'hidden', type: tString, pkgPath: 'example.com/lab' },
  { name: 'Zero', type: Meta, tag: 'json:"zero,omitzero"' },
  { name: 'Empty', type: Meta, tag: 'json:"empty,omitempty"' },
]);
const Obj = named('Obj', [
  { name: 'Meta', type: Meta, embedded: true },
  { name: 'Kind', type: tString, tag: 'json:"kind,omitempty"' },
  { name: 'Spec', type: Spec, tag: 'json:"spec"' },
  { name: 'Ptr', type: ptrTo(Meta), tag: 'json:"ptr,omitempty"' },
]);

describe('encoding/json rules', () => {
  it('encodes with tags, inlining, omitempty/omitzero and nil-vs-empty', () => {
    const o = zero(Obj);
    o.Meta.Name = 'gb';
    o.Meta.Kind = 'inner';
    o.Kind = 'Outer';
    o.Spec.Replicas = new Cell(3);
    o.Spec.Tags = null;
    o.Spec.Labels = new GoMap(tString);
    o.Spec.Data = Slice.of([104, 105]);
    o.Spec.Secret = 'x';
    o.Spec.Count = 7;
    o.Spec.Note = 'n';
    o.Spec.hidden = 'h';
    expect(JSON.stringify(encodeGo(ctx, o, Obj))).toBe(
      '{"name":"gb","kind":"Outer","spec":{"replicas":3,"tags":null,"data":"aGk=","count":"7","Note":"n","empty":{"kind":""}}}',
    );
  });

  it('decodes as the Kubernetes serializer (sigs.k8s.io/json, case-sensitive) into a zeroed target, ignoring unknown fields', () => {
    const o = zero(Obj);
    o.Spec.Note = 'stale';
    o.Ptr = zero(Meta);
    decodeGoInto(
      ctx,
      {
        NAME: 'a',
        kind: 'K',
        spec: { Replicas: 2, tags: [], data: 'aGk=', count: '9', extra: 1, Note: 'n' },
        ptr: null,
      },
      o,
      Obj,
    );
    expect(o.Meta.Name).toBe(''); // "NAME" is not "name": no case-insensitive match
    expect(o.Kind).toBe('K');
    expect(o.Meta.Kind).toBe(''); // the outer, shallower "kind" wins
    expect(o.Spec.Replicas).toBeNull(); // "Replicas" is not "replicas"
    expect(o.Spec.Tags).toBeInstanceOf(Slice); // [] is an empty slice, not nil
    expect((o.Spec.Tags as Slice).len).toBe(0);
    expect(o.Spec.Labels).toBeNull();
    expect((o.Spec.Data as Slice).toArray()).toEqual([104, 105]);
    expect(o.Spec.Count).toBe(9);
    expect(o.Spec.Note).toBe('n');
    expect(o.Ptr).toBeNull(); // null sets a pointer field to nil
  });

  it('decodes JSON numbers into interface{} as int64 when integral (PreserveInts), float64 otherwise', () => {
    const m = decodeGo(ctx, { a: 3, b: 1.5, c: [4] }, mapOf(tString, tEmptyInterface)) as GoMap;
    expect((m.get('a') as Iface).t).toBe(tInt64);
    expect((m.get('a') as Iface).v).toBe(3);
    expect((m.get('b') as Iface).t).toBe(tFloat64);
    const c = (m.get('c') as Iface).v as Slice;
    expect((c.arr[c.off] as Iface).t).toBe(tInt64);
    // encoding/json itself (what jsonpatch uses) keeps float64
    const plain = decodeGo(ctx, { a: 3 }, mapOf(tString, tEmptyInterface), {}) as GoMap;
    expect((plain.get('a') as Iface).t).toBe(tFloat64);
  });

  it('reports type mismatches as encoding/json does', () => {
    expect(() => decodeGo(ctx, { spec: { replicas: 'three' } }, Obj)).toThrow(
      // go1.23's text: the innermost struct's name, then the whole field path
      new CodecError('json: cannot unmarshal string into Go struct field Spec.spec.replicas of type int32'),
    );
    expect(() => decodeGo(ctx, { spec: { replicas: 1.5 } }, Obj)).toThrow(CodecError);
  });
});
