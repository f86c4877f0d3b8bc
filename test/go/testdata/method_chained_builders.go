package main

import (
	"fmt"
	"strings"
)

type Builder struct {
	forType string
	owns    []string
	name    string
}

func NewControllerManagedBy() *Builder  { return &Builder{} }
func (b *Builder) For(t string) *Builder { b.forType = t; return b }
func (b *Builder) Owns(t string) *Builder {
	b.owns = append(b.owns, t)
	return b
}
func (b *Builder) Named(n string) *Builder { b.name = n; return b }
func (b *Builder) Complete() error {
	if b.forType == "" {
		return fmt.Errorf("must call For")
	}
	fmt.Printf("controller %s for %s owns [%s]\n", b.name, b.forType, strings.Join(b.owns, ","))
	return nil
}

func main() {
	err := NewControllerManagedBy().
		For("Memcached").
		Owns("Deployment").
		Owns("Service").
		Named("memcached").
		Complete()
	fmt.Println(err)
	fmt.Println(NewControllerManagedBy().Complete())
}

// Output:
// controller memcached for Memcached owns [Deployment,Service]
// <nil>
// must call For
