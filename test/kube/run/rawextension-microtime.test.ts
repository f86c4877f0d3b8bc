// runtime.RawExtension and metav1.MicroTime in a CRD, as operators declare free-form configuration
// (`+kubebuilder:pruning:PreserveUnknownFields`) and microsecond timestamps (issue 20/21): the
// reconciler reads spec.config's raw JSON, writes status with a MicroTime and a RawExtension, and
// the API server stores what their MarshalJSON methods write. Behaviour read from apimachinery
// v0.36.0 pkg/runtime/extension.go (raw bytes kept as they are, `null` left unset, Object marshalled
// when Raw is nil) and pkg/apis/meta/v1/micro_time.go (RFC3339Micro in UTC, null when zero).

import { describe, expect, it } from 'vitest';
import { runProject } from '../../../src/kube/run/index.ts';
import { runMain } from '../gopkg/helpers.ts';
import { find } from './helpers.ts';

const gomod = `module example.com/plugins

go 1.26.0

require (
	k8s.io/api v0.36.0
	k8s.io/apimachinery v0.36.0
	k8s.io/client-go v0.36.0
	sigs.k8s.io/controller-runtime v0.24.1
)
`;

const groupversion = `// Package v1 contains API Schema definitions for the ext v1 API group.
// +kubebuilder:object:generate=true
// +groupName=ext.example.com
package v1

import (
	"k8s.io/apimachinery/pkg/runtime/schema"
	"sigs.k8s.io/controller-runtime/pkg/scheme"
)

var (
	GroupVersion  = schema.GroupVersion{Group: "ext.example.com", Version: "v1"}
	SchemeBuilder = &scheme.Builder{GroupVersion: GroupVersion}
	AddToScheme   = SchemeBuilder.AddToScheme
)
`;

const types = `package v1

import (
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/runtime"
)

// PluginSpec carries the plugin's own configuration, whatever its shape.
type PluginSpec struct {
	// +kubebuilder:pruning:PreserveUnknownFields
	// +optional
	Config runtime.RawExtension \`json:"config,omitempty"\`
}

// PluginStatus records what the operator saw.
type PluginStatus struct {
	// +optional
	LastSeen metav1.MicroTime \`json:"lastSeen,omitempty"\`
	// +optional
	Keys []string \`json:"keys,omitempty"\`
	// +kubebuilder:pruning:PreserveUnknownFields
	// +optional
	Applied *runtime.RawExtension \`json:"applied,omitempty"\`
}

// +kubebuilder:object:root=true
// +kubebuilder:subresource:status

type Plugin struct {
	metav1.TypeMeta   \`json:",inline"\`
	metav1.ObjectMeta \`json:"metadata,omitempty"\`

	Spec   PluginSpec   \`json:"spec,omitempty"\`
	Status PluginStatus \`json:"status,omitempty"\`
}

// +kubebuilder:object:root=true

type PluginList struct {
	metav1.TypeMeta \`json:",inline"\`
	metav1.ListMeta \`json:"metadata,omitempty"\`
	Items           []Plugin \`json:"items"\`
}

func init() {
	SchemeBuilder.Register(&Plugin{}, &PluginList{})
}
`;

const main = `package main

import (
	"context"
	"encoding/json"
	"os"
	"sort"

	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/runtime"
	utilruntime "k8s.io/apimachinery/pkg/util/runtime"
	clientgoscheme "k8s.io/client-go/kubernetes/scheme"
	ctrl "sigs.k8s.io/controller-runtime"
	"sigs.k8s.io/controller-runtime/pkg/client"
	logf "sigs.k8s.io/controller-runtime/pkg/log"
	"sigs.k8s.io/controller-runtime/pkg/log/zap"

	extv1 "example.com/plugins/api/v1"
)

var scheme = runtime.NewScheme()

func init() {
	utilruntime.Must(clientgoscheme.AddToScheme(scheme))
	utilruntime.Must(extv1.AddToScheme(scheme))
}

type PluginReconciler struct {
	client.Client
}

// +kubebuilder:rbac:groups=ext.example.com,resources=plugins,verbs=get;list;watch
// +kubebuilder:rbac:groups=ext.example.com,resources=plugins/status,verbs=get;update;patch

func (r *PluginReconciler) Reconcile(ctx context.Context, req ctrl.Request) (ctrl.Result, error) {
	var p extv1.Plugin
	if err := r.Get(ctx, req.NamespacedName, &p); err != nil {
		return ctrl.Result{}, client.IgnoreNotFound(err)
	}
	if !p.Status.LastSeen.IsZero() {
		return ctrl.Result{}, nil
	}
	config := map[string]interface{}{}
	if err := json.Unmarshal(p.Spec.Config.Raw, &config); err != nil {
		return ctrl.Result{}, err
	}
	keys := []string{}
	for k := range config {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	logf.FromContext(ctx).Info("config", "raw", string(p.Spec.Config.Raw))
	p.Status.Keys = keys
	p.Status.LastSeen = metav1.NowMicro()
	p.Status.Applied = &runtime.RawExtension{Object: &metav1.Status{Status: "Success", Code: 200}}
	return ctrl.Result{}, r.Status().Update(ctx, &p)
}

func main() {
	ctrl.SetLogger(zap.New(zap.UseDevMode(true)))
	mgr, err := ctrl.NewManager(ctrl.GetConfigOrDie(), ctrl.Options{Scheme: scheme})
	if err != nil {
		os.Exit(1)
	}
	if err := ctrl.NewControllerManagedBy(mgr).For(&extv1.Plugin{}).Complete(&PluginReconciler{Client: mgr.GetClient()}); err != nil {
		os.Exit(1)
	}
	if err := mgr.Start(ctrl.SetupSignalHandler()); err != nil {
		os.Exit(1)
	}
}
`;

