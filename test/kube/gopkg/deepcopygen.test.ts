// The controller-gen stand-in: a learner's kubebuilder-style API package gets the deepcopy methods
// `make generate` would write, so its root types are runtime.Objects and DeepCopy really copies.

import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runGo } from '../../../src/go/index.ts';
import { GENERATED_DEEPCOPY_FILE, generateDeepCopy } from '../../../src/kube/gopkg/deepcopygen.ts';
import { checkFiles, phases } from './helpers.ts';

const groupVersion = `// Package v1 contains API Schema definitions for the lab v1 API group.
// +kubebuilder:object:generate=true
// +groupName=lab.example.com
package v1

import (
	"k8s.io/apimachinery/pkg/runtime/schema"
	"sigs.k8s.io/controller-runtime/pkg/scheme"
)

var (
	GroupVersion  = schema.GroupVersion{Group: "lab.example.com", Version: "v1"}
	SchemeBuilder = &scheme.Builder{GroupVersion: GroupVersion}
	AddToScheme   = SchemeBuilder.AddToScheme
)
`;

const types = `package v1

import metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"

type WidgetSpec struct {
	Size  *int32            \`json:"size,omitempty"\`
	Tags  []string          \`json:"tags,omitempty"\`
	Extra map[string]string \`json:"extra,omitempty"\`
}

type WidgetStatus struct {
	Conditions []metav1.Condition \`json:"conditions,omitempty"\`
}

// +kubebuilder:object:root=true
// +kubebuilder:subresource:status

// Widget is the Schema for the widgets API.
type Widget struct {
	metav1.TypeMeta   \`json:",inline"\`
	metav1.ObjectMeta \`json:"metadata,omitempty"\`

	Spec   WidgetSpec   \`json:"spec,omitempty"\`
	Status WidgetStatus \`json:"status,omitempty"\`
}

// +kubebuilder:object:root=true

// WidgetList contains a list of Widget.
type WidgetList struct {
	metav1.TypeMeta \`json:",inline"\`
	metav1.ListMeta \`json:"metadata,omitempty"\`
	Items           []Widget \`json:"items"\`
}

func init() {
	SchemeBuilder.Register(&Widget{}, &WidgetList{})
}
`;

const main = `package main

import (
	"fmt"

	"k8s.io/apimachinery/pkg/runtime"
	labv1 "example.com/lab/api/v1"
)

func main() {
	s := runtime.NewScheme()
	if err := labv1.AddToScheme(s); err != nil {
		panic(err)
	}
	fmt.Println(s.AllKnownTypes())
	size := int32(1)
	w := &labv1.Widget{Spec: labv1.WidgetSpec{Size: &size, Tags: []string{"a"}, Extra: map[string]string{"k": "v"}}}
	w.Name = "w"
	c := w.DeepCopy()
	*c.Spec.Size = 2
	c.Spec.Tags[0] = "b"
	c.Spec.Extra["k"] = "w"
	fmt.Println(*w.Spec.Size, w.Spec.Tags[0], w.Spec.Extra["k"], *c.Spec.Size, c.Spec.Tags[0], c.Spec.Extra["k"], c.Name)
	var o runtime.Object = w
	_, isList := o.DeepCopyObject().(*labv1.WidgetList)
	fmt.Println(isList)
}
`;

const api = [
  { name: 'api/v1/groupversion_info.go', src: groupVersion },
  { name: 'api/v1/widget_types.go', src: types },
];

describe('generated deepcopy for learner API packages', () => {
  it('covers every exported struct and adds DeepCopyObject to root types only', () => {
    const g = generateDeepCopy(api)!;
    expect(g.name).toBe(`api/v1/${GENERATED_DEEPCOPY_FILE}`);
    for (const t of ['WidgetSpec', 'WidgetStatus', 'Widget', 'WidgetList'])
      expect(g.src).toContain(`func (in *${t}) DeepCopyInto(out *${t}) {`);
    expect(g.src.match(/DeepCopyObject\(\) runtime\.Object/g)?.length).toBe(2);
    expect(g.src).toContain('func (in *Widget) DeepCopyObject() runtime.Object {');
    expect(g.src).not.toContain('func (in *WidgetSpec) DeepCopyObject');
  });

  it('generates nothing without the package marker or when the methods exist', () => {
    expect(generateDeepCopy([{ name: 'api/v1/widget_types.go', src: types }])).toBeUndefined();
    const handWritten = `package v1\n\nfunc (in *WidgetSpec) DeepCopyInto(out *WidgetSpec) { *out = *in }\n`;
    const g = generateDeepCopy([...api, { name: 'api/v1/zz.go', src: handWritten }])!;
    expect(g.src).not.toContain('func (in *WidgetSpec)');
    expect(g.src).toContain('func (in *Widget) DeepCopyInto');
  });

  it('makes the root types runtime.Objects, which they are not without it', () => {
    const files = [
      { name: 'go.mod', src: 'module example.com/lab\n\ngo 1.26\n' },
      ...api,
      { name: 'main.go', src: main },
    ];
    const without = checkFiles(files, '.');
    expect(without.ok ? '' : without.stderr).toContain(
      '*Widget does not implement runtime.Object (missing method DeepCopyObject)',
    );
    const r = runGo({ files: [...files, generateDeepCopy(api)!], phases });
    expect(r.stderr).toBe('');
    expect(r.stdout).toBe(
      'map[lab.example.com/v1, Kind=Widget:v1.Widget lab.example.com/v1, Kind=WidgetList:v1.WidgetList]\n1 a v 2 b w w\nfalse\n',
    );
  });
});

const exercises = join(import.meta.dirname, '../../../exercises');

function goFiles(dir: string, root: string, out: { name: string; src: string }[]): void {
  for (const e of readdirSync(dir)) {
    const p = join(dir, e);
    if (statSync(p).isDirectory()) goFiles(p, root, out);
    else if (e.endsWith('.go') || e === 'go.mod')
      out.push({ name: relative(root, p), src: readFileSync(p, 'utf8') });
  }
}

describe('the exercises’ API packages', () => {
  const withApi = existsSync(exercises)
    ? readdirSync(exercises).filter((x) => existsSync(join(exercises, x, 'project', 'api', 'v1')))
    : [];
  it('exist', () => {
    expect(withApi.length).toBeGreaterThan(0);
  });
  for (const ex of withApi) {
    it(`${ex}: api/v1 type-checks with the generated deepcopy`, () => {
      const root = join(exercises, ex, 'project');
      const files: { name: string; src: string }[] = [];
      goFiles(root, root, files);
      const mod = /^module\s+(\S+)/m.exec(files.find((f) => f.name === 'go.mod')!.src)![1];
      const g = generateDeepCopy(
        files.filter((f) => f.name.startsWith('api/v1/') && !f.name.slice(7).includes('/')),
      );
      const sources = [
        ...files.filter((f) => f.name === 'go.mod' || f.name.startsWith('api/')),
        ...(g === undefined ? [] : [g]),
        { name: 'apicheck/main.go', src: `package main\n\nimport _ "${mod}/api/v1"\n\nfunc main() {}\n` },
      ];
      const r = checkFiles(sources, 'apicheck');
      expect(r.ok ? '' : r.stderr).toBe('');
    });
  }
});
