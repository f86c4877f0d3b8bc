// k8s.io/apimachinery/pkg/util/validation/field (paths and field errors, as validating webhooks build
// them) and k8s.io/apimachinery/pkg/util/errors (the Aggregate that apierrors.NewInvalid prints).

import { goPackage } from '../pkg.ts';
import errorsSrc from './field-errors.go?raw';
import pathSrc from './field-path.go?raw';
import utilErrorsSrc from './field-util-errors.go?raw';

export const fieldPackage = goPackage({
  path: 'k8s.io/apimachinery/pkg/util/validation/field',
  files: { 'path.go': pathSrc, 'errors.go': errorsSrc },
});

export const utilErrorsPackage = goPackage({
  path: 'k8s.io/apimachinery/pkg/util/errors',
  files: { 'errors.go': utilErrorsSrc },
});
