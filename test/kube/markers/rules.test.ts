// controller-gen's rules one by one: where a marker counts (collect.go), how arguments parse
// (parse.go), which Go types become which schema (schema.go, known_types.go), how RBAC rules merge
// (rbac/parser.go), plurals (flect), webhook marker checks — and the diagnostics for bad input.
import { describe, expect, it } from 'vitest';
import { generateManifests, pluralize } from '../../../src/kube/markers/index.ts';

const goMod = { name: 'go.mod', src: 'module example.com/op\n\ngo 1.26.0\n' };

function api(types: string, extra = '') {
  return generateManifests([
    goMod,
    {
      name: 'api/v1/types.go',
      src: `// +groupName=ex.example.com
${extra}package v1

import (
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/api/resource"
	"k8s.io/apimachinery/pkg/util/intstr"
)

var _ = resource.Quantity{}
var _ = intstr.IntOrString{}

${types}

// +kubebuilder:object:root=true

// Thing is the thing.
type Thing struct {
	metav1.TypeMeta   \`json:",inline"\`
	metav1.ObjectMeta \`json:"metadata,omitempty"\`
	Spec ThingSpec \`json:"spec,omitempty"\`
}
`,
    },
  ]);
}

function spec(m: ReturnType<typeof api>): any {
  return (m.crds[0]?.spec as any)?.versions[0].schema.openAPIV3Schema.properties.spec;
}

function rbac(src: string) {
  return generateManifests([
    goMod,
    { name: 'internal/controller/c.go', src: `package controller\n\n${src}` },
  ]);
}

describe('schema from Go types', () => {
  const m = api(`type Embedded struct {
	// Shared is inlined into the parent.
	Shared string \`json:"shared"\`
}

type ThingSpec struct {
	Embedded \`json:",inline"\`
	Size resource.Quantity \`json:"size,omitempty"\`
	Port intstr.IntOrString \`json:"port,omitempty"\`
	Labels map[string]string \`json:"labels,omitempty"\`
	Data []byte \`json:"data,omitempty"\`
	Items []Item \`json:"items,omitempty"\`
	Started *metav1.Time \`json:"started,omitempty"\`
	Timeout metav1.Duration \`json:"timeout,omitempty"\`
	Skipped string \`json:"-"\`
	Count *int64 \`json:"count"\`
	Flag bool \`json:"flag,omitzero"\`
}

// Item is one item.
type Item struct {
	Name string \`json:"name"\`
}`);

  it('has no diagnostics', () => expect(m.diagnostics).toEqual([]));

  it('inline members merge properties and required; json:"-" is skipped; omitempty/omitzero are optional', () => {
    const s = spec(m);
    expect(Object.keys(s.properties)).toEqual([
      'count',
      'data',
      'flag',
      'items',
      'labels',
      'port',
      'shared',
      'size',
      'started',
      'timeout',
    ]);
    expect(s.required).toEqual(['count', 'shared']);
  });

  it('known types: Quantity, IntOrString, Time, Duration; []byte; maps; named structs in arrays', () => {
    const p = spec(m).properties;
    expect(p.size).toEqual({
      anyOf: [{ type: 'integer' }, { type: 'string' }],
      pattern:
        '^(\\+|-)?(([0-9]+(\\.[0-9]*)?)|(\\.[0-9]+))(([KMGTPE]i)|[numkMGTPE]|([eE](\\+|-)?(([0-9]+(\\.[0-9]*)?)|(\\.[0-9]+))))?$',
      'x-kubernetes-int-or-string': true,
    });
    expect(p.port).toEqual({
      anyOf: [{ type: 'integer' }, { type: 'string' }],
      'x-kubernetes-int-or-string': true,
    });
    expect(p.started).toEqual({ format: 'date-time', type: 'string' });
    expect(p.timeout).toEqual({ type: 'string' });
    expect(p.data).toEqual({ format: 'byte', type: 'string' });
    expect(p.labels).toEqual({ additionalProperties: { type: 'string' }, type: 'object' });
    expect(p.items).toEqual({
      items: {
        description: 'Item is one item.',
        properties: { name: { type: 'string' } },
        required: ['name'],
        type: 'object',
      },
      type: 'array',
    });
    expect(p.count).toEqual({ format: 'int64', type: 'integer' });
  });
});

