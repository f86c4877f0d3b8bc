// A controller built on cert-manager's published API types (github.com/cert-manager/cert-manager
// v1.20.2 pkg/apis/certmanager/v1 and meta/v1), the way ingress-shim-like operators and kubebuilder's
// `create api --external-api-path` scaffolds use them: it Owns a Certificate per TLS entry of an
// annotated Ingress, and a stand-in issuer (a runnable of the same manager) marks the Certificates
// Ready, which brings the Ingress back through the Owns watch. The Certificate is stored with the
// real types' json names (issuerRef, privateKey, usages, a metav1.Duration as "2160h0m0s"); without
// cert-manager's CRDs the Owns source cannot start, as on a cluster without cert-manager.

import { describe, expect, it } from 'vitest';
import type { JsonObject, KubeObject } from '../../../src/kube/apiserver/types.ts';
import { runProject } from '../../../src/kube/run/index.ts';
import { find } from './helpers.ts';

const GO_MOD = `module example.com/tlsshim

go 1.24.0

require (
\tgithub.com/cert-manager/cert-manager v1.20.2
\tk8s.io/api v0.34.1
\tk8s.io/apimachinery v0.34.1
\tk8s.io/client-go v0.34.1
\tsigs.k8s.io/controller-runtime v0.22.3
)
`;

const CONTROLLER = `package controller

import (
	"context"
	"fmt"
	"time"

	cmapi "github.com/cert-manager/cert-manager/pkg/apis/certmanager/v1"
	cmmeta "github.com/cert-manager/cert-manager/pkg/apis/meta/v1"
	networkingv1 "k8s.io/api/networking/v1"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/runtime"
	ctrl "sigs.k8s.io/controller-runtime"
	"sigs.k8s.io/controller-runtime/pkg/client"
	"sigs.k8s.io/controller-runtime/pkg/controller/controllerutil"
	logf "sigs.k8s.io/controller-runtime/pkg/log"
)

const issuerAnnotation = "cert-manager.io/issuer"

// +kubebuilder:rbac:groups=networking.k8s.io,resources=ingresses,verbs=get;list;watch;update;patch
// +kubebuilder:rbac:groups=cert-manager.io,resources=certificates,verbs=get;list;watch;create;update;patch;delete
// +kubebuilder:rbac:groups=cert-manager.io,resources=certificates/status,verbs=get;update;patch

type IngressReconciler struct {
	client.Client
	Scheme *runtime.Scheme
}

func (r *IngressReconciler) Reconcile(ctx context.Context, req ctrl.Request) (ctrl.Result, error) {
	log := logf.FromContext(ctx)
	var ing networkingv1.Ingress
	if err := r.Get(ctx, req.NamespacedName, &ing); err != nil {
		return ctrl.Result{}, client.IgnoreNotFound(err)
	}
	issuer, ok := ing.Annotations[issuerAnnotation]
	if !ok {
		return ctrl.Result{}, nil
	}
	ready := 0
	for _, tls := range ing.Spec.TLS {
		crt := &cmapi.Certificate{ObjectMeta: metav1.ObjectMeta{Name: tls.SecretName, Namespace: ing.Namespace}}
		op, err := controllerutil.CreateOrUpdate(ctx, r.Client, crt, func() error {
			crt.Spec.SecretName = tls.SecretName
			crt.Spec.DNSNames = tls.Hosts
			crt.Spec.IssuerRef = cmmeta.IssuerReference{Name: issuer, Kind: cmapi.IssuerKind, Group: "cert-manager.io"}
			crt.Spec.Duration = &metav1.Duration{Duration: cmapi.DefaultCertificateDuration}
			crt.Spec.PrivateKey = &cmapi.CertificatePrivateKey{Algorithm: cmapi.ECDSAKeyAlgorithm, Size: 256}
			crt.Spec.Usages = append(cmapi.DefaultKeyUsages(), cmapi.UsageServerAuth)
			return controllerutil.SetControllerReference(&ing, crt, r.Scheme)
		})
		if err != nil {
			return ctrl.Result{}, err
		}
		if op != controllerutil.OperationResultNone {
			log.Info("certificate", "name", crt.Name, "operation", op)
		}
		for _, c := range crt.Status.Conditions {
			if c.Type == cmapi.CertificateConditionReady && c.Status == cmmeta.ConditionTrue {
				ready++
			}
		}
	}
	want := fmt.Sprintf("%d/%d", ready, len(ing.Spec.TLS))
	if ing.Annotations["example.com/certificates-ready"] != want {
		patch := client.MergeFrom(ing.DeepCopy())
		ing.Annotations["example.com/certificates-ready"] = want
		if err := r.Patch(ctx, &ing, patch); err != nil {
			return ctrl.Result{}, err
		}
		log.Info("ingress certificates", "ready", want)
	}
	return ctrl.Result{}, nil
}

func (r *IngressReconciler) SetupWithManager(mgr ctrl.Manager) error {
	return ctrl.NewControllerManagedBy(mgr).
		For(&networkingv1.Ingress{}).
		Owns(&cmapi.Certificate{}).
		Named("tls-shim").
		Complete(r)
}

// Issuer stands in for cert-manager: 30s after start it marks every Certificate Ready.
type Issuer struct {
	client.Client
}

func (i *Issuer) Start(ctx context.Context) error {
	select {
	case <-ctx.Done():
		return nil
	case <-time.After(30 * time.Second):
	}
	var list cmapi.CertificateList
	if err := i.List(ctx, &list); err != nil {
		return err
	}
	for k := range list.Items {
		crt := list.Items[k].DeepCopy()
		now := metav1.Now()
		crt.Status.Conditions = append(crt.Status.Conditions, cmapi.CertificateCondition{
			Type: cmapi.CertificateConditionReady, Status: cmmeta.ConditionTrue, LastTransitionTime: &now,
			Reason: "Issued", Message: "Certificate is up to date and has not expired", ObservedGeneration: crt.Generation,
		})
		crt.Status.NotAfter = &metav1.Time{Time: now.Add(crt.Spec.Duration.Duration)}
		if err := i.Status().Update(ctx, crt); err != nil {
			return err
		}
	}
	return nil
}
`;

