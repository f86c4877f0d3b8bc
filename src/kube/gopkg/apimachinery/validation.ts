// k8s.io/apimachinery/pkg/util/validation ([AM] v0.36.0 pkg/util/validation/validation.go and
// pkg/api/validate/content): the name, label and number checks webhooks call
// (`validationutils.IsDNS1035Label`, `IsDNS1123Subdomain`, ...), with the real messages, written
// here in Go over the standard regexp package.

import { goPackage } from '../pkg.ts';
import apiValidationSrc from './apivalidation.go?raw';
import src from './validation.go?raw';

export const validationPackage = goPackage({
  path: 'k8s.io/apimachinery/pkg/util/validation',
  files: { 'validation.go': src },
});

export const apiValidationPackage = goPackage({
  path: 'k8s.io/apimachinery/pkg/api/validation',
  files: { 'generic.go': apiValidationSrc },
});
