// Outcome checks: the end state a scenario expects (object fields and conditions, requests that must
// not happen). Each `outcome.*` check owns the expectations tagged with its id in exercise.yaml, so
// its meaning is written next to the scenario it judges; the comparison is structural (JSON values),
// never textual.
import type { KubeObject } from '../../kube/apiserver/types.ts';
import { registeredWatches } from '../../kube/bind/manager-state.ts';
import type { ApiCallEvent } from '../../kube/trace.ts';
import { hangOf } from '../reached.ts';
import type { Localized, SourceRef } from '../report.ts';
import type { Expectation, ObjectRef } from '../scenario.ts';
import {
  cachedClientWiring,
  cacheSelectors,
  clientGoWrite,
  funcDecls,
  indexFieldCalls,
  markers,
  namespacedClientAt,
  patchBaseCopiedAfterSet,
  patchBaseIsTarget,
  removedFinalizerLiterals,
  setsFieldNear,
  statusSetOnOtherCopy,
  statusSetThenReadInto,
} from '../static.ts';
import {
  allNamespacesLines,
  askedToRetry,
  type CallEvent,
  type CheckContext,
  type CheckDefinition,
  type CheckOutcome,
  callerOf,
  callSiteRef,
  canonical,
  dedupeLines,
  describeCall,
  editableLinesMatching,
  exitedBeforeManager,
  fail,
  fieldAt,
  findObject,
  isCall,
  isNamespaced,
  isWriteVerb,
  learnerCalls,
  managerOptionsLine,
  matches,
  otherVerbNote,
  pass,
  projectFileOf,
  reconcileEnding,
  reconcileOf,
  refText,
  runsOrError,
  type ScenarioRun,
  succeeded,
  traceIndexOf,
  watchLines,
} from './context.ts';

/** `hint`: where the check's default hint is about another way of making the mistake. */
type Mismatch = { en: string; zh: string; evidence: number[]; lines: SourceRef[]; hint?: Localized };

function lastWriteTo(ctx: CheckContext, run: ScenarioRun, name: string, namespace: string) {
  const writes = learnerCalls(ctx, run).filter(
    ({ e }) =>
      e.kind === 'api' && isWriteVerb(e.verb) && e.name === name && e.namespace === namespace && succeeded(e),
  );
  return writes.at(-1);
}

/** The learner's last successful write to exactly this object (its resource, not a namesake). */
function lastWriteToObject(ctx: CheckContext, run: ScenarioRun, ref: ObjectRef) {
  const i = ref.apiVersion.indexOf('/');
  const group = i < 0 ? '' : ref.apiVersion.slice(0, i);
  const version = i < 0 ? ref.apiVersion : ref.apiVersion.slice(i + 1);
  const resource = run.result?.env.server.resourceFor(group, version, ref.kind)?.resource;
  if (resource === undefined) return undefined;
  return learnerCalls(ctx, run)
    .filter(
      ({ e }) =>
        e.kind === 'api' &&
        isWriteVerb(e.verb) &&
        e.group === group &&
        e.resource === resource &&
        e.name === ref.name &&
        e.namespace === (ref.namespace ?? '') &&
        succeeded(e),
    )
    .at(-1);
}

function objectMismatch(
  ctx: CheckContext,
  run: ScenarioRun,
  exp: Extract<Expectation, { kind: 'object' }>,
): Mismatch | undefined {
  const obj = findObject(run, exp.object);
  const where = refText(exp.object);
  if (!exp.exists)
    return obj === undefined
      ? cleanupAfterRelease(ctx, run, exp)
      : (refusedThenReleased(ctx, run, exp) ?? lingering(ctx, run, exp, obj));
  if (obj === undefined) return missing(ctx, run, exp);
  const problems: { en: string; zh: string }[] = [];
  const wrong: string[] = [];
  for (const [path, want] of Object.entries(exp.fields)) {
    const got = fieldAt(obj, path);
    if (canonical(got) !== canonical(want)) wrong.push(path);
    if (canonical(got) !== canonical(want))
      problems.push({
        en: `${path} is ${got === undefined ? 'unset' : JSON.stringify(got)}, expected ${JSON.stringify(want)}`,
        zh: `${path} ${got === undefined ? '未设置' : `为 ${JSON.stringify(got)}`}，预期为 ${JSON.stringify(want)}`,
      });
  }
  const conds = fieldAt(obj, 'status.conditions');
  const list = Array.isArray(conds)
    ? (conds as { type?: string; status?: string; reason?: string; observedGeneration?: number }[])
    : [];
  for (const c of exp.conditions) {
    const found = list.filter((x) => x.type === c.type);
    const ok = found.some((x) => x.status === c.status && (c.reason === undefined || x.reason === c.reason));
    const generation = c.observedGeneration;
    if (ok && generation !== undefined && !found.some((x) => x.observedGeneration === generation))
      problems.push({
        en: `condition ${c.type} has observedGeneration ${found.map((x) => x.observedGeneration ?? 'unset').join(', ')}, expected ${generation}`,
        zh: `condition ${c.type} 的 observedGeneration 为 ${found.map((x) => x.observedGeneration ?? '未设置').join(', ')}，预期为 ${generation}`,
      });
    if (!ok)
      problems.push({
        en: `condition ${c.type} is ${found.length === 0 ? 'missing' : found.map((x) => `${x.status}/${x.reason}`).join(', ')}, expected ${c.status}${c.reason ? `/${c.reason}` : ''}`,
        zh: `condition ${c.type} ${found.length === 0 ? '不存在' : `为 ${found.map((x) => `${x.status}/${x.reason}`).join(', ')}`}，预期为 ${c.status}${c.reason ? `/${c.reason}` : ''}`,
      });
  }
  if (problems.length === 0) return undefined;
  // The last write the reconciler made to the object (evidence). If it never wrote it, its last
  // read of it is where the missing write belongs: a line to look at, not evidence of a fault.
  const last = lastWriteTo(ctx, run, exp.object.name, exp.object.namespace ?? '');
  const own = lastWriteToObject(ctx, run, exp.object);
  const read = last ? undefined : lastCallOn(ctx, run, exp.object, () => true);
  const pick = last ?? read;
  const line = pick && callSiteRef(ctx, pick.e);
  // A spec field the reconciler writes came out stale: its own last write to the object is the
  // cause (it never carried the change), unless the run broke off for a stronger reason; an
  // unrelated error a later reconcile returned (a 409 it retried) would mislead.
  const specOnly =
    Object.keys(exp.fields).length > 0 &&
    exp.conditions.length === 0 &&
    Object.keys(exp.fields).every((f) => !f.startsWith('status.'));
  const overwrote =
    specOnly && own !== undefined
      ? (writtenBackAfter(ctx, run, own, wrong) ?? refusedAfter(ctx, run, own))
      : undefined;
  const blind =
    (run.result?.reconciles.length ?? 0) === 0 ? cacheBlind(ctx, run, exp.object.namespace ?? '') : undefined;
  const cause =
    dryRunLast(ctx, own) ??
    overwrote ??
    (blind && { ...blind, en: `Cause: ${blind.en}`, zh: `原因：${blind.zh}` }) ??
    (specOnly && own !== undefined
      ? (causeOf(ctx, run, false) ??
        neverChanged(run) ?? {
          en: `Cause: the reconciler's last write to ${where} was ${describeCall(own.e)}; no later update or patch carried the change.`,
          zh: `原因：调谐器对 ${where} 的最后一次写入是 ${describeCall(own.e)}；之后没有任何 update 或 patch 带上这次变化。`,
          evidence: [own.index],
          lines: ((l) => (l ? [l] : []))(callSiteRef(ctx, own.e)),
        })
      : (causeOf(ctx, run) ??
        rawIgnored(ctx, run) ??
        statusStripped(ctx, run, exp, own) ??
        statusUnchanged(ctx, run, exp, own) ??
        readMissed(ctx, run, exp, own) ??
        filteredRead(ctx, run, exp, own) ??
        cacheLimited(ctx, run, own) ??
        listedNotCounted(ctx, run, exp, own) ??
        listedTooMany(ctx, run, exp, own, obj) ??
        unwrittenAfterMisplacedRead(ctx, run, exp, own) ??
        unheard(ctx, run, exp.object)));
  return {
    en: `In the end state of ${where}: ${problems.map((p) => p.en).join('; ')}.${cause ? ` ${cause.en}` : ''}`,
    zh: `${where} 的最终状态中：${problems.map((p) => p.zh).join('；')}。${cause ? cause.zh : ''}`,
    evidence: [...(cause?.evidence ?? []), ...(last ? [last.index] : [])],
    lines: dedupeLines([...(cause?.lines ?? []), ...(line ? [line] : [])]),
    ...(cause && 'hint' in cause && cause.hint ? { hint: cause.hint } : {}),
  };
}

/**
 * The reconciler's last write to the object was a dry run (client.DryRunAll: `?dryRun=All`): the API
 * server admits and validates it and answers with the object as it would have stored it, and stores
 * nothing (k8s.io/apiserver pkg/registry/generic/registry/dryrun.go DryRunnableStorage).
 */
function dryRunLast(
  ctx: CheckContext,
  own: { e: CallEvent; index: number } | undefined,
): Mismatch | undefined {
  if (own === undefined || own.e.kind !== 'api' || own.e.details?.dryRun !== 'All') return undefined;
  const at = callSiteRef(ctx, own.e);
  return {
    en: `Cause: the reconciler's last write to it was a dry run (dryRun=All, the client.DryRunAll option): ${describeCall(own.e)}${at ? ` (line ${at.line})` : ''}. The API server ran admission and validation and answered as if it had stored the object, but stored nothing. Drop client.DryRunAll from the write.`,
    zh: `原因：调谐器对它的最后一次写入是一次 dry run（dryRun=All，即 client.DryRunAll 选项）：${describeCall(own.e, 'zh')}${at ? `（第 ${at.line} 行）` : ''}。API server 执行了准入和校验，并像已经存储了对象那样作答，但什么也没有存储。请从这次写入中去掉 client.DryRunAll。`,
    evidence: [own.index],
    lines: at ? [at] : [],
  };
}

/**
 * The learner's last List that put its selector in ListOptions.Raw and was served by the cache:
 * the cache filters by LabelSelector / FieldSelector only (sigs.k8s.io/controller-runtime
 * pkg/cache/internal/cache_reader.go CacheReader.List); Raw reaches only the API server.
 */
function rawIgnored(ctx: CheckContext, run: ScenarioRun): Mismatch | undefined {
  const hit = learnerCalls(ctx, run)
    .filter(({ e }) => e.kind === 'cacheRead' && e.ignoredRaw !== undefined)
    .at(-1);
  const e = hit?.e.kind === 'cacheRead' ? hit.e : undefined;
  const raw = e?.ignoredRaw;
  if (hit === undefined || e === undefined || raw === undefined) return undefined;
  const which = [
    ...(raw.labelSelector !== '' ? [`Raw.LabelSelector "${raw.labelSelector}"`] : []),
    ...(raw.fieldSelector !== '' ? [`Raw.FieldSelector "${raw.fieldSelector}"`] : []),
  ].join(', ');
  const at = callSiteRef(ctx, e);
  const n = e.returned?.count;
  return {
    en: `Cause: the List${at ? ` at line ${at.line}` : ''} (${describeCall(e)}) was served by the manager's cache, which filters only by ListOptions.LabelSelector and FieldSelector and ignores Raw: ${which} was never applied${n !== undefined ? `, and it returned all ${n} cached objects` : ''}. Set the selector in LabelSelector (client.MatchingLabels, or client.MatchingLabelsSelector), which both the cache and the API server read.`,
    zh: `原因：${at ? `第 ${at.line} 行的 ` : ''}List（${describeCall(e, 'zh')}）由管理器的缓存应答，缓存只按 ListOptions.LabelSelector 和 FieldSelector 过滤，忽略 Raw：${which} 根本没有生效${n !== undefined ? `，于是返回了缓存里全部 ${n} 个对象` : ''}。请把选择器放进 LabelSelector（client.MatchingLabels 或 client.MatchingLabelsSelector），缓存和 API server 都会读取它。`,
    evidence: [hit.index],
    lines: at ? [at] : [],
    hint: {
      en: 'The cache filters a List by ListOptions.LabelSelector and FieldSelector only; ListOptions.Raw reaches only the API server. Use client.MatchingLabels.',
      'zh-cn':
        '缓存只按 ListOptions.LabelSelector 和 FieldSelector 过滤 List；ListOptions.Raw 只有 API server 会读取。请使用 client.MatchingLabels。',
    },
  };
}

/**
 * A status field came out wrong and the reconciler only ever wrote the object itself (an update or
 * patch of the main resource, which went through): with the status subresource, the API server keeps
 * the stored .status on such a write (apiextensions-apiserver pkg/registry/customresource
 * strategy.go PrepareForUpdate), so the status it sent was dropped without an error.
 */
function statusStripped(
  ctx: CheckContext,
  run: ScenarioRun,
  exp: Extract<Expectation, { kind: 'object' }>,
  own: { e: CallEvent; index: number } | undefined,
): Mismatch | undefined {
  if (own === undefined || own.e.kind !== 'api' || own.e.subresource !== '') return undefined;
  const onStatus = exp.conditions.length > 0 || Object.keys(exp.fields).some((f) => f.startsWith('status.'));
  if (!onStatus) return undefined;
  const info = run.result?.env.server.registry.lookup?.({
    group: own.e.group,
    version: own.e.version,
    resource: own.e.resource,
  });
  if (info?.statusSubresource !== true) return undefined;
  const statusWrites = (run.result?.trace ?? []).some(
    (e) =>
      e.kind === 'api' &&
      e.subresource === 'status' &&
      e.name === own.e.name &&
      e.namespace === own.e.namespace &&
      e.resource === own.e.resource &&
      e.callSite !== undefined &&
      e.identity.username === run.managerUser,
  );
  if (statusWrites) return undefined;
  // a client-go write (typed clientset, dynamic client) has no Status(): UpdateStatus, or Patch's "status"
  const at = callSiteRef(ctx, own.e);
  const goWrite = at && clientGoWrite(ctx.files, at);
  const via =
    goWrite === 'Update'
      ? { en: 'client-go’s UpdateStatus', zh: 'client-go 的 UpdateStatus' }
      : goWrite === 'Patch'
        ? {
            en: 'client-go’s Patch with the "status" subresource',
            zh: '带 "status" 子资源参数的 client-go Patch',
          }
        : { en: 'r.Status().Update or r.Status().Patch', zh: 'r.Status().Update 或 r.Status().Patch' };
  return {
    en: `Cause: the reconciler wrote it only with ${describeCall(own.e)}, a write to the object itself: the CRD has the status subresource, so the API server keeps the stored .status on such a write and drops the one sent, without an error. Status goes through ${via.en}.`,
    zh: `原因：调谐器只用 ${describeCall(own.e, 'zh')} 写过它，这是对对象本身的写入：CRD 启用了 status 子资源，API server 在这种写入中保留已存储的 .status，丢弃发来的 status，且不报错。status 应当通过 ${via.zh} 写入。`,
    evidence: [own.index],
    lines: [],
  };
}

/**
 * A status field came out wrong although the reconciler wrote the status subresource, and every one
 * of those writes went through without changing .status: the object it sent carried the status it
 * had read (the new values were set on another copy of the object, or after the write).
 */
