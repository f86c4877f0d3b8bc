// Package client has the shape of controller-runtime's client package.
package client

import "context"

type Object interface {
	GetName() string
	GetNamespace() string
}

type ObjectList interface {
	Len() int
}

type ObjectKey struct {
	Namespace string
	Name      string
}

type GetOptions struct{}

type GetOption interface {
	ApplyToGet(*GetOptions)
}

type ListOptions struct{ Namespace string }

type ListOption interface {
	ApplyToList(*ListOptions)
}

type UpdateOptions struct{}

type UpdateOption interface {
	ApplyToUpdate(*UpdateOptions)
}

type InNamespace string

func (n InNamespace) ApplyToList(o *ListOptions) { o.Namespace = string(n) }

type Client interface {
	Get(ctx context.Context, key ObjectKey, obj Object, opts ...GetOption) error
	List(ctx context.Context, list ObjectList, opts ...ListOption) error
	Update(ctx context.Context, obj Object, opts ...UpdateOption) error
}

func IgnoreNotFound(err error) error { return err }
