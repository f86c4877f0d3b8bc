// k8s.io/utils/ptr: generic pointer helpers, plain Go.

import { goPackage } from '../pkg.ts';
import src from './ptr.go?raw';

export const ptrPackage = goPackage({ path: 'k8s.io/utils/ptr', files: { 'ptr.go': src } });