function statusUnchanged(
  ctx: CheckContext,
  run: ScenarioRun,
  exp: Extract<Expectation, { kind: 'object' }>,
  own: { e: CallEvent; index: number } | undefined,
): Mismatch | undefined {
  if (own === undefined || own.e.kind !== 'api' || own.e.subresource !== 'status') return undefined;
  const onStatus = exp.conditions.length > 0 || Object.keys(exp.fields).some((f) => f.startsWith('status.'));
  if (!onStatus) return undefined;
  const mine = own.e;
  const writes = learnerCalls(ctx, run).filter(
    ({ e }) =>
      e.kind === 'api' &&
      isWriteVerb(e.verb) &&
      e.subresource === 'status' &&
      e.group === mine.group &&
      e.resource === mine.resource &&
      e.namespace === mine.namespace &&
      e.name === mine.name &&
      succeeded(e),
  );
  if (writes.some(({ e }) => e.kind === 'api' && e.statusChanged !== false && !e.noop)) return undefined;
  const n = writes.length;
  const at = callSiteRef(ctx, mine);
  const base = mine.verb === 'patch' && at ? patchBaseIsTarget(ctx.files, at) : undefined;
  if (at && base)
    return {
      en: `Cause: the status patch went through and changed nothing, last ${describeCall(mine)}: its merge-patch base (line ${base.line}) is the object it sends, not a copy. client.MergeFrom keeps the object it is given and compares it with itself when the patch is sent, so the patch is empty ({}). Take the base from a copy made before the change: client.MergeFrom(app.DeepCopy()).`,
      zh: `原因：这次 status patch 成功了却什么也没改变，最后一次是 ${describeCall(mine, 'zh')}：它的 merge patch 基准（第 ${base.line} 行）就是要发送的那个对象，而不是副本。client.MergeFrom 保存的是传给它的对象本身，发送时拿它和自己比较，所以 patch 是空的（{}）。请在修改之前用副本作为基准：client.MergeFrom(app.DeepCopy())。`,
      evidence: writes.map(({ index }) => index),
      lines: dedupeLines([base, at]),
    };
  const late = mine.verb === 'patch' && at ? patchBaseCopiedAfterSet(ctx.files, at) : undefined;
  if (at && late)
    return {
      en: `Cause: the status patch went through and changed nothing, last ${describeCall(mine)}: its merge-patch base is a copy taken at line ${late.copy.line}, after the status fields were set (line ${late.set.line}), so the base already holds the new values and the patch is empty ({}). Take the copy before the change: base := app.DeepCopy(), then set the fields, then Patch with client.MergeFrom(base).`,
      zh: `原因：这次 status patch 成功了却什么也没改变，最后一次是 ${describeCall(mine, 'zh')}：它的 merge patch 基准是第 ${late.copy.line} 行取的副本，而 status 字段在那之前（第 ${late.set.line} 行）就已设置，所以基准里已经是新值，patch 是空的（{}）。请在修改之前取副本：base := app.DeepCopy()，再设置字段，然后用 client.MergeFrom(base) 发送 Patch。`,
      evidence: writes.map(({ index }) => index),
      lines: dedupeLines([late.copy, late.set, at]),
    };
  const reread = at ? statusSetThenReadInto(ctx.files, at) : undefined;
  if (at && reread)
    return {
      en: `Cause: ${n === 1 ? 'the reconciler’s status write' : `each of the reconciler’s ${n} status writes`} went through and left .status as it was, last ${describeCall(mine)}: the status fields of ${reread.object} are set at ${reread.lastSet > reread.set.line ? `lines ${reread.set.line}–${reread.lastSet}` : `line ${reread.set.line}`}, and the Get at line ${reread.read.line} then reads into the same ${reread.object}, replacing them with the stored status before the write sends it. Set the fields after the read, on the object it filled (in a retry closure: after its fresh Get).`,
      zh: `原因：调谐器的${n === 1 ? ' status 写入' : ` ${n} 次 status 写入都`}成功了，却没有改变 .status，最后一次是 ${describeCall(mine, 'zh')}：${reread.object} 的 status 字段在第 ${reread.lastSet > reread.set.line ? `${reread.set.line}–${reread.lastSet}` : reread.set.line} 行设置，随后第 ${reread.read.line} 行的 Get 读入同一个 ${reread.object}，在写入发送之前就用已存储的 status 覆盖了它们。请在读取之后、在它填充的对象上设置这些字段（在重试闭包里：放在新的 Get 之后）。`,
      evidence: writes.map(({ index }) => index),
      lines: dedupeLines([reread.set, reread.read, at]),
    };
  const other = at ? statusSetOnOtherCopy(ctx.files, at) : undefined;
  if (at && other) {
    const set =
      other.lastSet > other.set.line ? `lines ${other.set.line}–${other.lastSet}` : `line ${other.set.line}`;
    const setZh = other.lastSet > other.set.line ? `${other.set.line}–${other.lastSet}` : `${other.set.line}`;
    return {
      en: `Cause: ${n === 1 ? 'the reconciler’s status write' : `each of the reconciler’s ${n} status writes`} went through and left .status as it was, last ${describeCall(mine)}: the status fields are set on ${other.other} (${set}), but the write at line ${at.line} sends ${other.sent}, another copy of the object, whose status is still the one it was read with. Set the fields on the object you write, or write the one you set them on.`,
      zh: `原因：调谐器的${n === 1 ? ' status 写入' : ` ${n} 次 status 写入都`}成功了，却没有改变 .status，最后一次是 ${describeCall(mine, 'zh')}：status 字段设置在 ${other.other} 上（第 ${setZh} 行），而第 ${at.line} 行的写入发送的是 ${other.sent}，这是对象的另一个副本，它的 status 仍是读取时的样子。请在要写入的对象上设置这些字段，或者写入设置了字段的那个对象。`,
      evidence: writes.map(({ index }) => index),
      lines: dedupeLines([other.set, at]),
    };
  }
  return {
    en: `Cause: ${n === 1 ? 'the reconciler’s status write' : `each of the reconciler’s ${n} status writes`} went through and left .status as it was, last ${describeCall(mine)}: the status it sent was the one already stored. Either the values it computed were the same as before (what did the reads before the write return?), or the new values were set on another copy of the object, or after the write.`,
    zh: `原因：调谐器的${n === 1 ? ' status 写入' : ` ${n} 次 status 写入都`}成功了，却没有改变 .status，最后一次是 ${describeCall(mine, 'zh')}：发出的 status 与已存储的相同。要么它算出的值和之前一样（写入之前的读取返回了什么？），要么新的值设在了对象的另一个副本上，或者是在写入之后才设置的。`,
    evidence: writes.map(({ index }) => index),
    lines: [],
  };
}

/**
 * A read in the reconcile span (`after`, `before`) that got a 404 while an object of that kind and
 * name exists in another namespace (or the read named none): the read looked in the wrong place.
 * Only a 404 whose namesake lives elsewhere counts: on the usual Get → NotFound → Create path the
 * object is created where it was looked for, and a read of something that exists nowhere says
 * nothing about where the reconciler looked.
 */
function misplacedRead(
  ctx: CheckContext,
  run: ScenarioRun,
  after: number,
  before: number,
  prefer: string,
): { e: CallEvent; index: number; kind: string; ns: string } | undefined {
  const objects = run.result?.objects ?? [];
  for (const { e, index } of learnerCalls(ctx, run)) {
    if (e.seq <= after || e.seq >= before || e.kind === 'clientError') continue;
    if (e.verb !== 'get' || e.result.code !== 404 || e.name === '') continue;
    const info = run.result?.env.server.registry.lookup?.({
      group: e.group,
      version: e.version,
      resource: e.resource,
    });
    if (info === undefined || !info.namespaced) continue;
    const apiVersion = e.group === '' ? e.version : `${e.group}/${e.version}`;
    const namesakes = objects
      .filter((o) => o.kind === info.kind && o.apiVersion === apiVersion && o.metadata?.name === e.name)
      .map((o) => (o.metadata?.namespace as string | undefined) ?? '');
    if (namesakes.length === 0 || namesakes.includes(e.namespace)) continue;
    return { e, index, kind: info.kind, ns: namesakes.includes(prefer) ? prefer : namesakes[0] };
  }
  return undefined;
}

/**
 * `Secret db-creds exists in team-a, the namespace of App team-a/shop: the read looked in default`;
 * `owner`: the object reconciled, named when the namesake is in its namespace.
 */
function misplacedText(
  m: { e: CallEvent; kind: string; ns: string },
  owner: { namespace: string; en: string; zh: string },
) {
  const theirs = m.ns === owner.namespace;
  const looked = m.e.namespace === '' ? 'named no namespace' : `looked in ${m.e.namespace}`;
  const lookedZh = m.e.namespace === '' ? '没有指定命名空间' : `查的是 ${m.e.namespace}`;
  return {
    en: `${describeCall(m.e)}, while ${m.kind} ${m.e.name} exists in ${m.ns}${theirs ? `, the namespace of ${owner.en}` : ''}: the read ${looked}`,
    zh: `${describeCall(m.e, 'zh')}，而 ${m.kind} ${m.e.name} 其实在 ${m.ns}${theirs ? `（${owner.zh}所在的命名空间）` : ''}：这次读取${lookedZh}`,
  };
}

/**
 * A status field came out wrong, and the reconcile that made the last write to the object had first
 * read something in the wrong namespace (misplacedRead): the status reports what it did not find.
 */
function readMissed(
  ctx: CheckContext,
  run: ScenarioRun,
  exp: Extract<Expectation, { kind: 'object' }>,
  own: { e: CallEvent; index: number } | undefined,
): Mismatch | undefined {
  if (own === undefined) return undefined;
  const onStatus = exp.conditions.length > 0 || Object.keys(exp.fields).some((f) => f.startsWith('status.'));
  if (!onStatus) return undefined;
  const rec = reconcileOf(run, own.e);
  if (rec?.traceSeq === undefined) return undefined;
  const m = misplacedRead(ctx, run, rec.traceSeq.after, own.e.seq, exp.object.namespace ?? '');
  if (m === undefined) return undefined;
  const where = refText(exp.object);
  const t = misplacedText(m, { namespace: exp.object.namespace ?? '', en: where, zh: `${where} ` });
  const at = callSiteRef(ctx, m.e);
  return {
    en: `Cause: the reconcile that last wrote ${where} first read ${t.en}, so the status reports what it did not find there.`,
    zh: `原因：最后一次写入 ${where} 的那次调谐先读取了 ${t.zh}，所以 status 报告的是它在那里没找到的结果。`,
    evidence: [m.index],
    lines: at ? [at] : [],
  };
}

/**
 * The status came out wrong, and the reconcile that last wrote it first read an object that exists
 * through the cache, which answered NotFound: the cache's selector leaves that object out
 * (cacheFiltered).
 */
function filteredRead(
  ctx: CheckContext,
  run: ScenarioRun,
  exp: Extract<Expectation, { kind: 'object' }>,
  own: { e: CallEvent; index: number } | undefined,
): Mismatch | undefined {
  if (own === undefined) return undefined;
  const onStatus = exp.conditions.length > 0 || Object.keys(exp.fields).some((f) => f.startsWith('status.'));
  if (!onStatus) return undefined;
  const rec = reconcileOf(run, own.e);
  if (rec?.traceSeq === undefined) return undefined;
  for (const e of run.result?.trace ?? []) {
    if (e.seq <= rec.traceSeq.after || e.seq >= own.e.seq) continue;
    if (e.kind !== 'cacheRead' || callerOf(ctx, run, e) !== 'learner') continue;
    const filtered = cacheFiltered(ctx, run, e);
    if (filtered === undefined) continue;
    const where = refText(exp.object);
    const at = callSiteRef(ctx, e);
    return {
      en: `Cause: the reconcile that last wrote ${where} first read ${describeCall(e)}.${filtered.en}`,
      zh: `原因：最后一次写入 ${where} 的那次调谐先读取了 ${describeCall(e, 'zh')}。${filtered.zh}`,
      evidence: [traceIndexOf(run, e)],
      lines: [...(at ? [at] : []), ...filtered.lines],
    };
  }
  return undefined;
}

/**
 * A count came out short because the reconcile's List went to the manager's cache with
 * client.Limit: the cache cuts the list at the limit and serves no next page ([CR]
 * pkg/cache/internal/cache_reader.go List: its continue token is "continue-not-supported", and a
 * Continue option is refused there).
 */
function cacheLimited(
  ctx: CheckContext,
  run: ScenarioRun,
  own: { e: CallEvent; index: number } | undefined,
): Mismatch | undefined {
  const rec = own && reconcileOf(run, own.e);
  if (own === undefined || rec?.traceSeq === undefined) return undefined;
  const hit = learnerCalls(ctx, run)
    .filter(
      ({ e }) =>
        e.kind === 'cacheRead' &&
        e.verb === 'list' &&
        e.limited !== undefined &&
        e.seq > rec.traceSeq!.after &&
        e.seq < own.e.seq,
    )
    .at(-1);
  const e = hit?.e.kind === 'cacheRead' ? hit.e : undefined;
  if (hit === undefined || e?.limited === undefined) return undefined;
  const { limit, matched } = e.limited;
  const at = callSiteRef(ctx, e);
  return {
    en: `Cause: the List${at ? ` at line ${at.line}` : ''} (${describeCall(e)}) was served by the manager's cache with a Limit of ${limit}: the cache returns the first ${limit} of the ${matched} objects that match, and it serves no next page: its continue token is "continue-not-supported", and a List given it fails. List without client.Limit through the cache (it holds every object already), or page with the API reader (mgr.GetAPIReader()), which returns continue tokens.`,
    zh: `原因：${at ? `第 ${at.line} 行的 ` : ''}List（${describeCall(e, 'zh')}）由 manager 的缓存应答，带着 Limit ${limit}：缓存只返回匹配的 ${matched} 个对象中的前 ${limit} 个，而且不提供下一页：它的 continue token 是 "continue-not-supported"，带着它再 List 会失败。通过缓存 List 时不要用 client.Limit（缓存里本来就有全部对象），或者用 API reader（mgr.GetAPIReader()）分页，它会返回 continue token。`,
    evidence: [hit.index],
    lines: at ? [at] : [],
  };
}

/**
 * The one numeric status field `exp` expects, and the last List (from the API or the cache) the
 * reconcile that made the write `own` ran before it: what a count came from.
 */
function countAndLastList(
  ctx: CheckContext,
  run: ScenarioRun,
  exp: Extract<Expectation, { kind: 'object' }>,
  own: { e: CallEvent; index: number } | undefined,
) {
  if (own === undefined) return undefined;
  const counts = Object.entries(exp.fields).filter(
    (f): f is [string, number] => f[0].startsWith('status.') && typeof f[1] === 'number',
  );
  if (counts.length !== 1) return undefined;
  const [field, want] = counts[0];
  const rec = reconcileOf(run, own.e);
  if (rec?.traceSeq === undefined) return undefined;
  const list = learnerCalls(ctx, run)
    .filter(
      ({ e }) =>
        (e.kind === 'api' || e.kind === 'cacheRead') &&
        e.verb === 'list' &&
        e.seq > rec.traceSeq!.after &&
        e.seq < own.e.seq,
    )
    .at(-1);
  const e = list?.e.kind === 'api' || list?.e.kind === 'cacheRead' ? list.e : undefined;
  if (list === undefined || e === undefined) return undefined;
  return { field, want, list, e };
}

/**
 * A status count came out wrong, though the reconcile that last wrote it listed exactly the expected
 * number of objects: the List was right, and the code between it and the write dropped some of
 * what it returned (a filter of its own, on a namespace that cluster-scoped objects do not have).
 */
function listedNotCounted(
  ctx: CheckContext,
  run: ScenarioRun,
  exp: Extract<Expectation, { kind: 'object' }>,
  own: { e: CallEvent; index: number } | undefined,
): Mismatch | undefined {
  const counted = countAndLastList(ctx, run, exp, own);
  if (counted === undefined) return undefined;
  const { field, want, list, e } = counted;
  if (e.returned?.count !== want) return undefined;
  const at = callSiteRef(ctx, e);
  const noNs = e.returned.namespaces.length === 1 && e.returned.namespaces[0] === '';
  return {
    en: `Cause: the reconcile that last wrote ${refText(exp.object)} ran ${describeCall(e)}${at ? ` (line ${at.line})` : ''}, and that List returned ${want} object${want === 1 ? '' : 's'}${noNs ? ', none of them in a namespace' : ''}: the number expected in ${field}. The List was right; the code between it and the status write did not count all it returned${noNs ? ' (a test on metadata.namespace never matches an object that has none)' : ''}.`,
    zh: `原因：最后一次写入 ${refText(exp.object)} 的那次调谐${at ? `在第 ${at.line} 行` : ''}执行了 ${describeCall(e, 'zh')}，这个 List 返回了 ${want} 个对象${noNs ? '，都不属于任何命名空间' : ''}，正是 ${field} 期望的数目。List 本身没错；是 List 之后、写 status 之前的代码没有把返回的对象全部计入${noNs ? '（对 metadata.namespace 的判断永远匹配不到没有命名空间的对象）' : ''}。`,
    evidence: [list.index],
    lines: at ? [at] : [],
  };
}

/**
 * A count came out too high although the List stayed in the object's namespace: the last List
 * before the status write returned the number written, more than expected, all from that
 * namespace. Its label selector let in objects that are not the owner's; when it returned every
 * object of the kind in the namespace, it selected nothing out (client.MatchingLabels of a nil or
 * empty map is an empty selector: labels.SelectorFromSet of no labels matches everything).
 */
