// k8s.io/client-go/testing: the actions, reactor chains and ObjectTracker behind client-go's fake
// clientsets (Go in this directory). JSON merge patches and JSON patches go through the API
// server's implementations (src/kube/apiserver/patch.ts).

import type { NativeContext } from '../../../../go/interp/native.ts';
import { goString, jsString } from '../../../../go/interp/strings.ts';
import type { Slice } from '../../../../go/interp/values.ts';
import { bytesOf, bytesSlice } from '../../../../go/std/internal/conv.ts';
import { type JsonPatchOp, jsonPatch, mergePatch, PatchError } from '../../../apiserver/patch.ts';
import { goMarshal, type Json } from '../../../apiserver/types.ts';
import { goPackage } from '../../pkg.ts';
import { clientGoMinor } from '../clientcmd/clientcmd.ts';
import actionsSrc from './actions.go?raw';
import fakeSrc from './fake.go?raw';
import fixtureSrc from './fixture.go?raw';

const parse = (s: Slice | null): Json => JSON.parse(jsString(bytesOf(s))) as Json;

/** Runs a patch: the result's bytes, or the failure's message. */
function patched(fn: () => Json): [Slice | null, string] {
  try {
    return [bytesSlice(goString(goMarshal(fn(), true))), goString('')];
  } catch (e) {
    if (e instanceof PatchError) return [null, goString(e.message)];
    throw e;
  }
}

export const testingPackage = goPackage({
  path: 'k8s.io/client-go/testing',
  files: { 'actions.go': actionsSrc, 'fake.go': fakeSrc, 'fixture.go': fixtureSrc },
  natives: {
    clientGoMinor: (_ctx: NativeContext) => clientGoMinor(),
    jsonMergePatch: (_ctx: NativeContext, doc: Slice | null, patch: Slice | null) =>
      patched(() => mergePatch(parse(doc), parse(patch))),
    jsonPatch: (_ctx: NativeContext, doc: Slice | null, patch: Slice | null) =>
      patched(() => jsonPatch(parse(doc), parse(patch) as unknown as JsonPatchOp[])),
  },
});
