// sigs.k8s.io/controller-runtime/pkg/webhook/admission (v0.24.1): typed Validator[T] / Defaulter[T]
// (and the deprecated CustomValidator / CustomDefaulter aliases), the Webhook handler with panic
// recovery, Request/Response and the response helpers. The handlers' decisions follow
// validator_custom.go and defaulter_custom.go: a validator error that is an APIStatus (e.g.
// apierrors.NewInvalid) is returned as that Status; any other error becomes Denied(err.Error()),
// i.e. 403 Forbidden with the message; warnings are always attached. A defaulter's changes become
// a JSON patch against the object the API server sent. Decoding, json.Marshal and the patch are
// natives over the shared codec (src/kube/bind/codec.ts); the rest is Go.

import { admissionNatives } from '../../bind/webhook-go.ts';
import { goPackage } from '../pkg.ts';
import admissionGo from './admission.go?raw';
import src from './admission-webhook.go?raw';

export const ADMISSION = 'sigs.k8s.io/controller-runtime/pkg/webhook/admission';

export const admissionPackage = goPackage({
  path: ADMISSION,
  files: { 'admission.go': src },
  natives: admissionNatives,
});

// controller-runtime v0.19 and earlier (pkg/webhook/admission/validator.go, defaulter.go at v0.19.0):
// the deprecated self-validating Validator / self-defaulting Defaulter interfaces that kubebuilder
// v3 scaffolds (`var _ webhook.Validator = &Memcached{}`), with ValidatingWebhookFor and
// DefaultingWebhookFor. Generic Validator[T] / Defaulter[T] arrived in v0.23 (CustomValidator and
// CustomDefaulter were their own interfaces with the same methods before): here they stay as the
// unexported generic shapes that CustomValidator / CustomDefaulter alias.
const legacySrc = admissionGo;

/** The v0.24 source with the generic Validator[T] / Defaulter[T] and their constructors unexported. */
function v019Core(): string {
  return src
    .replace(/\bValidator\[/g, 'validatorT[')
    .replace(/\bDefaulter\[/g, 'defaulterT[')
    .replace('func WithValidator[', 'func withValidator[')
    .replace('func WithDefaulter[', 'func withDefaulter[');
}

/** pkg/webhook/admission as controller-runtime v0.19 and earlier declare it. */
export const admissionV019Package = goPackage({
  path: ADMISSION,
  files: { 'admission.go': v019Core(), 'validator.go': legacySrc },
  natives: admissionNatives,
});

/**
 * pkg/webhook/admission as controller-runtime v0.20–v0.22 declare it: the untyped Defaulter /
 * Validator are gone (removed in v0.20) and the generic Defaulter[T] / Validator[T] not there yet
 * (v0.23), so `admission.Defaulter[...]` is `undefined` as real Go reports it.
 */
export const admissionV020Package = goPackage({
  path: ADMISSION,
  files: { 'admission.go': v019Core() },
  natives: admissionNatives,
});
