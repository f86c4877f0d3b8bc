// k8s.io/apimachinery/pkg/runtime/schema: group/version/kind/resource identifiers.

import { goPackage } from '../pkg.ts';
import src from './schema.go?raw';

export const schemaPackage = goPackage({
  path: 'k8s.io/apimachinery/pkg/runtime/schema',
  files: { 'schema.go': src },
});
