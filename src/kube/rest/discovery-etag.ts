// The aggregated discovery document's ETag, apart from discovery.ts: it needs the Go-style encoder
// (encode.ts, and through it the protobuf field tables), which only the REST handler uses; discovery.ts
// is also read by client-go's simulated discovery client, which every exercise page's engine loads.
import type { JsonObject } from '../apiserver/types.ts';
import { encodeInOrder } from './encode.ts';

/**
 * The ETag of a discovery document: the upper-case hex SHA-512, quoted, of json.Marshal of the cached
 * v2 APIGroupDiscoveryList, which has no TypeMeta set (only metadata and items), so v2 and v2beta1
 * answers share it ([AS] endpoints/discovery/aggregated/etag.go calculateETag, handler.go
 * fetchFromCache). `sha512Hex` is the host's (engine code has no sync digest).
 */
export function discoveryETag(doc: JsonObject, sha512Hex: (text: string) => string): string {
  const { kind: _kind, apiVersion: _apiVersion, ...list } = doc;
  return JSON.stringify(sha512Hex(encodeInOrder(list)).toUpperCase());
}
