// Package typed is the part of sigs.k8s.io/structured-merge-diff's typed package that generated
// code names: applyconfiguration-gen's internal.Parser() parses the schema of the group's types
// (typed.NewParser over a YAMLObject) and its Extract functions hand managedfields.ExtractInto the
// ParseableType of their kind. The schema is kept as text: the extraction itself is the
// simulated API server's (managedfields.ExtractInto), which knows every list's keys.
package typed

import (
	"fmt"
	"strings"
)

// YAMLObject is an object encoded in YAML (the schema of a group's types).
type YAMLObject string

// Parser holds a schema's named types.
type Parser struct {
	names map[string]bool
}

// NewParser reads the names of the types schema declares (`- name: X` at the top level). The
// schema is validated as far as its top level: `types` is the one field the schema of schemas
// declares (schema/meta.go SchemaSchemaYAML), and any other is refused with typed's validation
// error.
func NewParser(schema YAMLObject) (*Parser, error) {
	p := &Parser{names: map[string]bool{}}
	var unknown []string
	for _, line := range strings.Split(string(schema), "\n") {
		if name, ok := strings.CutPrefix(line, "- name: "); ok {
			p.names[strings.TrimSpace(name)] = true
		} else if key, _, ok := strings.Cut(line, ":"); ok && key != "" && key != "types" && !strings.ContainsAny(key[:1], " \t-#") {
			unknown = append(unknown, "."+key+": field not declared in schema")
		}
	}
	switch len(unknown) {
	case 0:
		return p, nil
	case 1:
		return nil, fmt.Errorf("unable to validate schema: %v", unknown[0])
	}
	return nil, fmt.Errorf("unable to validate schema: %v", "errors:\n  "+strings.Join(unknown, "\n  "))
}

// ParseableType is a type of a Parser's schema, by name.
type ParseableType struct {
	// TypeRef's named type.
	name   string
	parser *Parser
}

// Type is the named type of the schema (its IsValid reports whether the schema declares it).
func (p *Parser) Type(name string) ParseableType {
	return ParseableType{name: name, parser: p}
}

// IsValid reports whether the type is one its parser declares.
func (p ParseableType) IsValid() bool {
	return p.parser != nil && p.parser.names[p.name]
}

// ValidationOptions tune a conversion's validation (none is modelled: the values come from Go types).
type ValidationOptions int

const (
	// AllowDuplicates lets a list hold duplicate items.
	AllowDuplicates ValidationOptions = iota
)

// TypedValue is a value with the schema type it was converted as.
type TypedValue struct {
	value    interface{}
	typeName string
}

// FromStructured is in as a value of the type (a Go value, through its JSON form).
func (p ParseableType) FromStructured(in interface{}, opts ...ValidationOptions) (*TypedValue, error) {
	if !p.IsValid() {
		return nil, fmt.Errorf("no type found matching: %v", p.name)
	}
	return &TypedValue{value: in, typeName: p.name}, nil
}

// FromUnstructured is in (JSON-like maps and slices) as a value of the type.
func (p ParseableType) FromUnstructured(in interface{}, opts ...ValidationOptions) (*TypedValue, error) {
	return p.FromStructured(in, opts...)
}
