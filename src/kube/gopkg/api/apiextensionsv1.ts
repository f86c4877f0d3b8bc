// k8s.io/apiextensions-apiserver/pkg/apis/apiextensions/v1: CustomResourceDefinition and its
// OpenAPI schema types, for envtest.Environment{CRDs: ...} and programs that read CRDs. Field names
// and json tags are the real ones; JSON, JSONSchemaPropsOrArray and JSONSchemaPropsOrBool have the
// real custom JSON forms (src/kube/bind/codec.ts).

import { goPackage } from '../pkg.ts';
import src from './apiextensionsv1.go?raw';
import stringers from './apiextensionsv1.pb-string.go?raw';
import { registerSource } from './register.ts';

export const apiextensionsv1Package = goPackage({
  path: 'k8s.io/apiextensions-apiserver/pkg/apis/apiextensions/v1',
  files: {
    'types.go': src,
    'register.go': registerSource('apiextensions.k8s.io', ['CustomResourceDefinition']),
  },
  deepCopy: { runtimePkg: 'runtime' },
  stringers,
});
