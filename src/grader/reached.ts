// "Not reached": a check judges evidence (calls, end state), and evidence that never happened proves
// nothing. When the learner's code was cut short in a scenario — a panic that controller-runtime
// recovered, an endless loop stopped by the step budget, a runtime crash — the code after that point
// never ran: no check may pass on it, and a failure that rests on missing evidence (an end state
// never written, a call never made) is not the learner's mistake either. The report then leads with
// the interruption itself (the `program.runs` check, with the line), and every such check says
// "not reached" and why.
import { webhookPanicsOf } from '../kube/bind/webhook-go.ts';
import {
  type CheckContext,
  type CheckOutcome,
  isCall,
  type ProjectSource,
  type ScenarioRun,
} from './checks/context.ts';
import type { CheckResult, Localized, SourceRef } from './report.ts';

export type InterruptionKind = 'panic' | 'webhook-panic' | 'loop' | 'crash';

/** Why the learner's code did not run to its end in a scenario, with the line where it stopped. */
export interface Interruption {
  kind: InterruptionKind;
  scenario: ScenarioRun['scenario'];
  /** The runtime's own words: `panic: boom [recovered]`, `step budget exceeded at …`, `panic: …`. */
  text: string;
  /** The learner's lines where it stopped, innermost first. */
  lines: SourceRef[];
  /** How many reconciles panicked (kind panic), of how many that returned. */
  panicked: number;
  reconciles: number;
  /** A nil dereference on `r.<field>.Method(…)`, a field the reconciler literal in main never sets. */
  unset?: { field: string; literal: SourceRef };
}

/** Reconciles that returned before the step budget ran out, from which the budget went to a loop of reconciles. */
const RECONCILE_LOOP = 100;

const where = (lines: readonly SourceRef[]) => (lines[0] ? `${lines[0].file}:${lines[0].line}` : '');

function editablePaths(ctx: Pick<CheckContext, 'exercise'>): Set<string> {
  return new Set(ctx.exercise.files.filter((f) => f.editable).map((f) => f.path));
}

