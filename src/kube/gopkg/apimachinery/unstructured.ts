// k8s.io/apimachinery/pkg/apis/meta/v1/unstructured: Unstructured, UnstructuredList, the Nested*
// helpers and UnstructuredJSONScheme, plain Go from the real package. The client sends and receives
// them as JSON through their MarshalJSON/UnmarshalJSON, and takes their kind from the object itself
// (src/kube/bind/scheme.ts gvkOfGoObject), as client-go's unstructured path does.

import { goPackage } from '../pkg.ts';
import src from './unstructured.go?raw';

export const UNSTRUCTURED = 'k8s.io/apimachinery/pkg/apis/meta/v1/unstructured';

export const unstructuredPackage = goPackage({
  path: UNSTRUCTURED,
  files: { 'unstructured.go': src },
});
