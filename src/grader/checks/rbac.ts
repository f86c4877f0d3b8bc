// RBAC checks: the manager runs as its ServiceAccount bound to the role generated from the
// +kubebuilder:rbac markers (the runner's default), so every denied request is in the trace with the
// real forbidden message. Behaviour decides; the marker lines (which behaviour cannot point at) come
// from the syntax tree. Facts: SEMANTICS.md §7 (cached reads need list+watch, caches that never sync,
// writes fail at once).
import type { ApiCallEvent, TraceEvent } from '../../kube/trace.ts';
import type { SourceRef } from '../report.ts';
import { type Marker, markers, newCacheDropsOptions, stringLiterals } from '../static.ts';
import { type PermissionUse, ungrantedUses } from '../static-rbac.ts';
import {
  allNamespacesLines,
  type CheckContext,
  type CheckDefinition,
  callSiteRef,
  dedupeLines,
  editableLinesMatching,
  exitedBeforeManager,
  fail,
  isWriteVerb,
  lateCacheOptions,
  learnerCalls,
  managerOptionsLine,
  otherVerbNote,
  pass,
  reconciled,
  runsOrError,
  type ScenarioRun,
  skip,
  watchLines,
} from './context.ts';

interface Denial {
  e: ApiCallEvent;
  index: number;
}

function denials(ctx: CheckContext, filter: (e: ApiCallEvent) => boolean): Denial[] {
  const out: Denial[] = [];
  for (const run of ctx.runs)
    run.result?.trace.forEach((e, i) => {
      if (e.kind !== 'api' || e.identity.username !== run.managerUser) return;
      if (e.authorization.decision !== 'deny' || !filter(e)) return;
      out.push({ e, index: run.traceOffset + i });
    });
  return out;
}

/** The verb that was denied: the request's own, or create for an apply that would create the object. */
const deniedVerb = (e: ApiCallEvent): string => e.authorization.verb ?? e.verb;

