// sigs.k8s.io/controller-runtime/pkg/client/fake over the runtime's FakeClient: the "unit test"
// mode with the fake's own semantics (SEMANTICS.md §5: RVs from 999, `object was modified`, status
// only for WithStatusSubresource kinds, no RBAC, no cache lag), reached through the same Go client.

import type { NativeContext, NativeTable } from '../../go/interp/native.ts';
import { ptrTo } from '../../go/interp/rtype.ts';
import { goString, jsString } from '../../go/interp/strings.ts';
import { Iface, type Slice, zero } from '../../go/interp/values.ts';
import type { KubeObject } from '../apiserver/types.ts';
import type { GVK } from '../runtime/cache.ts';
import { FakeClient } from '../runtime/fake.ts';
import { CLIENT_PKG, goClientValue } from './client.ts';
import clientFakeGo from './client-fake.go?raw';
import clientFakeSubresourceGo from './client-fake-subresource.go?raw';
import { encodeGo } from './codec.ts';
import { goObjectFrom } from './controller.ts';
import { controllerRuntimeMinorNative } from './cr-minor.ts';
import { type KubeEnv, maybeKubeEnv, newKubeEnv } from './env.ts';
import { GoScheme, gvkOfGoObject, gvString, isSchemeError, listItemGVK } from './scheme.ts';

function ifaces(s: Slice | null): (Iface | null)[] {
  return s === null ? [] : (s.toArray() as (Iface | null)[]);
}

function panicWith(ctx: NativeContext, msg: string): never {
  throw ctx.panic(ctx.errorf(goString(msg)));
}

function objectJSON(ctx: NativeContext, o: Iface, gvk: GVK): KubeObject {
  const j = encodeGo(ctx, o.v, o.t) as KubeObject;
  return { ...j, apiVersion: gvString(gvk), kind: gvk.kind };
}

export const fakeNatives: NativeTable = {
  controllerRuntimeMinor: controllerRuntimeMinorNative,
  // func build(s *runtime.Scheme, mapper meta.RESTMapper, objs []client.Object, runtimeObjs []runtime.Object, lists []client.ObjectList, status []client.Object, indexes []index, returnManagedFields bool) client.Client
  build: (
    ctx,
    s: unknown,
    mapper: Iface | null,
    objs: Slice | null,
    runtimeObjs: Slice | null,
    lists: Slice | null,
    status: Slice | null,
    indexes: Slice | null,
    returnManagedFields: boolean,
  ) => {
    const scheme = new GoScheme(s);
    const gvkOf = (o: Iface | null): GVK => {
      const g = gvkOfGoObject(ctx, o, scheme);
      if (isSchemeError(g))
        return panicWith(ctx, `failed to get gvk for object ${o?.t.String() ?? 'nil'}: ${g.error}`);
      return g;
    };
    const objects: KubeObject[] = [];
    for (const o of [...ifaces(objs), ...ifaces(runtimeObjs)]) {
      if (o === null) continue;
      objects.push(objectJSON(ctx, o, gvkOf(o)));
    }
    for (const l of ifaces(lists)) {
      if (l === null || l.v === null) continue;
      const item = listItemGVK(gvkOf(l));
      const items = (encodeGo(ctx, l.v, l.t) as { items?: KubeObject[] }).items ?? [];
      for (const it of items) objects.push({ ...it, apiVersion: gvString(item), kind: item.kind });
    }
    const withStatus = ifaces(status)
      .filter((o): o is Iface => o !== null)
      .map(gvkOf);
    const env: KubeEnv = maybeKubeEnv() ?? newKubeEnv();
    let fake: FakeClient;
    try {
      fake = new FakeClient({
        objects,
        statusSubresource: withStatus,
        // WithIndex: the extractor sees each object decoded into the type it was registered with
        indexes: (indexes?.toArray() ?? []).map((i: any) => ({
          gvk: { group: jsString(i.gvk.Group), version: jsString(i.gvk.Version), kind: jsString(i.gvk.Kind) },
          field: jsString(i.field),
          extract: (o: KubeObject): string[] => {
            const vals = i.fn(goObjectFrom(ctx, (i.obj as Iface).t.elem!, o)) as Slice | null;
            return vals === null ? [] : vals.toArray().map((v: unknown) => jsString(v as string));
          },
        })),
        returnManagedFields,
        clock: env.clock,
        trace: env.trace,
        identity: env.identity,
      });
    } catch (e) {
      return panicWith(ctx, (e as Error).message);
    }
    // Build returns client.WithWatch: the client wrapped as client.NewWithWatch wraps it
    const c = goClientValue(ctx, fake, { scheme: s, mapper, env });
    const wt = ctx.typeOf(CLIENT_PKG, 'watchingClient');
    const w = zero(wt);
    w.client = c.v;
    return new Iface(ptrTo(wt), w);
  },
};

export const fakeSrc = clientFakeGo;
export const fakeSubresourceSrc = clientFakeSubresourceGo;
