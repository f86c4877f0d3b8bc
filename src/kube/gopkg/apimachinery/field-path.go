package field

import (
	"strconv"
	"strings"
)

// Path represents the path from some root to a particular field.
type Path struct {
	name   string // the name of this field or "" if this is an index
	index  string // if name == "", this is a subscript (index or map key) of the previous element
	parent *Path  // nil if this is the root element
}

// NewPath creates a root Path object.
func NewPath(name string, moreNames ...string) *Path {
	r := &Path{name: name, parent: nil}
	for _, anotherName := range moreNames {
		r = &Path{name: anotherName, parent: r}
	}
	return r
}

// Root returns the root element of this Path.
func (p *Path) Root() *Path {
	for ; p.parent != nil; p = p.parent {
	}
	return p
}

// Child creates a new Path that is a child of the method receiver.
func (p *Path) Child(name string, moreNames ...string) *Path {
	r := NewPath(name, moreNames...)
	r.Root().parent = p
	return r
}

// PathOption modifies a PathOptions
type PathOption func(o *pathOptions)

// WithPath generates a PathOption
func WithPath(p *Path) PathOption {
	return func(o *pathOptions) {
		o.path = p
	}
}

// ToPath produces *Path from a set of PathOption
func ToPath(opts ...PathOption) *Path {
	c := &pathOptions{}
	for _, opt := range opts {
		opt(c)
	}
	return c.path
}

type pathOptions struct {
	path *Path
}

// Index indicates that the previous Path is to be subscripted by an int.
func (p *Path) Index(index int) *Path {
	return &Path{index: strconv.Itoa(index), parent: p}
}

// Key indicates that the previous Path is to be subscripted by a string.
func (p *Path) Key(key string) *Path {
	return &Path{index: key, parent: p}
}

// String produces a string representation of the Path.
func (p *Path) String() string {
	if p == nil {
		return "<nil>"
	}
	elems := []*Path{}
	for ; p != nil; p = p.parent {
		elems = append(elems, p)
	}
	var b strings.Builder
	for i := range elems {
		e := elems[len(elems)-1-i]
		if e.index != "" {
			b.WriteString("[" + e.index + "]")
		} else {
			if i > 0 {
				b.WriteString(".")
			}
			b.WriteString(e.name)
		}
	}
	return b.String()
}
