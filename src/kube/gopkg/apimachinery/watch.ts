// k8s.io/apimachinery/pkg/watch (v0.36.0 watch.go): the watch.Interface that client.WithWatch's
// Watch returns, its Event and EventType, and the fakes tests use (NewFake, NewEmptyWatch).

import { goPackage } from '../pkg.ts';
import src from './watch.go?raw';

export const watchPackage = goPackage({ path: 'k8s.io/apimachinery/pkg/watch', files: { 'watch.go': src } });