const MAIN = `package main

import (
	"os"

	cmapi "github.com/cert-manager/cert-manager/pkg/apis/certmanager/v1"
	"k8s.io/apimachinery/pkg/runtime"
	utilruntime "k8s.io/apimachinery/pkg/util/runtime"
	clientgoscheme "k8s.io/client-go/kubernetes/scheme"
	ctrl "sigs.k8s.io/controller-runtime"
	"sigs.k8s.io/controller-runtime/pkg/log/zap"

	"example.com/tlsshim/internal/controller"
)

var scheme = runtime.NewScheme()

func init() {
	utilruntime.Must(clientgoscheme.AddToScheme(scheme))
	utilruntime.Must(cmapi.AddToScheme(scheme))
}

func main() {
	ctrl.SetLogger(zap.New(zap.UseDevMode(true)))
	log := ctrl.Log.WithName("setup")
	mgr, err := ctrl.NewManager(ctrl.GetConfigOrDie(), ctrl.Options{Scheme: scheme})
	if err != nil {
		log.Error(err, "unable to start manager")
		os.Exit(1)
	}
	log.Info("types", "certificate", cmapi.SchemeGroupVersion.WithKind(cmapi.CertificateKind).String())
	if err := (&controller.IngressReconciler{Client: mgr.GetClient(), Scheme: mgr.GetScheme()}).SetupWithManager(mgr); err != nil {
		log.Error(err, "unable to create controller")
		os.Exit(1)
	}
	if err := mgr.Add(&controller.Issuer{Client: mgr.GetClient()}); err != nil {
		os.Exit(1)
	}
	if err := mgr.Start(ctrl.SetupSignalHandler()); err != nil {
		log.Error(err, "problem running manager")
		os.Exit(1)
	}
}
`;

const files = [
  { name: 'go.mod', src: GO_MOD },
  { name: 'cmd/main.go', src: MAIN },
  { name: 'internal/controller/ingress_controller.go', src: CONTROLLER },
];

