// sigs.k8s.io/controller-runtime/pkg/recorder: the Provider interface a manager implements
// (GetEventRecorder from v0.23, versions.ts).

import { goPackage } from '../pkg.ts';
import src from './recorder.go?raw';

export const recorderPackage = goPackage({
  path: 'sigs.k8s.io/controller-runtime/pkg/recorder',
  files: { 'recorder.go': src },
});
