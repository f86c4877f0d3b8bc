// Status checks: how the learner writes status and what ends up stored. Judged on the trace (which
// resource path a write went to, what the API server answered, what came after a 409) and on the
// end state; lines come from the writes' call sites, and from the syntax tree only for the append
// that duplicates a condition. Facts: SEMANTICS.md "Writes, RV and conflicts", "Controller loop".
import { ObjectStore } from '../../kube/apiserver/store.ts';
import type { KubeObject } from '../../kube/apiserver/types.ts';
import type { ApiCallEvent, CacheReadEvent, CallSite } from '../../kube/trace.ts';
import type { Localized, SourceRef } from '../report.ts';
import type { ObjectRef } from '../scenario.ts';
import {
  appendsToField,
  assignsField,
  clientGoWrite,
  conflictDrops,
  freshFieldLiterals,
  funcDecls,
  keyedFromStatus,
  patchBaseIsTarget,
  rangeCopyWrites,
  shadowedErrorReturn,
  statusSetOnOtherCopy,
  zeroIndexGuards,
} from '../static.ts';
import {
  askedToRetry,
  type CallEvent,
  type CheckContext,
  type CheckDefinition,
  type CheckOutcome,
  callerOf,
  callSiteRef,
  describeCall,
  fail,
  fieldAt,
  findObject,
  isWriteVerb,
  learnerCalls,
  type ProjectSource,
  pass,
  reconciled,
  reconcileEnding,
  reconcileOf,
  refText,
  runsOrError,
  type ScenarioRun,
  skip,
  succeeded,
  traceIndexOf,
} from './context.ts';
import { changesRead, evaluateExpectations, unwatched } from './outcome.ts';

const notReached = () => skip('Not reached: the reconciler never ran.', '未执行：调谐器一次也没有运行。');

/**
 * The objects whose status the scenario judges: those with expected status fields or conditions,
 * those a status check names, and those that must settle.
 */
function judgedObjects(run: ScenarioRun): ObjectRef[] {
  const out: ObjectRef[] = [];
  for (const e of run.scenario.expect) {
    const judged =
      e.kind === 'settles' ||
      (e.kind === 'object' &&
        (e.check.startsWith('status.') ||
          e.conditions.length > 0 ||
          Object.keys(e.fields).some((f) => f.startsWith('status.'))));
    if (
      judged &&
      (e.kind === 'object' || e.kind === 'settles') &&
      !out.some((o) => refText(o) === refText(e.object))
    )
      out.push(e.object);
  }
  return out;
}

/** A status check also holds the scenario's own expectations tagged with its id (e.g. the spec change happened). */
function withOwnExpectations(ctx: CheckContext, id: string, outcome: CheckOutcome): CheckOutcome {
  if (outcome.status !== 'pass') return outcome;
  const owns = ctx.runs.some((r) => r.scenario.expect.some((e) => e.check === id && e.kind === 'object'));
  return owns ? evaluateExpectations(ctx, id, outcome) : outcome;
}

function resourceOf(run: ScenarioRun, ref: ObjectRef): string | undefined {
  const i = ref.apiVersion.indexOf('/');
  const group = i < 0 ? '' : ref.apiVersion.slice(0, i);
  const version = i < 0 ? ref.apiVersion : ref.apiVersion.slice(i + 1);
  return run.result?.env.server.resourceFor(group, version, ref.kind)?.resource;
}

/** The learner's writes to one object, in order, with their trace indexes. */
function writesTo(ctx: CheckContext, run: ScenarioRun, ref: ObjectRef) {
  const resource = resourceOf(run, ref);
  return learnerCalls(ctx, run).filter(
    ({ e }) =>
      e.kind === 'api' &&
      isWriteVerb(e.verb) &&
      e.resource === resource &&
      e.name === ref.name &&
      e.namespace === (ref.namespace ?? ''),
  ) as { e: ApiCallEvent; index: number }[];
}

/**
 * When the object reached `generation`: the stored version (resourceVersion) that first had it, and
 * the trace seq of the write that stored it (the last traced call at or below that version).
 */
function sinceGeneration(
  run: ScenarioRun,
  ref: ObjectRef,
  generation: unknown,
): { rv: number; seq: number } | undefined {
  const server = run.result?.env.server;
  const resource = resourceOf(run, ref);
  if (server === undefined || resource === undefined || typeof generation !== 'number') return undefined;
  const i = ref.apiVersion.indexOf('/');
  const group = i < 0 ? '' : ref.apiVersion.slice(0, i);
  const first = (server.store?.eventsSince?.(ObjectStore.tableKey(group, resource), 0) ?? []).find(
    (ev) =>
      ev.name === ref.name &&
      ev.namespace === (ref.namespace ?? '') &&
      (JSON.parse(ev.json) as KubeObject).metadata?.generation === generation,
  );
  if (first === undefined) return undefined;
  const write = (run.result?.trace ?? []).find(
    (e) => e.kind === 'api' && e.name === ref.name && e.rvStored === String(first.rv),
  );
  return write === undefined ? undefined : { rv: first.rv, seq: write.seq };
}

/**
 * The stored versions of `ref` in order (the API server's history, as a watch from resourceVersion 0
 * would replay it), and the version current at a resourceVersion.
 */
function versionsOf(run: ScenarioRun, ref: ObjectRef): { rv: number; obj: KubeObject }[] {
  const server = run.result?.env.server;
  const resource = resourceOf(run, ref);
  if (server === undefined || resource === undefined) return [];
  const i = ref.apiVersion.indexOf('/');
  const group = i < 0 ? '' : ref.apiVersion.slice(0, i);
  return (server.store?.eventsSince?.(ObjectStore.tableKey(group, resource), 0) ?? [])
    .filter((ev) => ev.name === ref.name && ev.namespace === (ref.namespace ?? '') && ev.type !== 'DELETED')
    .map((ev) => ({ rv: ev.rv, obj: JSON.parse(ev.json) as KubeObject }));
}

function versionAt(versions: { rv: number; obj: KubeObject }[], rv: number): KubeObject | undefined {
  let at: KubeObject | undefined;
  for (const v of versions) if (v.rv <= rv) at = v.obj;
  return at;
}

/**
 * The last status write of a reconcile that ended without an error, storing status.observedGeneration
 * behind the generation that reconcile had read: the pass finished its work for generation G but
 * the status it left says it describes an older one. The end state
 * can still be right when a later write (the pass a Deployment's readiness queued, say) sets it; had
 * that write never come, a reader waiting for observedGeneration to reach G (kubectl wait, a rollout
 * check) would wait forever. Only writes whose reconcile read the object at the generation the write
 * stored are judged: a reconcile that read an older generation rightly reports the older one.
 */
function laggingObservedGeneration(
  ctx: CheckContext,
  run: ScenarioRun,
  ref: ObjectRef,
):
  | {
      e: ApiCallEvent;
      index: number;
      generation: number;
      observed: unknown;
      /** the condition left behind when status.observedGeneration itself was right */
      condition?: string;
    }
  | undefined {
  const versions = versionsOf(run, ref);
  if (versions.length === 0) return undefined;
  const resource = resourceOf(run, ref);
  const calls = learnerCalls(ctx, run);
  const statusWrites = writesTo(ctx, run, ref).filter(
    (w) => w.e.subresource === 'status' && succeeded(w.e) && w.e.rvStored !== '',
  );
  for (const w of statusWrites) {
    const r = reconcileOf(run, w.e);
    if (r?.traceSeq === undefined || r.error !== undefined || r.panicked) continue;
    // Only the status a finished pass left: a write that marks the work in progress and a later
    // one in the same pass that sets observedGeneration is the kstatus convention (an
    // observedGeneration behind the generation says "still working on it").
    if (statusWrites.some((x) => x.e.seq > w.e.seq && reconcileOf(run, x.e) === r)) continue;
    const stored = versionAt(versions, Number(w.e.rvStored));
    const generation = fieldAt(stored, 'metadata.generation');
    const statusObserved = fieldAt(stored, 'status.observedGeneration');
    if (typeof generation !== 'number') continue;
    // a condition written with the generation of the status before this pass (its observedGeneration
    // copied from status.observedGeneration before that was set): one generation behind its status
    const behind =
      statusObserved === generation
        ? conditionsOf(stored).find(
            (c) => typeof c.observedGeneration === 'number' && c.observedGeneration !== generation,
          )
        : undefined;
    if (statusObserved === generation && behind === undefined) continue;
    const observed = behind ? behind.observedGeneration : statusObserved;
    const after = r.traceSeq.after;
    // the reconcile's last read of the object before the write: a Get from the cache or the server
    const read = calls
      .filter(
        ({ e }) =>
          e.verb === 'get' &&
          e.seq > after &&
          e.seq < w.e.seq &&
          e.resource === resource &&
          e.subresource === '' &&
          e.name === ref.name &&
          e.namespace === (ref.namespace ?? '') &&
          succeeded(e),
      )
      .at(-1)?.e;
    if (read === undefined) continue;
    const rvRead = read.kind === 'cacheRead' ? read.rvCache : read.kind === 'api' ? read.rvStored : '';
    if (rvRead === '' || fieldAt(versionAt(versions, Number(rvRead)), 'metadata.generation') !== generation)
      continue;
    return { ...w, generation, observed, ...(behind ? { condition: String(behind.type) } : {}) };
  }
  return undefined;
}

function lastStatusWriteLine(ctx: CheckContext, run: ScenarioRun, ref: ObjectRef): SourceRef[] {
  const writes = writesTo(ctx, run, ref).filter((w) => w.e.subresource === 'status');
  const last = writes.at(-1);
  const line = last && callSiteRef(ctx, last.e);
  return line ? [line] : [];
}

