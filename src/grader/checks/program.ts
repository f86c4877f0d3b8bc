// Test programs: a scenario with `program` runs a package main that tests the reconciler (on
// controller-runtime's fake client, say) and exits 1 when an assertion fails, as `go test` does.
// A test tells the truth when it passes for code that works on a cluster (`test.passes`) and fails
// for the known mistake, the starter's version of the files (`test.catches-mistake`). The fake
// client's calls are in the run's trace (client path `fake`), so the failure can say what the fake
// did that a real API server would not.
import type { KubeObject } from '../../kube/apiserver/types.ts';
import type { ApiCallEvent } from '../../kube/trace.ts';
import type { SourceRef } from '../report.ts';
import type { Expectation } from '../scenario.ts';
import { enclosingFunc } from '../static.ts';
import {
  type CheckContext,
  type CheckDefinition,
  type CheckOutcome,
  callSiteRef,
  dedupeLines,
  fail,
  pass,
  projectFileOf,
  resourcePath,
  type ScenarioRun,
  skip,
} from './context.ts';
import { evaluateExpectations } from './outcome.ts';

type ProgramExpectation = Extract<Expectation, { kind: 'program' }>;

/** The last lines the program printed (stdout, then stderr), as the report quotes them. */
function outputTail(run: ScenarioRun, n = 4): string {
  const text = `${run.result?.stdout ?? ''}\n${run.result?.stderr ?? ''}`;
  const lines = text.split('\n').filter((l) => l.trim() !== '');
  // A panic's own line says what went wrong, and the stack's last frame where: the tail alone would
  // show only frames (runtime's printpanics writes "panic: …", then "goroutine N [running]:").
  const p = lines.findIndex((l) => l.startsWith('panic: '));
  if (p >= 0 && p < lines.length - n) {
    const g = lines.findIndex((l, i) => i > p && /^goroutine \d+ \[/.test(l));
    return [...lines.slice(p, g < 0 ? p + 1 : Math.min(g, p + n)), '…', ...lines.slice(-2)].join('\n');
  }
  return lines.slice(-n).join('\n');
}

function fakeCalls(run: ScenarioRun): { e: ApiCallEvent; index: number }[] {
  const out: { e: ApiCallEvent; index: number }[] = [];
  run.result?.trace.forEach((e, i) => {
    if (e.kind === 'api' && e.clientPath === 'fake') out.push({ e, index: run.traceOffset + i });
  });
  return out;
}

/** Kinds whose generated CRD serves /status (what a real API server would do with status writes). */
function kindsWithStatus(run: ScenarioRun): Map<string, string> {
  const out = new Map<string, string>(); // plural → Kind
  for (const crd of run.result?.manifests.crds ?? []) {
    const spec = (crd as KubeObject & { spec?: Record<string, unknown> }).spec as
      | { names?: { plural?: string; kind?: string }; versions?: { subresources?: { status?: unknown } }[] }
      | undefined;
    const plural = spec?.names?.plural;
    const kind = spec?.names?.kind;
    if (plural && kind && (spec?.versions ?? []).some((v) => v.subresources?.status !== undefined))
      out.set(plural, kind);
  }
  return out;
}

/**
 * Where the program builds its fake client: the line a test's honesty starts from. With several
 * builders (a helper the test never calls), the one in the function whose calls reached the fake
 * client; else the first.
 */
function builderLines(ctx: CheckContext, run: ScenarioRun): SourceRef[] {
  const dir = `${run.scenario.program}/`;
  const editable = new Set(ctx.exercise.files.filter((f) => f.editable).map((f) => f.path));
  const builders: SourceRef[] = [];
  for (const f of ctx.files) {
    if (!f.path.startsWith(dir) || !editable.has(f.path)) continue;
    f.content.split('\n').forEach((l, i) => {
      if (/\bfake\.(NewClientBuilder|NewFakeClient)\(/.test(l)) builders.push({ file: f.path, line: i + 1 });
    });
  }
  if (builders.length <= 1) return builders;
  // every frame of the program's own code that led to a fake call (the test's Get, or the
  // Reconcile the test called, whose call is a caller frame)
  const callers = fakeCalls(run).flatMap(({ e }) =>
    [e.callSite, ...(e.callSite?.callers ?? [])].flatMap((frame) => {
      const file = frame && projectFileOf(ctx, frame.file);
      if (!frame || file === undefined || !file.startsWith(dir)) return [];
      const fn = enclosingFunc(ctx.files, { file, line: frame.line });
      return fn ? [{ file, from: fn.pos.line, to: fn.end.line }] : [];
    }),
  );
  const used = builders.find((b) =>
    callers.some((c) => c.file === b.file && c.from <= b.line && b.line <= c.to),
  );
  return [used ?? builders[0]];
}

/**
 * The test's checks of a status field: `if` lines of the program that read `.Status.` (the
 * comparison a status assertion makes).
 */
function statusCheckLines(ctx: CheckContext, run: ScenarioRun): SourceRef[] {
  const dir = `${run.scenario.program}/`;
  const out: SourceRef[] = [];
  for (const f of ctx.files) {
    if (!f.path.startsWith(dir)) continue;
    f.content.split('\n').forEach((l, i) => {
      if (/^\s*(?:}\s*else\s+)?if\b.*\.Status\.\w/.test(l)) out.push({ file: f.path, line: i + 1 });
    });
  }
  return out;
}

/** `Status: …{` in a composite literal of the test program: an object seeded with a status. */
function seededStatusLines(ctx: CheckContext, run: ScenarioRun): SourceRef[] {
  const dir = `${run.scenario.program}/`;
  const out: SourceRef[] = [];
  for (const f of ctx.files) {
    if (!f.path.startsWith(dir)) continue;
    f.content.split('\n').forEach((l, i) => {
      if (/^\s*Status:\s*[\w.]+\{/.test(l)) out.push({ file: f.path, line: i + 1 });
    });
  }
  return out;
}

/**
 * The line that printed the failure: a string literal of the program (a format such as
 * "status = %+v, want …") that matches a line of its output, as `go test` names the line of a
 * failed t.Errorf. The last matching output line wins (the failure is usually printed last).
 */
function failureLines(ctx: CheckContext, run: ScenarioRun): SourceRef[] {
  const dir = `${run.scenario.program}/`;
  const editable = new Set(ctx.exercise.files.filter((f) => f.editable).map((f) => f.path));
  const output = `${run.result?.stdout ?? ''}\n${run.result?.stderr ?? ''}`
    .split('\n')
    .filter((l) => l.trim() !== '');
  const literals: { re: RegExp; ref: SourceRef; weight: number }[] = [];
  for (const f of ctx.files) {
    if (!f.path.startsWith(dir) || !editable.has(f.path)) continue;
    f.content.split('\n').forEach((line, i) => {
      // an import path is no format: it matches the stack frames of a panic in that package
      if (/^\s*(?:[\w.]+\s+)?"[^"]*"\s*(?:\/\/.*)?$/.test(line)) return;
      for (const m of line.matchAll(/"((?:[^"\\]|\\.)*)"/g)) {
        const lit = m[1]!.replace(/\\n$/, '');
        const words = lit.replace(/%[-+# 0-9.]*[a-zA-Z%]/g, '');
        if (words.replace(/\W/g, '').length < 3) continue; // too short to identify a line
        const re = lit
          .split(/%[-+# 0-9.]*[a-zA-Z%]/)
          .map((part) => part.replace(/\\(.)/g, '$1').replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
          .join('.*?');
        literals.push({ re: new RegExp(re), ref: { file: f.path, line: i + 1 }, weight: words.length });
      }
    });
  }
  for (const out of [...output].reverse()) {
    // The most specific literal that matches: "Get: %v" and "Reconcile: %v" both match little.
    const hit = literals.filter((l) => l.re.test(out)).sort((a, b) => b.weight - a.weight)[0];
    if (hit) return [hit.ref];
  }
  return [];
}

/**
 * Where a program that panicked was: the innermost frame of the goroutine's stack (runtime's
 * traceback, a `\t/path/file.go:LINE +0x…` line under each function) in the learner's own files.
 */
function panicLines(ctx: CheckContext, run: ScenarioRun): SourceRef[] {
  const output = `${run.result?.stdout ?? ''}\n${run.result?.stderr ?? ''}`.split('\n');
  if (!output.some((l) => l.startsWith('panic: '))) return [];
  const editable = new Set(ctx.exercise.files.filter((f) => f.editable).map((f) => f.path));
  for (const l of output) {
    const m = /^\t(\S+\.go):(\d+)(?: |$)/.exec(l);
    const file = m ? projectFileOf(ctx, m[1]!) : undefined;
    if (m && file !== undefined && editable.has(file)) return [{ file, line: Number(m[2]) }];
  }
  return [];
}

/** Call sites in the learner's own files (not the starter's stand-ins, whose lines are not theirs). */
function learnerLine(ctx: CheckContext, run: ScenarioRun, e: ApiCallEvent): SourceRef | undefined {
  const ref = callSiteRef(ctx, e);
  if (ref === undefined || run.scenario.starterFiles.includes(ref.file)) return undefined;
  return ctx.exercise.files.some((f) => f.editable && f.path === ref.file) ? ref : undefined;
}

interface Facts {
  en: string[];
  zh: string[];
  lines: SourceRef[];
  evidence: number[];
  /** The fake had no status subresource for a kind whose CRD has one. */
  statusMissing: boolean;
  /** Advice for what was found, where the check's own hint (WithStatusSubresource) is about another thing. */
  hint?: { en: string; zh: string };
}

/** The Go type of a kind as the test program spells it (`labv1.App`), for the advice. */
function goTypeOf(ctx: CheckContext, run: ScenarioRun, kind: string): string {
  const dir = `${run.scenario.program}/`;
  for (const f of ctx.files) {
    if (!f.path.startsWith(dir)) continue;
    const m = new RegExp(`\\b([A-Za-z_][A-Za-z0-9_]*)\\.${kind}\\{`).exec(f.content);
    if (m) return `${m[1]}.${kind}`;
  }
  return kind;
}

/** What the fake client did that the API server would not have, from the trace. */
function fakeFacts(ctx: CheckContext, run: ScenarioRun): Facts {
  const facts: Facts = { en: [], zh: [], lines: [], evidence: [], statusMissing: false };
  const crds = kindsWithStatus(run);
  for (const { e, index } of fakeCalls(run)) {
    const crdKind = crds.get(e.resource);
    if (crdKind === undefined) continue;
    const kind = goTypeOf(ctx, run, crdKind);
    const verb = e.verb === 'patch' ? 'Patch' : 'Update';
    if (e.subresource === '' && e.statusChanged === true && facts.en.length === 0) {
      facts.statusMissing = true;
      facts.en.push(
        `The fake client stored the .status that ${verb} (${e.verb.toUpperCase()} ${resourcePath(e)} ${e.namespace}/${e.name}) wrote: it has no status subresource for ${crdKind} unless it is built with WithStatusSubresource(&${kind}{}), while the CRD has one (+kubebuilder:subresource:status), so a real API server ignores .status in that write.`,
      );
      facts.zh.push(
        `fake client 保存了 ${verb}（${e.verb.toUpperCase()} ${resourcePath(e)} ${e.namespace}/${e.name}）写入的 .status：除非构建时调用 WithStatusSubresource(&${kind}{})，它对 ${crdKind} 没有 status 子资源；而 CRD 有（+kubebuilder:subresource:status），真实的 API server 会忽略这次写入中的 .status。`,
      );
      facts.evidence.push(index);
      const at = learnerLine(ctx, run, e);
      if (at) facts.lines.push(at);
    }
    // The request the test handed to Reconcile named no namespace: the reconciler's Get of the
    // (namespaced) object looked outside every namespace and found nothing, so it wrote nothing.
    if (e.verb === 'get' && e.namespace === '' && e.result.code === 404 && facts.en.length === 0) {
      facts.en.push(
        `The reconciler's Get of ${crdKind} "${e.name}" named no namespace and the fake client answered ${e.result.code} ${e.result.message}: the request the test passed to Reconcile has no Namespace, so Reconcile found nothing to reconcile and wrote nothing. Build the request from the object's namespace and name (client.ObjectKeyFromObject).`,
      );
      facts.zh.push(
        `调谐器对 ${crdKind} "${e.name}" 的 Get 没有指定命名空间，fake client 回答 ${e.result.code} ${e.result.message}：测试传给 Reconcile 的请求没有 Namespace，于是 Reconcile 没找到要调谐的对象，什么也没写。请用对象的命名空间和名字构造请求（client.ObjectKeyFromObject）。`,
      );
      facts.hint = {
        en: 'Hand Reconcile the request of the object the test seeded, namespace included: ctrl.Request{NamespacedName: client.ObjectKeyFromObject(obj)}.',
        zh: '把测试预置的那个对象的请求交给 Reconcile，连同命名空间：ctrl.Request{NamespacedName: client.ObjectKeyFromObject(obj)}。',
      };
      facts.evidence.push(index);
      const program = run.scenario.program;
      const file =
        program === undefined ? undefined : ctx.files.find((f) => f.path.startsWith(`${program}/`));
      const call = file?.content.split('\n').findIndex((l) => /\.Reconcile\(/.test(l));
      if (file && call !== undefined && call >= 0) facts.lines.push({ file: file.path, line: call + 1 });
      const at = learnerLine(ctx, run, e);
      if (at) facts.lines.push(at);
    }
    // An apply the fake refused for fields of the seeded object: v0.24.1's fake client tracks field
    // ownership (client-go testing's FieldManagedObjectTracker), and an object seeded through
    // WithObjects has no managedFields, so its fields belong to "before-first-apply"
    // (managedfields' skipNonAppliedManager). On the cluster the status sent with a create is dropped.
    if (
      e.verb === 'patch' &&
      e.result.code === 409 &&
      e.result.message.startsWith('Apply failed with') &&
      e.result.message.includes('"before-first-apply"') &&
      facts.en.length === 0
    ) {
      const seeded = seededStatusLines(ctx, run);
      const seed =
        seeded.length > 0
          ? {
              en: ` The test seeds it with a status (${seeded.map((l) => `${l.file}:${l.line}`).join(', ')}), which a real create of ${crdKind} drops (the CRD has the status subresource), so on the cluster nothing owns those fields yet.`,
              zh: `测试预置它时带了 status（${seeded.map((l) => `${l.file}:${l.line}`).join('、')}），而真实地创建 ${crdKind} 时这部分会被丢弃（CRD 有 status 子资源），所以在集群上这些字段还没有所有者。`,
            }
          : { en: '', zh: '' };
      facts.en.push(
        `The fake client refused the apply (PATCH ${resourcePath(e)} ${e.namespace}/${e.name} → ${e.result.code} ${e.result.message}): it tracks field ownership as an API server does, and an object seeded with WithObjects has no managedFields, so its fields belong to "before-first-apply" and an apply that changes one conflicts unless it is forced.${seed.en} Seed the object as a user creates it, or apply with client.ForceOwnership, as a controller that owns those fields should.`,
      );
      facts.zh.push(
        `fake client 拒绝了这次 apply（PATCH ${resourcePath(e)} ${e.namespace}/${e.name} → ${e.result.code} ${e.result.message}）：它像 API server 一样跟踪字段归属，用 WithObjects 预置的对象没有 managedFields，于是它的字段都归 "before-first-apply" 所有，改动其中任何一个的 apply 都会冲突，除非强制。${seed.zh}请像用户创建对象那样预置它，或者用 client.ForceOwnership 来 apply，拥有这些字段的控制器本就应该这样做。`,
      );
      facts.hint = {
        en: 'The fake client tracks field ownership as an API server does: seed the object as a user creates it (without a status), or apply with client.ForceOwnership, as a controller that owns those fields should.',
        zh: 'fake client 像 API server 一样跟踪字段归属：像用户创建对象那样预置它（不带 status），或者用 client.ForceOwnership 来 apply，拥有这些字段的控制器本就应该这样做。',
      };
      facts.evidence.push(index);
      const at = learnerLine(ctx, run, e);
      if (at) facts.lines.push(at);
      facts.lines.push(...seeded);
    }
    if (e.subresource === 'status' && e.result.code === 404 && facts.en.length === 0) {
      facts.statusMissing = true;
      facts.en.push(
        `Status().${verb} got ${e.result.code} ${e.result.message} from the fake client: it has no status subresource for ${crdKind} unless it is built with WithStatusSubresource(&${kind}{}). The CRD has one, so on a cluster this write works.`,
      );
      facts.zh.push(
        `Status().${verb} 从 fake client 得到 ${e.result.code} ${e.result.message}：除非构建时调用 WithStatusSubresource(&${kind}{})，它对 ${crdKind} 没有 status 子资源。CRD 有这个子资源，所以在集群上这次写入是成功的。`,
      );
      facts.evidence.push(index);
      const at = learnerLine(ctx, run, e);
      if (at) facts.lines.push(at);
    }
  }
  if (facts.en.length === 0) {
    const swallowed = swallowingInterceptors(ctx, run);
    if (swallowed.length > 0) {
      const names = swallowed.map((x) => `${x.name} (line ${x.line})`).join(', ');
      facts.en.push(
        `The interceptor's ${names} returns without passing the write on: an interceptor function takes the place of the fake client's method, so the fake never stores what the reconciler wrote. Call through the client it is given (for a status write: c.SubResource(subResourceName).Update(ctx, obj, opts...)).`,
      );
      facts.zh.push(
        `拦截器的 ${swallowed.map((x) => `${x.name}（第 ${x.line} 行）`).join('、')} 没有把写入传下去就返回了：拦截函数取代了 fake client 的对应方法，所以 fake 从未保存调谐器写入的内容。请调用它收到的那个 client（status 写入：c.SubResource(subResourceName).Update(ctx, obj, opts...)）。`,
      );
      facts.hint = {
        en: 'An interceptor.Funcs entry replaces the fake client’s method: count or inspect the call, then pass it on to the client the function receives.',
        zh: 'interceptor.Funcs 里的函数会取代 fake client 的对应方法：计数或检查之后，要把调用交给函数收到的那个 client。',
      };
      for (const x of swallowed) facts.lines.push({ file: x.file, line: x.line });
    }
  }
  return facts;
}

/**
 * Write functions of an interceptor.Funcs in the test program whose body never uses the client
 * they receive: the call stops there ([CR] pkg/client/interceptor/intercept.go calls the function
 * instead of the client's method).
 */
function swallowingInterceptors(
  ctx: CheckContext,
  run: ScenarioRun,
): { file: string; line: number; name: string }[] {
  const dir = `${run.scenario.program}/`;
  const out: { file: string; line: number; name: string }[] = [];
  for (const f of ctx.files) {
    if (!f.path.startsWith(dir) || !f.content.includes('interceptor.Funcs{')) continue;
    const lines = f.content.split('\n');
    lines.forEach((l, i) => {
      const m =
        /^(\s*)(Create|Update|Patch|Delete|SubResourceCreate|SubResourceUpdate|SubResourcePatch):\s*func\(\s*\w+\s+[\w.]+\s*,\s*(\w+)\b/.exec(
          l,
        );
      if (!m) return;
      const [, indent, name, cl] = m;
      let j = i + 1;
      while (j < lines.length && !lines[j].startsWith(`${indent}}`)) j++;
      const body = lines.slice(i + 1, j).map((x) => x.replace(/\/\/.*$/, ''));
      if (cl !== '_' && body.some((x) => new RegExp(`\\b${cl}\\.`).test(x))) return;
      out.push({ file: f.path, line: i + 1, name });
    });
  }
  return out;
}

/** Does any end-state expectation of the cluster scenarios fail (the reconciler does not work)? */
function clusterFails(ctx: CheckContext): boolean {
  const ids = new Set<string>();
  for (const run of ctx.runs) for (const e of run.scenario.expect) if (e.kind === 'object') ids.add(e.check);
  return [...ids].some((id) => evaluateExpectations(ctx, id).status === 'fail');
}

function programRuns(ctx: CheckContext, id: string): { run: ScenarioRun; exp: ProgramExpectation }[] {
  const out: { run: ScenarioRun; exp: ProgramExpectation }[] = [];
  for (const run of ctx.programs ?? [])
    for (const exp of run.scenario.expect)
      if (exp.kind === 'program' && exp.check === id) out.push({ run, exp });
  return out;
}

function judge(ctx: CheckContext, run: ScenarioRun, exp: ProgramExpectation): CheckOutcome | undefined {
  const res = run.result;
  const title = { en: run.scenario.title.en, zh: run.scenario.title['zh-cn'] };
  const starter = run.scenario.starterFiles.join(', ');
  if (res === undefined)
    return {
      status: 'error',
      message: {
        en: `Scenario ${run.scenario.id} could not run: ${run.error ?? 'unknown reason'}`,
        'zh-cn': `场景 ${run.scenario.id} 无法运行：${run.error ?? '原因未知'}`,
      },
      lines: [],
      evidence: [],
    };
  if (res.stage !== 'run') {
    const text =
      res.diagnostics.map((d) => `${d.file}:${d.line}:${d.col}: ${d.msg}`).join('\n') || res.stderr.trim();
    const lines = res.diagnostics
      .filter((d) => !run.scenario.starterFiles.some((f) => d.file.endsWith(f)))
      .flatMap((d) => {
        const f = ctx.files.find((x) => d.file === x.path || d.file.endsWith(`/${x.path}`));
        return f ? [{ file: f.path, line: d.line, col: d.col }] : [];
      });
    return fail(
      `The test program does not build with the starter's ${starter} (“${title.en}”): it must test the reconciler through what both versions have, its type and Reconcile.\n${text}`,
      `测试程序与初始版本的 ${starter} 一起无法构建（“${title.zh}”）：它应当只通过两个版本共有的东西来测试调谐器，即它的类型和 Reconcile。\n${text}`,
      [],
      lines,
    );
  }
  const ended = res.exitCode === 0 ? 'pass' : 'fail';
  if (ended === exp.exit && exp.exit === 'fail' && !clusterFails(ctx)) {
    // It fails for the starter, but it also fails for the learner's reconciler, which works on the
    // cluster: failing for the starter then says nothing about the mistake.
    // Only the same panic, at the same line of the test, for both: a set-up that never reaches a
    // reconciler (an assertion no reconciler meets is test.passes's alone).
    const at = (r: ScenarioRun) =>
      panicLines(ctx, r)
        .map((l) => `${l.file}:${l.line}`)
        .join(',');
    const mine = at(run);
    const own = programRuns(ctx, 'test.passes').find(
      ({ run: r }) =>
        r.result !== undefined &&
        r.result.stage === 'run' &&
        r.result.exitCode !== 0 &&
        mine !== '' &&
        at(r) === mine,
    );
    if (own !== undefined) {
      const ownTitle = { en: own.run.scenario.title.en, zh: own.run.scenario.title['zh-cn'] };
      const tail = outputTail(own.run);
      const said = tail
        ? { en: ` There it printed:\n${tail}`, zh: `那里它输出了：\n${tail}` }
        : { en: '', zh: '' };
      return fail(
        `The test program fails with the starter's ${starter} (“${title.en}”), but it also fails (exit status ${own.run.result?.exitCode}) with your reconciler (“${ownTitle.en}”), which works on the cluster: a test that fails for every reconciler does not catch the mistake.${said.en}`,
        `测试程序在使用初始版本的 ${starter} 时失败了（“${title.zh}”），但它在你的调谐器上也失败了（退出状态 ${own.run.result?.exitCode}，“${ownTitle.zh}”），而你的调谐器在集群上是能工作的：对每个调谐器都失败的测试，并没有发现那个错误。${said.zh}`,
        [],
        dedupeLines([...panicLines(ctx, own.run), ...failureLines(ctx, own.run)]),
      );
    }
  }
  if (ended === exp.exit) return undefined;
  const tail = outputTail(run);
  const facts = fakeFacts(ctx, run);
  const evidence = facts.evidence;
  const said = tail ? { en: ` It printed:\n${tail}\n`, zh: `它输出了：\n${tail}\n` } : { en: ' ', zh: '' };
  if (exp.exit === 'pass') {
    // A test that fails for a reconciler that also fails on the cluster is telling the truth: the
    // reconciler's own checks say what is wrong with it.
    if (clusterFails(ctx))
      return skip(
        `The test program fails in “${title.en}”, and your reconciler fails on the cluster too: the test is right. Fix the reconciler first (see the checks about it).`,
        `测试程序在“${title.zh}”中失败了，而你的调谐器在集群上也失败了：测试说的是实话。先修好调谐器（见关于它的检查）。`,
      );
    // The test's own calls the fake client refused (a Get without the namespace: NotFound).
    const refused = fakeCalls(run).flatMap(({ e }) => {
      const at = e.result.code >= 400 ? learnerLine(ctx, run, e) : undefined;
      return at?.file.startsWith(`${run.scenario.program}/`) ? [at] : [];
    });
    const lines = dedupeLines([
      ...facts.lines,
      ...refused,
      ...(facts.statusMissing ? builderLines(ctx, run) : []),
      ...panicLines(ctx, run),
      ...failureLines(ctx, run),
    ]);
    const failed = fail(
      `The test program fails (exit status ${res.exitCode}) in “${title.en}”.${said.en}${facts.en.join(' ')}`.trim(),
      `测试程序在“${title.zh}”中失败了（退出状态 ${res.exitCode}）。${said.zh}${facts.zh.join('')}`.trim(),
      evidence,
      lines,
    );
    return facts.hint ? { ...failed, hint: { en: facts.hint.en, 'zh-cn': facts.hint.zh } } : failed;
  }
  // The fake behaved like the API server (the status write was dropped, no status stored), and the
  // test passed all the same: its status checks are where it looked away.
  const dropped =
    facts.en.length === 0
      ? fakeCalls(run).find(
          ({ e }) =>
            kindsWithStatus(run).has(e.resource) &&
            e.subresource === '' &&
            (e.verb === 'update' || e.verb === 'patch') &&
            e.result.code < 300 &&
            e.statusChanged !== true,
        )
      : undefined;
  const checks = dropped ? statusCheckLines(ctx, run) : [];
  const looked =
    dropped && checks.length > 0
      ? {
          en: `The fake client did what the API server does: it kept the .status of ${dropped.e.verb === 'patch' ? 'Patch' : 'Update'} (${dropped.e.verb.toUpperCase()} ${resourcePath(dropped.e)} ${dropped.e.namespace}/${dropped.e.name}) out of the ${kindsWithStatus(run).get(dropped.e.resource)} it stored. The test passed all the same: its status check${checks.length > 1 ? 's' : ''} (${checks.map((c) => `${c.file}:${c.line}`).join(', ')}) did not fail, so ${checks.length > 1 ? 'they' : 'it'} did not run or did not compare the status the fake client stored.`,
          zh: `fake client 的做法和 API server 一样：它没有把 ${dropped.e.verb === 'patch' ? 'Patch' : 'Update'}（${dropped.e.verb.toUpperCase()} ${resourcePath(dropped.e)} ${dropped.e.namespace}/${dropped.e.name}）中的 .status 存进 ${kindsWithStatus(run).get(dropped.e.resource)}。测试却照样通过了：它对 status 的检查（${checks.map((c) => `${c.file}:${c.line}`).join('、')}）没有失败，说明检查没有执行，或者比较的不是 fake client 存下的 status。`,
        }
      : undefined;
  // No write reached the fake at all, and the test seeds an object with a status: the reconciler
  // found it done and returned early, and the test read back the status it had seeded.
  const crds = kindsWithStatus(run);
  const wrote = fakeCalls(run).some(
    ({ e }) => crds.has(e.resource) && ['update', 'patch', 'create'].includes(e.verb),
  );
  const seeded = facts.en.length === 0 && !looked && !wrote ? seededStatusLines(ctx, run) : [];
  const seed =
    seeded.length > 0
      ? {
          en: `The starter's reconciler wrote nothing to the fake client: the object the test seeds already carries a status (${seeded.map((l) => `${l.file}:${l.line}`).join(', ')}), so Reconcile found it done and returned early, and the test's checks read back the status it had put there itself. Seed the object as a user creates it, without a status.`,
          zh: `初始版本的调谐器没有向 fake client 写入任何东西：测试预置的对象已经带有 status（${seeded.map((l) => `${l.file}:${l.line}`).join('、')}），于是 Reconcile 认为已经完成而提前返回，测试的检查读回的是它自己放进去的 status。请像用户创建对象那样预置它，不带 status。`,
        }
      : undefined;
  return fail(
    `The test program passes with the starter's ${starter} (“${title.en}”), code that does not work on a cluster: a test that passes for it cannot tell working code from broken code.${said.en}${facts.en.join(' ')}${looked ? looked.en : ''}${seed ? seed.en : ''}`.trim(),
    `测试程序在使用初始版本的 ${starter} 时通过了（“${title.zh}”），而这段代码在集群上并不能工作：对它也通过的测试，分不清代码是好是坏。${said.zh}${facts.zh.join('')}${looked ? looked.zh : ''}${seed ? seed.zh : ''}`.trim(),
    [...evidence, ...(looked && dropped ? [dropped.index] : [])],
    looked
      ? dedupeLines([...checks, ...builderLines(ctx, run)])
      : seed
        ? dedupeLines([...seeded, ...builderLines(ctx, run)])
        : builderLines(ctx, run),
  );
}

function programCheck(
  id: string,
  title: { en: string; zh: string },
  hint: { en: string; zh: string },
  passed: { en: string; zh: string },
): CheckDefinition {
  return {
    id,
    title: { en: title.en, 'zh-cn': title.zh },
    hint: { en: hint.en, 'zh-cn': hint.zh },
    lesson: '/lessons/tests-that-lie/#status-subresource',
    evaluate: (ctx) => {
      const todo = programRuns(ctx, id);
      if (todo.length === 0)
        return {
          status: 'error',
          message: {
            en: `No scenario states what ${id} expects.`,
            'zh-cn': `没有任何场景说明 ${id} 的预期。`,
          },
          lines: [],
          evidence: [],
        };
      for (const { run, exp } of todo) {
        const o = judge(ctx, run, exp);
        if (o !== undefined) return o;
      }
      return pass(passed.en, passed.zh);
    },
  };
}

export const programChecks: CheckDefinition[] = [
  programCheck(
    'test.passes',
    { en: 'The test passes for the reconciler', zh: '测试对调谐器通过' },
    {
      en: 'A test on the fake client must behave like the API server where it matters: build it WithStatusSubresource for every type whose CRD has the status subresource.',
      zh: '基于 fake client 的测试，在关键之处要和 API server 行为一致：CRD 有 status 子资源的类型，构建时都要加上 WithStatusSubresource。',
    },
    { en: 'The test program passes with your reconciler.', zh: '测试程序在你的调谐器上通过了。' },
  ),
  programCheck(
    'test.catches-mistake',
    { en: 'The test fails for the broken reconciler', zh: '测试能发现有问题的调谐器' },
    {
      en: 'Run the test in your head against the starter’s reconciler: whatever the fake client lets it get away with, a real API server does not. Make the fake behave like the server, and assert on what the server would store.',
      zh: '在脑子里用初始版本的调谐器跑一遍测试：fake client 放过的地方，真实的 API server 不会放过。让 fake 的行为和 server 一致，并断言 server 实际会保存的内容。',
    },
    {
      en: 'The test program fails with the starter’s broken reconciler, as it should.',
      zh: '测试程序在初始版本（有问题）的调谐器上失败了，这正是应该的。',
    },
  ),
];
