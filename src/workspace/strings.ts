// The workspace's own words, in both locales. Chinese follows the terms Chinese Kubernetes readers
// use (命名空间, 资源版本, 缓存, 调谐), not a word-for-word rendering, with full-width punctuation.
import type { SiteLocale } from './exercise-data.ts';

/** How a Run's code was cut short (results.ts InterruptedView), for the status line. */
export type CutShort = 'panic' | 'webhook-panic' | 'loop' | 'crash';

const en = {
  workspace: 'Exercise workspace',
  instructions: 'Instructions',
  lesson: 'Read the lesson section',
  openPage: 'Open this exercise on its own page',
  run: 'Run',
  runTitle: 'Run the scenario once and show what happened',
  check: 'Check',
  checkTitle: 'Grade the code: every check',
  format: 'Format',
  formatTitle: 'gofmt the current file (Shift+Alt+F)',
  reset: 'Reset',
  resetTitle: 'Go back to the starter code',
  solution: 'Compare with the solution',
  solutionLocked: 'The solution opens after your first Check.',
  backToCode: 'Back to my code',
  diffCaption: 'Red (−): your code, kept as it is. Green (+): the shipped solution.',
  files: 'Files',
  readOnly: 'read-only',
  readOnlyMessage: 'This file is read-only in this exercise: it is part of the project, not your task.',
  keys: 'Keys: Ctrl+Enter runs, Ctrl+Shift+Enter checks, F8 goes to the next problem, Shift+Alt+F formats. Tab indents; press Ctrl+M first to move focus with Tab instead.',
  editorFailed: 'The editor could not load; you can still edit the code as plain text.',
  editorLoading: 'Loading the editor…',
  hints: 'Hints',
  showHint: 'Show a hint',
  hintOf: (n: number, total: number) => `Hint ${n} of ${total}`,
  noMoreHints: 'No more hints.',
  panels: 'Results',
  checksPanel: 'Checks',
  callsPanel: 'API calls',
  clusterPanel: 'Cluster',
  logsPanel: 'Logs',
  nothingYet: 'Nothing yet. Run or Check your code.',
  stale: 'Your code has changed since this result: Run or Check again to see the current one.',
  checksEmpty: 'Press Check to grade your code.',
  running: 'Running the scenario…',
  checking: 'Checking…',
  ranIn: (ms: number) => `Finished in ${ms} ms.`,
  // Two sentences of the status line: English puts a space between them, Chinese none after 。.
  sentences: (a: string, b: string) => `${a} ${b}`,
  done: 'Done',
  doneLong: 'Done: every check passes.',
  allPass: (n: number) => `All ${n} checks pass.`,
  // Checks the code never reached (a panic or an endless loop before them) are neither passed nor
  // failed: the verdict counts them apart, so "1 of 4 fail" does not read as "3 pass".
  someFail: (fail: number, n: number, notReached = 0) =>
    `${fail} of ${n} checks fail${notReached > 0 ? `, ${notReached} not reached` : ''}.`,
  gradeError: 'The code could not be graded.',
  status: { pass: 'passed', fail: 'failed', error: 'error', skip: 'not reached' },
  compileOnlyNote:
    'Grading is not available in this build yet: Check only compiled your code. Run shows what the program does.',
  compiles: 'The project compiles.',
  doesNotCompile: 'The project does not compile.',
  goRunNote:
    'The simulated cluster runner is not available in this build yet: Run ran the program with go run, without a cluster.',
  timeout: (s: number) =>
    `Stopped: the engine did not finish within ${s} s (an endless loop?). The engine was restarted; your code is unchanged.`,
  stepBudget:
    'Stopped: the program ran too long without finishing (an endless loop?). The Logs panel names the line; your code is unchanged.',
  crashed: (m: string) => `The engine stopped unexpectedly (${m}). It was restarted; your code is unchanged.`,
  failed: (m: string) => `The engine could not run this: ${m}`,
  exitStatus: (code: number) => `exit status ${code}`,
  scenario: 'Scenario',
  reconciles: (n: number) => `${n} reconcile${n === 1 ? '' : 's'}`,
  /** The Run status line: `Scenario: … 3 reconciles, exit status 0. Finished in 120 ms.` */
  runSummary: (scenario: string, reconciles: number | undefined, exitCode: number, ms: number) =>
    `${scenario ? `Scenario: ${scenario}. ` : ''}${reconciles === undefined ? '' : `${reconciles} reconcile${reconciles === 1 ? '' : 's'}, `}exit status ${exitCode}. Finished in ${ms} ms.`,
  /** The Run status line when the code was cut short: what stopped it and where, first. */
  cutShort: (kind: CutShort, where: string, text: string, panicked: number, ms: number) => {
    const at = where ? ` at ${where}` : '';
    switch (kind) {
      case 'panic':
        return `Reconcile panicked${at} (${text}). controller-runtime recovered it and retried; ${panicked === 1 ? 'the reconcile' : `all ${panicked} reconciles`} stopped there, so the code after that line never ran. Finished in ${ms} ms.`;
      case 'webhook-panic':
        return `The webhook panicked${at} (${text}). controller-runtime answered the API server with an error, so the request was refused. Finished in ${ms} ms.`;
      case 'loop':
        return `Stopped: Reconcile never returned. The loop${at} ran until the step budget stopped the program. Your code is unchanged. Finished in ${ms} ms.`;
      case 'crash':
        return `The program stopped${at}: ${text}. Finished in ${ms} ms.`;
    }
  },
  allNamespaces: '(all namespaces)',
  admission: 'admission',
  webhookOutcome: {
    allowed: 'allowed',
    patched: 'allowed (patched)',
    denied: 'denied',
    failedOpen: 'failed, ignored (failurePolicy Ignore)',
    failedClosed: 'failed (failurePolicy Fail)',
  },
  warning: 'Warning',
  columns: {
    seq: '#',
    who: 'Identity',
    path: 'Client',
    verb: 'Verb',
    resource: 'Resource',
    target: 'Namespace/name',
    rv: 'resourceVersion',
    rbac: 'RBAC',
    result: 'Result',
    line: 'Line',
  },
  evidence: 'evidence',
  noCalls: 'No API calls recorded.',
  jumpTo: (where: string) => `Go to ${where}`,
  before: 'Before',
  after: 'After',
  events: 'Events',
  noEvents: 'No events.',
  change: { added: 'added', changed: 'changed', unchanged: 'unchanged', removed: 'removed' },
  noObjects: 'No objects.',
  clusterAfterRun: 'Run shows the cluster before and after your code ran.',
  stdout: 'Output',
  logs: 'Controller logs',
  noLogs: 'No output.',
  resetConfirmTitle: 'Reset to the starter code?',
  resetConfirmBody:
    'Your current code is set aside, not deleted: “Restore my previous code” brings it back until the next reset.',
  resetConfirm: 'Reset',
  cancel: 'Cancel',
  restore: 'Restore my previous code',
  restored: 'Your previous code is back.',
  resetDone: 'Reset to the starter code. Your previous code can be restored.',
  formatFailed: (m: string) => `gofmt: ${m}`,
  saveFailed: (m: string) => `Your draft could not be saved: ${m}`,
  lineRef: (file: string, line: number) => `${file}:${line}`,
  /** Before a line that called the helper holding the line before it (`a.go:29, called from a.go:41`). */
  calledFrom: { before: ', called from ', after: '' },
} as const;

