// An operator that reconciles a kind from an external API module, as kubebuilder's testdata
// project-v4 does with cert-manager's Certificate (`kubebuilder create api --external-api-path`):
// the types come from the module cache (GOMODCACHE), their register file declares
// metav1.GroupVersion (as gateway-api's does) and their pod template embeds core/v1's Affinity,
// SELinuxOptions, Sysctl and PodFSGroupChangePolicy (as cert-manager's ACME solver does). The
// external CRD is installed from an objects file, or missing, or installed late, as on a cluster.
// The reconciler splits an annotation with Go 1.24's strings.SplitSeq (project-v4-with-plugins'
// cmd/main.go splits WATCH_NAMESPACE with it).

import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { memoryFS } from '../../../src/go/build/mod/fs.ts';
import type { JsonObject, KubeObject } from '../../../src/kube/apiserver/types.ts';
import { type RunProjectResult, runProject } from '../../../src/kube/run/index.ts';
import { applyObject } from '../../../src/kube/run/setup.ts';
import { formatLog } from '../../../src/kube/runtime/log.ts';
import { find, loadProject } from './helpers.ts';

const SCAFFOLDS = join(import.meta.dirname, 'scaffolds');
const MODCACHE = join(SCAFFOLDS, 'modcache');
const CERTS = 'example.com/certs';

function cacheFiles(): { name: string; src: string }[] {
  const root = join(MODCACHE, `${CERTS}@v1.2.0`);
  const out: { name: string; src: string }[] = [];
  const walk = (d: string) => {
    for (const e of readdirSync(d)) {
      const p = join(d, e);
      if (statSync(p).isDirectory()) walk(p);
      else out.push({ name: relative(MODCACHE, p).split('\\').join('/'), src: readFileSync(p, 'utf8') });
    }
  };
  walk(root);
  return out;
}

const controllerSrc = `package controller

import (
	"context"
	"strings"

	"k8s.io/apimachinery/pkg/api/meta"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	ctrl "sigs.k8s.io/controller-runtime"
	"sigs.k8s.io/controller-runtime/pkg/client"
	logf "sigs.k8s.io/controller-runtime/pkg/log"

	certsv1 "${CERTS}/apis/v1"
)

// +kubebuilder:rbac:groups=certs.example.com,resources=certificates,verbs=get;list;watch
// +kubebuilder:rbac:groups=certs.example.com,resources=certificates/status,verbs=get;update;patch

type CertificateReconciler struct {
	client.Client
}

func (r *CertificateReconciler) Reconcile(ctx context.Context, req ctrl.Request) (ctrl.Result, error) {
	log := logf.FromContext(ctx)
	var cert certsv1.Certificate
	if err := r.Get(ctx, req.NamespacedName, &cert); err != nil {
		return ctrl.Result{}, client.IgnoreNotFound(err)
	}
	names := append([]string{}, cert.Spec.DNSNames...)
	for n := range strings.SplitSeq(cert.Annotations["certs.example.com/extra-names"], ",") {
		names = append(names, strings.TrimSpace(n))
	}
	zone := ""
	if s := cert.Spec.Solver; s != nil && s.Affinity != nil && s.Affinity.NodeAffinity != nil {
		terms := s.Affinity.NodeAffinity.RequiredDuringSchedulingIgnoredDuringExecution.NodeSelectorTerms
		zone = terms[0].MatchExpressions[0].Values[0]
	}
	log.Info("issuing", "group", certsv1.GroupVersion.String(), "names", names, "zone", zone)
	meta.SetStatusCondition(&cert.Status.Conditions, metav1.Condition{
		Type: "Ready", Status: metav1.ConditionTrue, Reason: "Issued",
		Message: strings.Join(names, " ") + " in " + zone,
	})
	return ctrl.Result{}, r.Status().Update(ctx, &cert)
}

func (r *CertificateReconciler) SetupWithManager(mgr ctrl.Manager) error {
	return ctrl.NewControllerManagedBy(mgr).For(&certsv1.Certificate{}).Named("certificate").Complete(r)
}
`;

function files(): { name: string; src: string }[] {
  return [
    ...loadProject(join(SCAFFOLDS, 'memcached-v24')).map((f) => {
      if (f.name === 'go.mod')
        return { name: f.name, src: f.src.replace('require (', `require (\n\t${CERTS} v1.2.0`) };
      if (f.name === 'cmd/main.go')
        return {
          name: f.name,
          src: f.src
            .replace('import (', `import (\n\tcertsv1 "${CERTS}/apis/v1"`)
            .replace(
              'utilruntime.Must(cachev1alpha1.AddToScheme(scheme))',
              'utilruntime.Must(cachev1alpha1.AddToScheme(scheme))\n\tutilruntime.Must(certsv1.AddToScheme(scheme))',
            )
            .replace(
              '// +kubebuilder:scaffold:builder',
              'if err := (&controller.CertificateReconciler{Client: mgr.GetClient()}).SetupWithManager(mgr); err != nil {\n\t\tos.Exit(1)\n\t}\n\t// +kubebuilder:scaffold:builder',
            ),
        };
      return f;
    }),
    { name: 'internal/controller/certificate_controller.go', src: controllerSrc },
    {
      name: 'go.sum',
      src: `${CERTS} v1.2.0 h1:Jm2T0rYb0q1J3mAPq8oVqJ8O2mB3U0C7b2dJtJm0jLk=\n${CERTS} v1.2.0/go.mod h1:Jm2T0rYb0q1J3mAPq8oVqJ8O2mB3U0C7b2dJtJm0jLk=\n`,
    },
  ];
}

