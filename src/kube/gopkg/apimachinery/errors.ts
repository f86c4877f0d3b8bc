// k8s.io/apimachinery/pkg/api/errors: StatusError and the Is*/New* helpers, in Go. Messages and the
// reason/code rules follow the real package (an unknown reason with a matching HTTP code still
// counts, e.g. IsNotFound on a 404 without reason).

import { goPackage } from '../pkg.ts';
import src from './errors.go?raw';

export const apiErrorsPackage = goPackage({
  path: 'k8s.io/apimachinery/pkg/api/errors',
  files: { 'errors.go': src },
});
