// sigs.k8s.io/controller-runtime/pkg/config: manager-wide controller defaults ([CR] pkg/config/controller.go).

import { goPackage } from '../pkg.ts';
import src from './config.go?raw';

export const configPackage = goPackage({
  path: 'sigs.k8s.io/controller-runtime/pkg/config',
  files: { 'controller.go': src },
});