type Strings = {
  [K in keyof typeof en]: (typeof en)[K] extends (...a: infer A) => string
    ? (...a: A) => string
    : (typeof en)[K] extends string
      ? string
      : { [J in keyof (typeof en)[K]]: string };
};

const zhCN: Strings = {
  workspace: '练习工作区',
  instructions: '说明',
  lesson: '阅读对应的课程小节',
  openPage: '在单独的页面中打开这个练习',
  run: '运行',
  runTitle: '运行一次场景，看看发生了什么',
  check: '检查',
  checkTitle: '评分：运行全部检查',
  format: '格式化',
  formatTitle: '用 gofmt 格式化当前文件（Shift+Alt+F）',
  reset: '重置',
  resetTitle: '恢复为初始代码',
  solution: '对照参考答案',
  solutionLocked: '第一次“检查”之后才能查看参考答案。',
  backToCode: '回到我的代码',
  diffCaption: '红色（−）：你的代码，原样保留。绿色（+）：参考答案。',
  files: '文件',
  readOnly: '只读',
  readOnlyMessage: '这个文件在本练习中是只读的：它是项目的一部分，不是你要改的地方。',
  keys: '快捷键：Ctrl+Enter 运行，Ctrl+Shift+Enter 检查，F8 跳到下一个问题，Shift+Alt+F 格式化。Tab 用于缩进；先按 Ctrl+M，Tab 才会移动焦点。',
  editorFailed: '编辑器加载失败，仍可按纯文本编辑代码。',
  editorLoading: '正在加载编辑器…',
  hints: '提示',
  showHint: '显示一条提示',
  hintOf: (n, total) => `提示 ${n}/${total}`,
  noMoreHints: '没有更多提示了。',
  panels: '结果',
  checksPanel: '检查',
  callsPanel: 'API 调用',
  clusterPanel: '集群',
  logsPanel: '日志',
  nothingYet: '还没有结果。请先运行或检查代码。',
  stale: '这份结果之后你又改了代码：请重新运行或检查，查看当前代码的结果。',
  checksEmpty: '点击“检查”为代码评分。',
  running: '正在运行场景…',
  checking: '正在检查…',
  ranIn: (ms) => `用时 ${ms} 毫秒。`,
  sentences: (a, b) => `${a}${b}`,
  done: '已完成',
  doneLong: '已完成：全部检查通过。',
  allPass: (n) => `${n} 项检查全部通过。`,
  someFail: (fail, n, notReached = 0) =>
    `${n} 项检查中有 ${fail} 项未通过${notReached > 0 ? `，${notReached} 项未执行` : ''}。`,
  gradeError: '无法为这段代码评分。',
  status: { pass: '通过', fail: '未通过', error: '出错', skip: '未执行' },
  compileOnlyNote: '当前版本还不能评分：“检查”只编译了你的代码。“运行”可以看到程序做了什么。',
  compiles: '项目可以编译。',
  doesNotCompile: '项目无法编译。',
  goRunNote: '当前版本还没有模拟集群的运行器：“运行”用 go run 执行了程序，没有集群。',
  timeout: (s) => `已停止：引擎在 ${s} 秒内没有结束（死循环？）。引擎已重启，你的代码没有改动。`,
  stepBudget: '已停止：程序运行太久仍未结束（死循环？）。“日志”面板里写明了是哪一行；你的代码没有改动。',
  crashed: (m) => `引擎意外停止（${m}）。已重启，你的代码没有改动。`,
  failed: (m) => `引擎无法执行：${m}`,
  exitStatus: (code) => `退出状态 ${code}`,
  scenario: '场景',
  reconciles: (n) => `调谐 ${n} 次`,
  runSummary: (scenario, reconciles, exitCode, ms) =>
    `${scenario ? `场景：${scenario}。` : ''}${reconciles === undefined ? '' : `调谐 ${reconciles} 次，`}退出状态 ${exitCode}。用时 ${ms} 毫秒。`,
  cutShort: (kind, where, text, panicked, ms) => {
    const at = where ? `在 ${where} ` : '';
    switch (kind) {
      case 'panic':
        return `Reconcile ${at}发生了 panic（${text}）。controller-runtime 恢复了它并重试；${panicked === 1 ? '这次调谐' : `全部 ${panicked} 次调谐`}都停在那里，那一行之后的代码从未运行。用时 ${ms} 毫秒。`;
      case 'webhook-panic':
        return `webhook ${at}发生了 panic（${text}）。controller-runtime 向 API server 返回了错误，请求被拒绝。用时 ${ms} 毫秒。`;
      case 'loop':
        return `已停止：Reconcile 始终没有返回。${where ? `${where} 的` : ''}循环一直运行，直到步数预算耗尽、程序被停止。你的代码没有改动。用时 ${ms} 毫秒。`;
      case 'crash':
        return `程序${at}终止：${text}。用时 ${ms} 毫秒。`;
    }
  },
  allNamespaces: '（所有命名空间）',
  admission: '准入',
  webhookOutcome: {
    allowed: '允许',
    patched: '允许（已修改）',
    denied: '拒绝',
    failedOpen: '调用失败，已忽略（failurePolicy Ignore）',
    failedClosed: '调用失败（failurePolicy Fail）',
  },
  warning: '警告',
  columns: {
    seq: '#',
    who: '身份',
    path: '客户端',
    verb: '动作',
    resource: '资源',
    target: '命名空间/名称',
    rv: '资源版本',
    rbac: 'RBAC',
    result: '结果',
    line: '代码行',
  },
  evidence: '证据',
  noCalls: '没有记录到 API 调用。',
  jumpTo: (where) => `跳转到 ${where}`,
  before: '运行前',
  after: '运行后',
  events: '事件',
  noEvents: '没有事件。',
  change: { added: '新增', changed: '已变更', unchanged: '未变', removed: '已删除' },
  noObjects: '没有对象。',
  clusterAfterRun: '点击“运行”，可以看到代码运行前后的集群状态。',
  stdout: '输出',
  logs: '控制器日志',
  noLogs: '没有输出。',
  resetConfirmTitle: '恢复为初始代码？',
  resetConfirmBody: '当前代码不会被删除，而是先放在一边：在下一次重置之前，点“恢复我之前的代码”即可找回。',
  resetConfirm: '重置',
  cancel: '取消',
  restore: '恢复我之前的代码',
  restored: '之前的代码已恢复。',
  resetDone: '已恢复为初始代码。之前的代码可以找回。',
  formatFailed: (m) => `gofmt：${m}`,
  saveFailed: (m) => `草稿无法保存：${m}`,
  lineRef: (file, line) => `${file}:${line}`,
  calledFrom: { before: '，由 ', after: ' 调用' },
};

export type WorkspaceStrings = Strings;

export function stringsFor(locale: SiteLocale): WorkspaceStrings {
  return locale === 'zh-cn' ? zhCN : (en as unknown as Strings);
}
