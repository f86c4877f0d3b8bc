// What decoding a v1 request body into the internal type does before admission, defaulting and
// validation see it. A Secret's stringData is merged into data, stringData winning, and is never
// stored or returned (kubernetes pkg/apis/core/v1/conversion.go, Convert_v1_Secret_To_core_Secret).
// Quantities are parsed and come back in canonical form (./quantities.ts).
import { encodeBase64 } from './admission.ts';
import { canonicalizeQuantities } from './quantities.ts';
import { isObject, type KubeObject } from './types.ts';

/** Decodes `o` in place; returns the decoder's error for a value its Go type cannot hold. */
export function decodeBuiltinBody(kind: string, o: KubeObject): string | undefined {
  const error = canonicalizeQuantities(kind, o);
  if (error !== undefined) return error;
  if (kind !== 'Secret' || !('stringData' in o)) return undefined;
  const stringData = o.stringData;
  delete o.stringData;
  if (!isObject(stringData)) return undefined;
  const data = isObject(o.data) ? o.data : {};
  for (const [k, v] of Object.entries(stringData)) data[k] = encodeBase64(String(v));
  o.data = data;
  return undefined;
}
