// k8s.io/api/admissionregistration/v1: the webhook configurations an operator patches with its CA bundle, and
// the admission policies. The types are admissionregistrationv1.go (every type of v0.36 types.go); DeepCopy
// methods are generated (see ../deepcopy.ts).

import { goPackage } from '../pkg.ts';
import src from './admissionregistrationv1.go?raw';
import stringers from './admissionregistrationv1.pb-string.go?raw';
import { registerSource } from './register.ts';

const registerSrc = registerSource('admissionregistration.k8s.io', [
  'ValidatingWebhookConfiguration',
  'MutatingWebhookConfiguration',
  'ValidatingAdmissionPolicy',
  'ValidatingAdmissionPolicyBinding',
  'MutatingAdmissionPolicy',
  'MutatingAdmissionPolicyBinding',
]);

export const admissionregistrationv1Package = goPackage({
  path: 'k8s.io/api/admissionregistration/v1',
  files: { 'types.go': src, 'register.go': registerSrc },
  deepCopy: { runtimePkg: 'runtime' },
  stringers,
});
