// The register.go every k8s.io/api group package carries (GroupName, SchemeGroupVersion, Resource,
// SchemeBuilder/AddToScheme registering each kind and its List), generated from the group name and
// kinds so the group packages share one text. `version` is the package's (v1 unless given); `single`
// kinds have no List (policy/v1 Eviction).
export function registerSource(
  group: string,
  kinds: readonly string[],
  opts: { version?: string; single?: readonly string[] } = {},
): string {
  const version = opts.version ?? 'v1';
  const known =
    kinds.map((k) => `\t\t&${k}{},\n\t\t&${k}List{},\n`).join('') +
    (opts.single ?? []).map((k) => `\t\t&${k}{},\n`).join('');
  return `package ${version}

import (
	"k8s.io/apimachinery/pkg/runtime"
	"k8s.io/apimachinery/pkg/runtime/schema"
)

// GroupName is the group name use in this package
const GroupName = "${group}"

// SchemeGroupVersion is group version used to register these objects
var SchemeGroupVersion = schema.GroupVersion{Group: GroupName, Version: "${version}"}

// Resource takes an unqualified resource and returns a Group qualified GroupResource
func Resource(resource string) schema.GroupResource {
	return SchemeGroupVersion.WithResource(resource).GroupResource()
}

var (
	// SchemeBuilder collects the functions that add this package's types to a scheme.
	SchemeBuilder      = runtime.NewSchemeBuilder(addKnownTypes)
	localSchemeBuilder = &SchemeBuilder
	AddToScheme        = localSchemeBuilder.AddToScheme
)

// Adds the list of known types to the given scheme.
func addKnownTypes(scheme *runtime.Scheme) error {
	scheme.AddKnownTypes(SchemeGroupVersion,
${known}	)
	return nil
}
`;
}
