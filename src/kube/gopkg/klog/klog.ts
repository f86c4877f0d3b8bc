// k8s.io/klog/v2, the logger of client-go controllers (kubernetes/sample-controller and the
// controllers built like it), in Go (klog.go says what it covers).

import { goPackage } from '../pkg.ts';
import src from './klog.go?raw';

export const klogPackage = goPackage({ path: 'k8s.io/klog/v2', files: { 'klog.go': src } });
