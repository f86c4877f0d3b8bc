package client

import (
	"context"
	"fmt"

	"k8s.io/apimachinery/pkg/api/meta"
	"k8s.io/apimachinery/pkg/runtime"
	"k8s.io/apimachinery/pkg/runtime/schema"
)

// NewNamespacedClient wraps an existing client enforcing the namespace value.
// All functions using this client will have the same namespace declared here.
func NewNamespacedClient(c Client, ns string) Client {
	return &namespacedClient{client: c, namespace: ns}
}

var _ Client = &namespacedClient{}

// namespacedClient is a Client that wraps another Client in order to enforce the specified namespace value.
type namespacedClient struct {
	namespace string
	client    Client
}

func (n *namespacedClient) Scheme() *runtime.Scheme { return n.client.Scheme() }

func (n *namespacedClient) RESTMapper() meta.RESTMapper { return n.client.RESTMapper() }

func (n *namespacedClient) GroupVersionKindFor(obj runtime.Object) (schema.GroupVersionKind, error) {
	return n.client.GroupVersionKindFor(obj)
}

func (n *namespacedClient) IsObjectNamespaced(obj runtime.Object) (bool, error) {
	return n.client.IsObjectNamespaced(obj)
}

// scopeError wraps a failure to find an object's scope.
func scopeError(err error) error {
	return fmt.Errorf("error finding the scope of the object: %w", err)
}

// claim checks obj's namespace against the client's and fills it in for namespaced kinds.
func claim(isNamespaced bool, obj Object, namespace string) error {
	objectNamespace := obj.GetNamespace()
	if objectNamespace != namespace && objectNamespace != "" {
		return fmt.Errorf("namespace %s of the object %s does not match the namespace %s on the client", objectNamespace, obj.GetName(), namespace)
	}
	if isNamespaced && objectNamespace == "" {
		obj.SetNamespace(namespace)
	}
	return nil
}

func (n *namespacedClient) Create(ctx context.Context, obj Object, opts ...CreateOption) error {
	isNamespaced, err := n.IsObjectNamespaced(obj)
	if err != nil {
		return scopeError(err)
	}
	if err := claim(isNamespaced, obj, n.namespace); err != nil {
		return err
	}
	return n.client.Create(ctx, obj, opts...)
}

func (n *namespacedClient) Update(ctx context.Context, obj Object, opts ...UpdateOption) error {
	isNamespaced, err := n.IsObjectNamespaced(obj)
	if err != nil {
		return scopeError(err)
	}
	if err := claim(isNamespaced, obj, n.namespace); err != nil {
		return err
	}
	return n.client.Update(ctx, obj, opts...)
}

func (n *namespacedClient) Delete(ctx context.Context, obj Object, opts ...DeleteOption) error {
	isNamespaced, err := n.IsObjectNamespaced(obj)
	if err != nil {
		return scopeError(err)
	}
	if err := claim(isNamespaced, obj, n.namespace); err != nil {
		return err
	}
	return n.client.Delete(ctx, obj, opts...)
}

func (n *namespacedClient) DeleteAllOf(ctx context.Context, obj Object, opts ...DeleteAllOfOption) error {
	isNamespaced, err := n.IsObjectNamespaced(obj)
	if err != nil {
		return scopeError(err)
	}
	if isNamespaced {
		opts = append(opts, InNamespace(n.namespace))
	}
	return n.client.DeleteAllOf(ctx, obj, opts...)
}

func (n *namespacedClient) Patch(ctx context.Context, obj Object, patch Patch, opts ...PatchOption) error {
	isNamespaced, err := n.IsObjectNamespaced(obj)
	if err != nil {
		return scopeError(err)
	}
	if err := claim(isNamespaced, obj, n.namespace); err != nil {
		return err
	}
	return n.client.Patch(ctx, obj, patch, opts...)
}

func (n *namespacedClient) Apply(ctx context.Context, obj runtime.ApplyConfiguration, opts ...ApplyOption) error {
	return n.client.Apply(ctx, obj, opts...)
}

func (n *namespacedClient) Get(ctx context.Context, key ObjectKey, obj Object, opts ...GetOption) error {
	isNamespaced, err := n.IsObjectNamespaced(obj)
	if err != nil {
		return scopeError(err)
	}
	if isNamespaced {
		if key.Namespace != "" && key.Namespace != n.namespace {
			return fmt.Errorf("namespace %s provided for the object %s does not match the namespace %s on the client", key.Namespace, obj.GetName(), n.namespace)
		}
		key.Namespace = n.namespace
	}
	return n.client.Get(ctx, key, obj, opts...)
}

func (n *namespacedClient) List(ctx context.Context, obj ObjectList, opts ...ListOption) error {
	isNamespaced, err := n.IsObjectNamespaced(obj)
	if err != nil {
		return scopeError(err)
	}
	if isNamespaced && n.namespace != "" {
		opts = append(opts, InNamespace(n.namespace))
	}
	return n.client.List(ctx, obj, opts...)
}

func (n *namespacedClient) Status() SubResourceWriter {
	return n.SubResource("status")
}

func (n *namespacedClient) SubResource(subResource string) SubResourceClient {
	return &namespacedSubResourceClient{client: n.client.SubResource(subResource), namespaced: n}
}

var _ SubResourceClient = &namespacedSubResourceClient{}

type namespacedSubResourceClient struct {
	client     SubResourceClient
	namespaced *namespacedClient
}

func (s *namespacedSubResourceClient) Get(ctx context.Context, obj, subResource Object, opts ...SubResourceGetOption) error {
	isNamespaced, err := s.namespaced.IsObjectNamespaced(obj)
	if err != nil {
		return scopeError(err)
	}
	if err := claim(isNamespaced, obj, s.namespaced.namespace); err != nil {
		return err
	}
	return s.client.Get(ctx, obj, subResource, opts...)
}

func (s *namespacedSubResourceClient) Create(ctx context.Context, obj, subResource Object, opts ...SubResourceCreateOption) error {
	isNamespaced, err := s.namespaced.IsObjectNamespaced(obj)
	if err != nil {
		return scopeError(err)
	}
	if err := claim(isNamespaced, obj, s.namespaced.namespace); err != nil {
		return err
	}
	return s.client.Create(ctx, obj, subResource, opts...)
}

func (s *namespacedSubResourceClient) Update(ctx context.Context, obj Object, opts ...SubResourceUpdateOption) error {
	isNamespaced, err := s.namespaced.IsObjectNamespaced(obj)
	if err != nil {
		return scopeError(err)
	}
	if err := claim(isNamespaced, obj, s.namespaced.namespace); err != nil {
		return err
	}
	return s.client.Update(ctx, obj, opts...)
}

func (s *namespacedSubResourceClient) Apply(ctx context.Context, obj runtime.ApplyConfiguration, opts ...SubResourceApplyOption) error {
	return s.client.Apply(ctx, obj, opts...)
}

func (s *namespacedSubResourceClient) Patch(ctx context.Context, obj Object, patch Patch, opts ...SubResourcePatchOption) error {
	isNamespaced, err := s.namespaced.IsObjectNamespaced(obj)
	if err != nil {
		return scopeError(err)
	}
	if err := claim(isNamespaced, obj, s.namespaced.namespace); err != nil {
		return err
	}
	return s.client.Patch(ctx, obj, patch, opts...)
}
