// k8s.io/apiextensions-apiserver/pkg/apis/apiextensions/v1: CustomResourceDefinition, its OpenAPI
// schema types, conversion webhooks' configuration and ConversionReview, for envtest.Environment{CRDs:
// ...}, programs that read CRDs and CA injectors. The types, fields and json tags of v0.36 in their
// order; JSON, JSONSchemaPropsOrArray, JSONSchemaPropsOrBool and JSONSchemaPropsOrStringArray have
// the real custom JSON forms (marshal.go).

import { goPackage } from '../pkg.ts';
import src from './apiextensionsv1.go?raw';
import stringers from './apiextensionsv1.pb-string.go?raw';
import { registerSource } from './register.ts';

export const apiextensionsv1Package = goPackage({
  path: 'k8s.io/apiextensions-apiserver/pkg/apis/apiextensions/v1',
  files: {
    'types.go': src,
    'register.go': registerSource('apiextensions.k8s.io', ['CustomResourceDefinition'], {
      single: ['ConversionReview'],
    }),
  },
  deepCopy: { runtimePkg: 'runtime' },
  stringers,
});
