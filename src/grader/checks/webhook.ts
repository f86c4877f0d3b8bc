// Webhook checks: the scenario applies Apps while the manager runs; the API server calls the
// learner's webhook through the simulated network exactly as kube-apiserver would, and the trace
// records each call (configuration, URL, outcome, the real failure string). Behaviour decides;
// the marker line and the validator method come from the syntax tree, since a webhook call has no
// Go call site. Facts: SEMANTICS.md (admission), TOOLCHAIN.md Part B (webhook failure strings).
import type { WebhookCall } from '../../kube/apiserver/admission.ts';
import type { SourceRef } from '../report.ts';
import type { Expectation, Scenario } from '../scenario.ts';
import { funcDecls, invalidReturns, markers, stringLiterals } from '../static.ts';
import {
  type ActionOutcome,
  type CheckContext,
  type CheckDefinition,
  type CheckOutcome,
  dedupeLines,
  fail,
  pass,
  runsOrError,
  type ScenarioRun,
  skip,
} from './context.ts';

const LESSON = '/lessons/webhooks/#validating-and-defaulting';

function webhookCallsOf(run: ScenarioRun, a: ActionOutcome): WebhookCall[] {
  if (a.traceIndex === undefined) return [];
  const e = run.result?.trace[a.traceIndex];
  return e?.kind === 'api' ? e.webhooks : [];
}

const reached = (c: WebhookCall) =>
  c.outcome === 'allowed' || c.outcome === 'denied' || c.outcome === 'patched';

/**
 * A failed call the webhook server did answer (an HTTP error, an empty or mismatched review), as
 * opposed to one that never reached it (DNS, connection, TLS, timeout). The strings are client-go's
 * (admission.ts callWebhook): a 404 means the server answered that it serves no such path.
 */
function answered(c: WebhookCall): 'error' | 'no-path' | undefined {
  if (reached(c)) return undefined;
  if (c.message.includes('the server could not find the requested resource')) return 'no-path';
  if (
    c.message.includes('an error on the server (') ||
    c.message.includes('received empty response') ||
    c.message.includes('expected response.uid=')
  )
    return 'error';
  return undefined;
}

function editableFiles(ctx: CheckContext) {
  return ctx.files.filter((f) => ctx.exercise.files.some((x) => x.editable && x.path === f.path));
}

function validatorLines(ctx: CheckContext, method: string): SourceRef[] {
  return funcDecls(editableFiles(ctx), method);
}

