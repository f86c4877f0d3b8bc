/** reconcile.Request / Result / TerminalError ([CR] pkg/reconcile/reconcile.go). */

export type Request = { namespace: string; name: string };

export type Result = {
  /** Deprecated since v0.21: use RequeueAfter */
  requeue?: boolean;
  /** virtual milliseconds */
  requeueAfter?: number;
  /** the priority of the requeue (priority queue, v0.23+) */
  priority?: number;
};

/** A Go error as the runtime sees it: its message, and whether it wraps a TerminalError. */
export class ReconcileError extends Error {
  readonly terminal: boolean;
  constructor(message: string, terminal = false) {
    super(message);
    this.name = 'ReconcileError';
    this.terminal = terminal;
  }
}

/** `reconcile.TerminalError(err)`: its Error() is "terminal error: " + err.Error(). */
export function terminalError(inner: string): ReconcileError {
  return new ReconcileError(`terminal error: ${inner}`, true);
}

export function requestKey(r: Request): string {
  return r.namespace === '' ? r.name : `${r.namespace}/${r.name}`;
}

export function requestFromKey(key: string): Request {
  const i = key.indexOf('/');
  return i < 0 ? { namespace: '', name: key } : { namespace: key.slice(0, i), name: key.slice(i + 1) };
}
