// package os/signal (signal.go below). The run that can send a signal (an operator project's
// `oplab run`, whose simulated SIGTERM ends it) registers through setSignalWatcher; a plain run
// registers none, so its programs never receive a signal.

import type { NativeContext, NativePackage } from '../../../interp/native.ts';
import src from './signal.go?raw';

let pkg: NativePackage | undefined;

/** Gets the program's relay (signal.process) once it calls Notify; returns nothing. */
export type SignalWatcher = (ctx: NativeContext, process: (signum: number) => void) => void;

let watcher: SignalWatcher | undefined;

/** The kube runtime hands its watcher here (engine std code cannot import the kube side). */
export function setSignalWatcher(w: SignalWatcher): void {
  watcher = w;
}

export function signalPackage(): NativePackage {
  pkg ??= {
    path: 'os/signal',
    files: [{ name: 'signal.go', src }],
    natives: {
      watchSignals: (ctx: NativeContext, process: (signum: number) => void) => watcher?.(ctx, process),
    },
  };
  return pkg;
}