function listedTooMany(
  ctx: CheckContext,
  run: ScenarioRun,
  exp: Extract<Expectation, { kind: 'object' }>,
  own: { e: CallEvent; index: number } | undefined,
  obj: KubeObject | undefined,
): Mismatch | undefined {
  const counted = countAndLastList(ctx, run, exp, own);
  if (counted === undefined) return undefined;
  const { field, want, list, e } = counted;
  const ns = exp.object.namespace ?? '';
  const got = e.returned?.count;
  if (got === undefined || got === want || fieldAt(obj, field) !== got) return undefined;
  const at = callSiteRef(ctx, e);
  if (got < want) {
    // Too few, from a List in the right scope (a cluster-scoped kind listed without a namespace, a
    // namespaced one in the object's): the selector left out objects that count.
    const scoped = isNamespaced(run, e) ? e.namespace === ns && ns !== '' : e.namespace === '';
    if (!scoped) return undefined;
    return {
      en: `Cause: the reconcile that last wrote ${refText(exp.object)} ran ${describeCall(e)}${at ? ` (line ${at.line})` : ''}, which returned ${got} object${got === 1 ? '' : 's'}, fewer than the ${want} expected in ${field}: the List's scope was right, so its selector left out objects that should count. Compare the labels (or fields) it selects by with those the objects carry: keys and values must match exactly.`,
      zh: `原因：最后一次写入 ${refText(exp.object)} 的那次调谐${at ? `在第 ${at.line} 行` : ''}执行了 ${describeCall(e, 'zh')}，它返回了 ${got} 个对象，少于 ${field} 期望的 ${want} 个：List 的范围是对的，所以是它的选择器漏掉了应当计入的对象。请把它所选的标签（或字段）和对象实际带有的对照一下：键和值都必须完全一致。`,
      evidence: [list.index],
      lines: at ? [at] : [],
    };
  }
  if (ns === '' || e.returned?.namespaces.some((n) => n !== ns)) return undefined;
  const all = (run.result?.objects ?? []).filter(
    (o) =>
      ((o.metadata as { namespace?: string })?.namespace ?? '') === ns &&
      o.apiVersion === (e.group ? `${e.group}/${e.version}` : e.version) &&
      `${(o.kind ?? '').toLowerCase()}s` === e.resource,
  );
  const every = all.length === got;
  const kind = all[0]?.kind ?? e.resource;
  return {
    en: `Cause: the reconcile that last wrote ${refText(exp.object)} ran ${describeCall(e)}${at ? ` (line ${at.line})` : ''}, which stayed in ${ns} and returned ${got} objects, more than the ${want} expected in ${field}: ${every ? `every ${kind} in ${ns}. Its label selector selected nothing out: client.MatchingLabels of a nil or empty map is an empty selector, which matches everything` : 'its label selector let in objects that are not the owner’s'}.`,
    zh: `原因：最后一次写入 ${refText(exp.object)} 的那次调谐${at ? `在第 ${at.line} 行` : ''}执行了 ${describeCall(e, 'zh')}，它留在 ${ns} 中，返回了 ${got} 个对象，多于 ${field} 期望的 ${want} 个：${every ? `这是 ${ns} 中全部的 ${kind}。它的标签选择器什么也没有筛掉：用 nil 或空 map 构造的 client.MatchingLabels 是空选择器，匹配一切` : '它的标签选择器放进了不属于它的对象'}。`,
    evidence: [list.index],
    lines: at ? [at] : [],
    hint: {
      en: 'The List stays in the right namespace; look at its label selector: a selector built from a map that is nil or empty matches every object.',
      'zh-cn':
        'List 已经留在正确的命名空间里；请检查它的标签选择器：由 nil 或空 map 构造的选择器匹配所有对象。',
    },
  };
}

/**
 * An object that should exist was never written, and the last reconcile read something in the wrong
 * namespace (misplacedRead) before it ended: that read is where it stopped short.
 */
function missingAfterMisplacedRead(
  ctx: CheckContext,
  run: ScenarioRun,
  exp: Extract<Expectation, { kind: 'object' }>,
): Mismatch | undefined {
  const last = run.result?.reconciles.at(-1);
  if (last?.traceSeq === undefined) return undefined;
  const m = misplacedRead(
    ctx,
    run,
    last.traceSeq.after,
    last.traceSeq.last + 1,
    last.request.namespace ?? '',
  );
  if (m === undefined) return undefined;
  const app = `${last.request.namespace}/${last.request.name}`;
  const t = misplacedText(m, {
    namespace: last.request.namespace ?? '',
    en: 'the object reconciled',
    zh: '被调谐对象',
  });
  const at = callSiteRef(ctx, m.e);
  return {
    en: `Cause: the last reconcile of ${app} read ${t.en}, and it ended without writing ${refText(exp.object)}.`,
    zh: `原因：对 ${app} 的最后一次调谐读取了 ${t.zh}，之后没有写入 ${refText(exp.object)} 就结束了。`,
    evidence: [m.index],
    lines: at ? [at] : [],
  };
}

/**
 * The object's status was never written: the last reconcile of its own request read something in
 * the wrong namespace (misplacedRead, the object itself looked up under a namespace of the
 * code's) and ended there.
 */
function unwrittenAfterMisplacedRead(
  ctx: CheckContext,
  run: ScenarioRun,
  exp: Extract<Expectation, { kind: 'object' }>,
  own: { e: CallEvent; index: number } | undefined,
): Mismatch | undefined {
  if (own !== undefined) return undefined;
  const ns = exp.object.namespace ?? '';
  const last = run.result?.reconciles
    .filter((r) => (r.request.namespace ?? '') === ns && r.request.name === exp.object.name)
    .at(-1);
  if (last?.traceSeq === undefined) return undefined;
  const m = misplacedRead(ctx, run, last.traceSeq.after, last.traceSeq.last + 1, ns);
  if (m === undefined) return undefined;
  const where = refText(exp.object);
  const t = misplacedText(m, { namespace: ns, en: where, zh: `${where} ` });
  const ending = reconcileEnding(last);
  const at = callSiteRef(ctx, m.e);
  return {
    en: `Cause: the reconciler never wrote ${where}. The last reconcile of its request (${ns}/${exp.object.name}) read ${t.en}, and then ${ending.en}.`,
    zh: `原因：调谐器从未写入 ${where}。对它的请求（${ns}/${exp.object.name}）的最后一次调谐读取了 ${t.zh}，随后${ending.zh}。`,
    evidence: [m.index],
    lines: at ? [at] : [],
  };
}

/**
 * The changes another client made, after trace seq `after`, to objects of another resource than
 * `ref`'s that the reconciler reads (by name, or by listing their namespace).
 */
export function changesRead(
  ctx: CheckContext,
  run: ScenarioRun,
  ref: ObjectRef,
  after: number,
  writesRead = false,
): ApiCallEvent[] {
  const own = resourceOf(run, ref);
  // `writesRead`: a write's answer is the stored object too (a typed apply configuration read back
  // after r.Apply), so what it wrote counts as read
  const read = learnerCalls(ctx, run).filter(
    ({ e }) => e.verb === 'get' || e.verb === 'list' || (writesRead && isWriteVerb(e.verb) && succeeded(e)),
  );
  return (run.result?.trace ?? []).filter(
    (e): e is ApiCallEvent =>
      e.kind === 'api' &&
      e.seq > after &&
      isWriteVerb(e.verb) &&
      succeeded(e) &&
      !e.noop &&
      callerOf(ctx, run, e) === 'other' &&
      !(own !== undefined && e.group === own.group && e.resource === own.resource) &&
      read.some(
        ({ e: r }) =>
          r.group === e.group &&
          r.resource === e.resource &&
          r.namespace === e.namespace &&
          (r.name === e.name || r.name === ''),
      ),
  );
}

/**
 * Another client changed an object the reconciler reads (a Deployment's status, written by its
 * controller) after the last reconcile of `ref` began, and no reconcile of `ref` followed: nothing
 * queued it for that change. Points at the builder call that watches that kind (whose predicates,
 * or the controller's WithEventFilter, dropped the event), or at SetupWithManager when none does.
 */
function unheard(ctx: CheckContext, run: ScenarioRun, ref: ObjectRef): Mismatch | undefined {
  const last = (run.result?.reconciles ?? [])
    .filter((r) => r.request.name === ref.name && (r.request.namespace ?? '') === (ref.namespace ?? ''))
    .at(-1);
  if (last?.traceSeq === undefined || last.error !== undefined) return undefined;
  const change = changesRead(ctx, run, ref, last.traceSeq.after, true)[0];
  if (change === undefined) return undefined;
  const where = refText(ref);
  const head = `Cause: another client changed what the reconciler reads after the last reconcile of ${where} began (${describeCall(change)}), and no reconcile of ${where} followed: nothing queued it for that change.`;
  const headZh = `原因：在对 ${where} 的最后一次调谐开始之后，另一个客户端修改了调谐器读取的对象（${describeCall(change, 'zh')}），之后再没有针对 ${where} 的调谐：没有任何东西因为这次变化把它放回队列。`;
  const why = unwatched(ctx, run, change, where);
  return {
    en: `${head} ${why.en}`,
    zh: `${headZh}${why.zh}`,
    evidence: [traceIndexOf(run, change)],
    lines: why.lines,
  };
}

/**
 * Why a change of an object did not queue `where`: the controller's watch of its kind queued the
 * object's own name, a predicate dropped the event (WithEventFilter's included), or nothing watches
 * the kind. Lines: the builder calls that watch it (and the filters), or SetupWithManager.
 */