/** Did a successful status write change .status (not only the resourceVersion)? */
const statusMoved = (e: ApiCallEvent) => !e.noop && e.statusChanged !== false;

/**
 * `r.Update` (or Patch) of the object, then `r.Status().Update` in the same reconcile: the first
 * write's answer (the object as stored, with the stored status) is decoded into the Go object and
 * replaces the status set in memory, so the status write that follows sends the old status back — a
 * no-op. It is the mistake when the status really was meant to change: a later write of the status
 * changed it, or it never got there.
 */
function staleWriteBack(
  ctx: CheckContext,
  run: ScenarioRun,
  writes: { e: ApiCallEvent; index: number }[],
): CheckOutcome | undefined {
  for (let i = 0; i < writes.length; i++) {
    const w = writes[i];
    if (w.e.subresource !== 'status' || !succeeded(w.e) || statusMoved(w.e)) continue;
    const rec = reconcileOf(run, w.e);
    if (rec?.traceSeq === undefined) continue;
    const after = rec.traceSeq.after;
    const before = writes
      .slice(0, i)
      .filter(({ e }) => e.seq > after && e.subresource === '' && succeeded(e) && !e.noop)
      .at(-1);
    if (before === undefined) continue;
    // A later status write that changed it, with nothing changed by anyone else in between: what
    // it wrote was already known when the unchanged one was sent. After another client's change (a
    // Deployment becoming ready) the later write may report news, and the unchanged one was right.
    const trace = run.result?.trace ?? [];
    const newsBetween = (from: number, to: number) =>
      trace.some(
        (e) =>
          e.kind === 'api' &&
          e.seq > from &&
          e.seq < to &&
          isWriteVerb(e.verb) &&
          succeeded(e) &&
          !e.noop &&
          callerOf(ctx, run, e) === 'other',
      );
    const changedLater = writes
      .slice(i + 1)
      .some(
        ({ e }) =>
          e.subresource === 'status' && succeeded(e) && statusMoved(e) && !newsBetween(w.e.seq, e.seq),
      );
    const everChanged = writes.some(({ e }) => e.subresource === 'status' && succeeded(e) && statusMoved(e));
    if (!changedLater && everChanged) continue;
    const lines = [before, w].flatMap(({ e }) => {
      const l = callSiteRef(ctx, e);
      return l ? [l] : [];
    });
    return fail(
      `The object was written first (${describeCall(before.e)}), and its answer, the object as stored, replaced the status set in memory with the stored one; the status write that followed sent that stale status back and changed nothing in it: ${describeCall(w.e)}. Write the status last, or set it again after the object's write.`,
      `先写了对象本身（${describeCall(before.e, 'zh')}），它的返回值（存储中的对象）把内存里设置好的 status 覆盖成了存储中的旧 status；随后的 status 写入把这个过时的 status 写了回去，status 没有任何变化：${describeCall(w.e, 'zh')}。请最后再写 status，或在写完对象之后重新设置 status。`,
      [before.index, w.index],
      lines,
    );
  }
  return undefined;
}

/**
 * The fix for a client-go write (typed clientset or dynamic client), which has no Status(): its
 * UpdateStatus, or the "status" subresources argument of Patch (k8s.io/client-go dynamic/simple.go,
 * gentype/type.go).
 */
function clientGoHint(method: 'Update' | 'Patch' | undefined): Localized | undefined {
  if (method === 'Update')
    return {
      en: 'With the status subresource on, client-go’s Update ignores .status without an error; write the status with UpdateStatus(ctx, obj, metav1.UpdateOptions{}), which sends it to the status subresource.',
      'zh-cn':
        '开启 status 子资源后，client-go 的 Update 会悄无声息地忽略 .status；请用 UpdateStatus(ctx, obj, metav1.UpdateOptions{}) 写 status，它发往 status 子资源。',
    };
  if (method === 'Patch')
    return {
      en: 'With the status subresource on, client-go’s Patch of the object ignores .status without an error; pass "status" as Patch’s last argument (the subresources), e.g. Patch(ctx, name, types.MergePatchType, data, metav1.PatchOptions{}, "status").',
      'zh-cn':
        '开启 status 子资源后，client-go 对对象本身的 Patch 会悄无声息地忽略 .status；请把 "status" 作为 Patch 的最后一个参数（subresources）传入，例如 Patch(ctx, name, types.MergePatchType, data, metav1.PatchOptions{}, "status")。',
    };
  return undefined;
}

export const writtenViaSubresource: CheckDefinition = {
  id: 'status.written-via-subresource',
  title: { en: 'Status is written through the status subresource', 'zh-cn': '通过 status 子资源写入 status' },
  lesson: '/lessons/status/#status-subresource',
  hint: {
    en: 'With the status subresource on, Update and Patch of the object ignore .status without an error; use r.Status().Update or r.Status().Patch.',
    'zh-cn':
      '开启 status 子资源后，对对象本身的 Update 和 Patch 会悄无声息地忽略 .status；请用 r.Status().Update 或 r.Status().Patch。',
  },
  evaluate(ctx) {
    const broken = runsOrError(ctx);
    if (broken) return broken;
    if (!ctx.runs.some(reconciled)) return notReached();
    const refused: { e: ApiCallEvent; index: number }[] = [];
    for (const run of ctx.runs)
      for (const ref of judgedObjects(run)) {
        const writes = writesTo(ctx, run, ref);
        const stale = staleWriteBack(ctx, run, writes);
        if (stale !== undefined) return stale;
        const statusWrites = writes.filter((w) => w.e.subresource === 'status');
        const viaStatus = statusWrites.filter((w) => succeeded(w.e));
        if (viaStatus.length > 0) continue;
        const main = writes.filter((w) => w.e.subresource === '');
        const accepted = main.find((w) => succeeded(w.e));
        if (main.length > 0 && accepted === undefined)
          return fail(
            `The status of ${refText(ref)} was written with a write to the object itself: ${describeCall(main[0].e)}. That write was refused here, but even allowed it would not store .status: the CRD has the status subresource, so the object's writes ignore it. No write went to ${main[0].e.resource}/status.`,
            `${refText(ref)} 的 status 是通过写对象本身来写的：${describeCall(main[0].e, 'zh')}。这次写入在这里被拒绝了；但即使被允许，它也不会保存 .status：CRD 开启了 status 子资源，对对象本身的写入会忽略它。没有任何写入发往 ${main[0].e.resource}/status。`,
            main.map((w) => w.index),
            main.flatMap((w) => {
              const l = callSiteRef(ctx, w.e);
              return l ? [l] : [];
            }),
          );
        if (accepted !== undefined) {
          const outcome = fail(
            `The status of ${refText(ref)} was written with a write to the object itself, which the API server accepts and silently strips of .status because the CRD has the status subresource: ${describeCall(accepted.e)}. No write went to ${accepted.e.resource}/status.`,
            `${refText(ref)} 的 status 是通过写对象本身来写的；由于 CRD 开启了 status 子资源，API server 接受了请求，却悄悄丢弃了 .status：${describeCall(accepted.e, 'zh')}。没有任何写入发往 ${accepted.e.resource}/status。`,
            main.map((w) => w.index),
            main.flatMap((w) => {
              const l = callSiteRef(ctx, w.e);
              return l ? [l] : [];
            }),
          );
          const at = callSiteRef(ctx, accepted.e);
          const hint = at && clientGoHint(clientGoWrite(ctx.files, at));
          return hint ? { ...outcome, hint } : outcome;
        }
        if (statusWrites.length > 0) {
          // The write went to the right place and was refused (403, 409, 422): another check's
          // boundary, never "did not write through the subresource".
          refused.push(...statusWrites);
          continue;
        }
        // r.SubResource("Status"): subresource names are case-sensitive, so the write went to a
        // subresource that does not exist (RBAC, matching names exactly, refuses it first).
        const misnamed = writes.filter(
          (w) => w.e.subresource !== 'status' && w.e.subresource.toLowerCase() === 'status',
        );
        if (misnamed.length > 0) {
          const m = misnamed[0].e;
          const hint = {
            en: 'Write the status with r.Status().Update or r.Status().Patch, or name the subresource in lower case: r.SubResource("status").',
            'zh-cn':
              '用 r.Status().Update 或 r.Status().Patch 写 status，或者用小写写出子资源名：r.SubResource("status")。',
          };
          const outcome = fail(
            `The status of ${refText(ref)} was sent to the subresource "${m.subresource}": ${describeCall(m)}. Subresource names are case-sensitive: the status subresource is "status" (what r.Status() writes to); there is no "${m.subresource}", so no write reached ${m.resource}/status.`,
            `${refText(ref)} 的 status 被发往了子资源 "${m.subresource}"：${describeCall(m, 'zh')}。子资源名区分大小写：status 子资源叫 "status"（r.Status() 写入的就是它）；并不存在 "${m.subresource}"，所以没有任何写入到达 ${m.resource}/status。`,
            misnamed.map((w) => w.index),
            misnamed.flatMap((w) => {
              const l = callSiteRef(ctx, w.e);
              return l ? [l] : [];
            }),
          );
          return { ...outcome, hint };
        }
        // No write at all: only a mistake if some reconcile of the object ran to its end normally.
        const finished = (run.result?.reconciles ?? []).filter(
          (r) => r.request.name === ref.name && r.error === undefined && !r.panicked,
        );
        if (finished.length === 0) {
          const last = (run.result?.reconciles ?? []).filter((r) => r.request.name === ref.name).at(-1);
          const why = last
            ? reconcileEnding(last)
            : { en: 'no reconcile of it ran to its end', zh: '没有一次针对它的调谐运行完毕' };
          return skip(
            `Not reached: no reconcile of ${refText(ref)} got as far as writing its status (the last one ${why.en}).`,
            `未执行：针对 ${refText(ref)} 的调谐没有一次走到写 status 那一步（最后一次${why.zh}）。`,
          );
        }
        // Where the last such reconcile stopped: its last call, after which it returned (an early
        // return whose guard is the wrong way round reads the object and leaves).
        const lastDone = finished.at(-1);
        const lastCall = learnerCalls(ctx, run)
          .filter(({ e }) => reconcileOf(run, e) === lastDone)
          .at(-1);
        const at = lastCall && callSiteRef(ctx, lastCall.e);
        // A cached Get answered 404 for an object this same reconcile had just created: the
        // informer had not delivered it yet (the cache lags the reconciler's own writes).
        const l = lastCall?.e;
        const created =
          l !== undefined &&
          (l.kind === 'cacheRead' || (l.kind === 'api' && l.clientPath === 'cache')) &&
          l.verb === 'get' &&
          l.result.code === 404
            ? learnerCalls(ctx, run).find(
                ({ e }) =>
                  e.kind === 'api' &&
                  e.seq < l.seq &&
                  reconcileOf(run, e) === lastDone &&
                  e.result.code === 201 &&
                  e.resource === l.resource &&
                  e.namespace === l.namespace &&
                  e.name === l.name,
              )
            : undefined;
        const createdAt = created && callSiteRef(ctx, created.e);
        const lag = created && {
          en: ` That Get read the cache right after this reconcile created the object (${describeCall(created.e)}${createdAt ? `, line ${createdAt.line}` : ''}): the cache had not received it yet, so it answered NotFound.`,
          zh: `这次 Get 读的是缓存，而本次调谐刚刚创建了这个对象（${describeCall(created.e, 'zh')}${createdAt ? `，第 ${createdAt.line} 行` : ''}）：缓存还没有收到它，于是回答 NotFound。`,
        };
        return fail(
          `The reconciler never wrote the status of ${refText(ref)}: no Status().Update or Status().Patch was made, though ${finished.length} reconcile${finished.length > 1 ? 's' : ''} of it returned normally.${lastCall && lastDone ? ` The last one's last call was ${describeCall(lastCall.e)}${at ? ` (line ${at.line})` : ''}; then it ${reconcileEnding(lastDone).en}.` : ''}${lag ? lag.en : ''}`,
          `调谐器从未写入 ${refText(ref)} 的 status：没有任何 Status().Update 或 Status().Patch，而针对它的调谐已有 ${finished.length} 次正常返回。${lastCall && lastDone ? `最后一次调谐的最后一个调用是 ${describeCall(lastCall.e, 'zh')}${at ? `（第 ${at.line} 行）` : ''}，之后它${reconcileEnding(lastDone).zh}。` : ''}${lag ? lag.zh : ''}`,
          lastCall ? [lastCall.index] : [],
          [...(at ? [at] : []), ...(createdAt ? [createdAt] : [])],
        );
      }
    if (refused.length > 0)
      return pass(
        `The status was sent to the status subresource, where it belongs; the API server refused it (${describeCall(refused[0].e)}), which the other checks explain.`,
        `status 发往了 status 子资源，这是对的；但 API server 拒绝了它（${describeCall(refused[0].e, 'zh')}），原因见其他检查。`,
        refused.map((w) => w.index),
      );
    return pass('Status was written through the status subresource.', 'status 是通过 status 子资源写入的。');
  },
};

