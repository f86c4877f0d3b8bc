// Scope checks: which namespace a read names. Judged on the learner's calls in the trace (verb,
// resource, namespace, client path, result), so any way of building the key or the list options
// passes as long as the request is right. Facts: SEMANTICS.md §1 (empty namespace in a key, List
// without InNamespace, the multi-namespace cache error) and §3 (cluster-scoped kinds).

import type { Localized, SourceRef } from '../report.ts';
import {
  cachedClientWiring,
  callsNamed,
  clientGoListScope,
  namespaceAsLabel,
  namespacedClientAt,
  nearSpellings,
  stringLiterals,
} from '../static.ts';
import {
  type CallEvent,
  type CheckContext,
  type CheckDefinition,
  type CheckOutcome,
  callSiteRef,
  describeCall,
  fail,
  isNamespaced,
  learnerCalls,
  pass,
  reconciled,
  reconcileEnding,
  reconcileOf,
  runsOrError,
  type ScenarioRun,
  skip,
  succeeded,
} from './context.ts';

function decoyNamespaces(run: ScenarioRun): Set<string> {
  const out = new Set<string>();
  for (const a of run.scenario.adversity) if (a.kind === 'decoys') for (const n of a.namespaces) out.add(n);
  return out;
}

/**
 * The namespace a call should have stayed in: that of the object whose reconcile made it (a
 * hard-coded namespace shows once an object lives elsewhere); for a call made outside any recorded
 * reconcile, the namespaces of every object reconciled in this run.
 */
function homeNamespaces(run: ScenarioRun, e: CallEvent): Set<string> {
  const own = reconcileOf(run, e);
  if (own) return new Set([own.request.namespace]);
  return new Set((run.result?.reconciles ?? []).map((r) => r.request.namespace));
}

/**
 * A read across every namespace (no namespace on a namespaced kind) whose answer held objects from a
 * decoy namespace: whatever the code did with them next, it read another team's objects.
 */
function decoyListFinding(
  ctx: CheckContext,
  run: ScenarioRun,
  e: CallEvent,
  index: number,
  line: SourceRef | undefined,
) {
  if (e.verb !== 'list' || e.namespace !== '' || e.kind === 'clientError') return undefined;
  const decoys = decoyNamespaces(run);
  const read = (e.returned?.namespaces ?? []).filter((n) => decoys.has(n));
  if (read.length === 0) return undefined;
  // A client-go List is scoped by the call before it, not by a list option.
  const scope = line && clientGoListScope(ctx.files, line);
  const fix =
    scope === undefined
      ? {
          en: 'add client.InNamespace with the namespace of the object you reconcile',
          zh: '请加上 client.InNamespace，传入被调谐对象的命名空间',
        }
      : scope === 'Resource'
        ? {
            en: 'call .Namespace() with the namespace of the object you reconcile before List',
            zh: '请在 List 之前调用 .Namespace()，传入被调谐对象的命名空间',
          }
        : {
            en: `pass ${scope}() the namespace of the object you reconcile (an empty one, metav1.NamespaceAll, means every namespace)`,
            zh: `请把被调谐对象的命名空间传给 ${scope}()（空字符串，即 metav1.NamespaceAll，表示所有命名空间）`,
          };
  // client.InNamespace is in the file, yet this List named no namespace (the option kept behind a
  // setting that is off, built into options never passed, or given an empty string): name where.
  const written =
    scope === undefined
      ? callsNamed(
          ctx.files.filter((f) => ctx.exercise.files.some((x) => x.editable && x.path === f.path)),
          'InNamespace',
        ).filter((l) => !(line && l.file === line.file && l.line === line.line))
      : [];
  const unused =
    written.length > 0
      ? {
          en: `client.InNamespace is written at line ${written.map((l) => (l.file === line?.file ? `${l.line}` : `${l.file}:${l.line}`)).join(', ')}, but this List went out without a namespace: that option did not reach it, or the namespace it was given was empty`,
          zh: `第 ${written.map((l) => (l.file === line?.file ? `${l.line}` : `${l.file}:${l.line}`)).join('、')} 行写了 client.InNamespace，但这次 List 发出时没有命名空间：要么这个选项没有传到它，要么传给它的命名空间是空的`,
        }
      : undefined;
  return {
    index,
    line,
    ...(written.length > 0 ? { more: written } : {}),
    en: `This List of ${e.resource} names no namespace, so it returned ${e.resource} from every namespace, including ${read.join(', ')}, another team's: ${describeCall(e)} (${e.returned?.count ?? 0} items from ${e.returned?.namespaces.join(', ')}). Filtering them afterwards does not undo the read; ${(unused ?? fix).en}.`,
    zh: `这次对 ${e.resource} 的 List 没有指定命名空间，于是返回了所有命名空间中的 ${e.resource}，包括别的团队的 ${read.join('、')}：${describeCall(e, 'zh')}（共 ${e.returned?.count ?? 0} 项，来自 ${e.returned?.namespaces.join('、')}）。事后再过滤也改变不了已经读到的事实；${(unused ?? fix).zh}。`,
  };
}