/** cert-manager's CRD for a kind: its names and scope, the schema reduced to what a test needs. */
function crd(kind: string, plural: string, scope: 'Namespaced' | 'Cluster'): KubeObject {
  const open = { type: 'object', 'x-kubernetes-preserve-unknown-fields': true };
  return {
    apiVersion: 'apiextensions.k8s.io/v1',
    kind: 'CustomResourceDefinition',
    metadata: { name: `${plural}.cert-manager.io` },
    spec: {
      group: 'cert-manager.io',
      names: {
        kind,
        listKind: `${kind}List`,
        plural,
        singular: kind.toLowerCase(),
        categories: ['cert-manager'],
      },
      scope,
      versions: [
        {
          name: 'v1',
          served: true,
          storage: true,
          subresources: { status: {} },
          schema: {
            openAPIV3Schema: {
              type: 'object',
              required: ['spec'],
              properties: {
                apiVersion: { type: 'string' },
                kind: { type: 'string' },
                metadata: { type: 'object' },
                spec: open,
                status: open,
              },
            },
          },
        },
      ],
    },
  };
}

const CRDS = [crd('Certificate', 'certificates', 'Namespaced'), crd('Issuer', 'issuers', 'Namespaced')];

const INGRESS: KubeObject = {
  apiVersion: 'networking.k8s.io/v1',
  kind: 'Ingress',
  metadata: { name: 'shop', namespace: 'default', annotations: { 'cert-manager.io/issuer': 'letsencrypt' } },
  spec: {
    rules: [{ host: 'shop.example.com' }],
    tls: [
      { hosts: ['shop.example.com', 'www.shop.example.com'], secretName: 'shop-tls' },
      { hosts: ['api.shop.example.com'], secretName: 'api-tls' },
    ],
  },
};

describe("cert-manager's API types (v1.20.2) in an operator that Owns Certificates", () => {
  it('creates owned Certificates with the real json names and is woken by their status', () => {
    const r = runProject({ files, objects: [...CRDS, INGRESS], virtualTimeLimitMs: 120_000 });
    expect(r.stderr).toBe('');
    expect(r.exitCode).toBe(0);
    expect(r.logs.find((l) => l.msg === 'types')?.fields).toEqual([
      ['certificate', 'cert-manager.io/v1, Kind=Certificate'],
    ]);
    const ing = find(r, 'Ingress', 'default', 'shop')!;
    const crt = find(r, 'Certificate', 'default', 'shop-tls')!;
    expect(crt.spec).toEqual({
      secretName: 'shop-tls',
      dnsNames: ['shop.example.com', 'www.shop.example.com'],
      issuerRef: { name: 'letsencrypt', kind: 'Issuer', group: 'cert-manager.io' },
      duration: '2160h0m0s',
      privateKey: { algorithm: 'ECDSA', size: 256 },
      usages: ['digital signature', 'key encipherment', 'server auth'],
    });
    expect((crt.metadata as JsonObject).ownerReferences).toEqual([
      expect.objectContaining({ kind: 'Ingress', name: 'shop', controller: true, blockOwnerDeletion: true }),
    ]);
    const status = crt.status as JsonObject;
    expect(status.notAfter).toBe('2026-04-01T00:00:30Z');
    expect(status.conditions).toEqual([
      {
        type: 'Ready',
        status: 'True',
        lastTransitionTime: '2026-01-01T00:00:30Z',
        reason: 'Issued',
        message: 'Certificate is up to date and has not expired',
        observedGeneration: 1,
      },
    ]);
    expect(find(r, 'Certificate', 'default', 'api-tls')).toBeDefined();
    // 0/2 at first; the status updates come back through Owns and the Ingress says 2/2.
    expect((ing.metadata as JsonObject).annotations).toEqual(
      expect.objectContaining({ 'example.com/certificates-ready': '2/2' }),
    );
    const patches = r.trace.filter(
      (e) => e.kind === 'api' && e.verb === 'patch' && e.resource === 'ingresses',
    );
    expect(patches.length).toBe(2);
  }, 120_000);

  it('without cert-manager installed, the Owns source has no kind to watch', () => {
    const r = runProject({ files, objects: [INGRESS], virtualTimeLimitMs: 300_000 });
    const text = r.logs.map((l) => `${l.msg}: ${l.error ?? ''}`).join('\n');
    expect(text).toContain(
      'if kind is a CRD, it should be installed before calling Start: no matches for kind "Certificate" in version "cert-manager.io/v1"',
    );
    expect(r.exitCode).toBe(1);
    expect(r.objects.some((o) => o.kind === 'Certificate')).toBe(false);
  }, 120_000);
});
