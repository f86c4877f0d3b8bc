// github.com/go-logr/logr (the Logger every reconciler gets from log.FromContext) and
// sigs.k8s.io/controller-runtime/pkg/log, both plain Go. Where log lines go is the LogSink's
// business: controller-runtime's zap sink belongs to the simulated manager and is not provided
// here; until pkg/log.SetLogger is called, log calls are dropped, as in controller-runtime.

import { goPackage } from '../pkg.ts';
import logrSrc from './logr.go?raw';
import logSrc from './logr-log.go?raw';

export const logrPackage = goPackage({ path: 'github.com/go-logr/logr', files: { 'logr.go': logrSrc } });
export const crLogPackage = goPackage({
  path: 'sigs.k8s.io/controller-runtime/pkg/log',
  files: { 'log.go': logSrc },
});