/**
 * A wrong namespace written as a literal away from the call (a helper's return, a constant): those
 * lines, and a sentence naming them, so the evidence points where the namespace was chosen.
 */
function writtenAt(ctx: CheckContext, ns: string, line: SourceRef | undefined) {
  const at = stringLiterals(ctx.files, ns)
    .filter((l) => !(line && l.file === line.file && l.line === line.line))
    .slice(0, 2);
  if (at.length === 0) return { more: [], en: '', zh: '' };
  const where = at.map((l) => (l.file === line?.file ? `${l.line}` : `${l.file}:${l.line}`));
  return {
    more: at,
    en: ` The namespace "${ns}" is written at line ${where.join(', ')}.`,
    zh: `命名空间 "${ns}" 写在第 ${where.join('、')} 行。`,
  };
}

interface Finding {
  index: number;
  line?: SourceRef;
  /** Lines after the call's: what made the call go where it went (the wiring of a reader field). */
  more?: SourceRef[];
  en: string;
  zh: string;
  /** The fix for this way of making the mistake, when the check's own hint names another. */
  hint?: Localized;
}

/** Collects findings over every scenario; fails with all of them, or passes/skips. */
function judge(
  ctx: CheckContext,
  find: (run: ScenarioRun, e: CallEvent, index: number) => Finding | undefined,
  passMsg: [string, string],
): CheckOutcome {
  const broken = runsOrError(ctx);
  if (broken) return broken;
  if (!ctx.runs.some(reconciled))
    return skip(
      'Not reached: the reconciler never ran, so no read could be judged.',
      '未执行：调谐器一次也没有运行，无法判断它的读取。',
    );
  const findings: Finding[] = [];
  for (const run of ctx.runs)
    for (const { e, index } of learnerCalls(ctx, run)) {
      const f = find(run, e, index);
      if (f) findings.push(f);
    }
  if (findings.length === 0) return pass(passMsg[0], passMsg[1]);
  const first = findings[0];
  const outcome = fail(
    first.en,
    first.zh,
    findings.map((f) => f.index),
    findings.flatMap((f) => [...(f.line ? [f.line] : []), ...(f.more ?? [])]),
  );
  return first.hint ? { ...outcome, hint: first.hint } : outcome;
}

