// Natives of client.WithWatch's Watch ([CR] pkg/client/watch.go): the simulated API server's watch
// of the list's item kind, its events queued here and handed to the Go streamWatcher one at a time
// (nextWatchEvent parks the receiving goroutine until an event or Stop), decoded into the list's
// item type as the real watch decoder does.

import type { NativeContext, NativeTable } from '../../go/interp/native.ts';
import { goString, jsString } from '../../go/interp/strings.ts';
import type { Iface } from '../../go/interp/values.ts';
import type { KubeObject } from '../apiserver/types.ts';
import { DirectClient } from '../runtime/client.ts';
import { noKindMatch } from '../runtime/errors.ts';
import { FakeClient } from '../runtime/fake.ts';
import { type ClientState, gvkOfObj, stateOf } from './client.ts';
import { goObjectFrom } from './controller.ts';
import { goErrorValue, statusErrorValue } from './errors.ts';
import { listItemGVK } from './scheme.ts';

interface WatchBinding {
  readonly queue: { type: string; object: KubeObject }[];
  /** the Go type of the list's items (events decode into a fresh *T) */
  readonly item: Parameters<typeof goObjectFrom>[1];
  stop: () => void;
  stopped: boolean;
}

// Watches by handle; a handle is dropped when its watch stops.
const watches = new Map<number, WatchBinding>();
let nextHandle = 0;

function register(binding: WatchBinding): [number, null] {
  const h = nextHandle++;
  watches.set(h, binding);
  return [h, null];
}

/** fakeClient.Watch: the tracker's watch of the namespace (no selectors, no initial objects). */
function fakeWatch(
  fake: FakeClient,
  gvk: Parameters<FakeClient['watch']>[0],
  ns: string,
  item: WatchBinding['item'],
): [number, Iface | null] {
  const binding: WatchBinding = { queue: [], item, stop: () => {}, stopped: false };
  binding.stop = fake.watch(gvk, ns, (e) => {
    if (!binding.stopped) binding.queue.push(e);
  });
  return register(binding);
}

function startWatch(
  ctx: NativeContext,
  c: any,
  _goCtx: Iface | null,
  list: Iface | null,
  ns: string,
  labelSel: string,
  fieldSel: string,
  rv: string,
): [number, Iface | null] {
  const st: ClientState = stateOf(ctx, c);
  const listGVK = gvkOfObj(ctx, c, st.env, list);
  if (!('kind' in listGVK)) return [0, listGVK];
  const gvk = listItemGVK(listGVK);
  const items = list!.t.elem!.fields.find((f) => f.name === 'Items');
  if (items === undefined) return [0, ctx.errorf(goString('no Items field in this object'))];
  if (st.backend instanceof FakeClient) return fakeWatch(st.backend, gvk, jsString(ns), items.type.elem!);
  const info = st.env.server.resourceFor(gvk.group, gvk.version, gvk.kind);
  if (info === undefined) {
    return [0, goErrorValue(ctx, noKindMatch(gvk.group, gvk.version, gvk.kind))];
  }
  const backend = st.backend;
  const binding: WatchBinding = { queue: [], item: items.type.elem!, stop: () => {}, stopped: false };
  const reqCtx = backend instanceof DirectClient ? backend.ctx : { user: st.env.identity };
  const res = st.env.server.watch(
    reqCtx,
    {
      group: gvk.group,
      version: gvk.version,
      resource: info.resource,
      namespace: jsString(ns),
      ...(rv !== '' ? { resourceVersion: jsString(rv) } : {}),
      ...(labelSel !== '' ? { labelSelector: jsString(labelSel) } : {}),
      ...(fieldSel !== '' ? { fieldSelector: jsString(fieldSel) } : {}),
    },
    (e) => {
      if (!binding.stopped) binding.queue.push(e);
    },
  );
  if (!res.ok) return [0, statusErrorValue(ctx, res.status)];
  binding.stop = res.stop;
  return register(binding);
}

function nextWatchEvent(ctx: NativeContext, h: number): any {
  const w = watches.get(h);
  if (w === undefined) return ['', null, false];
  const ready = () => w.stopped || w.queue.length > 0;
  const take = (): [string, Iface | null, boolean] => {
    const e = w.queue.shift();
    if (w.stopped || e === undefined) return ['', null, false];
    return [goString(e.type), goObjectFrom(ctx, w.item, e.object), true];
  };
  if (ready()) return take();
  return ctx.block({ reason: 'chan receive', ready }, take);
}

function stopWatch(_ctx: NativeContext, h: number): void {
  const w = watches.get(h);
  if (w === undefined || w.stopped) return;
  watches.delete(h);
  w.stopped = true;
  w.queue.length = 0;
  w.stop();
}

export const watchNatives: NativeTable = {
  '*client.startWatch': startWatch,
  nextWatchEvent,
  stopWatch,
};