const crd: KubeObject = {
  apiVersion: 'apiextensions.k8s.io/v1',
  kind: 'CustomResourceDefinition',
  metadata: { name: 'certificates.certs.example.com' },
  spec: {
    group: 'certs.example.com',
    names: {
      kind: 'Certificate',
      listKind: 'CertificateList',
      plural: 'certificates',
      singular: 'certificate',
    },
    scope: 'Namespaced',
    versions: [
      {
        name: 'v1',
        served: true,
        storage: true,
        subresources: { status: {} },
        schema: {
          openAPIV3Schema: {
            type: 'object',
            properties: {
              spec: { type: 'object', 'x-kubernetes-preserve-unknown-fields': true },
              status: { type: 'object', 'x-kubernetes-preserve-unknown-fields': true },
            },
          },
        },
      },
    ],
  },
};

const cert: KubeObject = {
  apiVersion: 'certs.example.com/v1',
  kind: 'Certificate',
  metadata: {
    name: 'web',
    namespace: 'default',
    annotations: { 'certs.example.com/extra-names': 'a.example.com, b.example.com' },
  },
  spec: {
    secretName: 'web-tls',
    dnsNames: ['web.example.com'],
    solver: {
      affinity: {
        nodeAffinity: {
          requiredDuringSchedulingIgnoredDuringExecution: {
            nodeSelectorTerms: [
              {
                matchExpressions: [{ key: 'topology.kubernetes.io/zone', operator: 'In', values: ['eu-1a'] }],
              },
            ],
          },
        },
      },
      seLinuxOptions: { level: 's0:c123,c456' },
      sysctls: [{ name: 'net.core.somaxconn', value: '1024' }],
      fsGroupChangePolicy: 'OnRootMismatch',
    },
  },
};

/** The log lines as `oplab run` prints them. */
const lines = (r: RunProjectResult): string[] => r.logs.map((l) => formatLog(r.env.logs, l));

const modules = () => ({
  env: { GOMODCACHE: '/home/gopher/go/pkg/mod' },
  fs: memoryFS(cacheFiles(), '/home/gopher/go/pkg/mod'),
});

const NOT_INSTALLED =
  'ERROR\tcontroller-runtime.source.Kind\tif kind is a CRD, it should be installed before calling Start\t{"kind": "Certificate.certs.example.com", "error": "no matches for kind \\"Certificate\\" in version \\"certs.example.com/v1\\""}';

describe('a controller for a kind from an external API module in the module cache', () => {
  it('reconciles the external kind when its CRD comes in an objects file (installed before the manager)', () => {
    const r = runProject({
      files: files(),
      objects: [crd, cert],
      objectsAfterManager: true,
      modules: modules(),
    });
    // --leader-elect: client-go v0.36's leader elector takes the Lease before the controllers start
    expect(r.stderr).toBe(
      [
        'I0101 00:00:00.000000       1 leaderelection.go:258] "Attempting to acquire leader lease..." lock="guestbook-system/5e1a9c2f.guestbook.dev"',
        'I0101 00:00:00.000000       1 leaderelection.go:272] "Successfully acquired lease" lock="guestbook-system/5e1a9c2f.guestbook.dev"',
        '',
      ].join('\n'),
    );
    expect(r.exitCode).toBe(0);
    expect(lines(r).join('\n')).not.toContain('should be installed');
    const got = find(r, 'Certificate', 'default', 'web');
    expect((got?.status as JsonObject | undefined)?.conditions).toMatchObject([
      {
        type: 'Ready',
        status: 'True',
        reason: 'Issued',
        message: 'web.example.com a.example.com b.example.com in eu-1a',
      },
    ]);
    const issuing = lines(r).find((l) => l.includes('\tissuing\t'));
    expect(issuing).toContain('"group": "certs.example.com/v1"');
  });

  it('without the CRD, logs the Kind source error every 10s and fails the manager at the cache sync timeout', () => {
    const r = runProject({ files: files(), objects: [], modules: modules() });
    const errs = lines(r).filter((l) => l.includes('should be installed'));
    expect(errs[0]).toBe(`2026-01-01T00:00:00Z\t${NOT_INSTALLED}`);
    expect(errs.at(-1)).toBe(`2026-01-01T00:01:50Z\t${NOT_INSTALLED}`);
    expect(errs).toHaveLength(12);
    // zap's development stack follows the ERROR line (zap-stacktrace.test.ts).
    const failed = lines(r)
      .find((l) => l.includes('\tFailed to run manager\t'))!
      .split('\n');
    expect(failed[0]).toBe(
      '2026-01-01T00:02:00Z\tERROR\tsetup\tFailed to run manager\t{"error": "failed to wait for certificate caches to sync kind source: *v1.Certificate: timed out waiting for cache to be synced for kind source: *v1.Certificate"}',
    );
    expect(failed.slice(1, 2)).toEqual(['main.main']);
    expect(failed[2]).toMatch(/^\t\/home\/gopher\/app\/cmd\/main\.go:\d+$/);
    expect(r.exitCode).toBe(1);
  });

  it('picks the kind up at the next 10s poll when the CRD is installed after the manager started', () => {
    const r = runProject({
      files: files(),
      objects: [],
      modules: modules(),
      observe: (env) => {
        env.clock.after(15_000, () => {
          applyObject(env.server, crd, 'cert-manager.yaml');
          applyObject(env.server, cert, 'cert.yaml');
        });
      },
    });
    expect(r.exitCode).toBe(0);
    expect(
      lines(r)
        .filter((l) => l.includes('should be installed'))
        .map((l) => l.slice(0, 20)),
    ).toEqual(['2026-01-01T00:00:00Z', '2026-01-01T00:00:10Z']);
    expect(lines(r).some((l) => l.startsWith('2026-01-01T00:00:20Z\tINFO\tissuing\t'))).toBe(true);
    expect(find(r, 'Certificate', 'default', 'web')?.status).toBeDefined();
  });
});
