// k8s.io/apimachinery/pkg/util/intstr: IntOrString (Service target ports, rolling-update surges).

import { goPackage } from '../pkg.ts';
import src from './intstr.go?raw';

export const intstrPackage = goPackage({
  path: 'k8s.io/apimachinery/pkg/util/intstr',
  files: { 'intstr.go': src },
});