export function unwatched(
  ctx: CheckContext,
  run: ScenarioRun,
  change: ApiCallEvent,
  where: string,
): { en: string; zh: string; lines: SourceRef[] } {
  const kind = run.result?.env.server.registry.lookup?.({
    group: change.group,
    version: change.version,
    resource: change.resource,
  })?.kind;
  const watched = watchLines(ctx, run, change);
  const filters = watchLines(ctx, run, change, true);
  const editable = ctx.files.filter((f) => ctx.exercise.files.some((x) => x.editable && x.path === f.path));
  const setup = funcDecls(editable, 'SetupWithManager').map(({ file, line }) => ({ file, line }));
  // The watch's handler queued the changed object under its own name (EnqueueRequestForObject on a
  // Deployment source): a reconcile ran, for a request no App answers to.
  // (queued by that object's own event: an App and its Deployment often share a name)
  const self = (run.result?.reconciles ?? []).find(
    (r) =>
      r.request.name === change.name &&
      (r.request.namespace ?? '') === change.namespace &&
      (r.traceSeq?.after ?? 0) >= change.seq &&
      r.queuedBy.some((q) => q.kind === 'event' && (kind === undefined || q.object.kind === kind)),
  );
  if (self !== undefined && watched.length > 0 && filters.length === 0) {
    const queued = `${change.namespace ? `${change.namespace}/` : ''}${change.name}`;
    return {
      en: `The controller watches ${kind ? `${kind}s` : change.resource} (line ${watched.map((l) => l.line).join(', ')}), but that watch's handler queued the changed object's own name: the reconcile of ${queued} that followed was not one of ${where}. Map the ${kind ?? change.resource} to the object that owns it (Owns, or handler.EnqueueRequestForOwner).`,
      zh: `控制器 watch 了 ${kind ?? change.resource}（第 ${watched.map((l) => l.line).join('、')} 行），但这个 watch 的 handler 放入队列的是被修改对象自己的名字：随后那次对 ${queued} 的调谐并不是对 ${where} 的调谐。请把 ${kind ?? change.resource} 映射到拥有它的对象（Owns，或 handler.EnqueueRequestForOwner）。`,
      lines: watched,
    };
  }
  // The watch's handler (a map func, say) turned this very event into a request for some other
  // name: a reconcile ran for it, not for `where`.
  const mapped = (run.result?.reconciles ?? []).find(
    (r) =>
      (r.traceSeq?.after ?? 0) >= change.seq &&
      r.queuedBy.some(
        (q) =>
          q.kind === 'event' &&
          (kind === undefined || q.object.kind === kind) &&
          q.object.name === change.name &&
          q.object.namespace === change.namespace,
      ),
  );
  if (mapped !== undefined && watched.length > 0 && filters.length === 0) {
    const ns = mapped.request.namespace ? `${mapped.request.namespace}/` : '';
    const queued = mapped.request.name === '' ? `${ns} (an empty name)` : `${ns}${mapped.request.name}`;
    const queuedZh = mapped.request.name === '' ? `${ns}（空名字）` : `${ns}${mapped.request.name}`;
    return {
      en: `The controller watches ${kind ? `${kind}s` : change.resource} (line ${watched.map((l) => l.line).join(', ')}), and this event reached it, but that watch's handler mapped the changed object to the request ${queued}: the reconcile that followed was not one of ${where}. Make the mapping give ${where}'s name (Owns, or handler.EnqueueRequestForOwner, reads the owner reference).`,
      zh: `控制器 watch 了 ${kind ?? change.resource}（第 ${watched.map((l) => l.line).join('、')} 行），这个事件也到达了控制器，但这个 watch 的 handler 把被修改的对象映射成了请求 ${queuedZh}：随后那次调谐并不是对 ${where} 的调谐。请让映射给出 ${where} 的名字（Owns 或 handler.EnqueueRequestForOwner 读取属主引用）。`,
      lines: watched,
    };
  }
  // Owns queues the changed object's controller owner: an object without one queues nothing
  // ([CR] pkg/handler/enqueue_owner.go getOwnerReconcileRequest)
  const env = run.result?.env;
  const owns =
    env !== undefined &&
    registeredWatches(env).some(
      (w) => w.via === 'Owns' && w.gvk?.group === change.group && w.gvk.kind === kind,
    );
  const changed = run.result?.objects.find(
    (o) =>
      o.kind === kind &&
      o.apiVersion === (change.group ? `${change.group}/${change.version}` : change.version) &&
      (o.metadata as { name?: string })?.name === change.name &&
      ((o.metadata as { namespace?: string })?.namespace ?? '') === change.namespace,
  );
  const refs = (
    changed?.metadata as
      | { ownerReferences?: { controller?: boolean; kind?: string; name?: string }[] }
      | undefined
  )?.ownerReferences;
  if (
    owns &&
    filters.length === 0 &&
    changed !== undefined &&
    !(refs ?? []).some((r) => r.controller === true)
  ) {
    const obj = `${kind} ${change.namespace ? `${change.namespace}/` : ''}${change.name}`;
    // An owner reference without controller: true (controllerutil.SetOwnerReference sets one): Owns
    // passes handler.OnlyControllerOwner(), so the reference is not followed ([CR] pkg/builder/controller.go)
    const plain = (refs ?? []).find((r) => r.kind !== undefined && r.name !== undefined);
    const setters = plain ? editableLinesMatching(ctx, /\bSetOwnerReference\(/) : [];
    const by =
      setters.length > 0
        ? ` (controllerutil.SetOwnerReference, line ${setters.map((l) => l.line).join(', ')})`
        : '';
    const byZh =
      setters.length > 0
        ? `（controllerutil.SetOwnerReference，第 ${setters.map((l) => l.line).join('、')} 行）`
        : '';
    const has = plain
      ? `${obj}'s owner reference to ${plain.kind} ${plain.name}${by} is not a controller reference (no controller: true), so Owns does not follow it and its changes queue nothing`
      : `${obj} has no owner reference with controller: true, so its changes queue nothing`;
    const hasZh = plain
      ? `${obj} 指向 ${plain.kind} ${plain.name} 的属主引用${byZh}不是 controller 引用（没有 controller: true），Owns 不会沿着它找属主，所以它的变化不会让任何对象入队`
      : `${obj} 没有 controller: true 的属主引用，所以它的变化不会让任何对象入队`;
    return {
      en: `The controller watches ${kind}s with Owns (line ${watched.map((l) => l.line).join(', ')}), which queues the changed object's controller owner; ${has}. Set one (ctrl.SetControllerReference; in an apply configuration, WithOwnerReferences with WithController(true)).`,
      zh: `控制器用 Owns watch 了 ${kind}（第 ${watched.map((l) => l.line).join('、')} 行），它会把被修改对象的 controller 属主放入队列；但 ${hasZh}。请设置一个（ctrl.SetControllerReference；在 apply configuration 中用 WithOwnerReferences 并设置 WithController(true)）。`,
      lines: dedupeLines([...setters, ...watched]),
    };
  }
  return watched.length > 0 || filters.length > 0
    ? {
        en: `The controller watches ${kind ? `${kind}s` : change.resource}${watched.length > 0 ? ` (line ${watched.map((l) => l.line).join(', ')})` : ''}, but a predicate dropped this event${filters.length > 0 ? `: WithEventFilter (line ${filters.map((l) => l.line).join(', ')}) applies its predicates to every watch of the controller, this one included` : ''}.`,
        zh: `控制器 watch 了 ${kind ?? change.resource}${watched.length > 0 ? `（第 ${watched.map((l) => l.line).join('、')} 行）` : ''}，但有 predicate 丢弃了这个事件${filters.length > 0 ? `：WithEventFilter（第 ${filters.map((l) => l.line).join('、')} 行）把它的 predicate 用在控制器的每一个 watch 上，这个也不例外` : ''}。`,
        lines: dedupeLines([...watched, ...filters]),
      }
    : {
        en: `SetupWithManager does not watch ${kind ? `${kind}s` : change.resource} (no For, Owns or Watches of it).`,
        zh: `SetupWithManager 没有 watch ${kind ?? change.resource}（没有针对它的 For、Owns 或 Watches）。`,
        lines: setup,
      };
}

const patchKinds: Record<string, { en: string; zh: string }> = {
  merge: { en: 'a merge patch', zh: 'merge patch' },
  strategic: { en: 'a strategic merge patch', zh: 'strategic merge patch' },
  json: { en: 'a JSON patch', zh: 'JSON patch' },
};

/**
 * The spec change a scenario's concurrent writer makes never came: it waits for a call of the
 * reconciler (its first successful status write, say) that the reconciler never made. The object
 * is stale because nothing asked for a change, not because a write left it out.
 */
function neverChanged(run: ScenarioRun): Mismatch | undefined {
  if (run.firedWriters === undefined) return undefined;
  for (const [i, a] of run.scenario.adversity.entries()) {
    if (a.kind !== 'concurrent-writer' || run.firedWriters.includes(i) || 'at' in a.when) continue;
    const spec = (a.patch as { spec?: unknown }).spec;
    if (typeof spec !== 'object' || spec === null) continue;
    const paths = Object.keys(spec).map((k) => `spec.${k}`);
    const m = 'after' in a.when ? a.when.after : a.when.before;
    const verb = m.verb === 'write' ? 'write (create, update or patch)' : m.verb;
    const nth = ['first', 'second', 'third'][a.when.occurrence - 1] ?? `${a.when.occurrence}th`;
    const ok = m.result === 'ok' ? ' that succeeds' : '';
    const target = `${a.target.kind} ${a.target.namespace ? `${a.target.namespace}/` : ''}${a.target.name}`;
    return {
      en: `Cause: the change this scenario makes to ${target} (${paths.join(', ')}) never came: another client makes it right ${'after' in a.when ? 'after' : 'before'} the reconciler's ${nth} ${verb} of ${m.resource}${ok}, and the reconciler never made one.`,
      zh: `原因：这个场景对 ${target} 的修改（${paths.join('、')}）从未发生：另一个客户端要等到调谐器第 ${a.when.occurrence} 次对 ${m.resource} 的 ${m.verb}${m.result === 'ok' ? '（且成功）' : ''}${'after' in a.when ? '之后' : '之前'}才会修改它，而调谐器从未发出这样的请求。`,
      evidence: [],
      lines: [],
    };
  }
  return undefined;
}

/**
 * Someone else wrote the object (an engineer's kubectl patch, another controller) and a later write
 * of the reconciler changed it again: it put its own values back over theirs, e.g. a forced
 * server-side apply taking a field back from the manager that set it.
 */
function writtenBackAfter(
  ctx: CheckContext,
  run: ScenarioRun,
  own: { e: CallEvent; index: number },
  fields: string[],
): Mismatch | undefined {
  const mine = own.e;
  if (mine.kind !== 'api') return undefined;
  const trace = run.result?.trace ?? [];
  const sameObject = (e: ApiCallEvent) =>
    e.group === mine.group &&
    e.resource === mine.resource &&
    e.namespace === mine.namespace &&
    e.name === mine.name &&
    isWriteVerb(e.verb) &&
    succeeded(e) &&
    !e.noop;
  // own.index counts from the report's trace (it carries the run's offset); this run's trace starts
  // at 0, so a later scenario's slice would reach past the reconciler's last write.
  const others = trace
    .slice(0, own.index - run.traceOffset)
    .filter((e): e is ApiCallEvent => e.kind === 'api' && callerOf(ctx, run, e) === 'other' && sameObject(e));
  if (others.length === 0) return undefined;
  const recreated = recreatedAfter(ctx, run, mine, sameObject);
  if (recreated) return recreated;
  // The write it changed back is the last one a later write of the reconciler changed again: a
  // write it answered with a no-op apply (an annotation added by hand) touched nothing it sends.
  const calls = learnerCalls(ctx, run);
  const pair = others
    .map((other) => ({
      other,
      back: calls.find(
        ({ e }) => e.kind === 'api' && e.seq > other.seq && e.seq <= mine.seq && sameObject(e),
      ),
    }))
    .filter((p) => p.back !== undefined)
    .at(-1);
  if (pair?.back === undefined) return undefined;
  const { other, back } = pair;
  const who = other.identity.username;
  const manager = other.details?.fieldManager;
  const by = manager ? `${who} (field manager ${manager})` : who;
  // An update or a merge, strategic or JSON patch is not an apply: it sets every field it carries,
  // whoever owns it, so a hint about ForceOwnership would not fit.
  const applied = back.e.kind === 'api' && back.e.verb === 'patch' && back.e.details?.patchType === 'apply';
  const patchType = back.e.kind === 'api' ? back.e.details?.patchType : undefined;
  const kind =
    back.e.verb === 'update'
      ? { en: 'an update', zh: 'update' }
      : (patchKinds[patchType ?? ''] ?? { en: `a ${back.e.verb}`, zh: back.e.verb });
  return {
    en: `Cause: ${by} wrote it with ${describeCall(other)}; the reconciler's next write ${describeCall(back.e)} changed it back.`,
    zh: `原因：${by} 用这个请求写过它：${describeCall(other, 'zh')}；调谐器随后的这次写入又把它改了回去：${describeCall(back.e, 'zh')}。`,
    evidence: [traceIndexOf(run, other), back.index],
    // where the value sent was set (`Replicas: ptr.To[int32](1)`), then the write
    lines: ((l) =>
      l
        ? [
            ...fields.flatMap((f) =>
              setsFieldNear(
                ctx.files,
                l,
                f
                  .split('.')
                  .filter((x) => !/^\d+$/.test(x))
                  .at(-1) ?? '',
              ),
            ),
            l,
          ]
        : [])(callSiteRef(ctx, back.e)),
    ...(applied
      ? {}
      : {
          hint: {
            en: `That write is ${kind.en}, not a server-side apply: it sets every field it carries, whoever wrote it last. Change only the fields you own on the object you read (leave the others as the server has them), or send only those.`,
            'zh-cn': `这次写入是 ${kind.zh}，不是服务端 apply：它带上的每个字段都会被设置，不管上一次是谁写的。只在读到的对象上修改归你管的字段（其余字段保持服务端的值），或者只发送这些字段。`,
          },
        }),
  };
}

/**
 * The reconciler deleted the object after someone else had written it, and created it again: the
 * new object holds only what the reconciler sent and the API server's defaults; the other writer's
 * fields went with the old one (the API server keeps nothing of a deleted object).
 */
function recreatedAfter(
  ctx: CheckContext,
  run: ScenarioRun,
  mine: ApiCallEvent,
  sameObject: (e: ApiCallEvent) => boolean,
): Mismatch | undefined {
  const calls = learnerCalls(ctx, run);
  const same = (e: CallEvent): e is ApiCallEvent =>
    e.kind === 'api' &&
    e.group === mine.group &&
    e.resource === mine.resource &&
    e.namespace === mine.namespace &&
    e.name === mine.name;
  const deleted = calls.find(({ e }) => same(e) && e.verb === 'delete' && succeeded(e) && e.seq < mine.seq);
  if (deleted === undefined || deleted.e.kind !== 'api') return undefined;
  const created = calls.find(
    ({ e }) =>
      same(e) && e.seq > deleted.e.seq && e.seq <= mine.seq && sameObject(e) && e.result.code === 201,
  );
  if (created === undefined || created.e.kind !== 'api') return undefined;
  const trace = run.result?.trace ?? [];
  const other = trace
    .filter(
      (e): e is ApiCallEvent =>
        e.kind === 'api' && e.seq < deleted.e.seq && callerOf(ctx, run, e) === 'other' && sameObject(e),
    )
    .at(-1);
  if (other === undefined) return undefined;
  const manager = other.details?.fieldManager;
  const by = manager ? `${other.identity.username} (field manager ${manager})` : other.identity.username;
  const at = (e: CallEvent) => ((l) => (l ? [l] : []))(callSiteRef(ctx, e));
  return {
    en: `Cause: ${by} wrote it with ${describeCall(other)}; then the reconciler deleted it (${describeCall(deleted.e)}) and created it again (${describeCall(created.e)}). A new object holds only what the reconciler sent and the API server's defaults: what others wrote went with the old one.`,
    zh: `原因：${by} 用这个请求写过它：${describeCall(other, 'zh')}；随后调谐器删除了它（${describeCall(deleted.e, 'zh')}），又重新创建了它（${describeCall(created.e, 'zh')}）。新对象只有调谐器发送的内容和 API server 的默认值：别人写过的字段随旧对象一起没了。`,
    evidence: [traceIndexOf(run, other), deleted.index, created.index],
    lines: [...at(deleted.e), ...at(created.e)],
    hint: {
      en: 'Deleting and creating an object again drops every field someone else set on it. Roll a change out on the live object, sending only the fields you own.',
      'zh-cn':
        '删除再重新创建对象，会丢掉别人在它上面设置的每个字段。在现有对象上推出变更，只发送归你管的字段。',
    },
  };
}

/**
 * The reconciler's writes to the object after its last successful one were refused (a 409 apply
 * conflict, a 422): the change it meant to make never landed, and the refusal says why.
 */
function refusedAfter(
  ctx: CheckContext,
  run: ScenarioRun,
  own: { e: CallEvent; index: number },
): Mismatch | undefined {
  const mine = own.e;
  if (mine.kind !== 'api') return undefined;
  const refused = learnerCalls(ctx, run)
    .filter(
      ({ e }) =>
        e.kind === 'api' &&
        e.seq > mine.seq &&
        isWriteVerb(e.verb) &&
        e.group === mine.group &&
        e.resource === mine.resource &&
        e.namespace === mine.namespace &&
        e.name === mine.name &&
        !succeeded(e),
    )
    .at(-1);
  if (refused === undefined) return undefined;
  const role = refused.e.kind === 'api' ? markerWithoutVerb(ctx, refused.e) : undefined;
  return {
    en: `Cause: the API server refused the reconciler's later writes to it: ${describeCall(refused.e)}.${role ? ` ${role.en}` : ''}`,
    zh: `原因：调谐器之后对它的写入被 API server 拒绝了：${describeCall(refused.e, 'zh')}。${role ? role.zh : ''}`,
    evidence: [refused.index],
    lines: [...((l) => (l ? [l] : []))(callSiteRef(ctx, refused.e)), ...(role ? [role.at] : [])],
  };
}

/**
 * A write RBAC refused, and the +kubebuilder:rbac marker that names its resource without its verb:
 * controller-gen gives the role that marker's verbs only (controller-tools pkg/rbac/parser.go).
 */
function markerWithoutVerb(
  ctx: CheckContext,
  e: ApiCallEvent,
): { en: string; zh: string; at: SourceRef } | undefined {
  if (e.authorization.decision !== 'deny') return undefined;
  const verb = e.authorization.verb ?? e.verb;
  const resource = e.subresource ? `${e.resource}/${e.subresource}` : e.resource;
  const named = markers(ctx.files, 'rbac').filter(
    (m) =>
      m.ignored === undefined &&
      (m.args.get('groups') ?? ['']).map((g) => (g === 'core' ? '' : g)).includes(e.group) &&
      (m.args.get('resources') ?? []).includes(resource),
  );
  // A marker that names the resource and the verb under an argument the rbac marker does not have
  // (`resource=configmaps`): controller-gen stops on it (controller-tools pkg/markers/parse.go:
  // unknown argument), so the rule meant to grant the verb is not in the role.
  const args = new Set(['groups', 'resources', 'resourceNames', 'urls', 'verbs', 'namespace']);
  const typo = markers(ctx.files, 'rbac').find(
    (m) =>
      m.ignored === undefined &&
      [...m.args.keys()].some((k) => !args.has(k)) &&
      [...m.args.values()].some((v) => v.includes(resource)) &&
      [...m.args.values()].some((v) => v.includes(verb)),
  );
  const unknown = typo && [...typo.args.keys()].find((k) => !args.has(k));
  if (typo && unknown)
    return {
      en: `The +kubebuilder:rbac marker at line ${typo.at.line} names ${resource} and ${verb}, but it says ${unknown}=, an argument the rbac marker does not have: controller-gen stops on it (unknown argument "${unknown}"), so no rule comes from that marker.`,
      zh: `第 ${typo.at.line} 行的 +kubebuilder:rbac marker 写了 ${resource} 和 ${verb}，但它用的是 ${unknown}=，rbac marker 没有这个参数：controller-gen 遇到它就报错（unknown argument "${unknown}"），这个 marker 不会生成任何规则。`,
      at: typo.at,
    };
  if (named.length !== 1 || (named[0].args.get('verbs') ?? []).includes(verb)) return undefined;
  const m = named[0];
  const verbs = (m.args.get('verbs') ?? []).join(';');
  return {
    en: `The +kubebuilder:rbac marker for ${resource} (line ${m.at.line}) grants verbs=${verbs}, without ${verb}: controller-gen puts only those verbs in the role. Add ${verb} to it.`,
    zh: `${resource} 的 +kubebuilder:rbac marker（第 ${m.at.line} 行）授予的是 verbs=${verbs}，其中没有 ${verb}：controller-gen 只把这些动词放进角色。请把 ${verb} 加进去。`,
    at: m.at,
  };
}

/** The resource (plural) and group of an expected object, from the run's API server registry. */
function resourceOf(run: ScenarioRun, ref: ObjectRef): { group: string; resource: string } | undefined {
  const [group, version] = ref.apiVersion.includes('/') ? ref.apiVersion.split('/') : ['', ref.apiVersion];
  const info = run.result?.env.server.registry.lookupKind?.({ group, version, kind: ref.kind });
  return info && { group, resource: info.resource };
}

/** A DELETE of the object `ref` names, of its resource `r` when the registry knows it. */
function deletesObject(
  e: { kind: string },
  ref: ObjectRef,
  r: { group: string; resource: string } | undefined,
): e is ApiCallEvent {
  if (e.kind !== 'api') return false;
  const a = e as ApiCallEvent;
  return (
    a.verb === 'delete' &&
    a.name === ref.name &&
    a.namespace === (ref.namespace ?? '') &&
    (r === undefined || (a.group === r.group && a.resource === r.resource))
  );
}

/** The reconciler's last call on the object (by name, or a collection call in its namespace). */
function lastCallOn(
  ctx: CheckContext,
  run: ScenarioRun,
  ref: ObjectRef,
  keep: (e: CallEvent) => boolean,
): { e: CallEvent; index: number } | undefined {
  const r = resourceOf(run, ref);
  return learnerCalls(ctx, run)
    .filter(
      ({ e }) =>
        (r === undefined || (e.group === r.group && e.resource === r.resource && e.subresource === '')) &&
        e.namespace === (ref.namespace ?? '') &&
        (e.name === ref.name || e.name === '') &&
        keep(e),
    )
    .at(-1);
}

/** The learner's writes that went through to `target` itself (update or patch): what can release it. */
function releases(run: ScenarioRun, calls: ReturnType<typeof learnerCalls>, target: ObjectRef) {
  const owner = resourceOf(run, target);
  return calls.filter(
    ({ e }) =>
      e.kind === 'api' &&
      (e.verb === 'update' || e.verb === 'patch') &&
      e.subresource === '' &&
      succeeded(e) &&
      e.name === target.name &&
      e.namespace === (target.namespace ?? '') &&
      (owner === undefined || (e.group === owner.group && e.resource === owner.resource)),
  );
}

const callLine = (ctx: CheckContext, c: { e: CallEvent } | undefined) => {
  const l = c && callSiteRef(ctx, c.e);
  return l ? [l] : [];
};

/**
 * An object that should be gone is still there: stuck on its finalizers (the API server keeps an
 * object with a deletionTimestamp until the list is empty), or never deleted at all. Points at the
 * reconciler's last write to it (what put it, or its finalizer, there) and at the cause, if any.
 */
/**
 * The object is gone, but the order of the calls shows the mistake a finalizer exists to prevent:
 * the reconciler released the deleted owner (its write that removed the last finalizer, after
 * which the API server removed it) before it deleted this object, or the same reconcile went on to
 * read or write this object after the release (register after unregister: it came out right only
 * because the cache had not yet seen the delete).
 */
function cleanupAfterRelease(
  ctx: CheckContext,
  run: ScenarioRun,
  exp: Extract<Expectation, { kind: 'object' }>,
): Mismatch | undefined {
  const r = resourceOf(run, exp.object);
  const calls = learnerCalls(ctx, run);
  const on = (e: CallEvent, ref: ObjectRef, res: { group: string; resource: string } | undefined) =>
    e.name === ref.name &&
    e.namespace === (ref.namespace ?? '') &&
    (res === undefined || (e.group === res.group && e.resource === res.resource));
  for (const a of run.scenario.adversity) {
    if (a.kind !== 'remove-object' || findObject(run, a.target) !== undefined) continue;
    if (a.target.name === exp.object.name && a.target.kind === exp.object.kind) continue;
    const release = releases(run, calls, a.target).at(-1);
    if (!release) continue;
    const after = calls.filter(({ e, index }) => index > release.index && on(e, exp.object, r));
    const late = after.find(({ e }) => e.verb === 'delete');
    const same = reconcileOf(run, release.e);
    const touched = after.find(
      ({ e }) => e.verb !== 'delete' && same !== undefined && reconcileOf(run, e) === same,
    );
    const where = refText(exp.object);
    const owned = refText(a.target);
    const lineOf = (c: { e: CallEvent }) => ((l) => (l ? [l] : []))(callSiteRef(ctx, c.e));
    if (late)
      return {
        en: `${where} is gone, but the reconciler released ${owned} (${describeCall(release.e)} removed its last finalizer) before it deleted ${where} (${describeCall(late.e)}). Had that delete failed, nothing would be left to retry it: the finalizer must stay until the cleanup has succeeded.`,
        zh: `${where} 已不存在，但调谐器先放行了 ${owned}（${describeCall(release.e, 'zh')} 移除了它最后一个 finalizer），之后才删除 ${where}（${describeCall(late.e, 'zh')}）。如果那次删除失败了，就再没有机会重试：finalizer 必须保留到清理成功之后。`,
        evidence: [release.index, late.index],
        lines: dedupeLines([...lineOf(release), ...lineOf(late)]),
      };
    if (touched)
      return {
        en: `${where} is gone, but after the reconciler released ${owned} (${describeCall(release.e)} removed its last finalizer), the same reconcile went on to ${describeCall(touched.e)}: it worked on the entry it had just cleaned up, and writes it back whenever its cache has already seen the delete. Return once the finalizer is removed.`,
        zh: `${where} 已不存在，但调谐器放行 ${owned}（${describeCall(release.e, 'zh')} 移除了它最后一个 finalizer）之后，同一次调谐又执行了 ${describeCall(touched.e, 'zh')}：它又去处理刚清理掉的条目，只要缓存已经看到了删除，就会把它写回来。移除 finalizer 之后应当直接返回。`,
        evidence: [release.index, touched.index],
        lines: dedupeLines([...lineOf(touched), ...lineOf(release)]),
      };
  }
  return undefined;
}

/**
 * The object is still there because the reconciler's delete of it was refused (a scenario's
 * `refuse-request`: etcd timed out) and the reconciler released the deleted owner all the same:
 * it ignored the error, so nothing was left to retry the delete. A reconciler that returns the
 * error is requeued with backoff and deletes it on the retry, keeping the finalizer until then.
 */
function refusedThenReleased(
  ctx: CheckContext,
  run: ScenarioRun,
  exp: Extract<Expectation, { kind: 'object' }>,
): Mismatch | undefined {
  if (!run.scenario.adversity.some((a) => a.kind === 'refuse-request')) return undefined;
  const r = resourceOf(run, exp.object);
  const calls = learnerCalls(ctx, run);
  const refused = calls.find(
    ({ e }) => deletesObject(e, exp.object, r) && e.authorization.decision !== 'deny' && e.result.code >= 500,
  );
  if (refused === undefined) return undefined;
  for (const a of run.scenario.adversity) {
    if (a.kind !== 'remove-object' || findObject(run, a.target) !== undefined) continue;
    const where = refText(exp.object);
    const owned = refText(a.target);
    const release = releases(run, calls, a.target).find(({ index }) => index > refused.index);
    // Released first, the delete answered after (sent apart from the reconcile: a goroutine): the
    // finalizer did not wait for the cleanup, so its failure reached nobody who could retry it.
    const early = release
      ? undefined
      : releases(run, calls, a.target)
          .filter(({ index }) => index < refused.index)
          .at(-1);
    if (early !== undefined)
      return {
        en: `${where} exists, but should not. The reconciler released ${owned} (${describeCall(early.e)} removed its last finalizer) before its delete of ${where} had an answer; that delete came after and failed: ${describeCall(refused.e)}. With ${owned} gone, nothing was left to retry it. Delete in the reconcile itself, return the error if it fails (controller-runtime requeues the request with backoff), and remove the finalizer only once the delete has succeeded.`,
        zh: `${where} 存在，但它不应该存在。调谐器在删除 ${where} 的请求得到回应之前就放行了 ${owned}（${describeCall(early.e, 'zh')} 移除了它最后一个 finalizer）；那次删除是之后才发出的，而且失败了：${describeCall(refused.e, 'zh')}。${owned} 已经没了，再没有谁能重试它。请在调谐本身里删除，失败时返回错误（controller-runtime 会带退避地重新排队这个请求），等删除成功之后再移除 finalizer。`,
        evidence: [early.index, refused.index],
        lines: dedupeLines([...callLine(ctx, early), ...callLine(ctx, refused)]),
      };
    if (release === undefined) continue;
    const ignored = ignoringLine(ctx, callSiteRef(ctx, release.e));
    const same = reconcileOf(run, refused.e);
    const inSame = same !== undefined && reconcileOf(run, release.e) === same;
    // The error was kept and returned, but only after the finalizer's removal was saved: the retry
    // it asked for finds the owner gone (a Get's 404), so the delete is never tried again.
    if (inSame && same?.error !== undefined)
      return {
        en: `${where} exists, but should not. The reconciler's delete of it failed: ${describeCall(refused.e)}. The same reconcile went on to release ${owned} (${describeCall(release.e)} removed its last finalizer) and only then returned the error (${same.error}): the API server had removed ${owned}, so the retry it asked for found nothing to clean up. Check the delete's error before the finalizer goes: return it at once, and remove the finalizer only once the delete has succeeded.`,
        zh: `${where} 存在，但它不应该存在。调谐器删除它的请求失败了：${describeCall(refused.e, 'zh')}。同一次调谐却接着放行了 ${owned}（${describeCall(release.e, 'zh')} 移除了它最后一个 finalizer），之后才返回这个错误（${same.error}）：API server 已经删除了 ${owned}，它请求的重试再也找不到要清理的东西。请在移除 finalizer 之前检查删除的错误：立即返回它，等删除成功之后再移除 finalizer。`,
        evidence: [refused.index, release.index],
        lines: dedupeLines([...callLine(ctx, refused), ...callLine(ctx, release)]),
      };
    return {
      en: `${where} exists, but should not. The reconciler's delete of it failed: ${describeCall(refused.e)}. ${inSame ? 'The same reconcile went on' : 'The reconciler went on'} to release ${owned} (${describeCall(release.e)} removed its last finalizer), so the API server removed it and nothing was left to retry the delete: the error was ignored${ignored ? ` (line ${ignored.line})` : ''}. Return it instead (controller-runtime requeues the request with backoff) and remove the finalizer only once the delete has succeeded.`,
      zh: `${where} 存在，但它不应该存在。调谐器删除它的请求失败了：${describeCall(refused.e, 'zh')}。${inSame ? '同一次调谐' : '调谐器'}却接着放行了 ${owned}（${describeCall(release.e, 'zh')} 移除了它最后一个 finalizer），于是 API server 删除了它，再没有机会重试那次删除：这个错误被忽略了${ignored ? `（第 ${ignored.line} 行）` : ''}。应当返回这个错误（controller-runtime 会带退避地重新排队这个请求），等删除成功之后再移除 finalizer。`,
      evidence: [refused.index, release.index],
      lines: dedupeLines([
        ...(ignored ? [ignored] : []),
        ...callLine(ctx, release),
        ...callLine(ctx, refused),
      ]),
    };
  }
  return undefined;
}

/**
 * The line that dropped an error on the way to `at` (the release): the nearest `err != nil` test
 * above it in the same function whose block does not leave the function (no `return`, no panic,
 * no assignment to a named result), e.g. `if err := r.unregister(ctx, &app); err != nil { log… }`.
 */
function ignoringLine(ctx: CheckContext, at: SourceRef | undefined): SourceRef | undefined {
  if (at === undefined) return undefined;
  const lines = ctx.files.find((f) => f.path === at.file)?.content.split('\n');
  if (lines === undefined) return undefined;
  for (let i = at.line - 2; i >= 0 && !/^func\b/.test(lines[i]); i--) {
    if (!/\berr != nil\s*\{\s*$/.test(lines[i])) continue;
    const indent = /^\s*/.exec(lines[i])?.[0] ?? '';
    let j = i + 1;
    while (j < lines.length && !lines[j].startsWith(`${indent}}`)) j++;
    const body = lines.slice(i + 1, j);
    if (!body.some((l) => /\b(return|panic)\b|\berr\s*=\s*/.test(l))) return { file: at.file, line: i + 1 };
  }
  return undefined;
}

/**
 * The reconciler's last write to an object stuck on its finalizers came after the delete and went
 * through, yet the finalizers stayed: it went to the status subresource, whose update takes only
 * .status from the request and keeps the stored metadata (apiextensions-apiserver
 * pkg/registry/customresource/status_strategy.go PrepareForUpdate copies the old object, then sets
 * status), or it changed nothing (the object it sent still listed them: removed from another copy).
 */
function keptFinalizers(
  ctx: CheckContext,
  run: ScenarioRun,
  ref: ObjectRef,
  last: { e: CallEvent; index: number } | undefined,
): { en: string; zh: string; lines?: SourceRef[] } | undefined {
  const r = resourceOf(run, ref);
  const trace = run.result?.trace ?? [];
  const deleted = trace.findIndex((e) => deletesObject(e, ref, r) && e.subresource === '' && succeeded(e));
  if (deleted < 0) return undefined;
  if (last === undefined || last.index <= run.traceOffset + deleted) {
    // Nothing wrote it after the delete: where the reconciles of it since then stopped (a cleanup
    // behind a guard that is never true reads the object and returns).
    const after = learnerCalls(ctx, run).filter(
      ({ e, index }) => index > run.traceOffset + deleted && reconcileOf(run, e)?.request.name === ref.name,
    );
    const call = after.at(-1);
    const rec = call && reconcileOf(run, call.e);
    if (call === undefined || rec === undefined) return undefined;
    const at = callSiteRef(ctx, call.e);
    return {
      en: `No reconcile after the delete wrote it: the last one's last call was ${describeCall(call.e)}${at ? ` (line ${at.line})` : ''}; then it ${reconcileEnding(rec).en}.`,
      zh: `删除之后没有任何调谐写过它：最后一次调谐的最后一个调用是 ${describeCall(call.e, 'zh')}${at ? `（第 ${at.line} 行）` : ''}，之后它${reconcileEnding(rec).zh}。`,
      lines: at ? [at] : [],
    };
  }
  if (last.e.kind !== 'api') return undefined;
  if (last.e.subresource === 'status')
    return {
      en: 'That write went to the status subresource, which takes only .status from the object sent and keeps the stored metadata: the finalizer list it carried was dropped. Remove the finalizer with an update or patch of the object itself (r.Update, r.Patch).',
      zh: '这次写入发往 status 子资源：它只采用所发对象的 .status，保留已存储的 metadata，所以它带着的 finalizer 列表被丢弃了。应当通过对对象本身的 update 或 patch（r.Update、r.Patch）移除 finalizer。',
    };
  // A server-side apply removes only list entries its own field manager set before
  // (structured-merge-diff: an applier's omitted fields are removed only if it owned them).
  const applier = last.e.details?.patchType === 'apply' ? last.e.details.fieldManager : undefined;
  if (last.e.subresource === '' && applier !== undefined) {
    type Managed = {
      manager?: string;
      operation?: string;
      fieldsV1?: { 'f:metadata'?: Record<string, object> };
    };
    const meta = findObject(run, ref)?.metadata as
      | { finalizers?: string[]; managedFields?: Managed[] }
      | undefined;
    const kept = meta?.finalizers ?? [];
    const owners = (meta?.managedFields ?? []).filter(
      (m) =>
        m.manager !== applier &&
        kept.some((f) => `v:${JSON.stringify(f)}` in (m.fieldsV1?.['f:metadata']?.['f:finalizers'] ?? {})),
    );
    const by = owners.map((m) => `"${m.manager}" (${m.operation})`).join(', ');
    if (owners.length > 0)
      return {
        en: `That write was a server-side apply by field manager "${applier}", which removes only the finalizers that field manager set itself: ${kept.map((f) => `"${f}"`).join(', ')} belongs to ${by} in metadata.managedFields, so it stayed. Remove it the way it was added (an update or patch of the object), or add and remove it with apply under the same field manager.`,
        zh: `这次写入是字段管理者 "${applier}" 的 server-side apply，它只会移除该字段管理者自己设置的 finalizer：metadata.managedFields 中 ${kept.map((f) => `"${f}"`).join('、')} 属于 ${by}，所以它留了下来。请用添加它时的方式移除它（对对象本身的 update 或 patch），或者在同一个字段管理者下用 apply 添加和移除。`,
      };
  }
  if (last.e.subresource === '' && last.e.noop)
    return {
      en: 'That write changed nothing: the object it sent still listed the finalizer (was it removed from another copy of the object?).',
      zh: '这次写入什么也没有改变：它发出的对象仍然列着这个 finalizer（是不是从对象的另一个副本上移除的？）。',
    };
  return undefined;
}

/**
 * The reconciler's delete of the object failed (a scenario's `refuse-request`: etcd timed out, 500)
 * and no delete of it went through afterwards: the reconcile that sent it either dropped the error
 * (returned nil, so controller-runtime forgot the request) or never got as far again. The owner was
 * not released (refusedThenReleased covers that), so the finalizer kept it, waiting for a retry.
 */
function refusedNotRetried(
  ctx: CheckContext,
  run: ScenarioRun,
  ref: ObjectRef,
): { en: string; zh: string; evidence: number[]; lines: SourceRef[] } | undefined {
  const r = resourceOf(run, ref);
  const calls = learnerCalls(ctx, run).filter(({ e }) => deletesObject(e, ref, r) && e.subresource === '');
  const refused = calls
    .filter(({ e }) => e.kind === 'api' && e.authorization.decision !== 'deny' && e.result.code >= 500)
    .at(-1);
  if (refused === undefined || calls.some(({ e, index }) => index > refused.index && succeeded(e)))
    return undefined;
  const rec = reconcileOf(run, refused.e);
  const retried = rec !== undefined && askedToRetry(rec);
  const ending = rec && !retried ? reconcileEnding(rec) : undefined;
  return {
    en:
      ` The reconciler's delete of it failed: ${describeCall(refused.e)}, and no delete of it went through after that.` +
      (ending
        ? ` That reconcile ${ending.en}: the error was dropped and nothing retried the delete. Return it instead (controller-runtime requeues the request with backoff).`
        : ''),
    zh:
      `调谐器删除它的请求失败了：${describeCall(refused.e, 'zh')}，此后再没有成功删除它的请求。` +
      (ending
        ? `那次调谐${ending.zh}：错误没有被返回，也就没有谁重试这次删除。应当返回这个错误（controller-runtime 会带退避地重新排队这个请求）。`
        : ''),
    evidence: [refused.index],
    lines: callLine(ctx, refused),
  };
}

/**
 * No request deleted the object, yet the reconciler released the deleted owner (its write removed
 * the last finalizer): the cleanup decided there was nothing to delete. The read of the object in
 * that reconcile, if it found it, is where the decision was made (a Finalize that returns when its
 * Get finds the entry).
 */
function releasedUndeleted(
  ctx: CheckContext,
  run: ScenarioRun,
  ref: ObjectRef,
): { en: string; zh: string; evidence: number[]; lines: SourceRef[] } | undefined {
  const calls = learnerCalls(ctx, run);
  const r = resourceOf(run, ref);
  for (const a of run.scenario.adversity) {
    if (a.kind !== 'remove-object' || findObject(run, a.target) !== undefined) continue;
    const release = releases(run, calls, a.target).at(-1);
    if (release === undefined) continue;
    const same = reconcileOf(run, release.e);
    const read = calls
      .filter(
        ({ e, index }) =>
          index < release.index &&
          e.verb === 'get' &&
          succeeded(e) &&
          e.name === ref.name &&
          e.namespace === (ref.namespace ?? '') &&
          (r === undefined || (e.group === r.group && e.resource === r.resource)) &&
          same !== undefined &&
          reconcileOf(run, e) === same,
      )
      .at(-1);
    const owned = refText(a.target);
    const where = refText(ref);
    return {
      en: ` No request deleted it, yet the reconciler released ${owned} (${describeCall(release.e)} removed its last finalizer)${read ? `, in the reconcile whose read found it: ${describeCall(read.e)}` : ''}. The cleanup returned without deleting ${where}${read ? ' although it was there' : ''}; the finalizer must stay until the delete has succeeded.`,
      zh: `没有任何请求删除过它，调谐器却放行了 ${owned}（${describeCall(release.e, 'zh')} 移除了它最后一个 finalizer）${read ? `，而同一次调谐的读取找到了它：${describeCall(read.e, 'zh')}` : ''}。清理逻辑没有删除 ${where}${read ? '（尽管它还在）' : ''}就返回了；finalizer 必须保留到删除成功之后。`,
      evidence: [...(read ? [read.index] : []), release.index],
      lines: dedupeLines([...callLine(ctx, read), ...callLine(ctx, release)]),
    };
  }
  return undefined;
}

function lingering(
  ctx: CheckContext,
  run: ScenarioRun,
  exp: Extract<Expectation, { kind: 'object' }>,
  obj: KubeObject,
): Mismatch {
  const where = refText(exp.object);
  const deleting = fieldAt(obj, 'metadata.deletionTimestamp');
  const finalizers = fieldAt(obj, 'metadata.finalizers');
  const stuck = typeof deleting === 'string' && Array.isArray(finalizers) && finalizers.length > 0;
  const last = lastWriteTo(ctx, run, exp.object.name, exp.object.namespace ?? '');
  const list = JSON.stringify(finalizers);
  // RemoveFinalizer given a name the object does not carry (the name written out again, misspelt):
  // it removes only an exact match, and nothing was removed.
  const carried = Array.isArray(finalizers)
    ? finalizers.filter((f): f is string => typeof f === 'string')
    : [];
  const otherName = stuck
    ? removedFinalizerLiterals(
        ctx.files.filter((f) => ctx.exercise.files.some((x) => x.editable && x.path === f.path)),
      ).filter((x) => !carried.includes(x.value))
    : [];
  const misnamed =
    otherName.length > 0
      ? {
          en: ` Line ${otherName.map((x) => x.at.line).join(', ')} removes the finalizer ${otherName.map((x) => JSON.stringify(x.value)).join(', ')}, which it does not carry: RemoveFinalizer removes only an exact match (and returns false when it removed nothing). Use the same constant where the finalizer is added and where it is removed.`,
          zh: `第 ${otherName.map((x) => x.at.line).join('、')} 行移除的 finalizer 是 ${otherName.map((x) => JSON.stringify(x.value)).join('、')}，而对象上并没有它：RemoveFinalizer 只移除完全相同的名字（什么也没移除时返回 false）。添加和移除 finalizer 时请用同一个常量。`,
        }
      : undefined;
  // The reconciler did write the deleted object after the delete, and the write went through but
  // left the finalizers: what that write was says why (an earlier failed reconcile does not).
  const kept = stuck ? keptFinalizers(ctx, run, exp.object, last) : undefined;
  const cause = kept ? undefined : causeOf(ctx, run);
  // Deletes the reconciler aimed at another object of the kind: the usual way a cleanup "runs" and
  // leaves the object behind. First the same name in another namespace (a key built from the wrong
  // object's namespace, whose 404 IgnoreNotFound hides), then another name in the object's namespace
  // (a name computed from what is no longer known).
  const r = resourceOf(run, exp.object);
  const ns = exp.object.namespace ?? '';
  const deletes = stuck
    ? []
    : learnerCalls(ctx, run).filter(
        ({ e }) =>
          e.verb === 'delete' &&
          (r === undefined || (e.group === r.group && e.resource === r.resource)) &&
          (e.namespace !== ns || e.name !== exp.object.name),
      );
  const missed =
    deletes.find(({ e }) => e.name === exp.object.name) ?? deletes.find(({ e }) => e.namespace === ns);
  // A cleanup by DeleteAllOf: a collection delete of the kind that failed (a namespaced kind's
  // DeleteAllOf without client.InNamespace goes to the all-namespaces path, where the API server
  // serves no DELETE: 405), or that went through but did not select the object.
  const sweeps =
    stuck || missed
      ? []
      : learnerCalls(ctx, run).filter(
          ({ e }) =>
            e.verb === 'deletecollection' &&
            (r === undefined || (e.group === r.group && e.resource === r.resource)),
        );
  const sweep = sweeps.find(({ e }) => !succeeded(e)) ?? sweeps[0];
  const unreleased = stuck || missed || sweep ? undefined : releasedUndeleted(ctx, run, exp.object);
  const failedDelete =
    stuck || missed || sweep || unreleased ? undefined : refusedNotRetried(ctx, run, exp.object);
  const sweepText = (lang: 'en' | 'zh') => {
    if (!sweep) return undefined;
    const call = describeCall(sweep.e, lang);
    const failed = !succeeded(sweep.e);
    const everywhere = sweep.e.namespace === '' && ns !== '';
    if (lang === 'en')
      return failed
        ? ` The reconciler's delete of the collection failed: ${call}` +
            (everywhere
              ? '; it named no namespace, so it went to the path of all namespaces, which takes no delete (DeleteAllOf of a namespaced kind needs client.InNamespace).'
              : '.')
        : sweep.e.namespace !== '' && sweep.e.namespace !== ns
          ? ` The reconciler's delete of the collection was in another namespace: ${call}.`
          : ` The reconciler's delete of the collection did not select it: ${call}.`;
    return failed
      ? `调谐器对整个集合的删除失败了：${call}` +
          (everywhere
            ? '；它没有写命名空间，于是发往“所有命名空间”的路径，而那里不接受删除（对命名空间级资源的 DeleteAllOf 需要 client.InNamespace）。'
            : '。')
      : sweep.e.namespace !== '' && sweep.e.namespace !== ns
        ? `调谐器对整个集合的删除在另一个命名空间：${call}。`
        : `调谐器对整个集合的删除没有选中它：${call}。`;
  };
  return {
    en:
      `${where} exists, but should not.` +
      (stuck
        ? ` It is marked for deletion (deletionTimestamp ${deleting}) but still carries the finalizers ${list}; the API server removes it only once that list is empty.${misnamed ? misnamed.en : ''}`
        : missed
          ? missed.e.kind === 'clientError' && missed.e.namespace === '' && missed.e.name === exp.object.name
            ? ` The reconciler's delete of it named no namespace, so the client refused it before sending it (client-go's request preflight check): ${describeCall(missed.e)}.`
            : ` The reconciler's delete named another object: ${describeCall(missed.e)}.`
          : (sweepText('en') ?? unreleased?.en ?? failedDelete?.en ?? ' No request deleted it.')) +
      (last ? ` The reconciler's last write to it: ${describeCall(last.e)}.` : '') +
      (kept ? ` ${kept.en}` : '') +
      (cause ? ` ${cause.en}` : ''),
    zh:
      `${where} 存在，但它不应该存在。` +
      (stuck
        ? `它已被标记删除（deletionTimestamp ${deleting}），但仍带着 finalizer ${list}；只有这个列表清空后，API server 才会真正删除它。${misnamed ? misnamed.zh : ''}`
        : missed
          ? missed.e.kind === 'clientError' && missed.e.namespace === '' && missed.e.name === exp.object.name
            ? `调谐器删除它的请求没有写命名空间，客户端在发送之前就拒绝了它（client-go 请求的预检）：${describeCall(missed.e, 'zh')}。`
            : `调谐器的删除请求指向了另一个对象：${describeCall(missed.e, 'zh')}。`
          : (sweepText('zh') ?? unreleased?.zh ?? failedDelete?.zh ?? '没有任何请求删除过它。')) +
      (last ? `调谐器对它的最后一次写入：${describeCall(last.e, 'zh')}。` : '') +
      (kept ? kept.zh : '') +
      (cause ? cause.zh : ''),
    evidence: [
      ...(cause?.evidence ?? []),
      ...(unreleased?.evidence ?? []),
      ...(failedDelete?.evidence ?? []),
      ...(missed ? [missed.index] : []),
      ...(sweep ? [sweep.index] : []),
      ...(last ? [last.index] : []),
    ],
    lines: dedupeLines([
      ...otherName.map((x) => x.at),
      ...(kept?.lines ?? []),
      ...(cause?.lines ?? []),
      ...(unreleased?.lines ?? []),
      ...(failedDelete?.lines ?? []),
      ...callLine(ctx, missed),
      ...callLine(ctx, sweep),
      ...callLine(ctx, last),
    ]),
  };
}

/** An object that should exist is gone: points at the reconciler's delete that removed it, if any. */
/**
 * The manager's informers listed only namespaces other than `ns`: nothing there ever reached the
 * reconciler (a namespace written into the cache options instead of the one it was installed for).
 */
function cacheBlind(ctx: CheckContext, run: ScenarioRun, ns: string): Mismatch | undefined {
  if (ns === '') return undefined;
  const lists = (run.result?.trace ?? [])
    .map((e, i) => ({ e, index: run.traceOffset + i }))
    .filter(
      ({ e }) => e.kind === 'api' && e.verb === 'list' && succeeded(e) && callerOf(ctx, run, e) === 'manager',
    );
  if (lists.length === 0 || lists.some(({ e }) => isCall(e) && (e.namespace === '' || e.namespace === ns)))
    return undefined;
  const seen = [...new Set(lists.map(({ e }) => (isCall(e) ? e.namespace : '')))].join(', ');
  return {
    en: `the manager's cache lists and watches only ${seen}, so nothing in ${ns} ever reached the reconciler.`,
    zh: `manager 的缓存只 list 和 watch ${seen}，${ns} 里的任何对象都没有到达调谐器。`,
    evidence: lists.map(({ index }) => index),
    lines: managerOptionsLine(ctx),
  };
}

function missing(
  ctx: CheckContext,
  run: ScenarioRun,
  exp: Extract<Expectation, { kind: 'object' }>,
): Mismatch {
  const where = refText(exp.object);
  const del = lastCallOn(
    ctx,
    run,
    exp.object,
    (e) => (e.verb === 'delete' || e.verb === 'deletecollection') && succeeded(e),
  );
  if (del)
    return {
      en: `${where} does not exist: the reconciler deleted it with ${describeCall(del.e)}.`,
      zh: `${where} 不存在：调谐器用这个请求删除了它：${describeCall(del.e, 'zh')}。`,
      evidence: [del.index],
      lines: callLine(ctx, del),
    };
  // The reconciler did try to write it, and every attempt was refused: the refusal is the cause.
  const refused = lastCallOn(
    ctx,
    run,
    exp.object,
    (e) => e.kind === 'api' && isWriteVerb(e.verb) && e.name === exp.object.name && !succeeded(e),
  );
  const made = lastCallOn(ctx, run, exp.object, (e) => isWriteVerb(e.verb) && succeeded(e));
  if (
    refused &&
    made === undefined &&
    refused.e.kind === 'api' &&
    refused.e.authorization.decision !== 'deny'
  )
    return {
      en: `${where} does not exist: the API server refused the reconciler's writes to it, last ${describeCall(refused.e)}.`,
      zh: `${where} 不存在：调谐器对它的写入都被 API server 拒绝了，最后一次是：${describeCall(refused.e, 'zh')}。`,
      evidence: [refused.index],
      lines: callLine(ctx, refused),
      // an apply without a field manager (k8s.io/apiserver pkg/endpoints/handlers/patch.go):
      // the check's own hint (about what to send) would not be the question
      ...(refused.e.result.message.includes('fieldManager: Required value')
        ? {
            hint: {
              en: 'An apply request must name its field manager: pass client.FieldOwner("…") (the same name on every apply) with client.Apply.',
              'zh-cn':
                'apply 请求必须指明字段管理者：随 client.Apply 传入 client.FieldOwner("…")（每次 apply 用同一个名字）。',
            },
          }
        : {}),
    };
  const blind = cacheBlind(ctx, run, exp.object.namespace ?? '');
  if (blind)
    return {
      en: `${where} does not exist: ${blind.en}`,
      zh: `${where} 不存在：${blind.zh}`,
      evidence: blind.evidence,
      lines: blind.lines,
    };
  const cause = causeOf(ctx, run) ?? missingAfterMisplacedRead(ctx, run, exp);
  // The reconciler ran, returned without an error, and wrote nothing at all in this scenario: the
  // object was never asked for; the branch the reconcile took skipped it (an inverted deletion test,
  // `if app.DeletionTimestamp.IsZero()` read as "being deleted").
  const recs = run.result?.reconciles ?? [];
  const wrote = learnerCalls(ctx, run).some(({ e }) => isWriteVerb(e.verb));
  if (
    cause === undefined &&
    recs.length > 0 &&
    !wrote &&
    recs.every((r) => r.error === undefined && !askedToRetry(r))
  ) {
    // no call to point at: the Reconcile whose branches to read
    const editable = ctx.files.filter((f) => ctx.exercise.files.some((x) => x.editable && x.path === f.path));
    const reconcile = funcDecls(editable, 'Reconcile').map(({ file, line }) => ({ file, line }));
    return {
      en: `${where} does not exist: the reconciler never asked for it. It ran ${recs.length === 1 ? 'once' : `${recs.length} times`} and sent no write at all: ${recs.length === 1 ? 'it' : 'each reconcile'} returned ctrl.Result{} and a nil error. Which branch did it take, and is the test that chose it the right way round?`,
      zh: `${where} 不存在：调谐器从未请求创建它。它运行了 ${recs.length} 次，一次写入也没有发出：${recs.length === 1 ? '它' : '每次都'}返回 ctrl.Result{} 和 nil 错误。它走进了哪个分支？选择这个分支的判断是不是写反了？`,
      evidence: [],
      lines: reconcile,
    };
  }
  return {
    en: `${where} does not exist.${cause ? ` ${cause.en}` : ''}`,
    zh: `${where} 不存在。${cause ? cause.zh : ''}`,
    evidence: cause?.evidence ?? [],
    lines: cause?.lines ?? [],
  };
}

/**
 * Why an end state came out wrong, from the trace: the first request the API server refused the
 * manager (403), a cached read that waited for a cache that never synced, a reconciler that never
 * ran, or the last error a reconcile returned. The end state alone never says which.
 */
/**
 * No reconcile ran although the controller started its workers (controller-runtime logs "Starting
 * workers" once its sources synced, [CR] pkg/internal/controller/controller.go Start): every event
 * its watches delivered, the informers' create events for the objects already there included, was
 * dropped before the queue. A WithEventFilter applies to each watch, the For kind's too.
 */
function startedIdle(ctx: CheckContext, run: ScenarioRun): Mismatch | undefined {
  const env = run.result?.env;
  if (env === undefined || !(run.result?.logs ?? []).some((l) => l.msg === 'Starting workers'))
    return undefined;
  const watches = registeredWatches(env);
  const at = (via: string) =>
    dedupeLines(
      watches.flatMap((w) => {
        if (w.via !== via || w.site === undefined) return [];
        const file = projectFileOf(ctx, w.site.file);
        return file === undefined ? [] : [{ file, line: w.site.line }];
      }),
    );
  // the informer of the For kind listed objects: their create events were there to be queued (a
  // cache that watches none of them is cacheBlind's, not a predicate's)
  const forKind = watches.find((w) => w.via === 'For')?.gvk;
  const listed = (run.result?.trace ?? []).some(
    (e) =>
      e.kind === 'api' &&
      e.verb === 'list' &&
      e.identity.username === run.managerUser &&
      forKind !== undefined &&
      e.group === forKind.group &&
      env.server.registry.lookup?.({ group: e.group, version: e.version, resource: e.resource })?.kind ===
        forKind.kind &&
      (e.returned?.count ?? 0) > 0,
  );
  if (!listed) return undefined;
  const fors = at('For');
  const filters = at('WithEventFilter');
  const kind = forKind?.kind;
  const list = (l: SourceRef[], sep: string) => l.map((x) => x.line).join(sep);
  const what = kind ? `${kind}s` : 'the objects it is for';
  return {
    en:
      'Cause: the reconciler never ran, though its controller started (the Logs panel shows "Starting workers"): no event reached its work queue.' +
      (filters.length > 0
        ? ` WithEventFilter (line ${list(filters, ', ')}) applies its predicates to every watch of the controller, the one on ${what}${fors.length > 0 ? ` (line ${list(fors, ', ')})` : ''} included, and they dropped every event, the create events of the ${what} already there too.`
        : ` The predicates of its watches${fors.length > 0 ? ` (line ${list(fors, ', ')})` : ''} dropped every event, the create events of the ${what} already there too.`),
    zh:
      '原因：调谐器一次也没有运行，尽管它的控制器已经启动（日志面板里有 "Starting workers"）：没有任何事件进入它的工作队列。' +
      (filters.length > 0
        ? `WithEventFilter（第 ${list(filters, '、')} 行）把它的 predicate 用在控制器的每一个 watch 上，${kind ?? '它所负责对象'} 的 watch${fors.length > 0 ? `（第 ${list(fors, '、')} 行）` : ''}也不例外，它们丢弃了所有事件，连已存在的 ${kind ?? '对象'} 的创建事件也不例外。`
        : `它的 watch 上的 predicate${fors.length > 0 ? `（第 ${list(fors, '、')} 行）` : ''}丢弃了所有事件，连已存在的 ${kind ?? '对象'} 的创建事件也不例外。`),
    evidence: [],
    lines: dedupeLines([...filters, ...fors]),
  };
}

export function causeOf(ctx: CheckContext, run: ScenarioRun, lastError = true): Mismatch | undefined {
  const trace = run.result?.trace ?? [];
  const at = (e: CallEvent) => {
    const l = callSiteRef(ctx, e);
    return l ? [l] : [];
  };
  const denied = trace.filter(
    (e): e is ApiCallEvent =>
      e.kind === 'api' && e.identity.username === run.managerUser && e.authorization.decision === 'deny',
  );
  // A refused watch only delays news (the reflector relists); anything else stops the work.
  const e = denied.find((d) => d.verb !== 'watch') ?? denied[0];
  if (e !== undefined) {
    const informer = e.clientPath === 'cache' || e.callSite === undefined;
    // the role comes from the markers: the one that names the resource without the verb
    const role = run.scenario.rbac === 'markers' ? markerWithoutVerb(ctx, e) : undefined;
    return {
      en: `Cause: the API server refused ${informer ? "the manager's informer" : 'the reconciler'}: ${describeCall(e)}.${otherVerbNote(e).en}${role ? ` ${role.en}` : ''}`,
      zh: `原因：API server 拒绝了${informer ? ' manager 的 informer' : '调谐器'}：${describeCall(e, 'zh')}。${otherVerbNote(e).zh}${role ? role.zh : ''}`,
      evidence: [traceIndexOf(run, e)],
      lines: [...(informer ? [] : at(e)), ...(role ? [role.at] : [])],
    };
  }
  for (const e of trace) {
    if (e.kind !== 'cacheRead' || e.result.reason !== 'NotSynced' || callerOf(ctx, run, e) !== 'learner')
      continue;
    return {
      en: `Cause: this read waited for a cache that never synced, so the reconcile blocked there: ${describeCall(e)}.`,
      zh: `原因：这次读取一直在等待一个永远无法同步的缓存，调谐就卡在了这里：${describeCall(e, 'zh')}。`,
      evidence: [traceIndexOf(run, e)],
      lines: at(e),
    };
  }
  const recs = run.result?.reconciles ?? [];
  // The scenario's clock ran out while a reconcile waited in the learner's code (a poll loop that
  // sleeps): calls made after the last reconcile that returned belong to one that never did. A
  // controller's worker takes the next request only when Reconcile returns ([CR]
  // pkg/internal/controller/controller.go processNextWorkItem; MaxConcurrentReconciles defaults to 1).
  const hang = hangOf(ctx, run);
  const returnedUpTo = Math.max(-1, ...recs.map((r) => r.traceSeq?.last ?? -1));
  const inFlight = hang
    ? trace.find((e) => isCall(e) && e.seq > returnedUpTo && callerOf(ctx, run, e) === 'learner')
    : undefined;
  if (hang && inFlight) {
    const stuck = `${hang.lines[0]!.file}:${hang.lines[0]!.line}`;
    return {
      en: `Cause: a reconcile was still running when the scenario ended, waiting at ${stuck} (${hang.text}): it never returned, and a controller's worker takes the next request only when Reconcile returns (one worker unless MaxConcurrentReconciles says more), so no change after it was reconciled.`,
      zh: `原因：场景结束时还有一次调谐在运行，停在 ${stuck}（${hang.text}）：它一直没有返回，而控制器的 worker 只有在 Reconcile 返回后才会处理下一个请求（除非 MaxConcurrentReconciles 另有设置，否则只有一个 worker），所以之后的变化都没有被调谐。`,
      evidence: [traceIndexOf(run, inFlight)],
      lines: hang.lines,
      hint: {
        en: 'A reconcile must return: to wait for something (a rollout, another object), return ctrl.Result{RequeueAfter: …} and look again on the next pass, or watch what you wait for.',
        'zh-cn':
          '每次 Reconcile 都必须返回：要等待某件事（一次滚动更新、另一个对象）时，返回 ctrl.Result{RequeueAfter: …}，下一次调谐再看；或者 watch 你要等待的对象。',
      },
    };
  }
  const gone = recs.length === 0 ? exitedBeforeManager(ctx, run) : undefined;
  if (gone)
    return {
      en: `Cause: the reconciler never ran: ${gone.en}.`,
      zh: `原因：调谐器一次也没有运行：${gone.zh}。`,
      evidence: [],
      lines: gone.lines,
    };
  const idle = recs.length === 0 ? startedIdle(ctx, run) : undefined;
  if (idle) return idle;
  if (recs.length === 0)
    return {
      en: 'Cause: the reconciler never ran: its controller never started (see the Logs panel: a cache that never synced stops the manager).',
      zh: '原因：调谐器一次也没有运行：它的控制器从未启动（见日志面板：缓存无法同步会让 manager 停止）。',
      evidence: [],
      lines: [],
    };
  // An error a later reconcile of the same request got past (a conflict retried with fresh data)
  // is not why the end state is wrong: only a request's last reconcile can be the cause.
  const lastOfRequest = recs.filter(
    (r, i) =>
      !recs
        .slice(i + 1)
        .some((x) => x.request.name === r.request.name && x.request.namespace === r.request.namespace),
  );
  const failed = lastError ? lastOfRequest.filter((r) => r.error !== undefined).at(-1) : undefined;
  if (failed !== undefined) {
    const call =
      failed.traceSeq === undefined
        ? undefined
        : trace.find(
            (e): e is CallEvent =>
              isCall(e) &&
              e.seq > failed.traceSeq!.after &&
              e.seq <= failed.traceSeq!.last &&
              callerOf(ctx, run, e) === 'learner' &&
              !succeeded(e),
          );
    const filtered = call && cacheFiltered(ctx, run, call);
    const paged = call ? undefined : cachePaged(ctx, run, failed);
    // An apply of an object read back from the cluster: its managedFields went with it, and the
    // field manager refuses an applied object that has any ([AM] structuredmerge.go Apply).
    const readBack =
      call?.kind === 'api' &&
      call.verb === 'patch' &&
      call.result.code === 400 &&
      call.result.message === 'metadata.managedFields must be nil'
        ? {
            en: ` An apply sends the fields its manager wants to own, not an object read back from the cluster: the object sent here still carries the metadata.managedFields it was read with. Apply an object built from the name, the namespace and the fields you set (its TypeMeta too), or clear its ManagedFields first.`,
            zh: `apply 发送的是它的管理者想要拥有的字段，而不是从集群读回来的对象：这里发送的对象还带着读取时得到的 metadata.managedFields。请 apply 一个只由名字、命名空间和你设置的字段（以及 TypeMeta）构建的对象，或者先清空它的 ManagedFields。`,
          }
        : undefined;
    // A strategic merge patch of a custom resource: the API server has no patch strategy for a CRD's
    // fields and answers 415 (apiextensions-apiserver customresource_handler.go: JSON patch, merge
    // patch and apply only; apiserver endpoints/handlers/negotiation NewUnsupportedMediaTypeError).
    const strategic =
      call?.kind === 'api' &&
      call.verb === 'patch' &&
      call.result.code === 415 &&
      call.details?.patchType === 'strategic'
        ? {
            en: ' A custom resource takes no strategic merge patch (client.StrategicMergeFrom): the API server knows patch strategies only for built-in kinds. Patch it with client.MergeFrom (a JSON merge patch) or apply it.',
            zh: '自定义资源不接受 strategic merge patch（client.StrategicMergeFrom）：API server 只知道内置类型的 patch 策略。请用 client.MergeFrom（JSON merge patch）来 patch，或者用 apply。',
          }
        : undefined;
    return {
      en: `Cause: a reconcile of ${failed.request.namespace}/${failed.request.name} ${reconcileEnding(failed).en}${call ? `, after ${describeCall(call)}` : ''}.${filtered ? filtered.en : ''}${paged ? paged.en : ''}${readBack ? readBack.en : ''}${strategic ? strategic.en : ''}`,
      zh: `原因：对 ${failed.request.namespace}/${failed.request.name} 的一次调谐${reconcileEnding(failed).zh}${call ? `，此前：${describeCall(call, 'zh')}` : ''}。${filtered ? filtered.zh : ''}${paged ? paged.zh : ''}${readBack ? readBack.zh : ''}${strategic ? strategic.zh : ''}`,
      evidence: call ? [traceIndexOf(run, call)] : paged ? paged.evidence : [],
      lines: [...(call ? at(call) : []), ...(filtered ? filtered.lines : []), ...(paged ? paged.lines : [])],
    };
  }
  return undefined;
}

/**
 * A reconcile that failed because it paged through the manager's cache: from v0.21 the cache answers
 * every List with the continue token "continue-not-supported", and refuses a List given any continue
 * token ([CR] pkg/cache/internal/cache_reader.go List). The error is the cache's, made before any
 * request, so the trace holds only the List that handed out the token.
 */
function cachePaged(
  ctx: CheckContext,
  run: ScenarioRun,
  failed: NonNullable<ScenarioRun['result']>['reconciles'][number],
): { en: string; zh: string; evidence: number[]; lines: SourceRef[] } | undefined {
  if (
    failed.traceSeq === undefined ||
    !failed.error?.includes('continue list option is not supported by the cache')
  )
    return undefined;
  const list = learnerCalls(ctx, run)
    .filter(
      ({ e }) =>
        e.kind === 'cacheRead' &&
        e.verb === 'list' &&
        e.seq > failed.traceSeq!.after &&
        e.seq <= failed.traceSeq!.last,
    )
    .at(-1);
  const at = list && callSiteRef(ctx, list.e);
  return {
    en: ` The manager's cache serves no pages: every List it answers${list ? ` (here ${describeCall(list.e)}${at ? `, line ${at.line}` : ''})` : ''} carries the continue token "continue-not-supported", and a List given a continue token fails with this error. List through the cache without client.Limit and client.Continue (it holds every object already), or page with the API reader (mgr.GetAPIReader()).`,
    zh: `manager 的缓存不支持分页：它应答的每个 List${list ? `（这里是 ${describeCall(list.e, 'zh')}${at ? `，第 ${at.line} 行` : ''}）` : ''}都带着 continue token "continue-not-supported"，而带 continue token 的 List 会以这个错误失败。通过缓存 List 时不要用 client.Limit 和 client.Continue（缓存里本来就有全部对象），或者用 API reader（mgr.GetAPIReader()）分页。`,
    evidence: list ? [list.index] : [],
    lines: at ? [at] : [],
  };
}

/**
 * A cached Get answered 404 for an object that exists: the manager's cache was built with a label
 * or field selector (cache.Options DefaultNamespaces / ByObject) the object does not match, so the
 * informer never holds it (controller-runtime pkg/cache/internal/cache_reader.go Get: NotFound).
 */
function cacheFiltered(
  ctx: CheckContext,
  run: ScenarioRun,
  e: CallEvent,
): { en: string; zh: string; lines: SourceRef[] } | undefined {
  if (e.kind !== 'cacheRead' || e.verb !== 'get' || e.result.code !== 404) return undefined;
  const info = run.result?.env.server.registry.lookup?.({
    group: e.group,
    version: e.version,
    resource: e.resource,
  });
  if (info === undefined) return undefined;
  const apiVersion = e.group === '' ? e.version : `${e.group}/${e.version}`;
  if (!findObject(run, { apiVersion, kind: info.kind, namespace: e.namespace, name: e.name }))
    return undefined;
  const lines = cacheSelectors(ctx.files);
  if (lines.length === 0) return undefined;
  const where = lines.map((l) => `${l.file}:${l.line}`).join(', ');
  return {
    en: ` ${info.kind} ${e.namespace}/${e.name} exists, but the manager's cache holds only the objects its selector matches (${where}), and this one does not match it: the cache answers NotFound.`,
    zh: `${info.kind} ${e.namespace}/${e.name} 其实存在，但 manager 的缓存只保存与其选择器匹配的对象（${where}），而它不匹配：缓存于是回答 NotFound。`,
    lines,
  };
}

/** Lines that give the manager's cache a transform: cache.ByObject's Transform, cache.Options' DefaultTransform. */
function cacheTransformLines(files: readonly { path: string; content: string }[]): SourceRef[] {
  return files.flatMap((f) =>
    f.content
      .split('\n')
      .flatMap((l, i) =>
        /\b(?:Default)?Transform\s*:/.test(l.replace(/\/\/.*$/, '')) ? [{ file: f.path, line: i + 1 }] : [],
      ),
  );
}

function requestMismatch(
  ctx: CheckContext,
  run: ScenarioRun,
  exp: Extract<Expectation, { kind: 'no-request' }>,
): Mismatch | undefined {
  const hits: { index: number; line?: SourceRef; text: string; zh: string; informer: boolean }[] = [];
  run.result?.trace.forEach((e, i) => {
    if (
      matches(ctx, run, e, exp.request) &&
      (e.kind === 'api' || e.kind === 'cacheRead' || e.kind === 'clientError')
    )
      hits.push({
        index: run.traceOffset + i,
        line: callSiteRef(ctx, e),
        text: describeCall(e),
        zh: describeCall(e, 'zh'),
        informer: callerOf(ctx, run, e) === 'manager',
      });
  });
  if (hits.length === 0) return undefined;
  // What a list brought back is the cost: how many objects, from whose namespaces.
  const first = run.result?.trace[hits[0].index - run.traceOffset];
  const got = first?.kind === 'api' || first?.kind === 'cacheRead' ? first.returned : undefined;
  const nss = got?.namespaces.filter((n) => n !== '') ?? [];
  const returned = got && {
    en: ` It returned ${got.count} object${got.count === 1 ? '' : 's'}${nss.length > 0 ? ` from ${nss.join(', ')}` : ''}.`,
    zh: `它返回了 ${got.count} 个对象${nss.length > 0 ? `，来自 ${nss.join('、')}` : ''}。`,
  };
  // The informer was started by a read through a reconciler field that the program fills with the
  // manager's cached client (`APIReader: mgr.GetClient()`): that assignment is the line to change.
  const started = hits.find((h) => h.informer && h.line !== undefined)?.line;
  const wired = started && cachedClientWiring(ctx.files, started);
  const at = (ls: SourceRef[], sep: string) => ls.map((l) => `${l.file}:${l.line}`).join(sep);
  const wiring =
    wired &&
    (wired.cacheReader
      ? {
          en: ` The read at ${started.file}:${started.line} goes through ${wired.field}, which ${at(wired.lines, ', ')} fills with a client made by client.New whose CacheOptions.Reader (${at([wired.cacheReader], '')}) is the manager's cache: that client reads through the informer cache.`,
          zh: `${started.file}:${started.line} 的读取经过 ${wired.field}，而 ${at(wired.lines, '、')} 把它设成了 client.New 创建的客户端，它的 CacheOptions.Reader（${at([wired.cacheReader], '')}）就是 manager 的缓存：这个客户端通过 informer 缓存读取。`,
        }
      : {
          en: ` The read at ${started.file}:${started.line} goes through ${wired.field}, which ${at(wired.lines, ', ')} fills with the manager's GetClient(): a client that reads through the informer cache.`,
          zh: `${started.file}:${started.line} 的读取经过 ${wired.field}，而 ${at(wired.lines, '、')} 把它设成了 manager 的 GetClient()：这个客户端通过 informer 缓存读取。`,
        });
  // An informer no read or watch started: a field index on the kind made it (IndexField).
  const kind =
    first?.kind === 'api' && hits.some((h) => h.informer && h.line === undefined)
      ? run.result?.env.server.registry.lookup?.({
          group: first.group,
          version: first.version,
          resource: first.resource,
        })?.kind
      : undefined;
  const indexed = kind === undefined ? [] : indexFieldCalls(ctx.files, kind);
  // A read through client.NewNamespacedClient over the manager's client: still the cache.
  const wrapped = !wired && started ? namespacedClientAt(ctx.files, started) : undefined;
  const scoped = wrapped &&
    started && {
      en: ` The read at ${started.file}:${started.line} goes through the client.NewNamespacedClient made at ${wrapped.file}:${wrapped.line}, which only fills in each request's namespace and reads through the client it wraps. That client reads from the informer cache, and the cache lists and watches ${first?.kind === 'api' ? first.resource : 'the kind'} in every namespace it covers, whatever namespace a read names.`,
      zh: `${started.file}:${started.line} 的读取经过 ${wrapped.file}:${wrapped.line} 创建的 client.NewNamespacedClient；它只负责给每个请求填上命名空间，读取仍然交给它包装的客户端。那个客户端从 informer 缓存读取，而缓存会在它覆盖的所有命名空间里 list 并 watch ${first?.kind === 'api' ? first.resource : '这个类型'}，不管读取指定的是哪个命名空间。`,
    };
  // An informer narrowed by a label or field selector (cache.ByObject Label/Field, cache.Options
  // DefaultLabelSelector/DefaultFieldSelector): the selector rides on the same cluster-wide list.
  const selector =
    first?.kind === 'api' && hits[0].informer && first.namespace === '' && first.details
      ? [
          first.details.labelSelector && `label selector ${first.details.labelSelector}`,
          first.details.fieldSelector && `field selector ${first.details.fieldSelector}`,
        ].filter((x): x is string => typeof x === 'string' && x !== '')
      : [];
  const selectorLines = selector.length > 0 ? cacheSelectors(ctx.files) : [];
  const narrowed = selector.length > 0 && {
    en: ` The informer lists with the ${selector.join(' and the ')}${selectorLines.length > 0 ? ` (${at(selectorLines, ', ')})` : ''}: the cache keeps only the objects that match, but a selector filters what comes back, not where the informer lists, and the list and its watch still cover every namespace.`,
    zh: `informer 的 list 带着${selector.map((x) => x.replace('label selector ', '标签选择器 ').replace('field selector ', '字段选择器 ')).join('和')}${selectorLines.length > 0 ? `（${at(selectorLines, '、')}）` : ''}：缓存只保存匹配的对象，但选择器过滤的是返回什么，而不是 informer 在哪里 list，这个 list 和它的 watch 仍然覆盖所有命名空间。`,
  };
  const index = indexed.length > 0 && {
    en: ` The cache's informer for ${kind}s was started by the field index at ${indexed.map((l) => `${l.file}:${l.line}`).join(', ')}: IndexField makes the cache list and watch the kind, whether anything reads it from the cache or not.`,
    zh: `${kind} 的缓存 informer 是由 ${indexed.map((l) => `${l.file}:${l.line}`).join('、')} 的字段索引启动的：IndexField 会让缓存 list 并 watch 这个类型，不管有没有从缓存读取它。`,
  };
  // An informer no read started and no index asked for: a watch of the kind (For, Owns, Watches,
  // WatchesMetadata) did. The reads may all go around the cache; the watch still lists the kind.
  const watches =
    first?.kind === 'api' &&
    hits.some((h) => h.informer && h.line === undefined) &&
    !hits.some((h) => h.informer && h.line !== undefined) &&
    indexed.length === 0
      ? watchLines(ctx, run, first)
      : [];
  // the learner's own reads of the kind from the cache, which would have started it as well
  const cachedReads =
    watches.length > 0 && first?.kind === 'api'
      ? dedupeLines(
          learnerCalls(ctx, run)
            .filter(
              ({ e }) => e.kind === 'cacheRead' && e.resource === first.resource && e.group === first.group,
            )
            .flatMap(({ e }) => {
              const l = callSiteRef(ctx, e);
              return l ? [l] : [];
            }),
        )
      : [];
  const watched = watches.length > 0 &&
    first?.kind === 'api' && {
      en: ` The informer was started by the watch at ${at(watches, ', ')}${cachedReads.length > 0 ? ` (the cached reads at ${at(cachedReads, ', ')} would have started it too)` : `; no read of yours went to the cache for ${first.resource}`}. A watch, metadata-only or not, makes the cache list and watch ${first.resource} in every namespace it covers, whatever reader the reconciler uses.`,
      zh: `这个 informer 是由 ${at(watches, '、')} 的 watch 启动的${cachedReads.length > 0 ? `（${at(cachedReads, '、')} 的缓存读取也会启动它）` : `；你的读取没有一次经过 ${first.resource} 的缓存`}。watch（不论是否只取元数据）都会让缓存在它覆盖的所有命名空间里 list 并 watch ${first.resource}，不管调谐器用的是哪个 reader。`,
      hint: {
        en: `${cachedReads.length > 0 ? 'Read the one you need with the APIReader; and t' : 'T'}o notice the ${first.resource} appear without watching all of them, drop the watch and requeue while it is missing (ctrl.Result{RequeueAfter: …}), or narrow what the cache covers for ${first.resource}.`,
        'zh-cn': `${cachedReads.length > 0 ? '用 APIReader 读取你需要的那一个；另外，' : ''}想在 ${first.resource} 出现时得知，又不 watch 全部：去掉这个 watch，在它缺失时重新排队（ctrl.Result{RequeueAfter: …}），或者缩小缓存对 ${first.resource} 的覆盖范围。`,
      },
    };
  // A cache transform (cache.ByObject Transform, cache.Options DefaultTransform): the informer
  // applies it to each object it received, before storing it ([CR] pkg/cache/internal/informers.go
  // SetTransform), so the list and the watch still carry every object, in full.
  const transforms = hits[0].informer && first?.kind === 'api' ? cacheTransformLines(ctx.files) : [];
  const transformed = transforms.length > 0 &&
    first?.kind === 'api' && {
      en: ` The cache transform at ${at(transforms, ', ')} changes what the cache keeps of each object after the informer received it: the list and its watch still bring every one of the ${first.resource} it covers to the manager, in full, and need list and watch on them all.`,
      zh: `${at(transforms, '、')} 的缓存 transform 改变的是 informer 收到每个对象之后缓存保留什么：list 和 watch 仍然把它覆盖的每一个 ${first.resource} 完整地送到 manager，也仍然需要对它们全部的 list 和 watch 权限。`,
    };
  // An informer listing every namespace where the cache options name cache.AllNamespaces (a
  // ByObject entry keyed by it, meant as a cache of its own): that key is every namespace, one
  // informer at the cluster scope ([CR] pkg/cache/cache.go AllNamespaces, defaultOpts).
  const allKey =
    hits[0].informer && first?.kind === 'api' && first.namespace === '' ? allNamespacesLines(ctx) : [];
  const everywhere = allKey.length > 0 &&
    first?.kind === 'api' && {
      en: ` The cache options name cache.AllNamespaces at ${at(allKey, ', ')}: that key is not a namespace of its own but every namespace, so the informer lists and watches ${first.resource} across the cluster. Name the namespaces to cover instead.`,
      zh: `缓存选项在 ${at(allKey, '、')} 用了 cache.AllNamespaces：这个键不是某个单独的命名空间，而是所有命名空间，所以 informer 会在整个集群范围内 list 并 watch ${first.resource}。请改为写出要覆盖的命名空间。`,
    };
  return {
    en: `A request that should not happen was made: ${hits[0].text}.${returned ? returned.en : ''}${wiring ? wiring.en : ''}${scoped ? scoped.en : ''}${narrowed ? narrowed.en : ''}${index ? index.en : ''}${watched ? watched.en : ''}${transformed ? transformed.en : ''}${everywhere ? everywhere.en : ''}`,
    zh: `发出了不应出现的请求：${hits[0].zh}。${returned ? returned.zh : ''}${wiring ? wiring.zh : ''}${scoped ? scoped.zh : ''}${narrowed ? narrowed.zh : ''}${index ? index.zh : ''}${watched ? watched.zh : ''}${transformed ? transformed.zh : ''}${everywhere ? everywhere.zh : ''}`,
    evidence: hits.map((h) => h.index),
    // An informer's request: the read or the watch that started it, and the cache options that
    // shaped it.
    lines: dedupeLines([
      ...hits.flatMap((h) => (h.line ? [h.line] : [])),
      ...(wired ? [...(wired.cacheReader ? [wired.cacheReader] : []), ...wired.lines] : []),
      ...(wrapped ? [wrapped] : []),
      ...indexed,
      ...selectorLines,
      ...transforms,
      ...allKey,
      ...(hits.some((h) => h.informer && h.line === undefined) && first?.kind === 'api'
        ? watchLines(ctx, run, first)
        : []),
      ...cachedReads,
      ...(hits.some((h) => h.informer) ? managerOptionsLine(ctx) : []),
    ]),
    ...(watched ? { hint: watched.hint } : {}),
    ...(wired?.cacheReader
      ? {
          hint: {
            // a client.Client field cannot hold mgr.GetAPIReader() (a client.Reader)
            en: `Leave CacheOptions out of client.New (a client without a cache reader reads from the API server)${wired.clientField ? ', or read with mgr.GetAPIReader()' : `, or fill ${wired.field} with mgr.GetAPIReader()`}.`,
            'zh-cn': `在 client.New 里去掉 CacheOptions（没有缓存 reader 的客户端直接从 API server 读取），${wired.clientField ? '或者用 mgr.GetAPIReader() 读取' : `或者用 mgr.GetAPIReader() 填充 ${wired.field}`}。`,
          },
        }
      : wired
        ? {
            hint: {
              en: `Fill ${wired.field} with mgr.GetAPIReader(), which reads from the API server without the cache: mgr.GetClient() satisfies client.Reader too, but its reads start informers.`,
              'zh-cn': `用 mgr.GetAPIReader() 填充 ${wired.field}，它不经缓存直接从 API server 读取：mgr.GetClient() 同样满足 client.Reader，但它的读取会启动 informer。`,
            },
          }
        : {}),
  };
}

/** Evaluates every object/no-request expectation owned by `checkId`, over all scenarios. */
const duration = (ms: number) => (ms < 1000 ? `${ms} ms` : `${Math.round(ms / 100) / 10} s`);

/**
 * A run the step budget stopped while its reconciles kept returning (a reconcile loop: reached.ts
 * lets loop.settles judge it): the end state is where the loop left it, and the scenario's timed
 * writes still due then (the Deployment reported ready at 5 s) never happened.
 */
function cutShort(run: ScenarioRun): { en: string; zh: string } | undefined {
  const res = run.result;
  if (res === undefined || res.stage !== 'run' || res.exitCode !== 2) return undefined;
  const first = res.stderr.split('\n').find((l) => l.trim() !== '') ?? '';
  if (!/^step budget exceeded/.test(first) || res.trace.length === 0) return undefined;
  const elapsed = res.trace[res.trace.length - 1].time - res.trace[0].time;
  // grouped by what they write: "the status of Deployment team-a/shop-web at 3 s and 5 s"
  const due = new Map<string, number[]>();
  for (const [i, a] of run.scenario.adversity.entries()) {
    if (a.kind !== 'concurrent-writer' || !('at' in a.when) || a.when.at <= elapsed) continue;
    if ((run.firedWriters ?? []).includes(i)) continue;
    const ref = `${a.target.kind} ${a.target.namespace ? `${a.target.namespace}/` : ''}${a.target.name}`;
    const key = a.subresource ? `the ${a.subresource} of ${ref}` : ref;
    due.set(key, [...(due.get(key) ?? []), a.when.at]);
  }
  const n = res.reconciles.length;
  const list = [...due].map(([what, at]) => `${what} at ${at.map(duration).join(' and ')}`);
  const zhList = [...due].map(([what, at]) => `${at.map(duration).join(' 和 ')} 时对 ${what} 的写入`);
  return {
    en: ` The run never got that far: the step budget stopped the program after ${n} reconciles, ${duration(elapsed)} into the scenario${list.length > 0 ? `, before another client's writes still due: ${list.join('; ')}` : ''}. The reconciles kept queueing each other (loop.settles says why).`,
    zh: `运行根本没有走到那一步：在 ${n} 次调谐之后，步数预算在场景开始后 ${duration(elapsed)} 终止了程序${zhList.length > 0 ? `，那时另一个客户端尚未进行的写入还没有发生：${zhList.join('；')}` : ''}。这些调谐一个接一个地触发下一个（原因见 loop.settles）。`,
  };
}

export function evaluateExpectations(
  ctx: CheckContext,
  checkId: string,
  passed?: CheckOutcome,
): CheckOutcome {
  const broken = runsOrError(ctx);
  if (broken) return broken;
  let count = 0;
  for (const run of ctx.runs)
    for (const exp of run.scenario.expect) {
      if (exp.check !== checkId) continue;
      let m: Mismatch | undefined;
      if (exp.kind === 'object') m = objectMismatch(ctx, run, exp);
      else if (exp.kind === 'no-request') m = requestMismatch(ctx, run, exp);
      else continue;
      count++;
      if (m) {
        const short = cutShort(run);
        return {
          ...fail(
            `${m.en}${ctx.runs.length > 1 ? ` (scenario ${run.scenario.id})` : ''}${short ? short.en : ''}`,
            `${m.zh}${ctx.runs.length > 1 ? `（场景 ${run.scenario.id}）` : ''}${short ? short.zh : ''}`,
            m.evidence,
            m.lines,
          ),
          ...(m.hint ? { hint: m.hint } : {}),
        };
      }
    }
  if (count === 0)
    return {
      status: 'error',
      message: {
        en: `No scenario states what ${checkId} expects.`,
        'zh-cn': `没有任何场景说明 ${checkId} 的预期。`,
      },
      lines: [],
      evidence: [],
    };
  return passed ?? pass('The end state is as expected.', '最终状态符合预期。');
}

function outcome(id: string, en: string, zh: string, hintEn: string, hintZh: string): CheckDefinition {
  return {
    id,
    title: { en, 'zh-cn': zh },
    hint: { en: hintEn, 'zh-cn': hintZh },
    evaluate: (ctx) => evaluateExpectations(ctx, id),
  };
}

export const outcomeChecks: CheckDefinition[] = [
  outcome(
    'outcome.credentials-found',
    'The App reports its credentials as found',
    'App 报告已找到凭据',
    'The Secret exists in the App’s namespace; if status says it is missing, the read looked elsewhere.',
    'Secret 就在 App 的命名空间里；如果 status 说找不到，说明读取查错了地方。',
  ),
  outcome(
    'outcome.pod-count',
    'The App counts its own Pods',
    'App 统计的是自己的 Pod',
    'Only the Pods in the App’s namespace belong to it.',
    '只有 App 所在命名空间中的 Pod 才属于它。',
  ),
  outcome(
    'outcome.node-count',
    'The App counts the Nodes in its zone',
    'App 统计了所在可用区的 Node',
    'Two of the three Nodes are in the App’s zone.',
    '三个 Node 中有两个位于 App 所在的可用区。',
  ),
  outcome(
    'outcome.replicas-from-tier',
    'The App’s replicas come from its tier',
    'App 的副本数来自它的等级',
    'The tiers ConfigMap in platform maps gold to 3.',
    'platform 命名空间中的 tiers ConfigMap 把 gold 映射为 3。',
  ),
  outcome(
    'outcome.status-ready',
    'The App is marked Ready with its version',
    'App 被标记为 Ready 并记录了版本',
    'status.phase must be Ready and status.version the spec’s version once the reconciler is done.',
    '调谐完成后，status.phase 必须是 Ready，status.version 必须等于 spec 中的版本。',
  ),
  outcome(
    'outcome.configmap-published',
    'The settings are published in a ConfigMap',
    '配置已发布到 ConfigMap',
    'The ConfigMap <app>-settings holds the App’s settings and status.configMap names it.',
    'ConfigMap <app>-settings 保存 App 的配置，status.configMap 记录它的名字。',
  ),
  outcome(
    'outcome.registration-published',
    'The App is published in the registry and protected by its finalizer',
    'App 已登记，并由 finalizer 保护',
    'registry/<hostname with dashes> names the App, and the App carries lab.example.com/registration.',
    'registry/<把点换成横线的 hostname> 记录了这个 App，并且 App 带有 lab.example.com/registration。',
  ),
  outcome(
    'outcome.deletion-completes',
    'A deleted App goes away',
    '被删除的 App 最终消失',
    'Deletion waits for every finalizer: the controller that added one must remove it once it has cleaned up.',
    '删除要等所有 finalizer 都被移除：加了 finalizer 的控制器在清理完成后必须把它移除。',
  ),
  outcome(
    'outcome.registration-removed',
    'The registry entry of a deleted App is removed, and only that one',
    '被删除的 App 的登记项已被清理，而且只清理了它',
    'The entry is in another namespace, so no owner reference removes it: the deletion branch must, before the finalizer goes, and leave other Apps’ entries alone.',
    '登记项在另一个命名空间里，任何属主引用都清理不了它：必须由删除分支在移除 finalizer 之前删掉它，并且不能动别的 App 的登记项。',
  ),
  {
    ...outcome(
      'outcome.secrets-not-cached',
      'The manager does not list every Secret in the cluster',
      'manager 没有 list 集群里的所有 Secret',
      'A cached Get of one Secret starts an informer that lists and watches every Secret the cache covers. Read the one you need with the APIReader, or narrow the cache.',
      '对一个 Secret 做缓存 Get，会启动一个 informer，list 并 watch 缓存覆盖范围内的每一个 Secret。用 APIReader 只读需要的那一个，或者收窄缓存。',
    ),
    lesson: '/lessons/cache-cost/#secrets',
  },
  outcome(
    'outcome.deployment-ready',
    'The App runs as a ready Deployment',
    'App 以就绪的 Deployment 运行',
    'The Deployment runs the App’s current image, and the App reports Available once its replicas are ready.',
    'Deployment 运行 App 当前的镜像，副本就绪后 App 报告 Available。',
  ),
  {
    ...outcome(
      'outcome.scaled-replicas-kept',
      'The Deployment keeps the replicas someone else scaled it to, and runs the App’s image',
      'Deployment 保持别人扩容后的副本数，并运行 App 的镜像',
      'With server-side apply, every field you send is yours: send replicas, forced, and each reconcile takes it back from whoever scaled the Deployment; unforced, the apply conflicts. Leave out what you do not own.',
      '在服务端 apply 中，你发送的每个字段都归你：强制发送 replicas，每次调谐都会把它从扩容者手里抢回来；不强制，apply 就会冲突。不归你管的字段就不要发。',
    ),
    lesson: '/lessons/server-side-apply/#force',
  },
];