export const getNamespace: CheckDefinition = {
  id: 'scope.get-namespace',
  title: { en: 'Get names the namespace of the object it reads', 'zh-cn': 'Get 指明所读对象的命名空间' },
  lesson: '/lessons/scope/#empty-namespace',
  hint: {
    en: 'A Get takes its namespace from the key only; build the key with the namespace of the object you reconcile.',
    'zh-cn': 'Get 的命名空间只来自 key；用正在调谐的对象的命名空间来构造 key。',
  },
  evaluate(ctx) {
    return judge(
      ctx,
      (run, e, index) => {
        if (e.verb === 'list' && isNamespaced(run, e))
          return decoyListFinding(ctx, run, e, index, callSiteRef(ctx, e));
        if (e.verb !== 'get' || !isNamespaced(run, e)) return undefined;
        const line = callSiteRef(ctx, e);
        if (e.namespace === '')
          return {
            index,
            line,
            en: `This Get of ${e.resource} "${e.name}" names no namespace, so it looks for the object outside every namespace and cannot find it: ${describeCall(e)}. The client never fills in a default namespace.`,
            zh: `这次对 ${e.resource} "${e.name}" 的 Get 没有指定命名空间，于是在所有命名空间之外查找，找不到对象：${describeCall(e, 'zh')}。客户端从不替你补上默认命名空间。`,
          };
        const home = homeNamespaces(run, e);
        const w = writtenAt(ctx, e.namespace, line);
        if (!home.has(e.namespace) && e.kind !== 'clientError' && e.result.code === 404)
          return {
            index,
            line,
            more: w.more,
            en: `This Get looked for ${e.resource} "${e.name}" in namespace ${e.namespace}, which is not the namespace of the object being reconciled (${[...home].join(', ')}), and found nothing: ${describeCall(e)}.${w.en}`,
            zh: `这次 Get 在命名空间 ${e.namespace} 中查找 ${e.resource} "${e.name}"，而这并不是被调谐对象所在的命名空间（${[...home].join('、')}），结果什么也没找到：${describeCall(e, 'zh')}。${w.zh}`,
          };
        if (decoyNamespaces(run).has(e.namespace))
          return {
            index,
            line,
            more: w.more,
            en: `This Get read ${e.resource} "${e.name}" in namespace ${e.namespace}, another team's namespace: ${describeCall(e)}. Read it in the namespace of the object you reconcile.${w.en}`,
            zh: `这次 Get 读取的是命名空间 ${e.namespace}（别的团队的命名空间）中的 ${e.resource} "${e.name}"：${describeCall(e, 'zh')}。应当在正在调谐的对象所在的命名空间中读取。${w.zh}`,
          };
        return undefined;
      },
      [
        'Every Get named the namespace of the object it was meant to read.',
        '每次 Get 都指明了要读取的对象所在的命名空间。',
      ],
    );
  },
};

