// What a workspace tells the page it is on, as DOM CustomEvents that bubble from its root element:
// the embed bridge (src/embed/bridge.ts) forwards them to a host page, and anything else on the page
// (a workshop bar, analytics a self-hoster adds) can listen without reaching into the workspace.
// Summaries only: never the learner's code.
//
// And what the page can ask of a workspace: `oplab:command` events dispatched on its root
// (run, check, reset), the same actions as its buttons.

export interface WorkspaceEventMap {
  /**
   * The workspace is usable: a code exercise's files can be edited (as plain text until Monaco loads
   * on the learner's intent) and Run and Check work; a terminal exercise's shell is up.
   */
  'oplab:ready': { exercise: string; kind: 'code' | 'terminal'; locale: 'en' | 'zh-cn' };
  'oplab:run': {
    exercise: string;
    /** load/compile/run: how far the program got; stopped: a timeout or crash ended it. */
    stage: 'load' | 'compile' | 'run' | 'stopped';
    exitCode: number;
    reconciles: number;
    apiCalls: number;
    durationMs: number;
  };
  'oplab:check': {
    exercise: string;
    passed: boolean;
    status: 'pass' | 'fail' | 'error' | 'compile-error' | 'stopped';
    checks: { id: string; status: string }[];
    durationMs: number;
  };
  'oplab:progress': { exercise: string; done: boolean; hasDraft: boolean };
}

export type WorkspaceEventType = keyof WorkspaceEventMap;

export const workspaceEventTypes: readonly WorkspaceEventType[] = [
  'oplab:ready',
  'oplab:run',
  'oplab:check',
  'oplab:progress',
];

export function emitWorkspaceEvent<K extends WorkspaceEventType>(
  root: EventTarget,
  type: K,
  detail: WorkspaceEventMap[K],
): void {
  root.dispatchEvent(new CustomEvent(type, { detail, bubbles: true }));
}

export type WorkspaceCommand = 'run' | 'check' | 'reset';
export const COMMAND_EVENT = 'oplab:command';

/** Asks the workspace whose root is `root` to run, check or reset, as if its button were pressed. */
export function sendWorkspaceCommand(root: EventTarget, command: WorkspaceCommand): void {
  root.dispatchEvent(new CustomEvent(COMMAND_EVENT, { detail: { command } }));
}

/** Calls `handler` for every command dispatched on `root`; anything malformed is ignored. */
export function onWorkspaceCommand(root: EventTarget, handler: (c: WorkspaceCommand) => void): void {
  root.addEventListener(COMMAND_EVENT, (ev) => {
    const c = (ev as CustomEvent<{ command?: unknown }>).detail?.command;
    if (c === 'run' || c === 'check' || c === 'reset') handler(c);
  });
}
