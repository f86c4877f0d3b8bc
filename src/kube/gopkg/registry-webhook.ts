// Package loaders owned by one engineer (see /work/notes/kube-bind-contract.md); merged in index.ts.
// Engineer M: the admission webhook packages. K2 appends `webhookBuilderPart()` to pkg/builder.
//
// For the manager (K2): webhook.Server.Start(ctx) listens on the simulated network (or returns the
// real `open /tmp/k8s-webhook-server/serving-certs/tls.crt: no such file or directory` when the
// scenario runs the manager without certs, see setWebhookEnvironment in src/kube/bind/webhook.ts),
// then blocks until ctx is done and stops serving. controller-runtime starts the webhook runnables
// before the caches/controllers and returns their error from mgr.Start; in Go, e.g.:
//
//	if cm.webhookServer != nil {
//		whErr := make(chan error, 1)
//		go func() { whErr <- cm.webhookServer.Start(internalCtx) }()
//		for cm.webhookServer.StartedChecker()(nil) != nil {
//			select {
//			case err := <-whErr:
//				return err
//			default:
//				time.Sleep(time.Millisecond)
//			}
//		}
//		defer func() { <-whErr }() // after cancel: "Stopping and waiting for webhooks"
//	}
//
// and runProject applies manifests.webhooks (make deploy) before main starts, then calls
// deployWebhookService(env) (src/kube/bind/webhook.ts: the webhook Service and cert-manager's
// caBundle) so that those writes are setup, not the program's trace.
import type { NativePackage } from '../../go/interp/native.ts';
import { ADMISSION, admissionPackage } from './webhook/admission.ts';
import {
  ADMISSION_V1,
  AUTHENTICATION_V1,
  admissionV1Package,
  authenticationV1Package,
} from './webhook/admissionv1.ts';
import { TLS, tlsPackage } from './webhook/tls.ts';
import { WEBHOOK, webhookPackage } from './webhook/webhook.ts';

export { newWebhookManagedBySrc, webhookBuilderPart } from './webhook/builder.ts';

export const webhookLoaders: Readonly<Record<string, () => NativePackage>> = {
  [ADMISSION_V1]: admissionV1Package,
  [AUTHENTICATION_V1]: authenticationV1Package,
  [ADMISSION]: admissionPackage,
  [WEBHOOK]: webhookPackage,
  // only until the standard library has crypto/tls (its registry is consulted first)
  [TLS]: tlsPackage,
};
