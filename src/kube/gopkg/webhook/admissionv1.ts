// k8s.io/api/admission/v1 (AdmissionReview, AdmissionRequest, AdmissionResponse, Operation,
// PatchType), k8s.io/api/authentication/v1 (UserInfo)
// the packages controller-runtime's admission webhooks are declared with (v0.24.1). Declarations are
// written from the Kubernetes API reference; json tags as the real types. Two deviations, because
// the shared apimachinery packages lack them: `Object`/`OldObject`/`Options` are this package's
// RawExtension (same `Raw []byte` field), and Kind/RequestKind use this package's GroupVersionKind
// (same fields as metav1.GroupVersionKind).

import { goPackage } from '../pkg.ts';
import admissionSrc from './admissionv1.go?raw';
import authenticationSrc from './authenticationv1.go?raw';

export const ADMISSION_V1 = 'k8s.io/api/admission/v1';
export const AUTHENTICATION_V1 = 'k8s.io/api/authentication/v1';

export const authenticationV1Package = goPackage({
  path: AUTHENTICATION_V1,
  files: { 'types.go': authenticationSrc },
});
export const admissionV1Package = goPackage({ path: ADMISSION_V1, files: { 'types.go': admissionSrc } });
