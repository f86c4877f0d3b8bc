// encoding/json's rules on hand-built descriptors: field naming and tags, embedded structs
// (inlined; shallower wins, a tagged field beats an untagged one, equal rivals both vanish),
// omitempty vs omitzero, nil vs empty, pointers, case-insensitive decoding, type errors.
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
  tInt32,
  tInt64,
  tString,
  tUint8,
} from '../../../src/go/interp/rtype.ts';
import { Cell, GoMap, Slice, zero } from '../../../src/go/interp/values.ts';
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

  it('decodes case-insensitively into a zeroed target, ignoring unknown fields', () => {
    const o = zero(Obj);
    o.Spec.Note = 'stale';
    decodeGoInto(
      ctx,
      {
        NAME: 'a',
        kind: 'K',
        spec: { Replicas: 2, tags: [], data: 'aGk=', count: '9', extra: 1 },
        ptr: { name: 'p' },
      },
      o,
      Obj,
    );
    expect(o.Meta.Name).toBe('a');
    expect(o.Kind).toBe('K');
    expect(o.Meta.Kind).toBe(''); // the outer, shallower "kind" wins
    expect((o.Spec.Replicas as Cell).load()).toBe(2);
    expect(o.Spec.Tags).toBeInstanceOf(Slice); // [] is an empty slice, not nil
    expect((o.Spec.Tags as Slice).len).toBe(0);
    expect(o.Spec.Labels).toBeNull();
    expect((o.Spec.Data as Slice).toArray()).toEqual([104, 105]);
    expect(o.Spec.Count).toBe(9);
    expect(o.Spec.Note).toBe('');
    expect(o.Ptr.Name).toBe('p');
  });

  it('reports type mismatches as encoding/json does', () => {
    expect(() => decodeGo(ctx, { spec: { replicas: 'three' } }, Obj)).toThrow(
      new CodecError('json: cannot unmarshal string into Go struct field Obj.spec.replicas of type int32'),
    );
    expect(() => decodeGo(ctx, { spec: { replicas: 1.5 } }, Obj)).toThrow(CodecError);
  });
});
