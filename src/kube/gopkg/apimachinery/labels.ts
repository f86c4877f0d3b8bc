// k8s.io/apimachinery/pkg/labels and k8s.io/apimachinery/pkg/fields: the subset reconcilers use
// (Set, Selector, SelectorFromSet, Everything). Selectors built here are equality-based; set-based
// expressions come from metav1.LabelSelectorAsSelector, which is not provided yet.

import { goPackage } from '../pkg.ts';

const labelsSrc = `package labels

import (
	"sort"
	"strings"
)

// Labels allows you to present labels independently from their storage.
type Labels interface {
	Has(label string) (exists bool)
	Get(label string) (value string)
}

// Set is a map of label:value. It implements Labels.
type Set map[string]string

// String returns all labels listed as a human readable string, sorted by key.
func (ls Set) String() string {
	selector := make([]string, 0, len(ls))
	for key, value := range ls {
		selector = append(selector, key+"="+value)
	}
	sort.StringSlice(selector).Sort()
	return strings.Join(selector, ",")
}

// Has returns whether the provided label exists in the map.
func (ls Set) Has(label string) bool {
	_, exists := ls[label]
	return exists
}

// Get returns the value in the map for the provided label.
func (ls Set) Get(label string) string {
	return ls[label]
}

// AsSelector converts labels into a selector.
func (ls Set) AsSelector() Selector {
	return SelectorFromSet(ls)
}

// Selector represents a label selector.
type Selector interface {
	Matches(Labels) bool
	Empty() bool
	String() string
}

// Everything returns a selector that matches all labels.
func Everything() Selector {
	return equalitySelector{}
}

// SelectorFromSet returns a Selector which will match exactly the given Set.
func SelectorFromSet(ls Set) Selector {
	return SelectorFromValidatedSet(ls)
}

// SelectorFromValidatedSet returns a Selector which will match exactly the given Set.
func SelectorFromValidatedSet(ls Set) Selector {
	if ls == nil || len(ls) == 0 {
		return equalitySelector{}
	}
	keys := make([]string, 0, len(ls))
	for k := range ls {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	reqs := make([]requirement, 0, len(keys))
	for _, k := range keys {
		reqs = append(reqs, requirement{key: k, value: ls[k]})
	}
	return equalitySelector{reqs: reqs}
}

type requirement struct {
	key   string
	value string
}

type equalitySelector struct {
	reqs []requirement
}

func (s equalitySelector) Matches(ls Labels) bool {
	for _, r := range s.reqs {
		if !ls.Has(r.key) || ls.Get(r.key) != r.value {
			return false
		}
	}
	return true
}

func (s equalitySelector) Empty() bool { return len(s.reqs) == 0 }

func (s equalitySelector) String() string {
	parts := make([]string, 0, len(s.reqs))
	for _, r := range s.reqs {
		parts = append(parts, r.key+"="+r.value)
	}
	return strings.Join(parts, ",")
}
`;

const fieldsSrc = `package fields

import (
	"sort"
	"strings"
)

// Fields allows you to present fields independently from their storage.
type Fields interface {
	Has(field string) (exists bool)
	Get(field string) (value string)
}

// Set is a map of field:value. It implements Fields.
type Set map[string]string

func (ls Set) String() string {
	selector := make([]string, 0, len(ls))
	for key, value := range ls {
		selector = append(selector, key+"="+value)
	}
	sort.StringSlice(selector).Sort()
	return strings.Join(selector, ",")
}

func (ls Set) Has(field string) bool {
	_, exists := ls[field]
	return exists
}

func (ls Set) Get(field string) string {
	return ls[field]
}

func (ls Set) AsSelector() Selector {
	return SelectorFromSet(ls)
}

// Requirement contains a field, a value, and an operator that relates the field and value.
type Requirement struct {
	Field string
	Value string
}

// Requirements is AND of all requirements.
type Requirements []Requirement

// Selector represents a field selector.
type Selector interface {
	Matches(Fields) bool
	Empty() bool
	RequiresExactMatch(field string) (value string, found bool)
	Requirements() Requirements
	String() string
}

// Everything returns a selector that matches all fields.
func Everything() Selector {
	return andTerm{}
}

// OneTermEqualSelector returns an object that matches objects where one field/field equals one value.
func OneTermEqualSelector(k, v string) Selector {
	return andTerm{{Field: k, Value: v}}
}

// SelectorFromSet returns a Selector which will match exactly the given Set.
func SelectorFromSet(ls Set) Selector {
	if ls == nil {
		return andTerm{}
	}
	keys := make([]string, 0, len(ls))
	for k := range ls {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	items := make(andTerm, 0, len(ls))
	for _, k := range keys {
		items = append(items, Requirement{Field: k, Value: ls[k]})
	}
	return items
}

type andTerm []Requirement

func (t andTerm) Matches(ls Fields) bool {
	for _, r := range t {
		if ls.Get(r.Field) != r.Value {
			return false
		}
	}
	return true
}

func (t andTerm) Empty() bool { return len(t) == 0 }

func (t andTerm) RequiresExactMatch(field string) (string, bool) {
	for _, r := range t {
		if r.Field == field {
			return r.Value, true
		}
	}
	return "", false
}

func (t andTerm) Requirements() Requirements { return Requirements(t) }

func (t andTerm) String() string {
	parts := make([]string, 0, len(t))
	for _, r := range t {
		parts = append(parts, r.Field+"="+r.Value)
	}
	return strings.Join(parts, ",")
}
`;

export const labelsPackage = goPackage({
  path: 'k8s.io/apimachinery/pkg/labels',
  files: { 'labels.go': labelsSrc },
});
export const fieldsPackage = goPackage({
  path: 'k8s.io/apimachinery/pkg/fields',
  files: { 'fields.go': fieldsSrc },
});
