// Strict decoding in the runtime serializers (serializer.EnableStrict, json.SerializerOptions{Strict}):
// it decoded as the lax mode does, so a manifest with a misspelt field passed silently. As the real
// Serializer ([AM] runtime/serializer/json/json.go unmarshal, sigs.k8s.io/json UnmarshalStrict),
// the object is still decoded and comes back with a runtime.NewStrictDecodingError listing, in
// document order, YAMLToJSONStrict's duplicate-key error, then `unknown field "spec.replica"` (the
// path with map keys and list indices; case-sensitive, so "Data" is unknown) and `duplicate field
// "metadata.name"`; an Unstructured target is checked for duplicates only; the universal
// deserializer passes a strict error through with its object (recognizer.go).

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { outputTrailer, runMain } from './helpers.ts';

const PROGRAM = readFileSync(join(import.meta.dirname, 'testdata', 'serializer-strict.go'), 'utf8');

describe('strict decoding', () => {
  it('reports unknown and duplicate fields as sigs.k8s.io/json does, with the object decoded', () => {
    const r = runMain(PROGRAM);
    expect(r.stderr).toBe('');
    expect(r.stdout).toBe(outputTrailer(PROGRAM));
  });
});