export const listNamespace: CheckDefinition = {
  id: 'scope.list-namespace',
  title: {
    en: 'List stays in the reconciled object’s namespace',
    'zh-cn': 'List 限定在被调谐对象的命名空间内',
  },
  lesson: '/lessons/scope/#list-without-innamespace',
  hint: {
    en: 'A List without client.InNamespace returns matching objects from every namespace.',
    'zh-cn': '不带 client.InNamespace 的 List 会返回所有命名空间中匹配的对象。',
  },
  evaluate(ctx) {
    return judge(
      ctx,
      (run, e, index) => {
        if (e.verb !== 'list' || !isNamespaced(run, e)) return undefined;
        const line = callSiteRef(ctx, e);
        const decoy = decoyListFinding(ctx, run, e, index, line);
        if (decoy) return decoy;
        if (e.namespace === '' && !succeeded(e))
          // It returned nothing: say what it asked for, not what it would have read.
          return {
            index,
            line,
            en: `This List of ${e.resource} names no namespace (no client.InNamespace), so it asks for matching ${e.resource} in every namespace, other teams' included; here it failed: ${describeCall(e)}. Add client.InNamespace with the namespace of the object you reconcile.`,
            zh: `这次对 ${e.resource} 的 List 没有指定命名空间（没有 client.InNamespace），因此它请求的是所有命名空间（包括别的团队）中匹配的 ${e.resource}；这里它失败了：${describeCall(e, 'zh')}。加上 client.InNamespace，传入被调谐对象的命名空间。`,
          };
        if (e.namespace === '' && e.kind !== 'clientError' && e.returned?.count === 0) {
          // Nothing came back: say what it asked for, and what made it match nothing when a label
          // selector tried to stand in for the namespace.
          const label = line && namespaceAsLabel(ctx.files, line);
          const at =
            label &&
            (label.at.file === line?.file ? `line ${label.at.line}` : `${label.at.file}:${label.at.line}`);
          return {
            index,
            line,
            more: label ? [label.at] : [],
            en: `This List of ${e.resource} names no namespace (no client.InNamespace), so it asks for matching ${e.resource} in every namespace, other teams' included; here none matched: ${describeCall(e)} (0 items).${label ? ` Its label selector carries the namespace (${label.label}, ${at}): a label selector matches labels on the ${e.resource} themselves and never chooses a namespace${label.label.includes('kubernetes.io/metadata.name') ? `, and kubernetes.io/metadata.name is the label the API server puts on each Namespace object, not on the ${e.resource} in it` : ''}, so no ${e.resource} matched. Drop that label and add client.InNamespace with the namespace of the object you reconcile.` : ' Add client.InNamespace with the namespace of the object you reconcile.'}`,
            zh: `这次对 ${e.resource} 的 List 没有指定命名空间（没有 client.InNamespace），因此它请求的是所有命名空间（包括别的团队）中匹配的 ${e.resource}；这里一个也没有匹配上：${describeCall(e, 'zh')}（0 项）。${label ? `它的标签选择器里放了命名空间（${label.label}，${at?.replace(/^line (\d+)$/, '第 $1 行')}）：标签选择器只匹配 ${e.resource} 自身的标签，从不选择命名空间${label.label.includes('kubernetes.io/metadata.name') ? `；kubernetes.io/metadata.name 是 API server 加在每个 Namespace 对象上的标签，而不是加在其中的 ${e.resource} 上` : ''}，所以没有任何 ${e.resource} 匹配。去掉这个标签，加上 client.InNamespace，传入被调谐对象的命名空间。` : '加上 client.InNamespace，传入被调谐对象的命名空间。'}`,
            ...(label
              ? {
                  hint: {
                    en: 'A label selector filters by the labels on the objects listed; the namespace goes in client.InNamespace.',
                    'zh-cn': '标签选择器按被列出对象自身的标签过滤；命名空间要放在 client.InNamespace 里。',
                  },
                }
              : {}),
          };
        }
        if (e.namespace === '')
          return {
            index,
            line,
            en: `This List of ${e.resource} names no namespace, so it returns matching ${e.resource} from every namespace, including other teams': ${describeCall(e)}. Add client.InNamespace with the namespace of the object you reconcile.`,
            zh: `这次对 ${e.resource} 的 List 没有指定命名空间，于是返回了所有命名空间（包括别的团队）中匹配的 ${e.resource}：${describeCall(e, 'zh')}。加上 client.InNamespace，传入被调谐对象的命名空间。`,
          };
        const w = writtenAt(ctx, e.namespace, line);
        if (decoyNamespaces(run).has(e.namespace))
          return {
            index,
            line,
            more: w.more,
            en: `This List read ${e.resource} in namespace ${e.namespace}, another team's namespace: ${describeCall(e)}.${w.en}`,
            zh: `这次 List 读取的是命名空间 ${e.namespace}（别的团队的命名空间）中的 ${e.resource}：${describeCall(e, 'zh')}。${w.zh}`,
          };
        const home = homeNamespaces(run, e);
        if (home.size > 0 && !home.has(e.namespace))
          return {
            index,
            line,
            more: w.more,
            en: `This List looked for ${e.resource} in namespace ${e.namespace}, which is not the namespace of the object being reconciled (${[...home].join(', ')})${e.kind !== 'clientError' && e.returned?.count === 0 ? ', and found nothing' : ''}: ${describeCall(e)}.${e.namespace.includes('/') ? ` "${e.namespace}" is a namespace/name key (what types.NamespacedName's String() prints), not a namespace.` : ''}${w.en} Pass the namespace of the object you reconcile to client.InNamespace.`,
            zh: `这次 List 在命名空间 ${e.namespace} 中查找 ${e.resource}，而这并不是被调谐对象所在的命名空间（${[...home].join('、')}）${e.kind !== 'clientError' && e.returned?.count === 0 ? '，结果什么也没找到' : ''}：${describeCall(e, 'zh')}。${e.namespace.includes('/') ? `"${e.namespace}" 是“命名空间/名字”形式的键（types.NamespacedName 的 String() 输出），不是命名空间。` : ''}${w.zh}请把被调谐对象的命名空间传给 client.InNamespace。`,
            // the check's own hint is about a List with no namespace at all
            hint: {
              en: 'client.InNamespace takes the bare namespace name: req.Namespace, or GetNamespace() of the object you reconcile.',
              'zh-cn':
                'client.InNamespace 接受的是单纯的命名空间名：req.Namespace，或被调谐对象的 GetNamespace()。',
            },
          };
        return undefined;
      },
      [
        'Every List was restricted to the namespace of the object being reconciled.',
        '每次 List 都限定在被调谐对象所在的命名空间内。',
      ],
    );
  },
};

export const clusterScopedList: CheckDefinition = {
  id: 'scope.cluster-scoped-list',
  title: {
    en: 'Cluster-scoped kinds are listed without a namespace',
    'zh-cn': '列出集群级资源时不指定命名空间',
  },
  lesson: '/lessons/scope/#cluster-scoped-resources',
  hint: {
    en: 'Nodes belong to no namespace. A cached List with InNamespace returns an empty list and no error.',
    'zh-cn': 'Node 不属于任何命名空间。带 InNamespace 的缓存 List 会返回空列表，而且不报错。',
  },
  evaluate(ctx) {
    return judge(
      ctx,
      (run, e, index) => {
        // controller-runtime's direct client drops the namespace for a cluster-scoped kind
        // (NamespaceIfScoped); the cache filters by it and finds nothing (cache_reader.go List);
        // client-go's dynamic client puts it in the path (AbsPath), where the server has no route.
        if (e.verb !== 'list' || isNamespaced(run, e) || e.namespace === '') return undefined;
        if (e.kind === 'api' && e.result.code === 404)
          return {
            index,
            line: callSiteRef(ctx, e),
            en: `This List of ${e.resource} (a cluster-scoped kind) names namespace ${e.namespace}. The API server serves ${e.resource} at no namespaced path, so it answers 404 and lists nothing: ${describeCall(e)}.`,
            zh: `这次对 ${e.resource}（集群级资源）的 List 指定了命名空间 ${e.namespace}。API server 没有带命名空间的 ${e.resource} 路径，所以返回 404，什么也没列出：${describeCall(e, 'zh')}。`,
            hint: {
              en: `${e.resource} belong to no namespace: list them without Namespace(…), at the cluster-wide path.`,
              'zh-cn': `${e.resource} 不属于任何命名空间：不要调用 Namespace(…)，在集群级路径上列出它们。`,
            },
          };
        if (e.kind !== 'cacheRead') return undefined;
        return {
          index,
          line: callSiteRef(ctx, e),
          en: `This List of ${e.resource} (a cluster-scoped kind) is restricted to namespace ${e.namespace}. The cache indexes cluster-scoped objects under no namespace, so it returns an empty list and no error: ${describeCall(e)}.`,
          zh: `这次对 ${e.resource}（集群级资源）的 List 被限定在命名空间 ${e.namespace}。缓存把集群级对象索引在“无命名空间”下，所以返回空列表且不报错：${describeCall(e, 'zh')}。`,
        };
      },
      ['Cluster-scoped kinds were listed without a namespace.', '列出集群级资源时没有指定命名空间。'],
    );
  },
};

/** A later successful read, by the learner in the same reconcile, of what the cache refused. */
function fellBackTo(ctx: CheckContext, run: ScenarioRun, e: CallEvent, last: number): boolean {
  return learnerCalls(ctx, run).some(
    ({ e: x }) =>
      x.seq > e.seq &&
      x.seq <= last &&
      x.kind === 'api' &&
      x.verb === e.verb &&
      x.resource === e.resource &&
      x.group === e.group &&
      x.namespace === e.namespace &&
      x.name === e.name &&
      succeeded(x),
  );
}

export const cacheNamespace: CheckDefinition = {
  id: 'scope.cache-namespace',
  title: { en: 'Reads stay inside what the cache covers', 'zh-cn': '读取不超出缓存覆盖的命名空间' },
  lesson: '/lessons/scope/#cache-namespaces',
  hint: {
    en: 'With DefaultNamespaces set, a cached read elsewhere fails with a plain error, not NotFound; widen the cache or read with mgr.GetAPIReader().',
    'zh-cn':
      '设置了 DefaultNamespaces 后，对其他命名空间的缓存读取会返回普通错误而不是 NotFound；扩大缓存范围，或用 mgr.GetAPIReader() 读取。',
  },
  evaluate(ctx) {
    return judge(
      ctx,
      (run, e, index) => {
        // The multi-namespace cache answers with a plain error, not an API status
        // (multi_namespace_cache.go Get/List): traced as a cache read with no HTTP code, or as a
        // client-side error on the cache path.
        const cacheMiss =
          (e.kind === 'cacheRead' && e.result.code === 0) ||
          (e.kind === 'clientError' && (e.clientPath === 'cache' || e.clientPath === 'unknown'));
        if (!cacheMiss || (e.verb !== 'get' && e.verb !== 'list')) return undefined;
        // What became of the error: returned, it requeues with backoff; swallowed (a fallback, a
        // quiet RequeueAfter), the reconcile goes on without the object, and no pass ever gets it.
        const r = reconcileOf(run, e);
        const swallowed = r !== undefined && r.error === undefined && !r.panicked;
        // A fallback that then read the same object (or list) elsewhere in the same reconcile and
        // got it: the refusal cost no request (the cache answers locally), and the object was read.
        if (swallowed && r.traceSeq && fellBackTo(ctx, run, e, r.traceSeq.last)) return undefined;
        const ending = swallowed ? reconcileEnding(r) : undefined;
        // Returned as a reconcile.TerminalError: controller-runtime logs it and does not requeue
        // ([CR] pkg/internal/controller/controller.go reconcileHandler), so no backoff follows.
        const terminal = r?.error !== undefined && r.terminal ? reconcileEnding(r) : undefined;
        const line = callSiteRef(ctx, e);
        // A reader field the program fills with mgr.GetCache() or mgr.GetClient(): that assignment
        // is what sent the read to the cache.
        const wired = line && cachedClientWiring(ctx.files, line, ['GetClient', 'GetCache']);
        const where = (wired ? wired.lines : []).map((l) => `${l.file}:${l.line}`);
        const cacheReader = wired ? wired.cacheReader : undefined;
        const wiring =
          wired &&
          (cacheReader
            ? {
                en: ` The read goes through ${wired.field}, which ${where.join(', ')} fills with a client made by client.New whose CacheOptions.Reader (${cacheReader.file}:${cacheReader.line}) is the manager's cache: that client reads through the cache, restricted to the same namespaces.`,
                zh: `这次读取经过 ${wired.field}，而 ${where.join('、')} 把它设成了 client.New 创建的客户端，它的 CacheOptions.Reader（${cacheReader.file}:${cacheReader.line}）就是 manager 的缓存：这个客户端通过缓存读取，受同样的命名空间限制。`,
              }
            : {
                en: ` The read goes through ${wired.field}, which ${where.join(', ')} fills with mgr.${wired.getter}(): ${wired.getter === 'GetCache' ? 'the manager’s cache itself' : 'a client that reads through the manager’s cache'}, restricted to the same namespaces.`,
                zh: `这次读取经过 ${wired.field}，而 ${where.join('、')} 把它设成了 mgr.${wired.getter}()：${wired.getter === 'GetCache' ? '就是 manager 的缓存本身' : '一个通过 manager 缓存读取的客户端'}，受同样的命名空间限制。`,
              });
        // A read through client.NewNamespacedClient over the manager's client: the wrapper only
        // fills in the namespace ([CR] pkg/client/namespaced_client.go), the cache still answers.
        const wrapped = !wired && line ? namespacedClientAt(ctx.files, line) : undefined;
        const scoped = wrapped && {
          en: ` The read goes through the client.NewNamespacedClient made at ${wrapped.file}:${wrapped.line}, which only fills in each request's namespace and reads through the client it wraps: the manager's cached client, restricted to the same namespaces.`,
          zh: `这次读取经过 ${wrapped.file}:${wrapped.line} 创建的 client.NewNamespacedClient；它只负责给每个请求填上命名空间，读取仍然交给它包装的客户端：manager 的缓存客户端，受同样的命名空间限制。`,
        };
        // The options meant to cover it and misspelt it ("platfrom"): the cache covers what is written.
        const typo = !wired && !wrapped && e.namespace !== '' ? nearSpellings(ctx.files, e.namespace) : [];
        const typoAt = typo.map((t) => `${t.at.file}:${t.at.line}`).join(', ');
        const misspelt = typo.length > 0 && {
          en: ` The files name "${typo[0].text}" (${typoAt}), not "${e.namespace}": if that was meant to be ${e.namespace}, the cache covers the namespace as written.`,
          zh: `代码里写的是 "${typo[0].text}"（${typoAt}），不是 "${e.namespace}"：如果它本想写 ${e.namespace}，缓存覆盖的也只是写出来的那个命名空间。`,
        };
        // A cache.ByObject entry for the kind that names no Namespaces: it takes DefaultNamespaces
        // ([CR] v0.24.1 pkg/cache/cache.go defaultOpts: byObject.Namespaces = opts.DefaultNamespaces),
        // its Label/Field only narrowing what is cached there.
        const kind =
          !wired && !wrapped && typo.length === 0
            ? run.result?.env.server.registry.lookup?.({
                group: e.group,
                version: e.version,
                resource: e.resource,
              })?.kind
            : undefined;
        const entry = kind ? byObjectWithoutNamespaces(ctx, kind) : undefined;
        const defaults = entry && {
          en: ` The cache.ByObject entry for ${kind} (${entry.file}:${entry.line}) names no Namespaces, so it covers DefaultNamespaces: its other settings narrow what is cached there, and ${e.namespace || 'this namespace'} stays outside. Give the entry Namespaces with ${e.namespace || 'that namespace'} in it.`,
          zh: `${kind} 的 cache.ByObject 条目（${entry.file}:${entry.line}）没有写 Namespaces，所以它覆盖的是 DefaultNamespaces：它的其他设置只是收窄了那些命名空间里缓存的内容，${e.namespace || '这个命名空间'} 仍在缓存之外。请给这个条目写上包含 ${e.namespace || '那个命名空间'} 的 Namespaces。`,
        };
        return {
          index,
          line,
          ...(wired
            ? { more: [...(cacheReader ? [cacheReader] : []), ...wired.lines] }
            : wrapped
              ? { more: [wrapped] }
              : typo.length > 0
                ? { more: typo.map((t) => t.at) }
                : entry
                  ? { more: [entry] }
                  : {}),
          en: `This read goes to the manager's cache, which does not cover namespace ${e.namespace || '(none)'}: ${describeCall(e)}. It is not a NotFound, ${ending ? `and the reconcile did not return it (it ${ending.en}): it went on without the object, and any later pass reads it the same way.` : terminal ? `so the reconcile fails, and it ${terminal.en}: the object waits for its next event, and every pass reads it the same way.` : 'so the reconcile fails and is requeued with backoff, forever.'}${wiring ? wiring.en : ''}${scoped ? scoped.en : ''}${misspelt ? misspelt.en : ''}${defaults ? defaults.en : ''}`,
          zh: `这次读取走的是 manager 的缓存，而缓存不覆盖命名空间 ${e.namespace || '（无）'}：${describeCall(e, 'zh')}。这不是 NotFound，${ending ? `而调谐没有返回这个错误（它${ending.zh}）：它在没有这个对象的情况下继续执行，之后的每次调谐也都会这样读。` : terminal ? `所以调谐失败，而它${terminal.zh}：这个对象要等到下一个事件才会再次调谐，每次调谐也都会这样读。` : '所以调谐失败并带退避地无限重新入队。'}${wiring ? wiring.zh : ''}${scoped ? scoped.zh : ''}${misspelt ? misspelt.zh : ''}${defaults ? defaults.zh : ''}`,
          ...(misspelt
            ? {
                hint: {
                  en: `Spell the namespace the cache options name as it is: "${e.namespace}".`,
                  'zh-cn': `把缓存选项里的命名空间按实际名字写："${e.namespace}"。`,
                },
              }
            : {}),
          ...(cacheReader
            ? {
                hint: {
                  en: `Leave CacheOptions out of client.New (a client without a cache reader reads from the API server), or read with mgr.GetAPIReader().`,
                  'zh-cn':
                    '在 client.New 里去掉 CacheOptions（没有缓存 reader 的客户端直接从 API server 读取），或者用 mgr.GetAPIReader() 读取。',
                },
              }
            : wired
              ? {
                  hint: {
                    en: `Fill ${wired.field} with mgr.GetAPIReader(), which reads from the API server without the cache: mgr.${wired.getter}() satisfies client.Reader too, but it reads through the cache that DefaultNamespaces restricts.`,
                    'zh-cn': `用 mgr.GetAPIReader() 填充 ${wired.field}，它不经缓存直接从 API server 读取：mgr.${wired.getter}() 同样满足 client.Reader，但它通过受 DefaultNamespaces 限制的缓存读取。`,
                  },
                }
              : {}),
        };
      },
      [
        'Every read was served: the cache covers it, or it went to the API server.',
        '每次读取都成功了：要么缓存覆盖了它，要么直接读了 API server。',
      ],
    );
  },
};

/**
 * The line of a cache.ByObject key of this kind (`&corev1.ConfigMap{}: {…}`) whose entry, up to its
 * closing brace, sets no Namespaces (comments left out).
 */
function byObjectWithoutNamespaces(ctx: CheckContext, kind: string): SourceRef | undefined {
  const key = new RegExp(`&(?:\\w+\\.)?${kind}\\{\\}\\s*:\\s*\\{`);
  for (const f of ctx.files) {
    const text = f.content.replace(/\/\/.*$/gm, '');
    const m = key.exec(text);
    if (!m) continue;
    let depth = 0;
    let end = m.index + m[0].length - 1;
    for (; end < text.length; end++) {
      if (text[end] === '{') depth++;
      else if (text[end] === '}' && --depth === 0) break;
    }
    if (/\bNamespaces\s*:/.test(text.slice(m.index, end))) return undefined;
    return { file: f.path, line: text.slice(0, m.index).split('\n').length };
  }
  return undefined;
}

export const scopeChecks: CheckDefinition[] = [
  getNamespace,
  listNamespace,
  clusterScopedList,
  cacheNamespace,
];
