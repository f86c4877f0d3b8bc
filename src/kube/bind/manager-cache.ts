// Natives of pkg/cache's informerCache: field indexes whose extractor is the learner's Go function
// (mgr.GetFieldIndexer().IndexField), feeding client.MatchingFields on cached Lists.

import type { NativeContext, NativeTable } from '../../go/interp/native.ts';
import { goString, jsString } from '../../go/interp/strings.ts';
import type { Iface, Slice } from '../../go/interp/values.ts';
import { goObjectFrom } from './controller.ts';
import { gvkOf } from './controller-scheme.ts';
import { managerByHandle } from './manager-state.ts';
import { isSchemeError } from './scheme.ts';

function indexField(
  ctx: NativeContext,
  ic: any,
  _goCtx: Iface | null,
  obj: Iface | null,
  field: string,
  extract: (o: Iface) => Slice | null,
): Iface | null {
  const m = managerByHandle(ic.h);
  const gvk = gvkOf(ctx, m.scheme.value, obj);
  if (isSchemeError(gvk)) return ctx.errorf(goString(gvk.error));
  const t = obj!.t.elem!;
  const err = m.mgr.cache.indexField(gvk, jsString(field), (o) => {
    const vals = extract(goObjectFrom(ctx, t, o));
    return vals === null ? [] : vals.toArray().map((v: string) => jsString(v));
  });
  if (err === undefined) return null;
  return ctx.errorf(goString(err.kind === 'plain' ? err.message : err.status.message));
}

function waitForCacheSync(_ctx: NativeContext, ic: any, _goCtx: Iface | null): boolean {
  const m = managerByHandle(ic.h);
  return m.mgr.cache.informersList().every((i) => i.synced);
}

export const cacheNatives: NativeTable = {
  '*informerCache.IndexField': indexField,
  '*informerCache.WaitForCacheSync': waitForCacheSync,
};
