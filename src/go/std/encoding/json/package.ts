// package encoding/json: Marshal, MarshalIndent, Unmarshal, Valid, Indent, Compact, Encoder, Decoder,
// RawMessage, Number, and the error types with go1.23's messages. The walk over values is native
// (encode.ts, decode.ts, scan.ts); the error values are built here in Go so that errors.As works.

import type { NativeContext, NativePackage } from '../../../interp/native.ts';
import type { Iface, Slice } from '../../../interp/values.ts';
import { bytesOf, bytesSlice } from '../../internal/conv.ts';
import { typeIface } from '../../reflect/type.ts';
import { type DecodeFailure, Decoder } from './decode.ts';
import { compactJSON, Encoder, indentJSON, MarshalFailure } from './encode.ts';
import src from './json.go?raw';
import { JsonSyntaxError, parseJSON, Reader } from './scan.ts';
import { streamSrc } from './stream.ts';

const NONE = ['', null, 0, '', '', null] as const;

function unmarshalNative(
  ctx: NativeContext,
  data: Slice | null,
  v: Iface | null,
  useNumber: boolean,
  disallow: boolean,
) {
  const text = bytesOf(data);
  let node: ReturnType<typeof parseJSON>;
  try {
    node = parseJSON(text);
  } catch (e) {
    if (e instanceof JsonSyntaxError) return [1, e.message, null, e.offset, '', '', null];
    throw e;
  }
  // decode.go: InvalidUnmarshalError{reflect.TypeOf(v)} for nil, a non-pointer or a nil pointer.
  if (v === null) return [3, '', ...NONE.slice(1)];
  if (v.t.kind !== 'ptr' || v.v === null) return [3, '', typeIface(ctx, v.t), ...NONE.slice(2)];
  const f: DecodeFailure | undefined = new Decoder(ctx, text, useNumber, disallow).run(node, v!.t, v!.v);
  if (f === undefined) return [0, ...NONE];
  const typ = f.rtype === null ? null : typeIface(ctx, f.rtype);
  return [f.code, f.value, typ, f.offset, f.struct, f.field, f.cause];
}

function marshalNative(ctx: NativeContext, v: Iface | null, escapeHTML: boolean) {
  try {
    const s = v === null ? 'null' : new Encoder(ctx, escapeHTML).encode(v.t, v.v, false);
    return [bytesSlice(s), 0, '', null, null, 0, ''];
  } catch (e) {
    if (e instanceof MarshalFailure) {
      const typ = e.rtype === null ? null : typeIface(ctx, e.rtype);
      return [null, e.code, e.detail, typ, e.cause, e.offset, e.sourceFunc];
    }
    throw e;
  }
}

/** Decoder: the length of the first value in `data` (after whitespace), or why there is none. */
function nextValueNative(data: Slice | null) {
  const text = bytesOf(data);
  const r = new Reader(text);
  r.skipSpace();
  if (r.i >= text.length) return [0, 2, '', 0];
  try {
    r.value();
  } catch (e) {
    if (e instanceof JsonSyntaxError) {
      if (e.message === 'unexpected end of JSON input') return [0, 3, '', 0];
      return [0, 1, e.message, e.offset];
    }
    throw e;
  }
  return [r.i, 0, '', 0];
}

let pkg: NativePackage | undefined;

export function jsonPackage(): NativePackage {
  pkg ??= {
    path: 'encoding/json',
    files: [
      { name: 'json.go', src },
      { name: 'stream.go', src: streamSrc },
    ],
    natives: {
      marshal: marshalNative,
      unmarshal: unmarshalNative,
      indentBytes: (_c, b: Slice | null, prefix: string, indent: string) =>
        bytesSlice(indentJSON(bytesOf(b), prefix, indent)),
      compactBytes: (_c, b: Slice | null, html: boolean) => bytesSlice(compactJSON(bytesOf(b), html)),
      Valid: (_c, b: Slice | null) => {
        try {
          parseJSON(bytesOf(b));
          return true;
        } catch (e) {
          if (e instanceof JsonSyntaxError) return false;
          throw e;
        }
      },
      checkValid: (_c, b: Slice | null) => {
        try {
          parseJSON(bytesOf(b));
          return ['', 0];
        } catch (e) {
          if (e instanceof JsonSyntaxError) return [e.message, e.offset];
          throw e;
        }
      },
      nextValue: (_c, b: Slice | null) => nextValueNative(b),
    },
  };
  return pkg;
}