/**
 * Did the reconcile that made a call at `time` ask to run again? Fallback for runs whose reconciles
 * carry no trace span: the call belongs to the first reconcile recorded at or after its time.
 */
function retriedByTime(run: ScenarioRun, time: number): boolean {
  const after = (run.result?.reconciles ?? []).filter((r) => r.time >= time);
  const end = after[0]?.time;
  return after.filter((r) => r.time === end).some(askedToRetry);
}

const sameTarget = (a: CallEvent, b: CallEvent) =>
  a.resource === b.resource &&
  a.subresource === b.subresource &&
  a.namespace === b.namespace &&
  a.name === b.name;

/** The same call site, called from the same lines (a helper read at the top and again in an error branch is not a retry). */
function sameChain(a: CallSite, b: CallSite): boolean {
  const frames = (c: CallSite) => [c, ...(c.callers ?? [])].map((f) => `${f.file}:${f.line}`).join(' ');
  return frames(a) === frames(b);
}

/**
 * After the 409 at `calls[i]`, the same reconcile ran the read its write was based on again (the
 * same call site: a retry loop, retry.RetryOnConflict) and got the object the API server held, then
 * wrote nothing more to it: it recomputed from fresh data and found nothing left to write (its own
 * earlier write, which the cache had not yet delivered when it first read, already said it). The
 * trace holds no request bodies, so "nothing left to write" is the code's call; the outcome checks
 * judge what the object ends with.
 */
function freshReread(calls: { e: CallEvent }[], i: number, last: number): boolean {
  const w = calls[i].e;
  const reads = (e: CallEvent) =>
    e.verb === 'get' &&
    e.resource === w.resource &&
    e.namespace === w.namespace &&
    e.name === w.name &&
    (e.subresource === '' || e.subresource === w.subresource);
  const based = calls
    .slice(0, i)
    .map(({ e }) => e)
    .filter(reads)
    .at(-1);
  if (based?.callSite === undefined) return false;
  const site = based.callSite;
  const again = calls
    .slice(i + 1)
    .map(({ e }) => e)
    .find(
      (e) =>
        e.seq <= last &&
        reads(e) &&
        e.callSite !== undefined &&
        sameChain(e.callSite, site) &&
        e.kind !== 'clientError' &&
        e.result.code === 200 &&
        (e.kind === 'cacheRead' ? e.rvCache === e.rvServer : e.clientPath === 'direct'),
    );
  if (again === undefined) return false;
  return !calls.some(
    ({ e }) =>
      e.seq > again.seq && e.seq <= last && e.kind === 'api' && isWriteVerb(e.verb) && sameTarget(e, w),
  );
}