function projectFile(files: readonly ProjectSource[], path: string): string | undefined {
  const clean = path.replace(/^\.\//, '');
  return files.find((f) => clean === f.path || clean.endsWith(`/${f.path}`))?.path;
}

/** The learner's lines a Go runtime report names: `at ./p:L:C` (step budget), `\t/abs/p:L +0x0` (traces). */
function stderrLines(stderr: string, files: readonly ProjectSource[], editable: Set<string>): SourceRef[] {
  const out: SourceRef[] = [];
  for (const m of stderr.matchAll(/(?:at \.\/|\t\/[^\s:]*?\/)([\w./-]+\.go):(\d+)(?::(\d+))?/g)) {
    const file = projectFile(files, m[1]!);
    if (file === undefined || !editable.has(file)) continue;
    const ref: SourceRef = { file, line: Number(m[2]), ...(m[3] ? { col: Number(m[3]) } : {}) };
    if (!out.some((l) => l.file === ref.file && l.line === ref.line)) out.push(ref);
  }
  return out;
}

/**
 * The panic line calls a method on a receiver field (`r.Reader.Get(…)`), and the composite literal
 * that builds the receiver's type in another file (`&controller.AppReconciler{…}` in main.go) never
 * sets that field: it is nil there, and a method call through a nil interface panics.
 */
function unsetFieldAt(
  files: readonly ProjectSource[],
  at: SourceRef,
): { field: string; literal: SourceRef } | undefined {
  const src = files.find((f) => f.path === at.file)?.content;
  const lineText = src?.split('\n')[at.line - 1] ?? '';
  const m = /\b(\w+)\.([A-Z]\w*)\.\w+\(/.exec(lineText);
  if (!src || !m) return undefined;
  const [, recv, field] = m;
  // the method's receiver type: func (recv *T) …
  const t = new RegExp(`func \\(${recv} \\*?(\\w+)\\)`).exec(src)?.[1];
  if (t === undefined || !new RegExp(`^\\s+${field}\\s+\\S`, 'm').test(src)) return undefined;
  for (const f of files) {
    if (f.path === at.file) continue;
    const lines = f.content.split('\n');
    const start = lines.findIndex((l) => new RegExp(`&(?:\\w+\\.)?${t}\\{`).test(l));
    if (start < 0) continue;
    let depth = 0;
    const body: string[] = [];
    for (const l of lines.slice(start)) {
      body.push(l);
      depth += (l.match(/\{/g) ?? []).length - (l.match(/\}/g) ?? []).length;
      if (depth <= 0) break;
    }
    if (new RegExp(`\\b${field}\\s*:`).test(body.join('\n'))) return undefined;
    return { field: `${recv}.${field}`, literal: { file: f.path, line: start + 1 } };
  }
  return undefined;
}

/**
 * The first interruption over the scenarios, in scenario order: the program dying (exit status 2:
 * a panic outside Reconcile, a fatal error, or the step budget stopping an endless loop), else a
 * reconcile that panicked and was recovered. Undefined when every reconcile returned.
 */
export function interruptionOf(
  ctx: Pick<CheckContext, 'exercise' | 'files' | 'runs'>,
): Interruption | undefined {
  const editable = editablePaths(ctx);
  for (const run of ctx.runs) {
    const res = run.result;
    if (res === undefined || res.stage !== 'run') continue;
    const returned = res.reconciles.length;
    const panics = res.reconciles.filter((r) => r.panicked);
    // Exit status 2 is the Go runtime's own (panic, fatal error, step budget); main returning an
    // error with os.Exit(1) after, say, a cache that never synced is reported by the checks for it.
    if (res.exitCode === 2) {
      const text = res.stderr.split('\n').find((l) => l.trim() !== '') ?? 'exit status 2';
      // The budget spent on reconciles that kept returning and queueing the next (a status write
      // that changes the object on every pass): the controller ran, it never settled. loop.settles
      // judges that; the pass the budget happened to stop in is not a Reconcile that never returned.
      if (/^step budget exceeded/.test(text) && returned >= RECONCILE_LOOP) continue;
      return {
        kind: /^(step budget|time limit) exceeded/.test(text) ? 'loop' : 'crash',
        scenario: run.scenario,
        text,
        lines: stderrLines(res.stderr, ctx.files, editable),
        panicked: panics.length,
        reconciles: returned,
      };
    }
    const first = panics[0];
    if (first !== undefined) {
      const at = first.panicAt;
      const file = at ? projectFile(ctx.files, at.file) : undefined;
      const lines: SourceRef[] =
        at && file !== undefined && editable.has(file) ? [{ file, line: at.line, col: at.col }] : [];
      const text = first.error ?? 'panic [recovered]';
      const unset =
        /nil pointer dereference/.test(text) && lines[0] ? unsetFieldAt(ctx.files, lines[0]) : undefined;
      return {
        kind: 'panic',
        scenario: run.scenario,
        text,
        lines,
        panicked: panics.length,
        reconciles: returned,
        ...(unset ? { unset } : {}),
      };
    }
    // A panic in a webhook handler: controller-runtime's admission.Webhook recovers it and answers
    // 500 "panic: … [recovered]" (webhook/admission/webhook.go Handle), which the API server quotes.
    for (const e of res.trace) {
      if (e.kind !== 'api') continue;
      const m = e.webhooks.map((c) => /(panic: .* \[recovered\])$/.exec(c.message)).find((x) => x !== null);
      if (!m) continue;
      const at = webhookPanicsOf(res.env).find((p) => p.at !== undefined)?.at;
      const file = at ? projectFile(ctx.files, at.file) : undefined;
      return {
        kind: 'webhook-panic',
        scenario: run.scenario,
        text: m[1]!,
        lines: at && file !== undefined && editable.has(file) ? [{ file, line: at.line, col: at.col }] : [],
        panicked: 1,
        reconciles: returned,
      };
    }
  }
  return undefined;
}

/**
 * A run that ended with "virtual time limit reached": a goroutine was still blocked (a cached read
 * whose informer never syncs, a sleep past the scenario) when the run's clock ran out. The real
 * program would hang there, not stop; reported as a crash (the kind the report's readers know), in
 * words of its own.
 */
const hung = (i: Interruption) => i.kind === 'crash' && /^virtual time limit reached/.test(i.text);

/**
 * A run the virtual-time limit ended while the learner's code waited (a sleep in a poll loop past the
 * scenario): the runtime's words and the learner's lines they name. Undefined for any other ending,
 * and for a wait named in no learner line (an informer that never syncs).
 */
export function hangOf(
  ctx: Pick<CheckContext, 'exercise' | 'files'>,
  run: ScenarioRun,
): { text: string; lines: SourceRef[] } | undefined {
  const res = run.result;
  if (res === undefined || res.stage !== 'run' || res.exitCode !== 2) return undefined;
  const text = res.stderr.split('\n').find((l) => l.trim() !== '') ?? '';
  if (!/^virtual time limit reached/.test(text)) return undefined;
  const lines = stderrLines(res.stderr, ctx.files, editablePaths(ctx));
  return lines.length > 0 ? { text: text.trimEnd(), lines } : undefined;
}

/** Why the checks after an interruption were not reached, in a sentence. */
export function interruptionReason(i: Interruption): Localized {
  const at = where(i.lines);
  switch (i.kind) {
    case 'panic':
      return at
        ? {
            en: `Reconcile panicked at ${at} (${i.text}), so the code after that line never ran`,
            'zh-cn': `Reconcile 在 ${at} 发生 panic（${i.text}），这一行之后的代码从未运行`,
          }
        : {
            en: `Reconcile panicked (${i.text}), so the code after the panic never ran`,
            'zh-cn': `Reconcile 发生了 panic（${i.text}），panic 之后的代码从未运行`,
          };
    case 'webhook-panic':
      return at
        ? {
            en: `the webhook panicked at ${at} (${i.text}), so the code after that line never ran`,
            'zh-cn': `webhook 在 ${at} 发生 panic（${i.text}），这一行之后的代码从未运行`,
          }
        : {
            en: `the webhook panicked (${i.text}), so the code after the panic never ran`,
            'zh-cn': `webhook 发生了 panic（${i.text}），panic 之后的代码从未运行`,
          };
    case 'loop':
      return at
        ? {
            en: `the program never got past the endless loop at ${at}`,
            'zh-cn': `程序一直卡在 ${at} 的死循环里，没能继续往下运行`,
          }
        : {
            en: `the program never got past an endless loop (${i.text})`,
            'zh-cn': `程序一直卡在死循环里（${i.text}），没能继续往下运行`,
          };
    case 'crash':
      if (hung(i))
        return at
          ? { en: `the program hung at ${at} (${i.text})`, 'zh-cn': `程序卡在 ${at}（${i.text}）` }
          : { en: `the program hung (${i.text})`, 'zh-cn': `程序卡住了（${i.text}）` };
      return at
        ? { en: `the program stopped at ${at} (${i.text})`, 'zh-cn': `程序在 ${at} 终止（${i.text}）` }
        : { en: `the program stopped (${i.text})`, 'zh-cn': `程序中途终止（${i.text}）` };
  }
}

/** The outcome of a check whose evidence never happened. */
export function notReached(i: Interruption): CheckOutcome {
  const why = interruptionReason(i);
  return {
    status: 'skip',
    message: {
      en: `Not reached: ${why.en}; this check has nothing to judge yet (see “${PROGRAM_RUNS_TITLE.en}” above).`,
      'zh-cn': `未执行：${why['zh-cn']}；这项检查暂时无从判断（见上面的“${PROGRAM_RUNS_TITLE['zh-cn']}”）。`,
    },
    lines: [],
    evidence: [],
  };
}

/**
 * A check's outcome once the run is known to have been cut short: a pass becomes "not reached"
 * (the code it would have judged may never have run), and so does a failure without evidence (an end
 * state never written, a call never made, someone else's request refused because of the panic), and
 * a check's own "not reached" names the interruption as its reason. A failure that points at calls
 * the program did make stands: those calls happened, and they were wrong.
 */
export function reachedOutcome(
  ctx: Pick<CheckContext, 'runs'>,
  o: CheckOutcome,
  i: Interruption | undefined,
): CheckOutcome {
  if (i === undefined) return o;
  if (o.status === 'pass' || o.status === 'skip') return notReached(i);
  if (o.status === 'fail' && !o.evidence.some((n) => madeByProgram(ctx, n))) return notReached(i);
  return o;
}

/** Was the report's trace event `index` a request the program made (its own identity)? */
function madeByProgram(ctx: Pick<CheckContext, 'runs'>, index: number): boolean {
  for (const run of ctx.runs) {
    const trace = run.result?.trace ?? [];
    if (index < run.traceOffset || index >= run.traceOffset + trace.length) continue;
    const e = trace[index - run.traceOffset];
    return e !== undefined && isCall(e) && e.identity.username === run.managerUser;
  }
  return false;
}

export const PROGRAM_RUNS_TITLE: Localized = {
  en: 'The program runs through the scenario',
  'zh-cn': '程序完整运行了整个场景',
};

/** The check that leads the report when the code was cut short: what stopped it, and where. */
export function programRunsCheck(i: Interruption, lesson: string): CheckResult {
  const at = where(i.lines);
  const s = { en: i.scenario.title.en, zh: i.scenario.title['zh-cn'] };
  let message: Localized;
  let hint: Localized;
  switch (i.kind) {
    case 'panic': {
      const times =
        i.panicked === i.reconciles
          ? {
              en: `every reconcile (${i.panicked}) panicked`,
              zh: `每次调谐（共 ${i.panicked} 次）都发生了 panic`,
            }
          : {
              en: `${i.panicked} of ${i.reconciles} reconciles panicked`,
              zh: `${i.reconciles} 次调谐中有 ${i.panicked} 次发生了 panic`,
            };
      const u = i.unset;
      message = {
        en: `Reconcile panicked${at ? ` at ${at}` : ''} in the scenario “${s.en}”: ${i.text}. controller-runtime recovered the panic, logged “Observed a panic” and requeued the request with backoff; ${times.en}, so the code after the panic never ran.${u ? ` ${u.field} is nil: ${u.literal.file}:${u.literal.line} builds the reconciler without setting ${u.field.split('.')[1]}, and calling a method through it dereferences nil.` : ''}`,
        'zh-cn': `在场景“${s.zh}”中，Reconcile${at ? ` 在 ${at} ` : ''}发生了 panic：${i.text}。controller-runtime 恢复（recover）了这个 panic，记录了“Observed a panic”，并带退避地把请求重新入队；${times.zh}，所以 panic 之后的代码从未运行。${u ? `${u.field} 是 nil：${u.literal.file}:${u.literal.line} 构造调谐器时没有设置 ${u.field.split('.')[1]}，通过它调用方法就会解引用 nil。` : ''}`,
      };
      hint = {
        en: 'Read the line the panic names: a nil pointer or map, an index out of range, a failed type assertion, or a panic() call. Return an error instead: a panic stops the reconcile halfway, every time.',
        'zh-cn':
          '看 panic 指出的那一行：空指针或 nil map、下标越界、类型断言失败，或者直接调用了 panic()。应当返回 error：panic 会让每次调谐都在半途停下。',
      };
      break;
    }
    case 'webhook-panic':
      message = {
        en: `The webhook panicked${at ? ` at ${at}` : ''} in the scenario “${s.en}”: ${i.text}. controller-runtime recovered the panic and answered the API server with an error (500), so the API server refused the request and the code after the panic never ran.`,
        'zh-cn': `在场景“${s.zh}”中，webhook${at ? ` 在 ${at} ` : ''}发生了 panic：${i.text}。controller-runtime 恢复（recover）了这个 panic，并向 API server 返回了错误（500），于是 API server 拒绝了请求，panic 之后的代码从未运行。`,
      };
      hint = {
        en: 'Read the line the panic names: a nil pointer or map, an index out of range, a failed type assertion, or a panic() call. A validator returns an error to refuse an object; it never panics.',
        'zh-cn':
          '看 panic 指出的那一行：空指针或 nil map、下标越界、类型断言失败，或者直接调用了 panic()。校验器要拒绝对象时应返回 error，而不是 panic。',
      };
      break;
    case 'loop':
      message = {
        en: `Reconcile never returned in the scenario “${s.en}”: the loop${at ? ` at ${at}` : ''} ran until the step budget stopped the program (${i.text}).`,
        'zh-cn': `在场景“${s.zh}”中，Reconcile 始终没有返回：${at ? `${at} 的` : ''}循环一直运行，直到步数预算耗尽、程序被停止（${i.text}）。`,
      };
      hint = {
        en: 'A reconcile must return: every loop needs a way out, and a wait needs something that ends it.',
        'zh-cn': '每次 Reconcile 都必须返回：循环要有出口，等待要有结束的条件。',
      };
      break;
    case 'crash':
      if (hung(i)) {
        message = {
          en: `The program was still blocked when the scenario “${s.en}” ran out of time${at ? `, at ${at}` : ''}: ${i.text.trimEnd()}. In a cluster it would not stop: it would hang there, and the code after that point never ran.`,
          'zh-cn': `场景“${s.zh}”的时间用完时，程序${at ? `在 ${at} ` : ''}仍然阻塞着：${i.text.trimEnd()}。在集群里它不会终止，而是一直卡在那里，之后的代码从未运行。`,
        };
        hint = {
          en: 'A wait needs something that ends it: an informer whose list and watch are allowed (so that it syncs), a context with a deadline, a timer that fires within the scenario. A Reconcile that polls in a loop (sleep, read again) returns only once what it polls for happens: return ctrl.Result{RequeueAfter: …} and look again on the next pass instead.',
          'zh-cn':
            '等待要有结束的条件：informer 的 list 和 watch 要被允许（它才能同步完成），context 要有截止时间，计时器要在场景之内触发。在循环里轮询（sleep 后再读）的 Reconcile 要等到轮询的条件成立才会返回：改为返回 ctrl.Result{RequeueAfter: …}，下一次调谐再看。',
        };
        break;
      }
      message = {
        en: `The program stopped during the scenario “${s.en}”: ${i.text}`,
        'zh-cn': `程序在场景“${s.zh}”中途终止：${i.text}`,
      };
      hint = {
        en: 'Read the first line of the runtime’s report and the line it names: the program must keep running for the manager to reconcile.',
        'zh-cn': '先看运行时报告的第一行和它指出的代码行：程序必须一直运行，manager 才能继续调谐。',
      };
      break;
  }
  return {
    id: 'program.runs',
    status: 'fail',
    title: PROGRAM_RUNS_TITLE,
    message,
    lines: i.unset ? [...i.lines, i.unset.literal] : i.lines,
    evidence: [],
    hint,
    lesson,
  };
}
