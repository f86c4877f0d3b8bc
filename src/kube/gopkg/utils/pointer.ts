// k8s.io/utils/pointer: the deprecated pointer helpers (pointer.Int32, pointer.BoolDeref, ...),
// each forwarding to the k8s.io/utils/ptr generic as the real package does.

import { goPackage } from '../pkg.ts';
import src from './pointer.go?raw';

export const pointerPackage = goPackage({ path: 'k8s.io/utils/pointer', files: { 'pointer.go': src } });