/** Where a missing webhook marker belongs: the validator's type (kubebuilder writes it just above). */
function validatorTypeLines(ctx: CheckContext): SourceRef[] {
  for (const f of editableFiles(ctx)) {
    const lines = f.content.split('\n');
    const recv = lines
      .map((l) => /^func \(\w*\s*\*?(\w+)\) ValidateCreate\(/.exec(l)?.[1])
      .find((x) => x !== undefined);
    const at = recv === undefined ? -1 : lines.findIndex((l) => new RegExp(`^type ${recv}\\b`).test(l));
    if (at >= 0) return [{ file: f.path, line: at + 1 }];
  }
  return validatorLines(ctx, 'ValidateCreate');
}

export const pathMatches: CheckDefinition = {
  id: 'webhook.path-matches',
  title: { en: 'The API server reaches the webhook', 'zh-cn': 'API server 能调用到 webhook' },
  lesson: '/lessons/webhooks/#failure-strings',
  hint: {
    en: 'The marker’s path= is copied into the webhook configuration as is; the builder registers /validate-<group with dashes>-<version>-<kind in lower case>.',
    'zh-cn':
      'marker 中的 path= 会原样写进 webhook 配置；builder 注册的路径是 /validate-<group 中点换成横线>-<version>-<小写 kind>。',
  },
  evaluate(ctx) {
    const broken = runsOrError(ctx);
    if (broken) return broken;
    const markerLines = markers(ctx.files, 'webhook').map((m) => m.at);
    let calls = 0;
    for (const run of ctx.runs)
      for (let i = 0; i < (run.result?.trace.length ?? 0); i++) {
        const e = run.result?.trace[i];
        if (e?.kind !== 'api') continue;
        for (const c of e.webhooks) {
          calls++;
          if (reached(c)) continue;
          const a = answered(c);
          if (a === 'error')
            return fail(
              `The API server called the webhook ${c.webhook} at ${c.url}, and the webhook server answered with an error instead of an AdmissionReview: ${c.message}`,
              `API server 调用了 webhook ${c.webhook}（${c.url}），但 webhook 服务器返回了错误，而不是 AdmissionReview：${c.message}`,
              [run.traceOffset + i],
              [...markerLines, ...validatorLines(ctx, 'ValidateCreate')],
            );
          return fail(
            a === 'no-path'
              ? `The API server called the webhook ${c.webhook} at ${c.url}, but the manager serves nothing at that path: ${c.message}`
              : `The API server could not reach the webhook ${c.webhook} at ${c.url}: ${c.message}`,
            a === 'no-path'
              ? `API server 调用了 webhook ${c.webhook}（${c.url}），但 manager 在这个路径上没有提供服务：${c.message}`
              : `API server 无法连接到 webhook ${c.webhook}（${c.url}）：${c.message}`,
            [run.traceOffset + i],
            markerLines,
          );
        }
      }
    const actions = ctx.runs.reduce((n, r) => n + r.actions.length, 0);
    const generated = ctx.runs.some((r) => (r.result?.manifests.webhooks.length ?? 0) > 0);
    if (calls === 0 && actions > 0 && !generated) {
      // No configuration at all: controller-gen read no +kubebuilder:webhook marker (controller-tools
      // pkg/webhook parser.go builds the configurations from the package's webhook markers only).
      const found = markers(ctx.files, 'webhook');
      const ignored = found.find((m) => m.ignored !== undefined);
      const read = found.some((m) => m.ignored === undefined);
      if (!read)
        return {
          ...fail(
            ignored?.ignored
              ? `The API server called no webhook for the Apps applied: controller-gen generated no webhook configuration, because the +kubebuilder:webhook marker at line ${ignored.at.line} is ${ignored.ignored.en}.`
              : 'The API server called no webhook for the Apps applied: controller-gen generated no webhook configuration, because the project has no +kubebuilder:webhook marker.',
            ignored?.ignored
              ? `API server 在 apply 这些 App 时没有调用任何 webhook：controller-gen 没有生成任何 webhook 配置，因为第 ${ignored.at.line} 行的 +kubebuilder:webhook marker ${ignored.ignored.zh}。`
              : 'API server 在 apply 这些 App 时没有调用任何 webhook：controller-gen 没有生成任何 webhook 配置，因为项目里没有 +kubebuilder:webhook marker。',
            [],
            markerLines.length > 0 ? markerLines : validatorTypeLines(ctx),
          ),
          hint: {
            en: 'controller-gen makes the webhook configuration from a +kubebuilder:webhook marker in a top-level comment of the package (kubebuilder puts it above the validator type); without one the API server never calls the webhook.',
            'zh-cn':
              'controller-gen 根据包中顶层注释里的 +kubebuilder:webhook marker 生成 webhook 配置（kubebuilder 把它放在校验器类型的上方）；没有它，API server 永远不会调用 webhook。',
          },
        };
    }
    if (calls === 0 && actions > 0) {
      const why = unmatchedRule(ctx);
      return {
        ...fail(
          `The API server called no webhook for the Apps applied: no webhook configuration matched them.${why.en}`,
          `API server 在 apply 这些 App 时没有调用任何 webhook：没有匹配的 webhook 配置。${why.zh}`,
          [],
          markerLines,
        ),
        // Not the path: nothing was called. The rules decide whether a request is sent at all.
        hint: {
          en: 'controller-gen copies the marker’s groups=, resources= (the plural, in lower case), versions= and verbs= into the configuration’s rules as they are; the API server calls the webhook only for requests they all include.',
          'zh-cn':
            'controller-gen 会把 marker 中的 groups=、resources=（小写复数）、versions= 和 verbs= 原样写进 webhook 配置的 rules；只有这几项都包含的请求，API server 才会调用 webhook。',
        },
      };
    }
    return pass(
      'The API server reached the webhook at the path the manager serves.',
      'API server 在 manager 提供服务的路径上调用到了 webhook。',
    );
  },
};

/**
 * Which part of the webhook markers' rules left the applied Apps out: controller-gen copies groups=,
 * resources= and versions= into the configuration's rules as they are, and the API server matches a
 * request's group, plural resource and version against them ('*' matches all).
 */
function unmatchedRule(ctx: CheckContext): { en: string; zh: string } {
  let req: { group: string; resource: string; version: string } | undefined;
  for (const run of ctx.runs)
    for (const a of run.actions) {
      const e = a.traceIndex === undefined ? undefined : run.result?.trace[a.traceIndex];
      if (e?.kind === 'api') req ??= { group: e.group, resource: e.resource, version: e.version };
    }
  if (req === undefined) return { en: '', zh: '' };
  let en = '';
  let zh = '';
  for (const m of markers(ctx.files, 'webhook')) {
    for (const [key, want] of [
      ['groups', req.group],
      ['resources', req.resource],
      ['versions', req.version],
    ] as const) {
      const got = m.args.get(key) ?? [];
      if (got.includes(want) || got.includes('*')) continue;
      const what = key === 'resources' ? 'resource' : key === 'groups' ? 'group' : 'version';
      en += ` The marker at line ${m.at.line} has ${key}=${got.join(';')}, which does not include the Apps' ${what} ${want}.`;
      zh += `第 ${m.at.line} 行的 marker 写的是 ${key}=${got.join(';')}，不包含这些 App 的${key === 'resources' ? '资源' : key === 'groups' ? '组' : '版本'} ${want}。`;
    }
  }
  return { en, zh };
}

/**
 * The validator method the API server's request for an action ran: controller-runtime's validator
 * handler calls ValidateUpdate for an UPDATE, ValidateDelete for a DELETE and ValidateCreate for a
 * CREATE (sigs.k8s.io/controller-runtime pkg/webhook/admission/validator_custom.go Handle).
 */
function methodOf(ctx: CheckContext, action: object | undefined): string {
  const method =
    action !== undefined && 'update' in action
      ? 'ValidateUpdate'
      : action !== undefined && 'delete' in action
        ? 'ValidateDelete'
        : 'ValidateCreate';
  return validatorLines(ctx, method).length > 0 ? method : 'ValidateCreate';
}

/** Judges the action expectations owned by `checkId`. */
function judgeActions(
  ctx: CheckContext,
  checkId: string,
  hint: (method: string) => { en: string; zh: string } | undefined,
): CheckOutcome {
  const broken = runsOrError(ctx);
  if (broken) return broken;
  let count = 0;
  for (const run of ctx.runs)
    for (const exp of run.scenario.expect) {
      if (exp.kind !== 'action' || exp.check !== checkId) continue;
      count++;
      const a = run.actions.find((x) => x.id === exp.action);
      if (a === undefined)
        return {
          status: 'error',
          message: {
            en: `The action ${exp.action} never ran: the run ended before its trigger.`,
            'zh-cn': `动作 ${exp.action} 没有执行：运行在触发条件出现之前就结束了。`,
          },
          lines: [],
          evidence: [],
        };
      const calls = webhookCallsOf(run, a);
      const action = run.scenario.actions.find((x) => x.id === exp.action);
      const method = methodOf(ctx, action);
      // the check's default hint names ValidateCreate; an update's verdict came from ValidateUpdate
      const own = method === 'ValidateCreate' ? undefined : hint(method);
      const withHint = (o: CheckOutcome): CheckOutcome =>
        own === undefined ? o : { ...o, hint: { en: own.en, 'zh-cn': own.zh } };
      if (action !== undefined && 'update' in action && a.code === 404 && calls.length === 0)
        return skip(
          `Not reached: ${exp.action} changes an App that was never created (it was refused when applied), so there was nothing to update.`,
          `未执行：${exp.action} 要修改的 App 从未被创建（apply 时被拒绝了），因此没有可更新的对象。`,
        );
      if (calls.length > 0 && !calls.some(reached)) {
        const a = calls.map(answered).find((x) => x !== undefined);
        return skip(
          a === 'error'
            ? `Not reached: the webhook was called for ${exp.action} but answered with an error, so its verdict was never read (see webhook.path-matches).`
            : a === 'no-path'
              ? `Not reached: the API server called the webhook for ${exp.action} at a path the manager does not serve (see webhook.path-matches).`
              : `Not reached: the API server could not reach the webhook for ${exp.action} (see webhook.path-matches).`,
          a === 'error'
            ? `未执行：${exp.action} 时调用了 webhook，但它返回了错误，裁决从未被读取（见 webhook.path-matches）。`
            : a === 'no-path'
              ? `未执行：${exp.action} 时 API server 调用的 webhook 路径，manager 并未提供服务（见 webhook.path-matches）。`
              : `未执行：API server 在 ${exp.action} 时无法连接到 webhook（见 webhook.path-matches）。`,
        );
      }
      // A webhook that panicked did not judge the object: controller-runtime's webhook recovers
      // the panic and answers Errored(500, "panic: … [recovered]") (pkg/webhook/admission/webhook.go
      // Handle), which the API server reports as a denial whatever the expectation was.
      const panicked = calls.find(
        (c) => c.outcome === 'denied' && / panic: .*\[recovered\]$/.test(c.message),
      );
      if (panicked !== undefined)
        return withHint(
          fail(
            `The webhook was called for ${exp.action} and panicked instead of judging it; the webhook server recovered and answered with an error: ${panicked.message}`,
            `${exp.action} 时调用了 webhook，它没有作出裁决而是发生了 panic；webhook 服务器恢复后返回了错误：${panicked.message}`,
            a.traceIndex === undefined ? [] : [run.traceOffset + a.traceIndex],
            validatorLines(ctx, method),
          ),
        );
      const m = actionMismatch(exp, a, calls, action);
      const unsent = m && !exp.allowed && calls.length === 0 ? unsentOperation(run, a) : undefined;
      if (m && unsent)
        return {
          ...fail(
            `${m.en}. The API server sent the webhook no admission request for this ${unsent}, though it called it for other requests: no rule of the webhook's configuration matches ${unsent} of apps. The operations come from the marker's verbs= (controller-gen turns create into CREATE, update into UPDATE); the validator was never asked.`,
            `${m.zh}。API server 没有为这次 ${unsent} 向 webhook 发送任何准入请求，尽管它为其他请求调用过这个 webhook：webhook 配置中没有规则匹配 apps 的 ${unsent}。这些操作来自 marker 的 verbs=（controller-gen 把 create 变成 CREATE，update 变成 UPDATE）；校验器根本没有被询问。`,
            a.traceIndex === undefined ? [] : [run.traceOffset + a.traceIndex],
            markers(ctx.files, 'webhook').map((x) => x.at),
          ),
          // the validator's code is not the cause: the hint about its method would send the learner there
          hint: {
            en: `Add ${unsent.toLowerCase()} to the webhook marker's verbs= (verbs=create;update), so that the generated configuration sends those requests to the webhook.`,
            'zh-cn': `把 ${unsent.toLowerCase()} 加到 webhook marker 的 verbs= 里（verbs=create;update），这样生成的配置才会把这些请求发给 webhook。`,
          },
        };
      // No request of the run reached any webhook: the validator was never asked (webhook.path-matches
      // says why); its code is not what let this App through.
      const noneCalled =
        m !== undefined &&
        calls.length === 0 &&
        !(run.result?.trace ?? []).some((x) => x.kind === 'api' && x.webhooks.length > 0);
      if (m && noneCalled)
        return fail(
          `${m.en}. The API server called no webhook in this run (see webhook.path-matches): the validator was never asked.`,
          `${m.zh}。这次运行中 API server 没有调用过任何 webhook（见 webhook.path-matches）：校验器根本没有被询问。`,
          a.traceIndex === undefined ? [] : [run.traceOffset + a.traceIndex],
          ((at) => (at.length > 0 ? at : validatorTypeLines(ctx)))(
            markers(ctx.files, 'webhook').map((x) => x.at),
          ),
        );
      // A valid App refused with an Invalid error that lists no field: the validator returned
      // NewInvalid with an empty list, so what decided to return it is the line to look at.
      const empty =
        m !== undefined && exp.allowed && !a.ok && a.code === 422 && a.fields.length === 0
          ? invalidReturns(editableFiles(ctx))
          : [];
      if (m && empty.length > 0)
        return withHint(
          fail(
            `${m.en}. The Invalid error lists no field error: the validator returned it with an empty list, so the condition that chose to return it does not test whether any error was found.`,
            `${m.zh}。这个 Invalid 错误没有列出任何字段错误：校验器返回它时列表是空的，所以决定返回它的条件并没有检查是否真的发现了错误。`,
            a.traceIndex === undefined ? [] : [run.traceOffset + a.traceIndex],
            dedupeLines([...empty, ...validatorLines(ctx, method)]),
          ),
        );
      // An invalid App let through by a validator that first changed the object it was handed (a
      // default set in ValidateCreate): a validating webhook answers allowed or denied only, and
      // the API server stores the object the request sent (k8s.io/apiserver
      // pkg/admission/plugin/webhook/validating/dispatcher.go ignores any patch).
      const changed = m && !exp.allowed && a.ok ? specAssignments(ctx, method) : [];
      const change = changed[0];
      if (m && change)
        return withHint(
          fail(
            `${m.en}. ${method} assigns ${change.target} (line ${change.line}) before it validates: a validating webhook cannot change the object, the API server stores it as the request sent it, so the validator judged a changed copy and admitted the App as it was sent. Validate what was sent; a default belongs in a mutating webhook (a Defaulter) or in the CRD's schema (+kubebuilder:default).`,
            `${m.zh}。${method} 在校验之前给 ${change.target} 赋了值（第 ${change.line} 行）：validating webhook 无法修改对象，API server 按请求发送的样子存储它，所以校验器判断的是改过的副本，而 App 按原样被接受了。请校验发送来的内容；默认值应放在 mutating webhook（Defaulter）或 CRD 的 schema（+kubebuilder:default）里。`,
            a.traceIndex === undefined ? [] : [run.traceOffset + a.traceIndex],
            dedupeLines([
              ...changed.map(({ file, line }) => ({ file, line })),
              ...validatorLines(ctx, method),
            ]),
          ),
        );
      if (m)
        return withHint(
          fail(
            m.en,
            m.zh,
            a.traceIndex === undefined ? [] : [run.traceOffset + a.traceIndex],
            dedupeLines([
              ...(m.literals ?? []).flatMap((v) => stringLiterals(editableFiles(ctx), v)),
              ...validatorLines(ctx, method),
            ]),
          ),
        );
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
  return pass('The webhook answered as expected.', 'webhook 的回答符合预期。');
}

/**
 * The admission operation of an action the webhook was not called for, when the webhook was called
 * for some other request of the run: its configuration exists and is reachable, but its rules leave
 * this operation out. Undefined when no webhook was called at all (webhook.path-matches says why).
 */
function unsentOperation(run: ScenarioRun, a: ActionOutcome): string | undefined {
  const trace = run.result?.trace ?? [];
  const e = a.traceIndex === undefined ? undefined : trace[a.traceIndex];
  if (e?.kind !== 'api') return undefined;
  if (!trace.some((x) => x.kind === 'api' && x.webhooks.length > 0)) return undefined;
  return e.verb === 'create' ? 'CREATE' : e.verb === 'delete' ? 'DELETE' : 'UPDATE';
}

function actionMismatch(
  exp: Extract<Expectation, { kind: 'action' }>,
  a: ActionOutcome,
  calls: WebhookCall[],
  action?: Scenario['actions'][number],
): { en: string; zh: string; literals?: string[] } | undefined {
  const answer = a.ok ? `accepted (${a.code})` : `${a.code}: ${a.message}`;
  const answerZh = a.ok ? `已接受（${a.code}）` : `${a.code}：${a.message}`;
  if (exp.allowed && !a.ok)
    return {
      en: `The valid App in ${exp.action} was rejected: ${answer}`,
      zh: `${exp.action} 中合法的 App 被拒绝了：${answerZh}`,
    };
  if (!exp.allowed) {
    const deniedByWebhook = calls.some((c) => c.outcome === 'denied');
    if (a.ok || !deniedByWebhook)
      return {
        en: `The invalid App in ${exp.action} was not rejected by the webhook: ${answer}`,
        zh: `${exp.action} 中不合法的 App 没有被 webhook 拒绝：${answerZh}`,
      };
    const missing = exp.fields.filter((f) => !a.fields.includes(f));
    // Not an Invalid status: the field errors, if any, are only words in the message (a Forbidden
    // or BadRequest has no causes the API server can report field by field).
    if (missing.length > 0 && a.code !== 422)
      return {
        en: `The rejection of ${exp.action} does not name the field${missing.length > 1 ? 's' : ''} ${missing.join(', ')}: the webhook's error is a ${a.code}, not an Invalid status (422), and only an Invalid status carries field errors as causes the API server reports field by field. Return apierrors.NewInvalid(groupKind, name, errs): ${a.message}`,
        zh: `${exp.action} 的拒绝没有指出字段 ${missing.join('、')}：webhook 返回的错误是 ${a.code}，不是 Invalid 状态（422）；只有 Invalid 状态才把字段错误作为 causes 带上，API server 才能逐个字段报告。请返回 apierrors.NewInvalid(groupKind, name, errs)：${a.message}`,
      };
    // field.Path's Key writes a map key: spec[image] (k8s.io/apimachinery pkg/util/validation/field
    // path.go); a struct field is a Child.
    const keyed = missing.map((f) => a.fields.find((g) => g === f.replace(/\.([^.[\]]+)$/, '[$1]')));
    if (missing.length > 0 && keyed.every((g) => g !== undefined))
      return {
        en: `The rejection of ${exp.action} names ${keyed.join(', ')}, not ${missing.join(', ')}: those paths were built with Key, which writes a map key in brackets; a struct field is a Child (field.NewPath("spec").Child("image") is spec.image): ${a.message}`,
        zh: `${exp.action} 的拒绝指出的是 ${keyed.join('、')}，而不是 ${missing.join('、')}：这些路径是用 Key 构造的，Key 写的是方括号里的 map 键；结构体字段要用 Child（field.NewPath("spec").Child("image") 就是 spec.image）：${a.message}`,
      };
    // The Go field names (Spec.Image) where the API's are the JSON names (spec.image): field paths
    // are what the user wrote in the object, which is the JSON; the path text is used as given.
    const goNamed = missing.map((f) => a.fields.find((g) => g !== f && g.toLowerCase() === f.toLowerCase()));
    if (missing.length > 0 && goNamed.every((g) => g !== undefined))
      return {
        en: `The rejection of ${exp.action} names ${goNamed.join(', ')}, not ${missing.join(', ')}: those paths use the Go field names. A field path names the fields as they are written in the object, by their JSON names (the json tags: field.NewPath("spec").Child("image") is spec.image): ${a.message}`,
        zh: `${exp.action} 的拒绝指出的是 ${goNamed.join('、')}，而不是 ${missing.join('、')}：这些路径用的是 Go 的字段名。字段路径要按对象里写的样子、用 JSON 名（json tag）命名字段：field.NewPath("spec").Child("image") 就是 spec.image：${a.message}`,
        // the segments written in Go's spelling, to point at where the paths are built
        literals: [
          ...new Set(
            goNamed.flatMap((g, k) => g.split('.').filter((seg, n) => seg !== missing[k].split('.')[n])),
          ),
        ],
      };
    if (missing.length > 0)
      return {
        en: `The rejection of ${exp.action} does not name the field${missing.length > 1 ? 's' : ''} ${missing.join(', ')} (fields named: ${a.fields.join(', ') || 'none'}). Return field errors wrapped in an Invalid status so the API server reports every field: ${a.message}`,
        zh: `${exp.action} 的拒绝没有指出字段 ${missing.join('、')}（指出的字段：${a.fields.join('、') || '无'}）。请把字段错误包装成 Invalid 状态返回，API server 才会报告每个字段：${a.message}`,
      };
  }
  if (exp.warnings === true && a.warnings.length === 0) {
    // the image the validator let through unwarned (registry.example.com:5000/shop: a port, no tag)
    const image =
      action && 'create' in action
        ? (action.create.spec as { image?: unknown } | undefined)?.image
        : undefined;
    const of = typeof image === 'string' ? ` (spec.image ${JSON.stringify(image)})` : '';
    return {
      en: `The answer to ${exp.action}${of} carries no warning: ${answer}`,
      zh: `${exp.action}${of ? `（spec.image ${JSON.stringify(image)}）的回答` : ' 的回答'}没有带任何警告：${answerZh}`,
    };
  }
  if (exp.warnings === false && a.warnings.length > 0)
    return {
      en: `The answer to ${exp.action} carries an unexpected warning: ${a.warnings[0]}`,
      zh: `${exp.action} 的回答带有意外的警告：${a.warnings[0]}`,
    };
  return undefined;
}

/** `hint` names the validator method when it does (ValidateCreate for the check's default). */
function actionCheck(
  id: string,
  en: string,
  zh: string,
  hint: (method: string) => { en: string; zh: string },
  namesMethod: boolean,
): CheckDefinition {
  const h = hint('ValidateCreate');
  return {
    id,
    title: { en, 'zh-cn': zh },
    lesson: LESSON,
    hint: { en: h.en, 'zh-cn': h.zh },
    evaluate: (ctx) => judgeActions(ctx, id, (method) => (namesMethod ? hint(method) : undefined)),
  };
}

export const webhookChecks: CheckDefinition[] = [
  pathMatches,
  actionCheck(
    'webhook.rejects-invalid',
    'An invalid App is rejected',
    '不合法的 App 被拒绝',
    (method) =>
      method === 'ValidateUpdate'
        ? {
            en: 'ValidateUpdate must return an error when the new object (its last argument) is invalid, whatever changed.',
            zh: 'ValidateUpdate 在新对象（最后一个参数）不合法时必须返回错误，不管改动的是哪个字段。',
          }
        : {
            en: `${method} must return an error for an invalid spec.`,
            zh: `${method} 必须对不合法的 spec 返回错误。`,
          },
    true,
  ),
  actionCheck(
    'webhook.field-errors',
    'The rejection names every invalid field',
    '拒绝信息指出每个不合法的字段',
    () => ({
      en: 'Collect field.ErrorList entries and return apierrors.NewInvalid(groupKind, name, errs).',
      zh: '收集 field.ErrorList，然后返回 apierrors.NewInvalid(groupKind, name, errs)。',
    }),
    false,
  ),
  actionCheck(
    'webhook.warnings',
    'A risky App is admitted with a warning',
    '有风险的 App 被接受并带有警告',
    () => ({
      en: 'Return admission.Warnings alongside a nil error for specs that are allowed but risky.',
      zh: '对允许但有风险的 spec，返回 admission.Warnings 和 nil 错误。',
    }),
    false,
  ),
  actionCheck(
    'webhook.allows-valid',
    'A valid App is admitted',
    '合法的 App 被接受',
    () => ({
      en: 'A valid spec must pass: return nil errors for it.',
      zh: '合法的 spec 必须通过：对它返回 nil 错误。',
    }),
    false,
  ),
];

/**
 * Assignments to the spec of the object a validator method receives (`app.Spec.Replicas = 1` in
 * ValidateCreate(ctx, app)), in that method's body: where it changed what it then judged.
 */
function specAssignments(
  ctx: CheckContext,
  method: string,
): { file: string; line: number; target: string }[] {
  const out: { file: string; line: number; target: string }[] = [];
  for (const f of editableFiles(ctx)) {
    const lines = f.content.split('\n');
    lines.forEach((l, i) => {
      const sig = new RegExp(`^func \\(.*\\) ${method}\\((.*)\\)\\s*\\(`).exec(l);
      if (!sig) return;
      // the last parameter is the object judged (newApp for ValidateUpdate)
      const param = /(\w+)\s+\*?[\w.]+\s*$/.exec(sig[1].split(',').at(-1) ?? '')?.[1];
      if (!param) return;
      for (let j = i + 1; j < lines.length && !/^\}/.test(lines[j]); j++) {
        const a = new RegExp(`^\\s*(${param}\\.Spec(?:\\.\\w+)+)\\s*=[^=]`).exec(
          lines[j].replace(/\/\/.*$/, ''),
        );
        if (a) out.push({ file: f.path, line: j + 1, target: a[1] });
      }
    });
  }
  return out;
}