describe('validation markers', () => {
  const m = api(`// +kubebuilder:validation:Enum=A;B
type Mode string

type ThingSpec struct {
	// +kubebuilder:validation:Pattern=\`^[a-z]+$\`
	// +kubebuilder:validation:MaxLength=10
	Name string \`json:"name"\`
	// +kubebuilder:validation:Minimum=0
	// +kubebuilder:validation:ExclusiveMinimum=true
	// +kubebuilder:validation:MultipleOf=2
	Even int32 \`json:"even,omitempty"\`
	// +kubebuilder:validation:MinItems=1
	// +kubebuilder:validation:MaxItems=3
	// +kubebuilder:validation:UniqueItems=true
	// +kubebuilder:validation:items:MinLength=2
	Tags []string \`json:"tags,omitempty"\`
	// +kubebuilder:default={"a":"b"}
	// +optional
	Extra map[string]string \`json:"extra"\`
	// +kubebuilder:validation:XValidation:rule="self.size() > 0",message="must not be empty"
	// +kubebuilder:validation:Required
	Mode Mode \`json:"mode,omitempty"\`
	// +kubebuilder:validation:Format=email
	// +nullable
	Email *string \`json:"email,omitempty"\`
	// +default=5
	Retries int \`json:"retries,omitempty"\`
}`);

  it('become schema keywords', () => {
    expect(m.diagnostics).toEqual([]);
    const p = spec(m).properties;
    expect(p.name).toEqual({ maxLength: 10, pattern: '^[a-z]+$', type: 'string' });
    expect(p.even).toEqual({
      exclusiveMinimum: true,
      format: 'int32',
      minimum: 0,
      multipleOf: 2,
      type: 'integer',
    });
    expect(p.tags).toEqual({
      items: { minLength: 2, type: 'string' },
      maxItems: 3,
      minItems: 1,
      type: 'array',
      uniqueItems: true,
    });
    expect(p.extra).toEqual({
      additionalProperties: { type: 'string' },
      default: { a: 'b' },
      type: 'object',
    });
    expect(p.mode).toEqual({
      enum: ['A', 'B'],
      type: 'string',
      'x-kubernetes-validations': [{ message: 'must not be empty', rule: 'self.size() > 0' }],
    });
    expect(p.email).toEqual({ format: 'email', nullable: true, type: 'string' });
    expect(p.retries).toEqual({ default: 5, type: 'integer' });
    expect(spec(m).required).toEqual(['mode', 'name']);
  });

  it('a package-level +kubebuilder:validation:Optional makes fields optional by default', () => {
    const o = api(
      'type ThingSpec struct {\n\tName string `json:"name"`\n}',
      '// +kubebuilder:validation:Optional\n',
    );
    expect(spec(o).required).toBeUndefined();
  });
});

describe('json tags read as reflect.StructTag.Lookup reads them', () => {
  it('Go escapes in the value and in an interpreted tag literal; only spaces separate pairs', () => {
    const m = api(`type ThingSpec struct {
	Name string \`json:"n\\x61me"\`
	Size string "json:\\"si\\\\u007ae,omitempty\\""
	Tabbed string \`a:"1"	json:"tabbed"\`
}`);
    expect(Object.keys(spec(m).properties)).toEqual(['name', 'size']);
    expect(spec(m).required).toEqual(['name']);
    expect(m.diagnostics.map((d) => `${d.line}: ${d.msg}`)).toEqual([
      '16: encountered struct field "Tabbed" without JSON tag in type "ThingSpec"',
    ]);
  });
});

describe('controller-gen diagnostics', () => {
  it('markers on the wrong type, floats, missing json tags, interfaces', () => {
    const m = api(`type ThingSpec struct {
	// +kubebuilder:validation:Minimum=1
	Name string \`json:"name"\`
	// +kubebuilder:validation:MaxLength=3
	Count int32 \`json:"count"\`
	// +kubebuilder:validation:MaxItems=3
	One string \`json:"one"\`
	Ratio float64 \`json:"ratio"\`
	NoTag string
	Any interface{} \`json:"any"\`
	// +kubebuilder:validation:Minimum=1.5
	Whole int32 \`json:"whole"\`
}`);
    const msgs = m.diagnostics.map((d) => `${d.file}:${d.line}: ${d.msg}`);
    expect(msgs).toEqual([
      'api/v1/types.go:15: must apply minimum to a numeric value, found string',
      'api/v1/types.go:17: must apply maxlength to a textual value, found type "integer"',
      'api/v1/types.go:19: must apply maxitem to an array',
      'api/v1/types.go:20: found float, the usage of which is highly discouraged, as support for them varies across languages. Please consider serializing your float as string instead. If you are really sure you want to use them, re-run with crd:allowDangerousTypes=true',
      'api/v1/types.go:21: encountered struct field "NoTag" without JSON tag in type "ThingSpec"',
      'api/v1/types.go:22: interface type is not supported in CRD schemas; consider using an explicit type or apiextensionsv1.JSON instead',
      'api/v1/types.go:24: cannot apply non-integral minimum validation (1.5) to integer value',
    ]);
  });

  it('marker argument errors read like controller-gen`s parser', () => {
    const m = rbac(`// +kubebuilder:rbac:groups=apps,resources=deployments,verb=get

// +kubebuilder:rbac:groups=apps,resources=deployments

var x = 1
`);
    expect(m.diagnostics.map((d) => d.msg)).toEqual([
      'unknown argument "verb" (at <input>:1:39)',
      'extra arguments provided: "get" (at <input>:1:40)',
      'missing argument "verbs" (at <input>:1:40)',
      'missing argument "verbs" (at <input>:1:34)',
    ]);
    expect(m.rbac).toEqual([]);
  });
});

