// The Checks panel, Exercism-style: the overall verdict first, then one entry per check in report
// order, each with its status in words (not colour alone), the message with the evidence, the
// lines it concerns (buttons that jump there), a hint when it fails, and the lesson section.
import type { CheckResult, Report } from '../grader/report.ts';
import type { DiagnosticView } from '../sandbox/results.ts';
import { h, withCode } from './dom.ts';
import type { SiteLocale } from './exercise-data.ts';
import type { WorkspaceStrings } from './strings.ts';

type Jump = (file: string, line: number) => void;

const icon = { pass: '✓', fail: '✗', error: '!', skip: '–' } as const;

function lineButtons(lines: readonly { file: string; line: number }[], t: WorkspaceStrings, jump: Jump) {
  return lines.map((l) => {
    const file = l.file.replace(/^\.\//, '');
    const b = h(
      'button',
      { type: 'button', class: 'ws-link', 'aria-label': t.jumpTo(`${file}:${l.line}`) },
      t.lineRef(file, l.line),
    );
    b.addEventListener('click', () => jump(file, l.line));
    return b;
  });
}

export function renderDiagnostics(
  diagnostics: readonly DiagnosticView[],
  t: WorkspaceStrings,
  jump: Jump,
): HTMLElement {
  return h(
    'ul',
    { class: 'ws-diags' },
    diagnostics.map((d) =>
      h('li', {}, ...lineButtons([{ file: d.file, line: d.line }], t, jump), ' ', h('code', {}, d.msg)),
    ),
  );
}

function checkItem(c: CheckResult, locale: SiteLocale, t: WorkspaceStrings, jump: Jump): HTMLElement {
  const lines = lineButtons(c.lines, t, jump);
  return h(
    'li',
    { class: `ws-check ws-check-${c.status}`, 'data-check': c.id, 'data-status': c.status },
    h(
      'p',
      { class: 'ws-check-head' },
      h('span', { class: 'ws-check-icon', 'aria-hidden': 'true' }, icon[c.status]),
      h('strong', {}, c.title[locale]),
      ' ',
      h('span', { class: `ws-badge ws-badge-${c.status}` }, t.status[c.status]),
    ),
    h('p', { class: 'ws-check-msg' }, withCode(c.message[locale])),
    lines.length > 0
      ? h(
          'p',
          { class: 'ws-check-lines' },
          ...lines.flatMap((b, i) =>
            c.lines[i]?.caller ? [t.calledFrom.before, b, t.calledFrom.after] : i === 0 ? [b] : [', ', b],
          ),
        )
      : null,
    c.hint && (c.status === 'fail' || c.status === 'error')
      ? h('p', { class: 'ws-check-hint' }, withCode(c.hint[locale]))
      : null,
    c.lesson ? h('p', {}, h('a', { href: `/${locale}${c.lesson}` }, t.lesson)) : null,
  );
}

/** The report's checks counted for its verdict: all, failed (or erred), and never reached (skipped). */
export function checkCounts(report: Report): { n: number; failing: number; notReached: number } {
  let failing = 0;
  let notReached = 0;
  for (const c of report.checks) {
    if (c.status === 'fail' || c.status === 'error') failing++;
    else if (c.status === 'skip') notReached++;
  }
  return { n: report.checks.length, failing, notReached };
}

export function renderReport(
  report: Report,
  locale: SiteLocale,
  t: WorkspaceStrings,
  jump: Jump,
): HTMLElement {
  const { n, failing, notReached } = checkCounts(report);
  const verdict =
    report.status === 'pass'
      ? t.allPass(n)
      : report.status === 'fail'
        ? t.someFail(failing, n, notReached)
        : t.gradeError;
  return h(
    'div',
    { class: 'ws-report', 'data-report-status': report.status },
    h('p', { class: `ws-verdict ws-verdict-${report.status}` }, verdict),
    report.message ? h('p', {}, withCode(report.message[locale])) : null,
    report.diagnostics.length > 0 ? renderDiagnostics(report.diagnostics, t, jump) : null,
    h(
      'ol',
      { class: 'ws-checks' },
      report.checks.map((c) => checkItem(c, locale, t, jump)),
    ),
  );
}

/** Until the grader exists: whether the project compiles, and where it does not. */
export function renderCompileOnly(
  ok: boolean,
  diagnostics: readonly DiagnosticView[],
  stderr: string,
  t: WorkspaceStrings,
  jump: Jump,
): HTMLElement {
  return h(
    'div',
    { class: 'ws-report', 'data-report-status': ok ? 'compiles' : 'error' },
    h('p', { class: 'ws-note' }, t.compileOnlyNote),
    h('p', { class: `ws-verdict ws-verdict-${ok ? 'pass' : 'error'}` }, ok ? t.compiles : t.doesNotCompile),
    diagnostics.length > 0
      ? renderDiagnostics(diagnostics, t, jump)
      : stderr
        ? h('pre', { class: 'ws-pre' }, stderr)
        : null,
  );
}