export const conflictHandled: CheckDefinition = {
  id: 'status.conflict-handled',
  title: { en: 'A 409 Conflict is not swallowed', 'zh-cn': '不吞掉 409 Conflict' },
  lesson: '/lessons/status/#handling-conflicts',
  hint: {
    en: 'After a 409 the object you hold is stale: return the error (the request is requeued and the next pass reads the fresh object), or retry with a fresh Get (retry.RetryOnConflict), or use a merge patch.',
    'zh-cn':
      '收到 409 后，你手里的对象已经过时：把错误返回（请求会重新入队，下一次读到最新对象），或者重新 Get 后重试（retry.RetryOnConflict），或者改用 merge patch。',
  },
  evaluate(ctx) {
    const broken = runsOrError(ctx);
    if (broken) return broken;
    if (!ctx.runs.some(reconciled)) return notReached();
    let conflicts = 0;
    let reread = 0;
    for (const run of ctx.runs) {
      const calls = learnerCalls(ctx, run);
      for (let i = 0; i < calls.length; i++) {
        const { e, index } = calls[i];
        // A 409 with reason Conflict (a stale resourceVersion); AlreadyExists is a 409 too, and not this.
        if (
          e.kind !== 'api' ||
          !isWriteVerb(e.verb) ||
          e.result.code !== 409 ||
          e.result.reason !== 'Conflict'
        )
          continue;
        conflicts++;
        const line = callSiteRef(ctx, e);
        const rec = reconcileOf(run, e);
        const laterOk = calls
          .slice(i + 1)
          .filter(
            ({ e: later }) =>
              later.kind === 'api' && isWriteVerb(later.verb) && sameTarget(later, e) && succeeded(later),
          );
        if (rec?.traceSeq !== undefined) {
          // Judged by the call, not the end state: the conflict is handled when the same reconcile
          // wrote the object again with fresh data (RetryOnConflict, a merge patch), or when the
          // reconcile asked controller-runtime to run it again (an error, Requeue, RequeueAfter).
          const last = rec.traceSeq.last;
          if (laterOk.some(({ e: later }) => later.seq <= last) || askedToRetry(rec)) continue;
          if (freshReread(calls, i, last)) {
            reread++;
            continue;
          }
          const ending = reconcileEnding(rec);
          const luck = laterOk.length > 0;
          // where the code turns the 409 into "no error": the return under the conflict test
          const drops = line ? conflictDrops(ctx.files, line) : [];
          const d = drops[0];
          // the same write sent again in this reconcile and refused again: retried with the stale copy
          const tries =
            1 +
            calls
              .slice(i + 1)
              .filter(
                ({ e: later }) =>
                  later.kind === 'api' &&
                  isWriteVerb(later.verb) &&
                  sameTarget(later, e) &&
                  later.result.code === 409 &&
                  later.seq <= last,
              ).length;
          // the retries read the object again, but from the manager's cache, which had not yet
          // seen the other client's write: each retry sent a copy as stale as the first
          const lagging =
            tries > 1
              ? calls
                  .slice(i + 1)
                  .map(({ e: later }) => later)
                  .find(
                    (later): later is CacheReadEvent =>
                      later.kind === 'cacheRead' &&
                      later.verb === 'get' &&
                      later.seq <= last &&
                      later.resource === e.resource &&
                      later.namespace === e.namespace &&
                      later.name === e.name &&
                      later.rvCache !== later.rvServer,
                  )
              : undefined;
          const lagLine = lagging && callSiteRef(ctx, lagging);
          const again =
            tries > 1 && lagging
              ? {
                  en: ` It was sent ${tries} times in this reconcile and refused each time. Before the retries the reconcile read it again, but from the manager's cache${lagLine ? ` (line ${lagLine.line})` : ''}, which had not yet seen the other client's write: ${describeCall(lagging)} gave resourceVersion ${lagging.rvCache}, the API server held ${lagging.rvServer}. Read again at once, the cache gives back the same stale copy; retry.RetryOnConflict waits between attempts, and a returned error is requeued after a backoff.`,
                  zh: `这次调谐里它一共发送了 ${tries} 次，每次都被拒绝。重试之前调谐确实重新读取了它，但读的是 manager 的缓存${lagLine ? `（第 ${lagLine.line} 行）` : ''}，而缓存还没有看到另一个客户端的写入：${describeCall(lagging, 'zh')} 给出的 resourceVersion 是 ${lagging.rvCache}，API server 上已是 ${lagging.rvServer}。立刻再读，缓存给回的仍是同一个过时的副本；retry.RetryOnConflict 会在两次尝试之间等待，返回的错误也会在退避之后重新入队。`,
                }
              : tries > 1
                ? {
                    en: ` It was sent ${tries} times in this reconcile and refused each time: sending the same stale copy again cannot succeed.`,
                    zh: `这次调谐里它一共发送了 ${tries} 次，每次都被拒绝：再次发送同一个过时的副本不可能成功。`,
                  }
                : { en: '', zh: '' };
          // a test of the error's text that the 409's message does not match (the word "Conflict"
          // is its reason, not in its text)
          const words =
            d?.textTest !== undefined && !e.result.message.includes(d.textTest.words)
              ? d.textTest
              : undefined;
          // `if err := write; err != nil { log }` and a later `return …, err`: another err
          const shadow = line && !d ? shadowedErrorReturn(ctx.files, line) : undefined;
          const missed = shadow
            ? {
                en: ` The ${shadow.name} declared with := in the if at line ${line?.line} is a variable of that if statement alone: the return at line ${shadow.returnLine} gives back another ${shadow.name}, which was nil. Assign to the outer one (=), or return inside the if.`,
                zh: `第 ${line?.line} 行 if 语句里用 := 声明的 ${shadow.name} 只属于这条 if 语句：第 ${shadow.returnLine} 行的 return 返回的是另一个 ${shadow.name}，它是 nil。请赋值给外层的变量（=），或在 if 里面直接返回。`,
              }
            : words
              ? {
                  en: ` The test at line ${words.line} looks for ${JSON.stringify(words.words)} in the error's text, which this 409's message does not contain: apierrors.IsConflict(err) recognises a conflict by its reason.`,
                  zh: `第 ${words.line} 行的判断在错误文本里查找 ${JSON.stringify(words.words)}，而这个 409 的消息里没有它：apierrors.IsConflict(err) 按 reason 识别冲突。`,
                }
              : { en: '', zh: '' };
          return fail(
            `Another client wrote ${e.resource} ${e.namespace}/${e.name} after the reconciler read it, and the write from the stale copy failed: ${describeCall(e)}.${again.en} The reconcile then ${ending.en}: the conflict was dropped${d ? ` by the return at line ${d.line}, ${d.after ? 'after' : 'under'} \`${d.guard}\` (line ${d.guardLine}), which gives back no error` : ''}.${missed.en}${luck ? ' A later reconcile, started by another event, happened to write the object; nothing in this one asked for it.' : ' Nothing retried the write with fresh data.'}`,
            `在调谐器读取 ${e.resource} ${e.namespace}/${e.name} 之后，另一个客户端写入了它，于是基于旧副本的写入失败：${describeCall(e, 'zh')}。${again.zh}随后这次调谐${ending.zh}：冲突被丢掉了${d ? `，丢掉它的是第 ${d.line} 行的 return：它位于 \`${d.guard}\`（第 ${d.guardLine} 行）${d.after ? '之后' : '之下'}，返回的错误是 nil` : ''}。${missed.zh}${luck ? '之后另一个事件触发的调谐碰巧写成功了；但这次调谐并没有要求重试。' : '没有任何地方用最新数据重试这次写入。'}`,
            [index],
            [
              ...drops.map(({ file, line }) => ({ file, line })),
              ...(line ? [line] : []),
              ...(line && shadow ? [{ file: line.file, line: shadow.returnLine }] : []),
              ...(lagLine ? [lagLine] : []),
            ],
          );
        }
        if (laterOk.length > 0 || retriedByTime(run, e.time)) continue;
        return fail(
          `Another client wrote ${e.resource} ${e.namespace}/${e.name} after the reconciler read it, and the write from the stale copy failed: ${describeCall(e)}. Nothing wrote it successfully afterwards: the error was swallowed, so the request was never retried with fresh data.`,
          `在调谐器读取 ${e.resource} ${e.namespace}/${e.name} 之后，另一个客户端写入了它，于是基于旧副本的写入失败：${describeCall(e, 'zh')}。此后再没有成功的写入：错误被吞掉了，请求再也没有用最新数据重试。`,
          [index],
          line ? [line] : [],
        );
      }
    }
    return conflicts === 0
      ? pass(
          'No write hit a conflict: the writes did not depend on a stale resourceVersion.',
          '没有写入遇到冲突：写入不依赖过时的 resourceVersion。',
        )
      : pass(
          `${conflicts === 1 ? 'The 409 Conflict was' : `All ${conflicts} conflicts were`} handled: written again with fresh data, or returned so that the request was retried.${reread > 0 ? ` After ${reread === 1 ? 'one' : reread} of them the reconcile read the object again, fresh, and found nothing left to write.` : ''}`,
          `${conflicts === 1 ? '这次 409 冲突' : `全部 ${conflicts} 次冲突`}都得到了处理：要么用最新数据重新写入，要么把错误返回让请求重试。${reread > 0 ? `其中 ${reread} 次之后，调谐重新读到了最新的对象，发现已经没有需要写的内容。` : ''}`,
        );
  },
};

function conditionsOf(
  obj: KubeObject | undefined,
): { type?: string; status?: string; observedGeneration?: number }[] {
  const c = fieldAt(obj, 'status.conditions');
  return Array.isArray(c) ? (c as { type?: string }[]) : [];
}

/** The learner's writes to `ref` the API server refused with 422 for a repeated list-map key. */
function duplicateRefusals(ctx: CheckContext, run: ScenarioRun, ref: ObjectRef) {
  return writesTo(ctx, run, ref).filter(
    (w) => w.e.result.code === 422 && /\[\d+\]: Duplicate value: /.test(w.e.result.message),
  );
}

/**
 * The appends that add a condition, each after an `if i > 0` guard that sent the condition at
 * index 0 there (an index search answers -1 for "not found"), with a sentence naming the guard.
 */
function appends(editable: ProjectSource[]): { lines: SourceRef[]; note: { en: string; zh: string } } {
  const at = appendsToField(editable, 'Conditions', 'Condition');
  const guards = zeroIndexGuards(editable, at);
  const g = guards[0];
  return {
    lines: [...guards, ...at],
    note:
      g === undefined
        ? { en: '', zh: '' }
        : {
            en: ` The guard \`if ${g.cond}\` (line ${g.line}) takes the first condition, at index 0, for one not found (an index search answers -1 for that), so that condition is appended again instead of updated.`,
            zh: `判断 \`if ${g.cond}\`（第 ${g.line} 行）把下标 0 处的第一个 condition 当成了没找到（下标查找在没找到时返回 -1），于是这个 condition 又被追加了一次，而不是原地更新。`,
          },
  };
}

export const onePerType: CheckDefinition = {
  id: 'status.one-condition-per-type',
  title: { en: 'One condition per type', 'zh-cn': '每种类型只有一个 condition' },
  lesson: '/lessons/status/#conditions',
  hint: {
    en: 'meta.SetStatusCondition replaces the condition of the same type; appending adds a new one on every pass.',
    'zh-cn': 'meta.SetStatusCondition 会替换同类型的 condition；append 则每次调谐都会新增一个。',
  },
  evaluate(ctx) {
    const broken = runsOrError(ctx);
    if (broken) return broken;
    if (!ctx.runs.some(reconciled)) return notReached();
    for (const run of ctx.runs)
      for (const ref of judgedObjects(run)) {
        const conds = conditionsOf(findObject(run, ref));
        const counts = new Map<string, number>();
        for (const c of conds) counts.set(c.type ?? '', (counts.get(c.type ?? '') ?? 0) + 1);
        const dup = [...counts].find(([, n]) => n > 1);
        const refused = duplicateRefusals(ctx, run, ref);
        if (dup === undefined && refused.length > 0) {
          // the CRD keeps conditions as a list-map keyed by type: the API server refused the write
          // that repeated a type, so the stored object looks right while the reconciler keeps failing
          const first = refused[0];
          const site = callSiteRef(ctx, first.e);
          const editable = ctx.files.filter((f) =>
            ctx.exercise.files.some((x) => x.editable && x.path === f.path),
          );
          const a = appends(editable);
          return fail(
            `The status write${refused.length > 1 ? `s (${refused.length})` : ''} that added a second condition of the same type ${refused.length > 1 ? 'were' : 'was'} refused: the CRD declares conditions as a list keyed by type (+listType=map, +listMapKey=type), and the API server said: ${first.e.result.message}${a.note.en && `.${a.note.en}`}`,
            `新增同类型 condition 的 status 写入${refused.length > 1 ? `（共 ${refused.length} 次）` : ''}被拒绝了：CRD 把 conditions 声明为以 type 为键的列表（+listType=map、+listMapKey=type），API server 的回答：${first.e.result.message}${a.note.zh && `。${a.note.zh}`}`,
            refused.map((w) => w.index),
            [...a.lines, ...(site ? [site] : [])],
          );
        }
        if (dup === undefined) continue;
        const writes = writesTo(ctx, run, ref).filter((w) => w.e.subresource === 'status' && succeeded(w.e));
        const editable = ctx.files.filter((f) =>
          ctx.exercise.files.some((x) => x.editable && x.path === f.path),
        );
        const a = appends(editable);
        return fail(
          `${refText(ref)} ends with ${dup[1]} conditions of type ${dup[0]}: each status write added one instead of updating it.${a.note.en}`,
          `${refText(ref)} 最终有 ${dup[1]} 个类型为 ${dup[0]} 的 condition：每次写 status 都新增了一个，而不是更新已有的。${a.note.zh}`,
          writes.map((w) => w.index),
          [...a.lines, ...lastStatusWriteLine(ctx, run, ref)],
        );
      }
    return pass('Each condition type appears once.', '每种 condition 类型只出现一次。');
  },
};

export const observedGeneration: CheckDefinition = {
  id: 'status.observed-generation',
  title: { en: 'observedGeneration follows the spec', 'zh-cn': 'observedGeneration 跟上 spec 的变化' },
  lesson: '/lessons/status/#observed-generation',
  hint: {
    en: 'Set status.observedGeneration (and each condition’s observedGeneration) to metadata.generation of the object you read.',
    'zh-cn':
      '把 status.observedGeneration（以及每个 condition 的 observedGeneration）设为读到的对象的 metadata.generation。',
  },
  evaluate(ctx) {
    const broken = runsOrError(ctx);
    if (broken) return broken;
    if (!ctx.runs.some(reconciled)) return notReached();
    for (const run of ctx.runs)
      for (const ref of judgedObjects(run)) {
        const obj = findObject(run, ref);
        if (obj === undefined) continue;
        const generation = fieldAt(obj, 'metadata.generation');
        const observed = fieldAt(obj, 'status.observedGeneration');
        const stale = conditionsOf(obj).filter(
          (c) => c.observedGeneration !== undefined && c.observedGeneration !== generation,
        );
        if (observed === generation && stale.length === 0) {
          const lag = laggingObservedGeneration(ctx, run, ref);
          if (lag === undefined) continue;
          const line = callSiteRef(ctx, lag.e);
          const editable = ctx.files.filter((f) =>
            ctx.exercise.files.some((x) => x.editable && x.path === f.path),
          );
          if (lag.condition !== undefined)
            return fail(
              `A reconcile read ${refText(ref)} at generation ${lag.generation} and ended without an error; its last status write set status.observedGeneration to ${lag.generation} but left condition ${lag.condition} at observedGeneration ${lag.observed}: ${describeCall(lag.e)}. The condition says it describes an older spec than the status it came with: its observedGeneration was taken before status.observedGeneration was set (from the old status). Only a later write, queued by this one, caught it up. Give the condition the generation of the object you read (app.Generation).`,
              `一次调谐读到 ${refText(ref)} 时它处于 generation ${lag.generation}，调谐没有出错就结束了；它最后一次写入的 status 把 status.observedGeneration 设成了 ${lag.generation}，却把 condition ${lag.condition} 的 observedGeneration 留在了 ${lag.observed}：${describeCall(lag.e, 'zh')}。这个 condition 声称描述的 spec 比同一次写入的 status 更旧：它的 observedGeneration 是在设置 status.observedGeneration 之前（从旧的 status）取的。只是这次写入触发的后一次写入才把它追上。请把读到的对象的 generation（app.Generation）给 condition。`,
              [lag.index],
              [
                ...keyedFromStatus(editable, 'ObservedGeneration'),
                ...assignsField(editable, 'ObservedGeneration'),
                ...(line ? [line] : []),
              ],
            );
          return fail(
            `A reconcile read ${refText(ref)} at generation ${lag.generation} and ended without an error; its last status write left ${lag.observed === undefined ? 'status.observedGeneration unset' : `status.observedGeneration at ${lag.observed}`}: ${describeCall(lag.e)}. That pass had acted on generation ${lag.generation}, but its status ${lag.observed === undefined ? 'does not say which generation it describes' : `says it describes generation ${lag.observed}`}. Only a later write set observedGeneration to ${generation}; had no other pass come, it would have stayed behind. Set it whenever a pass has acted on the spec it read, not only in some branches.`,
            `一次调谐读到 ${refText(ref)} 时它处于 generation ${lag.generation}，调谐没有出错就结束了；它最后一次写入的 status ${lag.observed === undefined ? '没有设置 status.observedGeneration' : `把 status.observedGeneration 留在了 ${lag.observed}`}：${describeCall(lag.e, 'zh')}。这次调谐已经按 generation ${lag.generation} 做完了工作，它的 status ${lag.observed === undefined ? '却没有说明描述的是哪个 generation' : `却声称描述的是 generation ${lag.observed}`}。只是后来的一次写入才把 observedGeneration 设成了 ${generation}；如果没有再来一次调谐，它会一直落后。只要一次调谐已经按读到的 spec 做完了工作，就设置它，而不是只在某些分支里设置。`,
            [lag.index],
            [...assignsField(editable, 'ObservedGeneration'), ...(line ? [line] : [])],
          );
        }
        const what =
          observed !== generation
            ? {
                en: `status.observedGeneration is ${observed ?? 'unset'}`,
                zh: `status.observedGeneration ${observed === undefined ? '未设置' : `为 ${observed}`}`,
              }
            : {
                en: `condition ${stale[0].type} has observedGeneration ${stale[0].observedGeneration}`,
                zh: `condition ${stale[0].type} 的 observedGeneration 为 ${stale[0].observedGeneration}`,
              };
        const writes = writesTo(ctx, run, ref).filter((w) => w.e.subresource === 'status');
        // No write to the object at all and no reconcile that ran to its end (an earlier write of
        // another object refused, say): the code that sets observedGeneration was never reached, as written-via-subresource
        // says; whatever stopped it is another check's finding.
        const mine = (run.result?.reconciles ?? []).filter(
          (r) => r.request.name === ref.name && (r.request.namespace ?? '') === (ref.namespace ?? ''),
        );
        if (
          observed === undefined &&
          writesTo(ctx, run, ref).length === 0 &&
          mine.length > 0 &&
          !mine.some((r) => r.error === undefined && !r.panicked)
        ) {
          const why = reconcileEnding(mine[mine.length - 1]);
          return skip(
            `Not reached: no reconcile of ${refText(ref)} got as far as writing its status (the last one ${why.en}).`,
            `未执行：针对 ${refText(ref)} 的调谐没有一次走到写 status 那一步（最后一次${why.zh}）。`,
          );
        }
        // The spec changed after the reconciler's last status write, and every reconcile since ended
        // in an error before writing status again (a refused write of another object): the write
        // that would set the new generation was never reached.
        const since = sinceGeneration(run, ref, generation);
        const lastStatus = writes.filter((w) => succeeded(w.e)).at(-1);
        const after = mine.filter(
          (r) => r.traceSeq !== undefined && since !== undefined && r.traceSeq.last > since.seq,
        );
        if (
          since !== undefined &&
          (lastStatus === undefined || Number(lastStatus.e.rvStored) < since.rv) &&
          !writes.some((w) => w.e.seq > since.seq) &&
          after.length > 0 &&
          after.every((r) => r.error !== undefined || r.panicked)
        ) {
          const why = reconcileEnding(after[after.length - 1]);
          const changed = lastStatus !== undefined;
          return skip(
            `Not reached: no reconcile of ${refText(ref)}${changed ? ` since its spec changed (generation ${generation})` : ''} got as far as writing its status (the last one ${why.en}).`,
            `未执行：${changed ? `自 ${refText(ref)} 的 spec 改变（generation ${generation}）以来，` : ''}针对${changed ? '它' : ` ${refText(ref)} `}的调谐没有一次走到写 status 那一步（最后一次${why.zh}）。`,
          );
        }
        // The spec changed after the last status write and the reconciles since all returned
        // normally without writing status (an early return: "already Available, nothing to do"):
        // where the last of them stopped, its last call and how it ended.
        const quiet =
          since !== undefined && after.length > 0 && !writes.some((w) => w.e.seq > since.seq)
            ? after.filter((r) => r.error === undefined && !r.panicked)
            : [];
        const done = quiet.length === after.length ? quiet.at(-1) : undefined;
        const call =
          done &&
          learnerCalls(ctx, run)
            .filter(({ e }) => reconcileOf(run, e) === done)
            .at(-1);
        const at = call && callSiteRef(ctx, call.e);
        const stop =
          done && call
            ? {
                en: ` No reconcile since the spec changed wrote the status: the last one's last call was ${describeCall(call.e)}${at ? ` (line ${at.line})` : ''}; then it ${reconcileEnding(done).en}.`,
                zh: `自 spec 改变以来没有任何调谐写过 status：最后一次调谐的最后一个调用是 ${describeCall(call.e, 'zh')}${at ? `（第 ${at.line} 行）` : ''}，之后它${reconcileEnding(done).zh}。`,
              }
            : { en: '', zh: '' };
        // a condition replaced on a range copy: `for _, c := range conds { if … { c = new } }`
        const copies =
          stale.length > 0
            ? rangeCopyWrites(
                ctx.files.filter((f) => ctx.exercise.files.some((x) => x.editable && x.path === f.path)),
              )
            : [];
        const copy =
          copies.length > 0
            ? {
                en: ` Line ${copies.map((c) => c.line).join(', ')} assigns to the loop variable of a range, a copy of the element: the slice keeps the old condition. Assign through the index (conds[i] = …) or use meta.SetStatusCondition.`,
                zh: `第 ${copies.map((c) => c.line).join('、')} 行赋值给了 range 的循环变量，它只是元素的副本：切片里保留的还是旧的 condition。请通过下标赋值（conds[i] = …），或使用 meta.SetStatusCondition。`,
              }
            : { en: '', zh: '' };
        // Every status write was refused (a condition the CRD's schema rejects): whatever the code
        // set was never stored, so the value it computed is not the question.
        const refusedAll =
          writes.length > 0 && !writes.some((w) => succeeded(w.e)) ? writes.at(-1) : undefined;
        const refusedText = refusedAll
          ? {
              en: ` No status write of the reconciler was stored: the API server refused ${writes.length === 1 ? 'it' : `all ${writes.length}`}, the last ${describeCall(refusedAll.e)}.`,
              zh: `调谐器的 status 写入没有一次被存下：API server 拒绝了${writes.length === 1 ? '它' : `全部 ${writes.length} 次`}，最后一次是 ${describeCall(refusedAll.e, 'zh')}。`,
            }
          : { en: '', zh: '' };
        // Every status write went through and changed nothing: a merge patch whose base is the
        // object it sends (client.MergeFrom(&app) after the change) sends {}.
        const lastWrite = writes.at(-1);
        const lastAt = lastWrite && callSiteRef(ctx, lastWrite.e);
        const emptyBase =
          lastWrite !== undefined &&
          lastAt !== undefined &&
          lastWrite.e.verb === 'patch' &&
          writes.every(
            (w) => succeeded(w.e) && w.e.kind === 'api' && (w.e.statusChanged === false || w.e.noop),
          )
            ? patchBaseIsTarget(ctx.files, lastAt)
            : undefined;
        const empty = emptyBase
          ? {
              en: ` Its status patches went through and changed nothing: the merge-patch base (line ${emptyBase.line}) is the object it sends, not a copy, so each patch is empty ({}). Take the base from a copy made before the change: client.MergeFrom(app.DeepCopy()).`,
              zh: `它的 status patch 都成功了却什么也没改变：merge patch 的基准（第 ${emptyBase.line} 行）就是要发送的那个对象，而不是副本，所以每个 patch 都是空的（{}）。请在修改之前用副本作为基准：client.MergeFrom(app.DeepCopy())。`,
            }
          : { en: '', zh: '' };
        // observedGeneration copied from an object the App owns (dep.Generation): it moves with
        // that object's spec (a rollout restart), not with the App's.
        const owned =
          typeof observed === 'number' && observed !== generation
            ? ownedWithGeneration(run, obj, observed)
            : undefined;
        const borrowed = owned
          ? {
              en: ` ${observed} is the generation of ${owned}, which the ${ref.kind} owns: that generation moves with the ${owned.split(' ')[0]}'s own spec (a rollout restart moves it too), not with the ${ref.kind}'s. observedGeneration says which generation of the ${ref.kind}'s own spec the status describes: take it from the ${ref.kind} you read.`,
              zh: `${observed} 是 ${ref.kind} 所拥有的 ${owned} 的 generation：它随该对象自己的 spec 变化（rollout restart 也会让它增加），而不是随 ${ref.kind} 的 spec 变化。observedGeneration 说明的是 status 描述的是 ${ref.kind} 自己 spec 的哪个 generation：请取自读到的 ${ref.kind}。`,
            }
          : { en: '', zh: '' };
        const editable = ctx.files.filter((f) =>
          ctx.exercise.files.some((x) => x.editable && x.path === f.path),
        );
        // observedGeneration assigned after the last status write of its function, with no write
        // after it: the value lives in the Go object only, and is never sent
        const fnEnd = (l: SourceRef) => {
          const src = ctx.files.find((f) => f.path === l.file)?.content.split('\n') ?? [];
          let i = l.line;
          while (i < src.length && !/^\}/.test(src[i])) i++;
          const body = src.slice(l.line, i);
          return body.some((x) => /\.Status\(\)\.(Update|Patch)\(|SubResource\("status"\)/.test(x)) ? -1 : i;
        };
        const unsent =
          !emptyBase && !owned && lastAt !== undefined && lastWrite !== undefined && succeeded(lastWrite.e)
            ? assignsField(editable, 'ObservedGeneration').find(
                (l) => l.file === lastAt.file && l.line > lastAt.line && l.line <= fnEnd(lastAt),
              )
            : undefined;
        // the status set on one copy of the object, another copy written (a second read)
        const otherCopy =
          !emptyBase &&
          !owned &&
          !unsent &&
          lastAt !== undefined &&
          lastWrite !== undefined &&
          succeeded(lastWrite.e)
            ? statusSetOnOtherCopy(ctx.files, lastAt)
            : undefined;
        const otherText = otherCopy
          ? {
              en: ` The status fields are set on ${otherCopy.other} (line ${otherCopy.set.line}), but the write at line ${lastAt?.line} sends ${otherCopy.sent}, another copy of the object, whose status is still the one it was read with.`,
              zh: `status 字段设置在 ${otherCopy.other} 上（第 ${otherCopy.set.line} 行），而第 ${lastAt?.line} 行的写入发送的是 ${otherCopy.sent}，这是对象的另一个副本，它的 status 仍是读取时的样子。`,
            }
          : { en: '', zh: '' };
        const unsentText = unsent
          ? {
              en: ` It is assigned at line ${unsent.line}, after the status write at line ${lastAt?.line}: the value stays in the Go object and is never sent. Set it before the write.`,
              zh: `它在第 ${unsent.line} 行赋值，位于第 ${lastAt?.line} 行的 status 写入之后：这个值只留在 Go 对象里，从未发送出去。请在写入之前设置它。`,
            }
          : { en: '', zh: '' };
        return fail(
          `${refText(ref)} is at generation ${generation}, but ${what.en}: a reader cannot tell whether the status describes the current spec.${borrowed.en}${refusedText.en}${empty.en}${unsentText.en}${otherText.en}${copy.en}${stop.en}`,
          `${refText(ref)} 的 generation 是 ${generation}，但 ${what.zh}：读者无法判断 status 描述的是否是当前的 spec。${borrowed.zh}${refusedText.zh}${empty.zh}${unsentText.zh}${otherText.zh}${copy.zh}${stop.zh}`,
          [...(call ? [call.index] : []), ...writes.map((w) => w.index)],
          [
            ...(owned ? assignsField(editable, 'ObservedGeneration') : []),
            ...(emptyBase ? [emptyBase] : []),
            ...(unsent ? [{ file: unsent.file, line: unsent.line }] : []),
            ...(otherCopy ? [otherCopy.set] : []),
            ...copies,
            ...(at ? [at] : []),
            ...lastStatusWriteLine(ctx, run, ref),
          ],
        );
      }
    return pass(
      'observedGeneration matches metadata.generation.',
      'observedGeneration 与 metadata.generation 一致。',
    );
  },
};

/** "Deployment team-a/shop": an object of the run whose controller owner is `owner` and whose generation is `generation`. */
function ownedWithGeneration(run: ScenarioRun, owner: KubeObject, generation: number): string | undefined {
  const uid = (owner.metadata as { uid?: unknown } | undefined)?.uid;
  if (typeof uid !== 'string') return undefined;
  for (const o of run.result?.objects ?? []) {
    const m = (o.metadata ?? {}) as {
      name?: string;
      namespace?: string;
      generation?: unknown;
      ownerReferences?: { uid?: string }[];
    };
    if (m.generation === generation && (m.ownerReferences ?? []).some((r) => r.uid === uid))
      return `${o.kind} ${m.namespace ? `${m.namespace}/` : ''}${m.name}`;
  }
  return undefined;
}

interface TransitionMove {
  type: string;
  status: string;
  from: string;
  to: string;
  /** the learner's write that stored it, with its trace index */
  write?: { e: ApiCallEvent; index: number };
}

/**
 * Stored versions of `ref` (the API server's own history, as a watch from resourceVersion 0 would
 * replay it) where a condition kept its status but its lastTransitionTime moved.
 */
function transitionMoves(ctx: CheckContext, run: ScenarioRun, ref: ObjectRef): TransitionMove[] {
  const server = run.result?.env.server;
  const resource = resourceOf(run, ref);
  if (server === undefined || resource === undefined) return [];
  const i = ref.apiVersion.indexOf('/');
  const group = i < 0 ? '' : ref.apiVersion.slice(0, i);
  const events = server.store.eventsSince(ObjectStore.tableKey(group, resource), 0) ?? [];
  const writes = writesTo(ctx, run, ref).filter((w) => succeeded(w.e));
  const out: TransitionMove[] = [];
  for (const ev of events) {
    if (ev.type !== 'MODIFIED' || ev.prevJson === undefined) continue;
    if (ev.name !== ref.name || ev.namespace !== (ref.namespace ?? '')) continue;
    const before = conditionsOf(JSON.parse(ev.prevJson) as KubeObject) as Cond[];
    const after = conditionsOf(JSON.parse(ev.json) as KubeObject) as Cond[];
    for (const c of after) {
      const p = before.find((x) => x.type === c.type);
      if (p === undefined || p.status !== c.status) continue;
      if (p.lastTransitionTime === c.lastTransitionTime) continue;
      out.push({
        type: c.type ?? '',
        status: c.status ?? '',
        from: String(p.lastTransitionTime ?? ''),
        to: String(c.lastTransitionTime ?? ''),
        write: writes.find((w) => w.e.rvStored === String(ev.rv)),
      });
    }
  }
  return out;
}

type Cond = { type?: string; status?: string; lastTransitionTime?: string };

/**
 * The API conventions: a condition's lastTransitionTime is when its status last changed.
 * meta.SetStatusCondition keeps it while the status stays (k8s.io/apimachinery pkg/api/meta
 * conditions.go); a reconciler that writes `LastTransitionTime: metav1.Now()` into the stored
 * condition on every pass moves it at the next write a second or more later (metav1.Time is
 * stored to the second), e.g. after a spec change.
 */
export const transitionTime: CheckDefinition = {
  id: 'status.transition-time',
  title: {
    en: 'lastTransitionTime moves only when the status changes',
    'zh-cn': 'lastTransitionTime 只在 status 变化时改变',
  },
  lesson: '/lessons/status/#conditions',
  hint: {
    en: 'meta.SetStatusCondition keeps lastTransitionTime while the condition’s status stays the same; do not overwrite the stored condition with a fresh metav1.Now() on every pass.',
    'zh-cn':
      'meta.SetStatusCondition 在 condition 的 status 不变时保留 lastTransitionTime；不要每次调谐都用新的 metav1.Now() 覆盖已存储的 condition。',
  },
  evaluate(ctx) {
    const broken = runsOrError(ctx);
    if (broken) return broken;
    if (!ctx.runs.some(reconciled)) return notReached();
    for (const run of ctx.runs)
      for (const ref of judgedObjects(run)) {
        const moves = transitionMoves(ctx, run, ref);
        const m = moves.find((x) => x.write !== undefined) ?? moves[0];
        if (m === undefined) continue;
        const site = m.write ? callSiteRef(ctx, m.write.e) : undefined;
        return fail(
          `${refText(ref)}: condition ${m.type} stayed ${m.status}, but ${m.write ? `the write ${describeCall(m.write.e)}` : 'a write'} moved its lastTransitionTime from ${m.from} to ${m.to}. lastTransitionTime says when the status last changed; readers (kubectl wait, dashboards, alerts on "${m.type} for 10m") now see a transition that never happened.`,
          `${refText(ref)}：condition ${m.type} 一直是 ${m.status}，但${m.write ? `写入 ${describeCall(m.write.e, 'zh')} ` : '一次写入'}把它的 lastTransitionTime 从 ${m.from} 改成了 ${m.to}。lastTransitionTime 表示 status 最近一次变化的时间；读者（kubectl wait、仪表盘、“${m.type} 持续 10 分钟”之类的告警）会看到一次并未发生的转变。`,
          moves.flatMap((x) => (x.write ? [x.write.index] : [])).slice(0, 5),
          // a stored condition's LastTransitionTime assigned by hand (after SetStatusCondition, in
          // a helper) or built fresh in a literal is where the move comes from; the write only
          // stored it
          ((editable) => [
            ...assignsField(editable, 'LastTransitionTime'),
            ...freshFieldLiterals(editable, 'LastTransitionTime'),
            ...(site ? [site] : []),
          ])(ctx.files.filter((f) => ctx.exercise.files.some((x) => x.editable && x.path === f.path))),
        );
      }
    return pass(
      'lastTransitionTime moved only when a condition’s status changed.',
      'lastTransitionTime 只在 condition 的 status 变化时改变。',
    );
  },
};

type Rec = NonNullable<ScenarioRun['result']>['reconciles'][number];

/**
 * `ref` noticed another client's change of an object its reconciles read (a Deployment's status,
 * written by the Deployment controller) only by polling: no watch event of that object queued `ref`
 * after the change, and the reconcile that picked it up was queued by the requeue of the one before
 * (RequeueAfter, Requeue, an error's backoff). The last change of each object is the one judged: an
 * earlier one may be a change the reconciler rightly filters out.
 */
function polled(ctx: CheckContext, run: ScenarioRun, ref: ObjectRef, mine: Rec[]): CheckOutcome | undefined {
  const first = mine[0]?.traceSeq;
  if (first === undefined) return undefined;
  const changes = changesRead(ctx, run, ref, first.after);
  const same = (a: ApiCallEvent, b: ApiCallEvent) =>
    a.group === b.group && a.resource === b.resource && a.namespace === b.namespace && a.name === b.name;
  for (const [i, c] of changes.entries()) {
    if (changes.slice(i + 1).some((d) => same(c, d))) continue;
    const after = mine.filter((r) => r.traceSeq !== undefined && r.traceSeq.after >= c.seq);
    // (an App and its Deployment often share a name)
    const kind = run.result?.env.server.registry.lookup?.(c)?.kind;
    const heard = after.some((r) =>
      r.queuedBy.some(
        (q) =>
          q.kind === 'event' &&
          (kind === undefined || q.object.kind === kind) &&
          q.object.namespace === c.namespace &&
          q.object.name === c.name &&
          Number(q.rv) >= Number(c.rvStored),
      ),
    );
    const next = after[0];
    const cause = next?.queuedBy[0];
    if (heard || cause?.kind !== 'requeue' || next.queuedBy.some((q) => q.kind !== 'requeue')) continue;
    const asker = mine.find((r) => r.reconcileID === cause.reconcileID);
    if (asker === undefined) continue;
    const where = refText(ref);
    const why = unwatched(ctx, run, c, where);
    const afterField = /\bRequeueAfter\s*:/;
    const asked =
      asker.error !== undefined
        ? undefined
        : (asker.result.requeueAfter ?? 0) > 0
          ? afterField
          : /\bRequeue\s*:\s*true/;
    const returns = asked
      ? ctx.files
          .filter((f) => ctx.exercise.files.some((x) => x.editable && x.path === f.path))
          .flatMap((f) =>
            f.content.split('\n').flatMap((l, j) => (asked.test(l) ? [{ file: f.path, line: j + 1 }] : [])),
          )
      : [];
    const ending = reconcileEnding(asker);
    const outcome = fail(
      `${where} saw another client's change only by polling: the change ${describeCall(c)} queued no reconcile of ${where}; the next one was queued by the reconcile before it, which ${ending.en}. A poll sees a change late, costs a reconcile every interval while it waits (${mine.length} reconciles here), and stops once ${where} no longer asks to run again: the next change would go unseen. ${why.en}`,
      `${where} 只是靠轮询才看到另一个客户端的修改：这次修改 ${describeCall(c, 'zh')} 没有让 ${where} 进入调谐队列；下一次调谐是由它之前那次调谐放回队列的，那次调谐${ending.zh}。轮询看到变化总是迟的，等待期间每个间隔都要多调谐一次（这里共调谐了 ${mine.length} 次），而且一旦 ${where} 不再要求再次运行就停止了：之后的变化将无人察觉。${why.zh}`,
      [traceIndexOf(run, c)],
      [...why.lines, ...returns.slice(0, 3)],
    );
    return {
      ...outcome,
      hint: {
        en: 'Let a watch bring the change: an owned object’s status change reaches its owner only through a watch whose predicates let it through (Owns, without a filter that drops status changes). RequeueAfter is for what no watch reports, such as an external system or a deadline.',
        'zh-cn':
          '让 watch 把变化带进来：被拥有对象的 status 变化只有经过一个放行它的 watch 才能到达拥有者（Owns，且不加丢弃 status 变化的过滤器）。RequeueAfter 用于 watch 无法报告的情况，例如外部系统或截止时间。',
      },
    };
  }
  return undefined;
}

export const settles: CheckDefinition = {
  id: 'loop.settles',
  title: { en: 'The controller settles', 'zh-cn': '控制器能够收敛' },
  lesson: '/lessons/status/#own-writes-requeue',
  hint: {
    en: 'Every write that changes the object triggers another reconcile; a pass that finds nothing new must write nothing new (no fresh timestamps, no appended entries).',
    'zh-cn':
      '每次改变对象的写入都会触发新的调谐；没有发现新情况的调谐不应写入新内容（不要刷新时间戳，不要追加条目）。',
  },
  evaluate(ctx) {
    const broken = runsOrError(ctx);
    if (broken) return broken;
    if (!ctx.runs.some(reconciled)) return notReached();
    let erroring: { ref: string; ending: { en: string; zh: string } } | undefined;
    // A reconcile that returned an error though every call it made succeeded: the error is the
    // reconciler's own (e.g. fmt.Errorf("not done yet") to come back later), no other check judges
    // it, and controller-runtime retries it with backoff for ever (reconcileHandler's
    // AddRateLimited, sigs.k8s.io/controller-runtime pkg/internal/controller/controller.go).
    const ownError = (run: ScenarioRun, r: Rec) =>
      r.error !== undefined &&
      !r.terminal &&
      !r.panicked &&
      r.traceSeq !== undefined &&
      !learnerCalls(ctx, run).some(
        ({ e }) => e.seq > r.traceSeq!.after && e.seq <= r.traceSeq!.last && !succeeded(e),
      );
    // The learner's Get of the reconciled object itself that answered NotFound, in a reconcile
    // that returned a NotFound error.
    const foundGone = (run: ScenarioRun, r: Rec, ref: ObjectRef) => {
      if (r.traceSeq === undefined) return undefined;
      const { after, last } = r.traceSeq;
      // the object's own resource (a namesake of another kind, a Secret named like the App, is not it)
      const slash = ref.apiVersion.indexOf('/');
      const group = slash < 0 ? '' : ref.apiVersion.slice(0, slash);
      const resource = run.result?.env.server.resourceFor(
        group,
        ref.apiVersion.slice(slash + 1),
        ref.kind,
      )?.resource;
      return learnerCalls(ctx, run).find(
        ({ e }) =>
          e.seq > after &&
          e.seq <= last &&
          e.verb === 'get' &&
          e.group === group &&
          e.resource === resource &&
          e.name === ref.name &&
          e.namespace === (ref.namespace ?? '') &&
          e.kind !== 'clientError' &&
          e.result.code === 404,
      );
    };
    const goneGet = (run: ScenarioRun, r: Rec, ref: ObjectRef) =>
      r.error !== undefined && !r.terminal && !r.panicked && / not found$/.test(r.error)
        ? foundGone(run, r, ref)
        : undefined;
    for (const run of ctx.runs)
      for (const exp of run.scenario.expect) {
        if (exp.kind !== 'settles' || exp.check !== 'loop.settles') continue;
        const ref = exp.object;
        // `gone`: only the passes over the object once it was deleted (its Get answered NotFound),
        // and only if it is gone at the end: a deletion that never completed is its own checks'.
        if (exp.gone && findObject(run, ref) !== undefined) continue;
        const mine = (run.result?.reconciles ?? []).filter(
          (r) =>
            r.request.name === ref.name &&
            (r.request.namespace ?? '') === (ref.namespace ?? '') &&
            (!exp.gone || foundGone(run, r, ref) !== undefined),
        );
        const n = mine.length;
        // Idle at the end too: a last reconcile that asked for Requeue is still going (with backoff,
        // so a short scenario sees few passes). RequeueAfter is a periodic resync. A last reconcile
        // that returned an error (not a TerminalError) is still being retried: "settled" would be
        // false, and the error is the mistake of whatever failed, judged by its own check.
        const last = mine.at(-1);
        const busy = last !== undefined && last.error === undefined && last.result.requeue === true;
        const retriedOwnError = last !== undefined && ownError(run, last);
        // a change heard only through a poll, whether or not the polls outran the budget
        const poll = polled(ctx, run, ref, mine);
        if (poll !== undefined) return poll;
        if (n <= exp.maxReconciles && !busy && !retriedOwnError) {
          if (last?.error !== undefined && last.terminal !== true)
            erroring ??= { ref: refText(ref), ending: reconcileEnding(last) };
          continue;
        }
        // (a gone object is written no more: the writes before its deletion did not keep it going)
        const writes = exp.gone ? [] : writesTo(ctx, run, ref).filter((w) => succeeded(w.e) && !w.e.noop);
        const own = mine.filter((r) => ownError(run, r)).length;
        // Reconciles that returned the NotFound of the very object they reconcile: it was deleted,
        // and a NotFound returned as an error is retried with backoff for ever like any other
        // (reconcileHandler's AddRateLimited); kubebuilder's scaffold returns
        // client.IgnoreNotFound(err) from that Get for this reason.
        const gone = mine.flatMap((r) => {
          const g = goneGet(run, r, ref);
          return g ? [g] : [];
        });
        const errors = mine.filter((r) => r.error !== undefined).length - own - gone.length;
        const requeues = mine.filter((r) => r.error === undefined && askedToRetry(r)).length;
        // Say what kept it going, from the counts themselves: changes that re-queued it, errors
        // retried with backoff, or results that asked to run again.
        const causes: { en: string; zh: string }[] = [];
        if (writes.length > 0)
          causes.push({
            en: `${writes.length} write${writes.length > 1 ? 's' : ''} changed the object (each change queues it again)`,
            zh: `有 ${writes.length} 次写入改变了对象（每次改变都会让它重新入队）`,
          });
        if (errors > 0)
          causes.push({
            en: `${errors} reconcile${errors > 1 ? 's' : ''} returned an error and ${errors > 1 ? 'were' : 'was'} retried with backoff`,
            zh: `有 ${errors} 次调谐返回了错误，并带退避地重试`,
          });
        if (gone.length > 0)
          causes.push({
            en: `${gone.length} reconcile${gone.length > 1 ? 's' : ''} found ${refText(ref)} gone (${describeCall(gone[0]!.e)}) and returned that NotFound as ${gone.length > 1 ? 'their' : 'its'} error: the object was deleted, nothing is left to do, and an error asks controller-runtime to run the request again, with backoff, for ever`,
            zh: `有 ${gone.length} 次调谐发现 ${refText(ref)} 已经不存在（${describeCall(gone[0]!.e, 'zh')}），却把这个 NotFound 作为错误返回：对象已被删除，没有什么要做的了，而返回错误就是让 controller-runtime 带退避地再次处理这个请求，永无止境`,
          });
        if (own > 0)
          causes.push({
            en: `${own} reconcile${own > 1 ? 's' : ''} returned an error though every call ${own > 1 ? 'they' : 'it'} made succeeded, and ${own > 1 ? 'were' : 'was'} retried with backoff: an error asks controller-runtime to run the request again, for ever (a pass that is done returns a nil error; one that must look again later returns RequeueAfter)`,
            zh: `有 ${own} 次调谐在所有调用都成功的情况下仍返回了错误，并带退避地重试：返回错误就是让 controller-runtime 再次处理这个请求，永无止境（完成了的调谐应返回 nil 错误；需要稍后再看的调谐应返回 RequeueAfter）`,
          });
        if (requeues > 0)
          causes.push({
            en: `${requeues} reconcile${requeues > 1 ? 's' : ''} asked to run again (Requeue or RequeueAfter)`,
            zh: `有 ${requeues} 次调谐要求再次运行（Requeue 或 RequeueAfter）`,
          });
        if (causes.length === 0)
          causes.push({
            en: 'no write of it changed anything, so something else kept queueing it',
            zh: '对它的写入没有改变任何内容，是别的原因让它不断入队',
          });
        const firstRequeue = mine.find((r) => askedToRetry(r));
        // Lines: the first write that changed the object, or — when the loop ran on requeues and
        // wrote nothing — the Reconcile that returned them (a result has no call site of its own).
        const editable = ctx.files.filter((f) =>
          ctx.exercise.files.some((x) => x.editable && x.path === f.path),
        );
        const goneAt = gone.length > 0 ? callSiteRef(ctx, gone[0]!.e) : undefined;
        const lines = goneAt
          ? [goneAt]
          : writes.length > 0 && requeues === 0 && own === 0
            ? writes.slice(0, 1).flatMap((w) => {
                const l = callSiteRef(ctx, w.e);
                return l ? [l] : [];
              })
            : funcDecls(editable, 'Reconcile').map(({ file, line }) => ({ file, line }));
        const outcome = fail(
          `${refText(ref)} was reconciled ${n} times${exp.gone ? ' after it was deleted' : ''} (${n <= exp.maxReconciles ? 'and the last one' : `at most ${exp.maxReconciles} expected`}${n <= exp.maxReconciles && last ? ` ${reconcileEnding(last).en}` : ''}) and never settled: ${causes.map((c) => c.en).join('; ')}.${firstRequeue && writes.length === 0 && gone.length === 0 ? ` The first such reconcile ${reconcileEnding(firstRequeue).en}.` : ''}`,
          `${refText(ref)} ${exp.gone ? '在被删除之后' : ''}被调谐了 ${n} 次（${n <= exp.maxReconciles ? `最后一次${last ? reconcileEnding(last).zh : ''}` : `预期最多 ${exp.maxReconciles} 次`}），始终无法收敛：${causes.map((c) => c.zh).join('；')}。${firstRequeue && writes.length === 0 && gone.length === 0 ? `第一次这样的调谐${reconcileEnding(firstRequeue).zh}。` : ''}`,
          writes.slice(0, 5).map((w) => w.index),
          lines,
        );
        if (gone.length > 0)
          return {
            ...outcome,
            hint: {
              en: 'The reconcile that follows a deletion finds the object gone: return client.IgnoreNotFound(err) from the Get of the object you reconcile, which ends the request without an error.',
              'zh-cn':
                '删除之后的那次调谐会发现对象已经不存在：对你所调谐的对象的 Get，返回 client.IgnoreNotFound(err)，这样请求会不带错误地结束。',
            },
          };
        return own > 0
          ? {
              ...outcome,
              hint: {
                en: 'Return an error only for a failure you want retried. A reconcile that has done its work returns ctrl.Result{} and a nil error; to look again later without an error, return ctrl.Result{RequeueAfter: d}.',
                'zh-cn':
                  '只有希望重试的失败才返回错误。完成了工作的调谐返回 ctrl.Result{} 和 nil 错误；想稍后再看又没有出错时，返回 ctrl.Result{RequeueAfter: d}。',
              },
            }
          : outcome;
      }
    if (erroring !== undefined)
      return skip(
        `Not reached: the last reconcile of ${erroring.ref} ${erroring.ending.en}, and it is retried with backoff, so the controller has not settled yet; that error is judged by its own check.`,
        `未执行：${erroring.ref} 的最后一次调谐${erroring.ending.zh}，它会带退避地重试，控制器还没有收敛；这个错误由它自己的检查来判断。`,
      );
    return pass(
      'The controller settled: a pass with nothing new wrote nothing new.',
      '控制器收敛了：没有新情况的调谐没有写入新内容。',
    );
  },
};

export const statusChecks: CheckDefinition[] = [
  writtenViaSubresource,
  conflictHandled,
  { ...onePerType, evaluate: (ctx) => withOwnExpectations(ctx, onePerType.id, onePerType.evaluate(ctx)) },
  {
    ...observedGeneration,
    evaluate: (ctx) => withOwnExpectations(ctx, observedGeneration.id, observedGeneration.evaluate(ctx)),
  },
  transitionTime,
  settles,
];
