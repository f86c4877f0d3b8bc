// generateManifests remembers the last projects: a Check generates the same project's manifests for
// each scenario and once more while the learner pauses typing; each call still gets its own copy.
import { describe, expect, it } from 'vitest';
import { generateManifests, manifestGenerations } from '../../../src/kube/markers/index.ts';

const goMod = { name: 'go.mod', src: 'module example.com/op\n\ngo 1.23.0\n' };
const types = (extra: string) => ({
  name: 'api/v1/types.go',
  src: `// +groupName=ex.example.com
package v1

import metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"

// +kubebuilder:object:root=true
// +kubebuilder:subresource:status

// Thing is the thing.
type Thing struct {
	metav1.TypeMeta   \`json:",inline"\`
	metav1.ObjectMeta \`json:"metadata,omitempty"\`
	Spec ThingSpec \`json:"spec,omitempty"\`
}

// ThingSpec is its spec.
type ThingSpec struct {
	Size int32 \`json:"size"\`${extra}
}
`,
});
const controller = {
  name: 'internal/controller/thing.go',
  src: `package controller

// +kubebuilder:rbac:groups=ex.example.com,resources=things,verbs=get;list;watch
// +kubebuilder:rbac:groups="",resources=secrets,verbs=get

type ThingReconciler struct{}
`,
};

describe('generateManifests on a project it generated recently', () => {
  it('does the work once for the same files, and gives each caller its own objects', () => {
    const files = [goMod, types(''), controller];
    const before = manifestGenerations();
    const a = generateManifests(files);
    // The same texts in new objects and a new array, as each scenario's runner passes them.
    const b = generateManifests(files.map((f) => ({ name: f.name, src: `${f.src}` })));
    expect(manifestGenerations()).toBe(before + 1);
    expect(b).toEqual(a);
    expect(b.crds).not.toBe(a.crds);
    expect(a.crds).toHaveLength(1);
    expect(a.rbac).toHaveLength(1);
    // A caller changing its objects (the runner patches CRDs) changes nobody else's.
    (a.crds[0] as { spec?: unknown }).spec = 'changed';
    a.rbac.length = 0;
    const c = generateManifests(files);
    expect(manifestGenerations()).toBe(before + 1);
    expect(c).toEqual(b);
  });

  it('generates again when a file, the file list or an option differs', () => {
    // A project of its own, not one the test above generated.
    const goMod = { name: 'go.mod', src: 'module example.com/other\n\ngo 1.23.0\n' };
    const before = manifestGenerations();
    const one = generateManifests([goMod, types(''), controller]);
    const edited = generateManifests([
      goMod,
      types('\n\t// +optional\n\tReplicas int32 `json:"replicas,omitempty"`'),
      controller,
    ]);
    expect(manifestGenerations()).toBe(before + 2);
    const props = (m: typeof one) =>
      Object.keys(
        (
          m.crds[0] as {
            spec: {
              versions: { schema: { openAPIV3Schema: { properties: { spec: { properties: object } } } } }[];
            };
          }
        ).spec.versions[0].schema.openAPIV3Schema.properties.spec.properties,
      );
    expect(props(one)).toEqual(['size']);
    expect(props(edited)).toEqual(['replicas', 'size']);
    generateManifests([goMod, types('')]);
    expect(manifestGenerations()).toBe(before + 3);
    const named = generateManifests([goMod, types(''), controller], { roleName: 'other-role' });
    expect(manifestGenerations()).toBe(before + 4);
    expect((named.rbac[0] as { metadata: { name: string } }).metadata.name).toBe('other-role');
  });
});