describe('where a marker counts', () => {
  it('rbac markers in a function godoc are not package markers (controller-tools#221); a blank line fixes it', () => {
    const m = rbac(`// +kubebuilder:rbac:groups=apps,resources=deployments,verbs=get
func A() {}

// +kubebuilder:rbac:groups=apps,resources=statefulsets,verbs=get

// B does things.
func B() {}

// +kubebuilder:rbac:groups=apps,resources=daemonsets,verbs=get
var (
	y = 1
)

// +kubebuilder:rbac:groups=apps,resources=replicasets,verbs=get
`);
    expect((m.rbac[0] as any).rules).toEqual([
      { apiGroups: ['apps'], resources: ['replicasets', 'statefulsets'], verbs: ['get'] },
    ]);
  });
});

describe('markers on types', () => {
  it('a webhook marker in a type`s godoc stays with the type, so no configuration is generated', () => {
    const marker =
      '// +kubebuilder:webhook:path=/v,mutating=false,failurePolicy=fail,sideEffects=None,groups=a,resources=b,verbs=create,versions=v1,name=v.kb.io,admissionReviewVersions=v1';
    const detached = generateManifests([
      goMod,
      { name: 'w/w.go', src: `package w\n\n${marker}\n\n// V validates.\ntype V struct{}\n` },
    ]);
    expect(detached.webhooks).toHaveLength(1);
    const attached = generateManifests([
      goMod,
      { name: 'w/w.go', src: `package w\n\n// V validates.\n${marker}\ntype V struct{}\n` },
    ]);
    expect(attached.webhooks).toEqual([]);
  });

  it('types in a parenthesised declaration get their own markers', () => {
    const m = generateManifests([
      goMod,
      {
        name: 'api/v1/t.go',
        src: `// +groupName=ex.example.com
package v1

import metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"

type (
	// Size is a small number.
	// +kubebuilder:validation:Maximum=3
	Size int32

	// Gadget is grouped.
	// +kubebuilder:resource:scope=Cluster
	Gadget struct {
		metav1.TypeMeta   \`json:",inline"\`
		metav1.ObjectMeta \`json:"metadata,omitempty"\`
		Size Size \`json:"size"\`
	}
)
`,
      },
    ]);
    expect(m.diagnostics).toEqual([]);
    const crd = m.crds[0].spec as any;
    expect(crd.scope).toBe('Cluster');
    expect(crd.versions[0].schema.openAPIV3Schema.properties.size).toEqual({
      description: 'Size is a small number.',
      format: 'int32',
      maximum: 3,
      type: 'integer',
    });
  });
});