/** One denial per (group, resource, verb): a reflector retries the same list many times. */
function distinct(ds: Denial[]): Denial[] {
  const seen = new Set<string>();
  return ds.filter((d) => {
    const k = `${d.e.group}/${d.e.resource}/${d.e.subresource}/${deniedVerb(d.e)}`;
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}

/** The rbac markers that name this resource (or, when none does, every rbac marker: one is missing). */
/** Does the marker name group/resource (`core` and `""` both meaning the core group)? */
function namesResource(m: Marker, group: string, resource: string): boolean {
  const groups = (m.args.get('groups') ?? ['']).map((g) => (g === 'core' ? '' : g));
  return groups.includes(group) && (m.args.get('resources') ?? []).includes(resource);
}

function markerLines(ctx: CheckContext, group: string, resource: string): SourceRef[] {
  const all = markers(ctx.files, 'rbac');
  const named = all.filter((m) => namesResource(m, group, resource));
  return (named.length > 0 ? named : all).map((m) => m.at);
}

/** A marker that names a denied resource but did not grant it: never read, or namespaced. */
type MarkerNote =
  | { kind: 'ignored'; line: number; why: { en: string; zh: string } }
  | { kind: 'namespaced'; line: number; namespace: string }
  | { kind: 'near'; line: number; said: { en: string; zh: string } };

// The verbs the API server's authorizer is asked about (k8s.io/apiserver pkg/endpoints/request
// requestinfo.go, plus RBAC's special verbs). controller-gen copies a marker's verbs as written
// (controller-tools pkg/rbac/parser.go), so a misspelt one is a rule that grants nothing.
const KNOWN_VERBS = new Set([
  '*',
  'get',
  'list',
  'watch',
  'create',
  'update',
  'patch',
  'delete',
  'deletecollection',
  'proxy',
  'bind',
  'escalate',
  'impersonate',
  'use',
  'approve',
  'sign',
  'attest',
]);

/** An API version (v1, v1beta1, v2alpha1): what an apiVersion ends with, not a group. */
const VERSION = /^v\d+((alpha|beta)\d+)?$/;

/** The arguments of the rbac marker (controller-tools pkg/rbac/parser.go Rule). */
const RBAC_ARGS = new Set(['groups', 'resources', 'resourceNames', 'urls', 'verbs', 'namespace']);

/** Same letters, or one letter more, less or changed: a verb or resource written almost right. */
function nearly(a: string, b: string): boolean {
  if (a === b) return false;
  if ([...a].sort().join('') === [...b].sort().join('')) return true;
  if (Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && a[i] === b[i]) i++;
  let j = 0;
  while (j < a.length - i && j < b.length - i && a[a.length - 1 - j] === b[b.length - 1 - j]) j++;
  return a.length - i - j <= 1 && b.length - i - j <= 1;
}

/**
 * Markers that almost grant the denied verb on this resource: the resource written with other
 * letter case (RBAC compares resource names exactly: plugin/pkg/auth/authorizer/rbac
 * ResourceMatches), or a verb that is no verb but nearly the one denied.
 */
function nearMisses(
  ctx: CheckContext,
  group: string,
  resource: string,
  verb: string | undefined,
): MarkerNote[] {
  const out: MarkerNote[] = [];
  for (const m of markers(ctx.files, 'rbac')) {
    if (m.ignored !== undefined) continue;
    // An argument the rbac marker does not have (`group=` for `groups=`): controller-gen stops on it
    // (controller-tools pkg/markers/parse.go: unknown argument) and no rule comes from the marker.
    const unknown = [...m.args.keys()].find((k) => !RBAC_ARGS.has(k));
    // (the resource may be the unknown argument's own value: `resource=configmaps`)
    if (
      unknown !== undefined &&
      ((m.args.get('resources') ?? []).includes(resource) ||
        (nearly('resources', unknown) && (m.args.get(unknown) ?? []).includes(resource)))
    ) {
      const meant = [...RBAC_ARGS].find((k) => nearly(k, unknown));
      out.push({
        kind: 'near',
        line: m.at.line,
        said: {
          en: `says ${unknown}=${meant ? ` where the argument is ${meant}=` : ''}: controller-gen stops on it (unknown argument "${unknown}"), so no rule comes from that marker`,
          zh: `写的是 ${unknown}=${meant ? `，而参数名是 ${meant}=` : ''}：controller-gen 遇到它就报错（unknown argument "${unknown}"），这个 marker 不会生成任何规则`,
        },
      });
      continue;
    }
    const groups = (m.args.get('groups') ?? ['']).map((g) => (g === 'core' ? '' : g));
    // Where the resource really is, as a marker writes it.
    const right = group === '' ? 'the core group, written groups=""' : `groups=${group}`;
    const rightZh = group === '' ? '核心组，写作 groups=""' : `groups=${group}`;
    // The version (or group/version) of an apiVersion written as the group (`groups=v1` for
    // ConfigMaps, `groups=apps/v1`): RBAC rules name API groups only, so the rule matches nothing.
    const versioned = groups.find(
      (g) => !groups.includes(group) && (VERSION.test(g) || (g.includes('/') && g.split('/')[0] === group)),
    );
    if (versioned !== undefined && (m.args.get('resources') ?? []).includes(resource)) {
      out.push({
        kind: 'near',
        line: m.at.line,
        said: {
          en: `names groups=${versioned}, which is an API version, not a group: RBAC rules name API groups only, and ${resource} are in ${right}`,
          zh: `写的是 groups=${versioned}，这是 API 版本而不是 API 组：RBAC 规则只写 API 组，${resource} 属于${rightZh}`,
        },
      });
      continue;
    }
    // The resource named under another group (`groups=apps` for ConfigMaps, which are in the core
    // group): an RBAC rule matches a request's group and resource together, so it grants nothing here.
    if (!groups.includes(group)) {
      if ((m.args.get('resources') ?? []).includes(resource) && versioned === undefined) {
        const named = groups.map((g) => (g === '' ? '""' : g)).join(';');
        out.push({
          kind: 'near',
          line: m.at.line,
          said: {
            en: `names ${resource} in groups=${named}: a rule grants a resource only in the groups it names, and ${resource} are in ${right}`,
            zh: `把 ${resource} 写在 groups=${named} 下：一条规则只在它写出的组里授予资源，而 ${resource} 属于${rightZh}`,
          },
        });
      }
      continue;
    }
    const resources = m.args.get('resources') ?? [];
    const cased = resources.find((r) => r !== resource && r.toLowerCase() === resource.toLowerCase());
    if (cased !== undefined)
      out.push({
        kind: 'near',
        line: m.at.line,
        said: {
          en: `names resources=${cased}, and RBAC compares resource names exactly: the resource is ${resource}`,
          zh: `写的是 resources=${cased}，而 RBAC 按原样比较资源名：这个资源叫 ${resource}`,
        },
      });
    if (verb === undefined || !resources.includes(resource)) continue;
    const typo = (m.args.get('verbs') ?? []).find((v) => !KNOWN_VERBS.has(v) && nearly(v, verb));
    if (typo !== undefined)
      out.push({
        kind: 'near',
        line: m.at.line,
        said: {
          en: `lists the verb "${typo}", which is no Kubernetes verb: controller-gen copies it into the role as written, and it grants nothing (${verb} is what the code needs)`,
          zh: `列出的动词是 "${typo}"，这不是 Kubernetes 的动词：controller-gen 原样把它写进角色，它不授予任何权限（代码需要的是 ${verb}）`,
        },
      });
  }
  return out;
}

/**
 * What the markers that name this resource did not do: a marker controller-gen never read, and — for
 * a request across all namespaces — a marker with `namespace=`, which controller-gen turns into a
 * Role in that namespace (controller-tools pkg/rbac/parser.go GenerateRoles: a Role per namespace,
 * the ClusterRole only for rules without one). A Role grants nothing outside its namespace.
 */
function markerNotes(
  ctx: CheckContext,
  group: string,
  resource: string,
  clusterWide: boolean,
  verb?: string,
): MarkerNote[] {
  const out: MarkerNote[] = nearMisses(ctx, group, resource, verb);
  for (const m of markers(ctx.files, 'rbac').filter((x) => namesResource(x, group, resource))) {
    const ns = m.args.get('namespace')?.[0];
    if (m.ignored !== undefined) out.push({ kind: 'ignored', line: m.at.line, why: m.ignored });
    else if (clusterWide && ns !== undefined && ns !== '')
      out.push({ kind: 'namespaced', line: m.at.line, namespace: ns });
  }
  return out;
}

const linesText = (ls: number[]) =>
  ls.length === 1
    ? { en: `The marker at line ${ls[0]}`, zh: `第 ${ls[0]} 行的 marker` }
    : { en: `The markers at lines ${ls.join(', ')}`, zh: `第 ${ls.join('、')} 行的 marker` };

/** The notes, one sentence per reason (or namespace), lines in order. */
function sayNotes(notes: readonly MarkerNote[]): { en: string; zh: string } {
  const groups = new Map<string, { lines: number[]; note: MarkerNote }>();
  for (const n of notes) {
    const k = n.kind === 'ignored' ? `i${n.why.en}` : n.kind === 'near' ? `s${n.said.en}` : `n${n.namespace}`;
    const g = groups.get(k) ?? { lines: [], note: n };
    if (!g.lines.includes(n.line)) g.lines.push(n.line);
    groups.set(k, g);
  }
  let en = '';
  let zh = '';
  for (const { lines, note } of groups.values()) {
    const t = linesText(lines.sort((a, b) => a - b));
    const many = lines.length > 1;
    if (note.kind === 'near') {
      en += ` ${t.en} ${note.said.en}.`;
      zh += `${t.zh}${note.said.zh}。`;
    } else if (note.kind === 'ignored') {
      en += ` ${t.en} ${many ? 'are' : 'is'} never read: ${many ? 'they are' : 'it is'} ${note.why.en}.`;
      zh += `${t.zh}根本没有被读取：${many ? '它们' : '它'}${note.why.zh}。`;
    } else {
      en += ` ${t.en} ${many ? 'have' : 'has'} namespace=${note.namespace}: controller-gen puts ${many ? 'those rules' : 'that rule'} in a Role in ${note.namespace}, not in the ClusterRole, and a Role grants nothing across all namespaces, which is where the manager's cache lists and watches.`;
      zh += `${t.zh}带有 namespace=${note.namespace}：controller-gen 会把这些规则放进 ${note.namespace} 里的 Role，而不是 ClusterRole；Role 在所有命名空间范围内不授予任何权限，而 manager 的缓存正是跨所有命名空间 list 和 watch 的。`;
    }
  }
  return { en, zh };
}

/** The notes of every denial. */
function notesFor(ctx: CheckContext, ds: readonly Denial[]): { en: string; zh: string } {
  return sayNotes(
    ds.flatMap((d) =>
      markerNotes(ctx, d.e.group, resourcePathOf(d.e), d.e.namespace === '', deniedVerb(d.e)),
    ),
  );
}

/**
 * A list or watch across all namespaces refused while the markers grant that resource only in named
 * namespaces (`namespace=` makes controller-gen write a Role there): the cache, not the role, is too
 * wide. Returns those namespaces, or undefined when some marker grants it cluster-wide.
 */
function roleOnlyNamespaces(ctx: CheckContext, e: ApiCallEvent): string[] | undefined {
  if (e.namespace !== '') return undefined;
  const named = markers(ctx.files, 'rbac').filter(
    (m) =>
      (m.args.get('groups') ?? []).includes(e.group) &&
      (m.args.get('resources') ?? []).includes(e.resource) &&
      (m.args.get('verbs') ?? []).some((v) => v === e.verb || v === '*'),
  );
  const nss = named.map((m) => (m.args.get('namespace') ?? [])[0] ?? '');
  if (nss.length === 0 || nss.includes('')) return undefined;
  return [...new Set(nss)].sort();
}

/** The resources the manager's cache listed, allowed, in one of `namespaces` (sorted). */
function namespacedCacheLists(
  trace: readonly TraceEvent[],
  managerUser: string,
  namespaces: string[],
): string[] {
  const out = new Set<string>();
  for (const e of trace)
    if (
      e.kind === 'api' &&
      e.identity.username === managerUser &&
      e.clientPath === 'cache' &&
      e.verb === 'list' &&
      e.authorization.decision === 'allow' &&
      namespaces.includes(e.namespace)
    )
      out.add(e.resource);
  return [...out].sort();
}

function kindOf(run: ScenarioRun, e: ApiCallEvent): string | undefined {
  return run.result?.env.server.registry.lookup?.({
    group: e.group,
    version: e.version,
    resource: e.resource,
  })?.kind;
}

/** A cache.ByObject key of this kind (`&corev1.ConfigMap{}:`), where the cache options give it its own namespaces. */
function byObjectLines(ctx: CheckContext, kind: string): SourceRef[] | undefined {
  const key = new RegExp(`&(\\w+\\.)?${kind}\\{\\}\\s*:`);
  for (const f of ctx.files) {
    const at = f.content.split('\n').findIndex((l) => key.test(l));
    if (at >= 0) return [{ file: f.path, line: at + 1 }];
  }
  return undefined;
}

function resourcePathOf(e: ApiCallEvent): string {
  return e.subresource ? `${e.resource}/${e.subresource}` : e.resource;
}

/**
 * Verbs the code uses that no marker grants, found in the syntax tree: a call the scenario never
 * reached would still be refused in a cluster. Judged only when behaviour found nothing.
 */
function staticFinding(ctx: CheckContext, filter: (u: PermissionUse) => boolean) {
  // A read the syntax takes for a cached one (its receiver's name says nothing) that the run made as
  // a request to the API server: the client behind it is not the cache, and needs only its verb.
  const direct = new Set(
    ctx.runs.flatMap((run) =>
      learnerCalls(ctx, run).flatMap(({ e }) => {
        const at = e.kind === 'api' && e.clientPath === 'direct' ? callSiteRef(ctx, e) : undefined;
        return at ? [`${at.file}:${at.line}`] : [];
      }),
    ),
  );
  const uses = ungrantedUses(ctx.files)
    .filter(filter)
    .filter((u) => !(u.via.endsWith('(cached)') && direct.has(`${u.at.file}:${u.at.line}`)));
  if (uses.length === 0) return undefined;
  const u = uses[0];
  const group = u.group === '' ? '""' : u.group;
  const list = uses.map(
    (x) => `${x.verb} ${x.resource}${x.group ? `.${x.group}` : ''} (${x.via}, line ${x.at.line})`,
  );
  const listZh = uses.map(
    (x) => `${x.verb} ${x.resource}${x.group ? `.${x.group}` : ''}（${x.via}，第 ${x.at.line} 行）`,
  );
  const notes = sayNotes(uses.flatMap((x) => markerNotes(ctx, x.group, x.resource, false, x.verb)));
  return fail(
    `The code uses ${list.join('; ')}, and no +kubebuilder:rbac marker grants ${uses.length > 1 ? 'them' : 'it'}: controller-gen would generate no rule for groups=${group},resources=${u.resource},verbs=${u.verb}. The scenario never made this call, but in a cluster the API server would refuse it with 403 Forbidden.${notes.en}`,
    `代码用到了 ${listZh.join('；')}，但没有任何 +kubebuilder:rbac marker 授予${uses.length > 1 ? '这些权限' : '这个权限'}：controller-gen 不会为 groups=${group},resources=${u.resource},verbs=${u.verb} 生成规则。场景里没有走到这次调用，但在真实集群中 API server 会以 403 Forbidden 拒绝它。${notes.zh}`,
    [],
    [...uses.map((x) => x.at), ...markerLines(ctx, u.group, u.resource)],
  );
}

const isWriteUse = (u: PermissionUse) =>
  u.verb === 'create' ||
  u.verb === 'update' ||
  u.verb === 'patch' ||
  u.verb === 'delete' ||
  u.verb === 'deletecollection';

export const generatedRole: CheckDefinition = {
  id: 'rbac.generated-role',
  title: { en: 'The markers grant what the manager does', 'zh-cn': 'marker 授予了 manager 所需的权限' },
  lesson: '/lessons/permissions/#rbac-markers',
  hint: {
    en: 'controller-gen builds the ClusterRole from the +kubebuilder:rbac markers only; every verb the manager uses must be listed, including list and watch for the cache.',
    'zh-cn':
      'controller-gen 只根据 +kubebuilder:rbac marker 生成 ClusterRole；manager 用到的每个动词都必须列出，包括缓存所需的 list 和 watch。',
  },
  evaluate(ctx) {
    const broken = runsOrError(ctx);
    if (broken) return broken;
    const ds = distinct(denials(ctx, () => true));
    if (ds.length === 0)
      return (
        staticFinding(ctx, () => true) ??
        pass(
          'The role generated from the markers allows every request the manager made, and every call the code can make.',
          '由 marker 生成的角色允许了 manager 发出的每个请求，也允许代码中可能发出的每个调用。',
        )
      );
    const byResource = new Map<string, string[]>();
    for (const d of ds) {
      const k = `${d.e.group === '' ? '""' : d.e.group} ${resourcePathOf(d.e)}`;
      byResource.set(k, [...(byResource.get(k) ?? []), deniedVerb(d.e)]);
    }
    const missing = [...byResource].map(([k, verbs]) => {
      const [group, res] = k.split(' ');
      return `groups=${group},resources=${res}: ${verbs.join(';')}`;
    });
    const notes = notesFor(ctx, ds);
    return fail(
      `The role generated from the +kubebuilder:rbac markers does not allow ${missing.join(' / ')}.${notes.en} The API server said: ${ds[0].e.result.message}${otherVerbNote(ds[0].e).en}`,
      `由 +kubebuilder:rbac marker 生成的角色不允许 ${missing.join(' / ')}。${notes.zh}API server 的回答：${ds[0].e.result.message}${otherVerbNote(ds[0].e).zh}`,
      ds.map((d) => d.index),
      dedupeLines([
        ...ds.flatMap((d) => markerLines(ctx, d.e.group, resourcePathOf(d.e))),
        // the markers a note is about (`resource=configmaps`, which names no resources=)
        ...nearMarkerLines(ctx, ds),
      ]),
    );
  },
};

/** Where the near-miss markers of these denials are. */
function nearMarkerLines(ctx: CheckContext, ds: readonly Denial[]): SourceRef[] {
  const near = new Set(
    ds.flatMap((d) => nearMisses(ctx, d.e.group, resourcePathOf(d.e), deniedVerb(d.e)).map((n) => n.line)),
  );
  return markers(ctx.files, 'rbac')
    .filter((m) => near.has(m.at.line))
    .map((m) => ({ file: m.at.file, line: m.at.line }));
}

export const cacheSyncs: CheckDefinition = {
  id: 'rbac.cache-syncs',
  title: {
    en: 'The cache can list and watch what it serves',
    'zh-cn': '缓存能够 list 和 watch 它提供的资源',
  },
  lesson: '/lessons/permissions/#caches-that-never-sync',
  hint: {
    en: 'Cached reads (and For/Owns/Watches) run an informer that needs list and watch, not get. Without them the cache never syncs.',
    'zh-cn':
      '缓存读取（以及 For/Owns/Watches）依赖 informer，需要的是 list 和 watch，而不是 get。缺少它们，缓存永远无法同步。',
  },
  evaluate(ctx) {
    const broken = runsOrError(ctx);
    if (broken) return broken;
    const ds = distinct(denials(ctx, (e) => e.verb === 'list' || e.verb === 'watch'));
    const unseen =
      ds.length === 0 ? staticFinding(ctx, (u) => u.verb === 'list' || u.verb === 'watch') : undefined;
    if (unseen) return unseen;
    // no informer ever started: main gave up before the manager ran (not evidence of a cache that syncs)
    const gone =
      ds.length === 0 ? ctx.runs.map((r) => exitedBeforeManager(ctx, r)).find((x) => x) : undefined;
    if (gone && ctx.runs.every((r) => r.scenario.program !== undefined || exitedBeforeManager(ctx, r)))
      return skip(`Not reached: ${gone.en}.`, `未执行：${gone.zh}。`);
    if (ds.length === 0)
      return pass(
        'Every informer could list and watch its kind: the cache synced.',
        '每个 informer 都能 list 和 watch 对应资源：缓存完成了同步。',
      );
    const d = ds.find((x) => x.e.verb === 'list') ?? ds[0];
    const what =
      d.e.verb === 'list'
        ? {
            en: 'so the cache never syncs (controllers wait for it, then give up; a read inside Reconcile blocks)',
            zh: '所以缓存永远无法同步（控制器会一直等待后放弃；Reconcile 里的读取会阻塞）',
          }
        : {
            // client-go tools/cache/reflector.go: a failed watch ends ListAndWatch; the reflector
            // logs "Failed to watch" and lists again after a backoff (up to 30–60 s apart).
            en: 'so after each list its watch is refused: client-go logs “Failed to watch”, waits with backoff and lists again. The cache syncs, but it hears of a change only at the next relist, late',
            zh: '所以每次 list 之后 watch 都被拒绝：client-go 记录 “Failed to watch”，退避等待后重新 list。缓存能够同步，但只有等到下一次重新 list 时才知道变化，总是迟到',
          };
    const notes = notesFor(ctx, ds);
    // The builder call whose watch started this informer (the run's registered watches).
    const run = ctx.runs.find((r) => r.result?.trace.includes(d.e));
    const started = run ? watchLines(ctx, run, d.e) : [];
    const only = roleOnlyNamespaces(ctx, d.e);
    // Other informers of the same manager listed inside the Role's namespaces: the cache options do
    // restrict the cache, only not for this kind. controller-runtime pkg/cache/cache.go: a
    // ByObject entry's Namespaces replace DefaultNamespaces for its kind (cache.AllNamespaces as a
    // key there caches every namespace), and DefaultNamespaces applies to every kind without one.
    const narrowed = only && run ? namespacedCacheLists(run.result?.trace ?? [], run.managerUser, only) : [];
    const kind = run && narrowed.length > 0 ? kindOf(run, d.e) : undefined;
    const dropped = only && narrowed.length === 0 ? newCacheDropsOptions(ctx.files) : undefined;
    const late = only && narrowed.length === 0 && !dropped ? lateCacheOptions(ctx) : undefined;
    // A cache restricted to a namespace the Role does not cover: where that namespace came from.
    const granted = d.e.namespace !== '' ? roleOnlyNamespaces(ctx, { ...d.e, namespace: '' }) : undefined;
    const literal =
      granted && !granted.includes(d.e.namespace) ? stringLiterals(ctx.files, d.e.namespace) : undefined;
    // the namespace named by its constant in k8s.io/apimachinery/pkg/apis/meta/v1 (types.go)
    const constant = (
      {
        'kube-system': 'NamespaceSystem',
        default: 'NamespaceDefault',
        'kube-public': 'NamespacePublic',
      } as Record<string, string>
    )[d.e.namespace];
    const byConstant =
      literal?.length === 0 && constant ? editableLinesMatching(ctx, new RegExp(`\\b${constant}\\b`)) : [];
    const elsewhere = byConstant.length > 0 ? byConstant : literal;
    const written = byConstant.length > 0 ? `metav1.${constant} ("${d.e.namespace}")` : `"${d.e.namespace}"`;
    const envName = /^[A-Z][A-Z0-9_]*$/.test(d.e.namespace);
    const misplaced = elsewhere && {
      en: ` The cache lists ${d.e.resource} in namespace ${d.e.namespace}, but the markers grant them only in ${granted?.join(', ')} (a Role there).${elsewhere.length > 0 ? ` ${written} is written at ${elsewhere.map((l) => `${l.file}:${l.line}`).join(', ')}${envName ? `: that is the name of an environment variable, not its value; read it with os.Getenv("${d.e.namespace}")` : ''}.` : ''}`,
      zh: `缓存在命名空间 ${d.e.namespace} 里 list ${d.e.resource}，但标记只在 ${granted?.join('、')} 授权（那里的 Role）。${elsewhere.length > 0 ? `${written} 写在 ${elsewhere.map((l) => `${l.file}:${l.line}`).join('、')}${envName ? `：这是环境变量的名字，不是它的值；请用 os.Getenv("${d.e.namespace}") 读取` : ''}。` : ''}`,
      lines: elsewhere,
    };
    // The same kind listed both inside the Role's namespaces and at the cluster scope: the cache's
    // namespaces hold cache.AllNamespaces ("") next to them, and that key is an informer over every
    // namespace not otherwise listed ([CR] pkg/cache/cache.go defaultOpts, multi_namespace_cache.go).
    const allKey = narrowed.includes(d.e.resource) ? allNamespacesLines(ctx) : [];
    const scope =
      only &&
      (allKey.length > 0
        ? {
            en: ` The cache lists ${d.e.resource} in ${only.join(', ')} and also in every namespace: its namespaces hold cache.AllNamespaces ("", line ${allKey.map((l) => l.line).join(', ')}) next to ${only.join(', ')}, and that key is one more informer, over every other namespace, at the cluster scope. Drop the AllNamespaces key, or grant a ClusterRole.`,
            zh: `缓存在 ${only.join('、')} 里 list ${d.e.resource}，同时还在所有命名空间里 list：它的命名空间里除了 ${only.join('、')} 还有 cache.AllNamespaces（""，第 ${allKey.map((l) => l.line).join('、')} 行），这个键是另一个 informer，在集群范围内覆盖其余所有命名空间。请去掉 AllNamespaces 键，或者授予 ClusterRole。`,
          }
        : narrowed.length > 0
          ? {
              en: ` The cache lists ${narrowed.join(', ')} only in ${only.join(', ')}, but ${d.e.resource} in every namespace: DefaultNamespaces applies to each kind without a cache.ByObject entry of its own, and a ByObject entry's Namespaces replace it for its kind. Restrict ${d.e.resource} to ${only.join(', ')} too, or grant a ClusterRole.`,
              zh: `缓存只在 ${only.join('、')} 里 list ${narrowed.join('、')}，${d.e.resource} 却在所有命名空间里 list：DefaultNamespaces 作用于每个没有自己 cache.ByObject 条目的类型，而 ByObject 条目里的 Namespaces 会替换掉它。把 ${d.e.resource} 也限定在 ${only.join('、')}，或者授予 ClusterRole。`,
            }
          : late
            ? {
                en: ` The cache lists and watches every namespace: ${late.arg}.Cache is set at line ${late.set.line}, after ctrl.NewManager (line ${late.call.line}) was called with ${late.arg}. NewManager takes its Options by value and builds the cache then, so a later change to ${late.arg} never reaches it. Set the cache options before the call.`,
                zh: `缓存却要 list 和 watch 所有命名空间：${late.arg}.Cache 是在第 ${late.set.line} 行设置的，而 ctrl.NewManager（第 ${late.call.line} 行）在那之前就已用 ${late.arg} 调用过了。NewManager 按值接收 Options，并在那时构建缓存，之后对 ${late.arg} 的修改不会传到它那里。请在调用之前设置缓存选项。`,
              }
            : dropped
              ? {
                  en: ` The cache lists and watches every namespace: the NewCache function calls cache.New (line ${dropped.line}) with Options of its own, so the DefaultNamespaces the manager hands it in its options argument are dropped. Pass those options on, changing only the field you need.`,
                  zh: `缓存却要 list 和 watch 所有命名空间：NewCache 函数调用 cache.New（第 ${dropped.line} 行）时用的是它自己构造的 Options，manager 通过参数传给它的 DefaultNamespaces 就这样丢掉了。请把传进来的 options 继续传下去，只修改你需要的字段。`,
                }
              : {
                  en: ` The cache lists and watches every namespace: restrict it to ${only.join(', ')} with cache.Options DefaultNamespaces, or grant a ClusterRole.`,
                  zh: `缓存却要 list 和 watch 所有命名空间：用 cache.Options 的 DefaultNamespaces 把它限定在 ${only.join('、')}，或者授予 ClusterRole。`,
                });
    return fail(
      `The manager's informer for ${d.e.resource} cannot ${d.e.verb} them, ${what.en}.${notes.en} The API server said: ${d.e.result.message}${scope ? `.${scope.en}` : ''}${misplaced ? `.${misplaced.en}` : ''}`,
      `manager 针对 ${d.e.resource} 的 informer 无法 ${d.e.verb}，${what.zh}。${notes.zh}API server 的回答：${d.e.result.message}${scope ? scope.zh : ''}${misplaced ? `。${misplaced.zh}` : ''}`,
      ds.map((x) => x.index),
      // When only the cache's scope is wrong, the manager's options come first.
      [
        ...(misplaced ? misplaced.lines : []),
        ...(late ? [late.set, late.call] : []),
        ...(dropped ? [dropped] : []),
        ...(allKey.length > 0
          ? [...allKey, ...managerOptionsLine(ctx)]
          : scope
            ? (kind && byObjectLines(ctx, kind)) || managerOptionsLine(ctx)
            : []),
        ...ds.flatMap((x) => markerLines(ctx, x.e.group, resourcePathOf(x.e))),
        ...started,
      ],
    );
  },
};

export const writesAllowed: CheckDefinition = {
  id: 'rbac.writes-allowed',
  title: { en: 'The reconciler’s writes are allowed', 'zh-cn': '调谐器的写入被允许' },
  lesson: '/lessons/permissions/#writes-fail-fast',
  hint: {
    en: 'Writes go straight to the API server and fail at once with 403 Forbidden when a marker lacks the verb (create, update, patch, delete).',
    'zh-cn':
      '写入直接发往 API server，marker 缺少对应动词（create、update、patch、delete）时会立即以 403 Forbidden 失败。',
  },
  evaluate(ctx) {
    const broken = runsOrError(ctx);
    if (broken) return broken;
    const ds = denials(ctx, (e) => isWriteVerb(e.verb) || e.verb === 'delete');
    if (ds.length > 0) {
      const d = ds[0];
      const site = callSiteRef(ctx, d.e);
      const notes = notesFor(ctx, [d]);
      // An Event written by the recorder (`r.Recorder.Event(…)` at the call site): client-go's
      // broadcaster writes it from its own goroutine, so the 403 never reaches the reconcile
      // ([CG] tools/record/event.go recordEvent logs it and drops the event).
      const text = site && ctx.files.find((f) => f.path === site.file)?.content.split('\n')[site.line - 1];
      const recorded =
        d.e.resource === 'events' && text !== undefined && /\.(Annotated)?Eventf?\(/.test(text)
          ? {
              en: ` The event recorder writes events in the background: the Event call returned at once and the reconcile never saw this 403${d.e.group === '' ? '; the manager only logged "Server rejected event (will not retry!)" and dropped the event' : ', and the event was dropped'}.`,
              zh: `事件记录器在后台写事件：Event 调用立即返回，调谐从未看到这个 403${d.e.group === '' ? '；manager 只记了一条日志 "Server rejected event (will not retry!)"，事件就被丢弃了' : '，事件被丢弃了'}。`,
            }
          : { en: '', zh: '' };
      return fail(
        `A write was forbidden: ${d.e.result.message}.${otherVerbNote(d.e).en}${notes.en}${recorded.en}`,
        `一次写入被拒绝：${d.e.result.message}。${otherVerbNote(d.e).zh}${notes.zh}${recorded.zh}`,
        ds.map((x) => x.index),
        [...(site ? [site] : []), ...markerLines(ctx, d.e.group, resourcePathOf(d.e))],
      );
    }
    const unseen = staticFinding(ctx, isWriteUse);
    if (unseen) return unseen;
    if (!ctx.runs.some(reconciled))
      return skip(
        'Not reached: the reconciler never ran, so it made no write.',
        '未执行：调谐器一次也没有运行，没有发出任何写入。',
      );
    return pass('Every write the reconciler made was allowed.', '调谐器的每次写入都被允许了。');
  },
};

export const rbacChecks: CheckDefinition[] = [generatedRole, cacheSyncs, writesAllowed];
