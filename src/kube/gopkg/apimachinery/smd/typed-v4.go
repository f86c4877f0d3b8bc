// Package typed at sigs.k8s.io/structured-merge-diff/v4 (what client-go up to v0.33 generates
// against): the v6 package's types under the v4 path. The simulator serves one apimachinery for
// every release, whose managedfields takes v6's ParseableType; with aliases, code generated for
// either major builds against it.
package typed

import v6 "sigs.k8s.io/structured-merge-diff/v6/typed"

type (
	YAMLObject        = v6.YAMLObject
	Parser            = v6.Parser
	ParseableType     = v6.ParseableType
	TypedValue        = v6.TypedValue
	ValidationOptions = v6.ValidationOptions
)

const AllowDuplicates = v6.AllowDuplicates

// NewParser reads the names of the types schema declares.
func NewParser(schema YAMLObject) (*Parser, error) { return v6.NewParser(schema) }
