// k8s.io/apimachinery/pkg/util/json ([AM] pkg/util/json/json.go v0.36.0): Unmarshal is
// sigs.k8s.io/json's UnmarshalCaseSensitivePreserveInts, the decoder the Kubernetes codecs use:
// encoding/json's own decoder (src/go/std/encoding/json) with case-sensitive keys and integers into
// interface{} as int64.

import type { NativeContext } from '../../../go/interp/native.ts';
import type { Iface, Slice } from '../../../go/interp/values.ts';
import { Decoder } from '../../../go/std/encoding/json/decode.ts';
import { JsonSyntaxError, parseJSON } from '../../../go/std/encoding/json/scan.ts';
import { bytesOf } from '../../../go/std/internal/conv.ts';
import { K8S_DECODING } from '../../bind/codec.ts';
import { goPackage } from '../pkg.ts';
import src from './utiljson.go?raw';

export const utilJsonPackage = goPackage({
  path: 'k8s.io/apimachinery/pkg/util/json',
  files: { 'json.go': src },
  natives: {
    unmarshalCaseSensitivePreserveInts: (
      ctx: NativeContext,
      data: Slice | null,
      v: Iface | null,
    ): boolean => {
      if (v === null || v.t.kind !== 'ptr' || v.v === null) return false;
      const text = bytesOf(data);
      let node: ReturnType<typeof parseJSON>;
      try {
        node = parseJSON(text);
      } catch (e) {
        if (e instanceof JsonSyntaxError) return false;
        throw e;
      }
      return new Decoder(ctx, text, false, false, K8S_DECODING).run(node, v.t, v.v) === undefined;
    },
  },
});