describe('a CRD with a RawExtension spec and a MicroTime status', () => {
  const r = runProject({
    files: [
      { name: 'go.mod', src: gomod },
      { name: 'api/v1/groupversion_info.go', src: groupversion },
      { name: 'api/v1/plugin_types.go', src: types },
      { name: 'cmd/main.go', src: main },
    ],
    objects: [
      {
        apiVersion: 'ext.example.com/v1',
        kind: 'Plugin',
        metadata: { name: 'cache', namespace: 'default' },
        spec: { config: { size: 3, tier: { name: 'gold' }, enabled: true } },
      },
    ],
    virtualTimeLimitMs: 5_000,
  });

  it('reads the raw JSON and stores the status its MarshalJSON methods write', () => {
    expect(r.diagnostics).toEqual([]);
    expect(r.stderr).toBe('');
    const p = find(r, 'Plugin', 'default', 'cache');
    expect(p?.spec).toEqual({ config: { size: 3, tier: { name: 'gold' }, enabled: true } });
    const status = p?.status as { lastSeen?: string; keys?: string[]; applied?: unknown };
    expect(status.keys).toEqual(['enabled', 'size', 'tier']);
    // RFC3339Micro, UTC: six fractional digits always
    expect(status.lastSeen).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{6}Z$/);
    // Raw nil: json.Marshal(Object) (its TypeMeta is empty, so no kind)
    expect(status.applied).toEqual({ metadata: {}, status: 'Success', code: 200 });
  });

  it('the CRD schema preserves unknown fields under config', () => {
    const crd = r.manifests.crds[0] as {
      spec: { versions: { schema: { openAPIV3Schema: { properties: Record<string, any> } } }[] };
    };
    const spec = crd.spec.versions[0].schema.openAPIV3Schema.properties.spec;
    expect(spec.properties.config).toEqual({ type: 'object', 'x-kubernetes-preserve-unknown-fields': true });
  });
});

describe('RawExtension and MicroTime JSON as the real packages write it', () => {
  const r = runMain(`package main

import (
	"encoding/json"
	"fmt"
	"time"

	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/runtime"
)

type holder struct {
	Ext  runtime.RawExtension  \`json:"ext"\`
	Opt  *runtime.RawExtension \`json:"opt,omitempty"\`
	When metav1.MicroTime      \`json:"when"\`
}

func main() {
	var h holder
	err := json.Unmarshal([]byte(\`{"ext": {"b": [1, 2], "a": "x"}, "opt": null, "when": "2024-03-01T10:20:30.123456Z"}\`), &h)
	fmt.Println(err, string(h.Ext.Raw), h.Opt == nil, h.When.UTC().Format(time.RFC3339Nano))
	out, err := json.Marshal(h)
	fmt.Println(string(out), err)
	out, err = json.Marshal(holder{})
	fmt.Println(string(out), err)
	out, err = json.Marshal(runtime.RawExtension{Raw: []byte("\\x01")})
	fmt.Println(string(out), err)
	t := metav1.NewMicroTime(time.Date(2024, 3, 1, 10, 20, 30, 5000, time.UTC))
	b, _ := t.MarshalJSON()
	q, _ := t.MarshalQueryParameter()
	fmt.Println(string(b), q)
	var bad metav1.MicroTime
	fmt.Println(bad.UnmarshalJSON([]byte(\`"2024-03-01T10:20:30Z"\`)))
	c := h.Ext.DeepCopy()
	c.Raw[0] = '['
	fmt.Println(string(h.Ext.Raw[:1]), t.Equal(&t), t.EqualTime(&metav1.Time{Time: t.Time}))
}
`);

  it('prints', () => {
    expect(r.stderr).toBe('');
    expect(r.stdout).toBe(
      [
        '<nil> {"b": [1, 2], "a": "x"} true 2024-03-01T10:20:30.123456Z',
        '{"ext":{"b":[1,2],"a":"x"},"when":"2024-03-01T10:20:30.123456Z"} <nil>',
        '{"ext":null,"when":null} <nil>',
        ' json: error calling MarshalJSON for type runtime.RawExtension: cannot convert RawExtension with unrecognized content type to unstructured',
        '"2024-03-01T10:20:30.000005Z" 2024-03-01T10:20:30.000005Z',
        'parsing time "2024-03-01T10:20:30Z" as "2006-01-02T15:04:05.000000Z07:00": cannot parse "Z" as ".000000"',
        '{ true true',
        '',
      ].join('\n'),
    );
  });
});
