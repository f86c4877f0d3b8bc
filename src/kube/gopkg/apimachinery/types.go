package types

// UID is a type that holds unique ID values, including UUIDs.
type UID string

// NamespacedName comprises a resource name, with a mandatory namespace, rendered as "<namespace>/<name>".
type NamespacedName struct {
	Namespace string
	Name      string
}

const (
	Separator = '/'
)

// String returns the general purpose string representation.
func (n NamespacedName) String() string {
	return n.Namespace + string(Separator) + n.Name
}

// PatchType names how a patch is to be applied.
type PatchType string

const (
	JSONPatchType           PatchType = "application/json-patch+json"
	MergePatchType          PatchType = "application/merge-patch+json"
	StrategicMergePatchType PatchType = "application/strategic-merge-patch+json"
	ApplyPatchType          PatchType = ApplyYAMLPatchType
	ApplyYAMLPatchType      PatchType = "application/apply-patch+yaml"
	ApplyCBORPatchType      PatchType = "application/apply-patch+cbor"
)
