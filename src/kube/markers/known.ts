// Schemas controller-gen does not derive from Go source (controller-tools pkg/crd/known_types.go:
// KnownPackages), plus the two apimachinery types whose generated schema every kubebuilder CRD
// carries (TypeMeta's fields, metav1.Condition with the validation markers of its real
// declaration), written out as controller-gen emits them so the simulated packages' Go declarations
// (which have no such markers) are not needed for them.

import type { JsonObject } from '../apiserver/types.ts';

const METAV1 = 'k8s.io/apimachinery/pkg/apis/meta/v1';

const API_VERSION_DOC =
  'APIVersion defines the versioned schema of this representation of an object.\n' +
  'Servers should convert recognized schemas to the latest internal value, and\n' +
  'may reject unrecognized values.\n' +
  'More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#resources';
const KIND_DOC =
  'Kind is a string value representing the REST resource this object represents.\n' +
  'Servers may infer this from the endpoint the client submits requests to.\n' +
  'Cannot be updated.\n' +
  'In CamelCase.\n' +
  'More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#types-kinds';

const QUANTITY_PATTERN =
  '^(\\+|-)?(([0-9]+(\\.[0-9]*)?)|(\\.[0-9]+))(([KMGTPE]i)|[numkMGTPE]|([eE](\\+|-)?(([0-9]+(\\.[0-9]*)?)|(\\.[0-9]+))))?$';

function condition(): JsonObject {
  return {
    description: 'Condition contains details for one aspect of the current state of this API Resource.',
    properties: {
      lastTransitionTime: {
        description:
          'lastTransitionTime is the last time the condition transitioned from one status to another.\n' +
          'This should be when the underlying condition changed.  If that is not known, then using the time when the API field changed is acceptable.',
        format: 'date-time',
        type: 'string',
      },
      message: {
        description:
          'message is a human readable message indicating details about the transition.\nThis may be an empty string.',
        maxLength: 32768,
        type: 'string',
      },
      observedGeneration: {
        description:
          'observedGeneration represents the .metadata.generation that the condition was set based upon.\n' +
          'For instance, if .metadata.generation is currently 12, but the .status.conditions[x].observedGeneration is 9, the condition is out of date\n' +
          'with respect to the current state of the instance.',
        format: 'int64',
        minimum: 0,
        type: 'integer',
      },
      reason: {
        description:
          "reason contains a programmatic identifier indicating the reason for the condition's last transition.\n" +
          'Producers of specific condition types may define expected values and meanings for this field,\n' +
          'and whether the values are considered a guaranteed API.\n' +
          'The value should be a CamelCase string.\n' +
          'This field may not be empty.',
        maxLength: 1024,
        minLength: 1,
        pattern: '^[A-Za-z]([A-Za-z0-9_,:]*[A-Za-z0-9_])?$',
        type: 'string',
      },
      status: {
        description: 'status of the condition, one of True, False, Unknown.',
        enum: ['True', 'False', 'Unknown'],
        type: 'string',
      },
      type: {
        description: 'type of condition in CamelCase or in foo.example.com/CamelCase.',
        maxLength: 316,
        pattern:
          '^([a-z0-9]([-a-z0-9]*[a-z0-9])?(\\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*/)?(([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9])$',
        type: 'string',
      },
    },
    required: ['lastTransitionTime', 'message', 'reason', 'status', 'type'],
    type: 'object',
  };
}

/** The schema controller-gen uses for a known type, or undefined to derive it from the Go source. */
export function knownSchema(pkgPath: string, name: string): JsonObject | undefined {
  switch (`${pkgPath}.${name}`) {
    case `${METAV1}.ObjectMeta`:
      return { type: 'object' };
    case `${METAV1}.Time`:
    case `${METAV1}.MicroTime`:
      return { type: 'string', format: 'date-time' };
    case `${METAV1}.Duration`:
      return { type: 'string' };
    case `${METAV1}.Fields`:
      return { type: 'object', additionalProperties: true };
    case `${METAV1}.TypeMeta`:
      return {
        properties: {
          apiVersion: { description: API_VERSION_DOC, type: 'string' },
          kind: { description: KIND_DOC, type: 'string' },
        },
        type: 'object',
      };
    case `${METAV1}.Condition`:
      return condition();
    case 'k8s.io/apimachinery/pkg/api/resource.Quantity':
      return {
        anyOf: [{ type: 'integer' }, { type: 'string' }],
        pattern: QUANTITY_PATTERN,
        'x-kubernetes-int-or-string': true,
      };
    case 'k8s.io/apimachinery/pkg/util/intstr.IntOrString':
      return { anyOf: [{ type: 'integer' }, { type: 'string' }], 'x-kubernetes-int-or-string': true };
    case 'k8s.io/apimachinery/pkg/runtime.RawExtension':
      return { type: 'object', 'x-kubernetes-preserve-unknown-fields': true };
    case 'k8s.io/apimachinery/pkg/apis/meta/v1/unstructured.Unstructured':
      return { type: 'object' };
    case 'k8s.io/apiextensions-apiserver/pkg/apis/apiextensions/v1.JSON':
    case 'k8s.io/apiextensions-apiserver/pkg/apis/apiextensions/v1beta1.JSON':
      return { 'x-kubernetes-preserve-unknown-fields': true };
    default:
      return undefined;
  }
}