describe('RBAC rules (role.yaml)', () => {
  it('merges resources with equal verbs, then groups with equal resources; verbs de-duplicated and sorted', () => {
    const m = rbac(`// +kubebuilder:rbac:groups=apps,resources=deployments,verbs=get;list
// +kubebuilder:rbac:groups=apps,resources=statefulsets,verbs=list;get
// +kubebuilder:rbac:groups=apps,resources=deployments,verbs=watch;get
// +kubebuilder:rbac:groups=core,resources=pods;services,verbs=get
// +kubebuilder:rbac:groups=extensions;networking.k8s.io,resources=ingresses,verbs=get
// +kubebuilder:rbac:groups=batch,resources=jobs,verbs=get;*
// +kubebuilder:rbac:urls=/metrics,verbs=get
`);
    expect(m.rbac).toEqual([
      {
        apiVersion: 'rbac.authorization.k8s.io/v1',
        kind: 'ClusterRole',
        metadata: { name: 'manager-role' },
        rules: [
          { nonResourceURLs: ['/metrics'], verbs: ['get'] },
          { apiGroups: [''], resources: ['pods', 'services'], verbs: ['get'] },
          { apiGroups: ['apps'], resources: ['deployments'], verbs: ['get', 'list', 'watch'] },
          { apiGroups: ['apps'], resources: ['statefulsets'], verbs: ['get', 'list'] },
          { apiGroups: ['batch'], resources: ['jobs'], verbs: ['*'] },
          { apiGroups: ['extensions', 'networking.k8s.io'], resources: ['ingresses'], verbs: ['get'] },
        ],
      },
    ]);
  });

  it('namespace= makes a Role in that namespace; roleName= renames; roles sorted by namespace then name', () => {
    const m = rbac(`// +kubebuilder:rbac:groups="",resources=secrets,verbs=get,namespace=team-b
// +kubebuilder:rbac:groups="",resources=configmaps,verbs=get,namespace=team-a
// +kubebuilder:rbac:groups=apps,resources=deployments,verbs=get
// +kubebuilder:rbac:groups=apps,resources=deployments,verbs=list,roleName=reader
`);
    expect(
      m.rbac.map((r) => `${r.kind} ${(r.metadata as any).namespace ?? ''}/${(r.metadata as any).name}`),
    ).toEqual([
      'ClusterRole /manager-role',
      'ClusterRole /reader',
      'Role team-a/manager-role',
      'Role team-b/manager-role',
    ]);
    expect((m.rbac[2] as any).rules).toEqual([
      { apiGroups: [''], resources: ['configmaps'], verbs: ['get'] },
    ]);
  });
});

describe('plural names (flect.Pluralize)', () => {
  it('regular, -y, -s/-x/-ch, dictionary words and CamelCase last parts', () => {
    const cases: [string, string][] = [
      ['App', 'Apps'],
      ['Memcached', 'Memcacheds'],
      ['CronJob', 'CronJobs'],
      ['Policy', 'Policies'],
      ['Gateway', 'Gateways'],
      ['Ingress', 'Ingresses'],
      ['Status', 'Statuses'],
      ['Box', 'Boxes'],
      ['Batch', 'Batches'],
      ['Index', 'Indices'],
      ['DatabaseIndex', 'DatabaseIndices'],
      ['Person', 'People'],
      ['Database', 'Databases'],
      ['Proxy', 'Proxies'],
      ['Leaf', 'Leaves'],
      ['Photo', 'Photos'],
      ['Hero', 'Heroes'],
      ['Series', 'Series'],
      ['Redis', 'Redis'],
    ];
    for (const [s, p] of cases) expect(`${s} → ${pluralize(s)}`).toBe(`${s} → ${p}`);
  });

  it('resource markers: scope, path, singular', () => {
    const m = api('type ThingSpec struct{}', '');
    expect((m.crds[0].spec as any).scope).toBe('Namespaced');
    const c = generateManifests([
      goMod,
      {
        name: 'api/v1/t.go',
        src: `// +groupName=ex.example.com
package v1

import metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"

// +kubebuilder:object:root=true
// +kubebuilder:resource:scope=Cluster,path=gizmoes,singular=gizmo,shortName=gz

// Gizmo is cluster-scoped.
type Gizmo struct {
	metav1.TypeMeta   \`json:",inline"\`
	metav1.ObjectMeta \`json:"metadata,omitempty"\`
}
`,
      },
    ]);
    expect(c.crds[0].metadata?.name).toBe('gizmoes.ex.example.com');
    expect((c.crds[0].spec as any).scope).toBe('Cluster');
    expect((c.crds[0].spec as any).names).toEqual({
      kind: 'Gizmo',
      listKind: 'GizmoList',
      plural: 'gizmoes',
      shortNames: ['gz'],
      singular: 'gizmo',
    });
  });
});

