// Natives of the watches the clientsets, the dynamic client and controller-runtime's WithWatch
// start ([CR] pkg/client/watch.go, [CG] gentype, dynamic): the simulated API server's watch of the
// list's item kind, its events queued in a WatchStream (watch-stream.ts) and handed to the Go
// decoder one at a time, decoded into the list's item type as the real watch decoder does (an ERROR
// event into a metav1.Status). Starting one arms the run's idle check (armIdleSignal), as an
// informer does: a program left waiting on a watch that nothing can change any more is a process
// waiting on the network, not a deadlock.

import type { NativeContext, NativeTable } from '../../go/interp/native.ts';
import type { Chan } from '../../go/interp/sched.ts';
import { goString, jsString } from '../../go/interp/strings.ts';
import type { Iface } from '../../go/interp/values.ts';
import type { KubeObject } from '../apiserver/types.ts';
import { DirectClient } from '../runtime/client.ts';
import { noKindMatch } from '../runtime/errors.ts';
import { FakeClient } from '../runtime/fake.ts';
import { type ClientState, gvkOfObj, stateOf } from './client.ts';
import { goObjectFrom } from './controller.ts';
import { goErrorValue, statusErrorValue } from './errors.ts';
import { idleCheck, runState } from './manager-state.ts';
import { listItemGVK } from './scheme.ts';
import { WatchStream } from './watch-stream.ts';

interface WatchBinding {
  readonly stream: WatchStream<{ type: string; object: KubeObject }>;
  /** the Go type of the list's items (events decode into a fresh *T) */
  readonly item: Parameters<typeof goObjectFrom>[1];
}

const META = 'k8s.io/apimachinery/pkg/apis/meta/v1';

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
  const binding: WatchBinding = { stream: new WatchStream(), item };
  binding.stream.stop = fake.watch(gvk, ns, (e) => binding.stream.push(e));
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
  const binding: WatchBinding = { stream: new WatchStream(), item: items.type.elem! };
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
    (e) => binding.stream.push(e),
  );
  if (!res.ok) return [0, statusErrorValue(ctx, res.status)];
  binding.stream.stop = res.stop;
  // the program's own watch loop (an informer's reflector runs in client-go's goroutines): the run
  // says so if it ends with the program still waiting on it
  if (ctx.inProgramCode()) {
    const state = runState(st.env);
    state.programWatches++;
    binding.stream.stop = () => {
      state.programWatches--;
      res.stop();
    };
  }
  idleCheck.arm(ctx);
  return register(binding);
}

/** The next queued event, without waiting: ok false if none; more false once the stream ended. */
function nextWatchEvent(ctx: NativeContext, h: number): [string, Iface | null, boolean, boolean] {
  const w = watches.get(h);
  if (w === undefined) return ['', null, false, false];
  const { e, more } = w.stream.next();
  if (e === undefined) return ['', null, false, more];
  // an ERROR event carries a metav1.Status, whatever the list's item type
  const item = e.type === 'ERROR' ? ctx.typeOf(META, 'Status') : w.item;
  return [goString(e.type), goObjectFrom(ctx, item, e.object), true, true];
}

function notifyWatch(_ctx: NativeContext, h: number, ready: Chan): void {
  const w = watches.get(h);
  if (w === undefined) ready.close();
  else w.stream.notify(ready);
}

function stopWatch(_ctx: NativeContext, h: number): void {
  const w = watches.get(h);
  if (w === undefined) return;
  watches.delete(h);
  w.stream.close();
}

export const watchNatives: NativeTable = {
  '*client.startWatch': startWatch,
  nextWatchEvent,
  notifyWatch,
  stopWatch,
};