describe('webhook markers', () => {
  function hooks(marker: string) {
    return generateManifests([
      goMod,
      { name: 'internal/webhook/w.go', src: `package webhook\n\n${marker}\n\nvar x = 1\n` },
    ]);
  }
  const base =
    'mutating=false,failurePolicy=Ignore,groups=core,resources=pods,verbs=CREATE;delete,versions=v1,name=vpod.kb.io,admissionReviewVersions=v1';

  it('canonicalises failurePolicy/verbs, core → "", url instead of path, timeoutSeconds', () => {
    const m = hooks(
      `// +kubebuilder:webhook:url="https://hook.example.com/validate",sideEffects=NoneOnDryRun,timeoutSeconds=5,${base}`,
    );
    expect(m.diagnostics).toEqual([]);
    expect((m.webhooks[0] as any).webhooks[0]).toEqual({
      admissionReviewVersions: ['v1'],
      clientConfig: { url: 'https://hook.example.com/validate' },
      failurePolicy: 'Ignore',
      name: 'vpod.kb.io',
      rules: [
        { apiGroups: [''], apiVersions: ['v1'], operations: ['CREATE', 'DELETE'], resources: ['pods'] },
      ],
      sideEffects: 'NoneOnDryRun',
      timeoutSeconds: 5,
    });
  });

  it('reports controller-gen`s errors', () => {
    expect(hooks(`// +kubebuilder:webhook:path=/v,${base}`).diagnostics.map((d) => d.msg)).toEqual([
      'SideEffects is required for creating v1 {Mutating,Validating}WebhookConfiguration',
    ]);
    expect(
      hooks(`// +kubebuilder:webhook:path=/v,url=https://x/v,sideEffects=None,${base}`).diagnostics.map(
        (d) => d.msg,
      ),
    ).toEqual(['`url` or `path` markers are required and mutually exclusive']);
    expect(
      hooks(`// +kubebuilder:webhook:path=/v,sideEffects=Some,${base}`).diagnostics.map((d) => d.msg),
    ).toEqual([
      'SideEffects should not be set to `Some` or `Unknown` for v1 {Mutating,Validating}WebhookConfiguration',
    ]);
    expect(
      hooks(`// +kubebuilder:webhook:path=/v,sideEffects=None,timeoutSeconds=31,${base}`).diagnostics.map(
        (d) => d.msg,
      ),
    ).toEqual(['TimeoutSeconds must be between 1 and 30 seconds']);
  });
});

describe('several versions of a kind', () => {
  const kind = (version: string, marker: string) => ({
    name: `api/${version}/t.go`,
    src: `// +groupName=ex.example.com
package ${version}

import metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"

// +kubebuilder:object:root=true
${marker}
// +kubebuilder:printcolumn:name="Age",type=date,JSONPath=".metadata.creationTimestamp"

// Widget is versioned.
type Widget struct {
	metav1.TypeMeta   \`json:",inline"\`
	metav1.ObjectMeta \`json:"metadata,omitempty"\`
}
`,
  });

  it('one CRD, versions sorted by name, the storage version marked; printer columns imply subresources {}', () => {
    const m = generateManifests([goMod, kind('v2', ''), kind('v1', '// +kubebuilder:storageversion')]);
    expect(m.diagnostics).toEqual([]);
    expect(m.crds).toHaveLength(1);
    const versions = (m.crds[0].spec as any).versions;
    expect(versions.map((v: any) => [v.name, v.served, v.storage])).toEqual([
      ['v1', true, true],
      ['v2', true, false],
    ]);
    expect(versions[0].subresources).toEqual({});
    expect(versions[0].additionalPrinterColumns).toEqual([
      { jsonPath: '.metadata.creationTimestamp', name: 'Age', type: 'date' },
    ]);
  });

  it('without a storage version controller-gen reports it', () => {
    const m = generateManifests([goMod, kind('v2', ''), kind('v1', '')]);
    expect(m.diagnostics.map((d) => d.msg)).toEqual(['CRD for Widget.ex.example.com has no storage version']);
  });
});

describe('types from k8s.io/api in a spec', () => {
  it('ResourceRequirements: a map keyed by corev1.ResourceName of Quantity', () => {
    const m = generateManifests([
      goMod,
      {
        name: 'api/v1/t.go',
        src: `// +groupName=ex.example.com
package v1

import (
	corev1 "k8s.io/api/core/v1"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
)

// ThingSpec wants resources.
type ThingSpec struct {
	Resources corev1.ResourceRequirements \`json:"resources,omitempty"\`
	Limits map[corev1.ResourceName]string \`json:"limits,omitempty"\`
}

// Thing is the thing.
type Thing struct {
	metav1.TypeMeta   \`json:",inline"\`
	metav1.ObjectMeta \`json:"metadata,omitempty"\`
	Spec ThingSpec \`json:"spec,omitempty"\`
}
`,
      },
    ]);
    expect(m.diagnostics).toEqual([]);
    const p = spec(m).properties;
    expect(p.limits).toEqual({ additionalProperties: { type: 'string' }, type: 'object' });
    expect(p.resources.properties.limits.additionalProperties['x-kubernetes-int-or-string']).toBe(true);
  });
});
