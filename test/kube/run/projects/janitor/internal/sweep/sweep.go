// Package sweep finds expired objects of any kind and deletes them.
package sweep

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"time"

	apierrors "k8s.io/apimachinery/pkg/api/errors"
	"k8s.io/apimachinery/pkg/api/meta"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/runtime/schema"
	"k8s.io/client-go/dynamic"
	"k8s.io/client-go/restmapper"
	"k8s.io/klog/v2"
)

// ExpiresAnnotation holds the RFC 3339 time after which an object may be deleted.
const ExpiresAnnotation = "janitor.tidyops.io/expires"

// Janitor sweeps expired objects.
type Janitor struct {
	Dynamic dynamic.Interface
	Mapper  *restmapper.DeferredDiscoveryRESTMapper
	DryRun  bool
	Now     func() time.Time
}

// Run sweeps each Kind.group and returns how many objects it deleted.
func (j *Janitor) Run(ctx context.Context, kinds []string) (int, error) {
	total := 0
	for _, k := range kinds {
		gk := schema.ParseGroupKind(strings.TrimSpace(k))
		mapping, err := j.Mapper.RESTMapping(gk)
		if meta.IsNoMatchError(err) {
			// a CRD installed since the cache was filled: look once more
			j.Mapper.Reset()
			mapping, err = j.Mapper.RESTMapping(gk)
		}
		if meta.IsNoMatchError(err) {
			klog.InfoS("Skipping kind the cluster does not serve", "kind", gk.String(), "err", err)
			continue
		}
		if err != nil {
			return total, fmt.Errorf("mapping %s: %w", gk, err)
		}
		n, err := j.sweep(ctx, mapping)
		total += n
		if err != nil {
			return total, err
		}
	}
	return total, nil
}

func (j *Janitor) sweep(ctx context.Context, mapping *meta.RESTMapping) (int, error) {
	var ri dynamic.ResourceInterface = j.Dynamic.Resource(mapping.Resource)
	scope := "cluster"
	if mapping.Scope.Name() == meta.RESTScopeNameNamespace {
		ri = j.Dynamic.Resource(mapping.Resource).Namespace(metav1.NamespaceAll)
		scope = "namespaced"
	}
	list, err := ri.List(ctx, metav1.ListOptions{LabelSelector: "janitor.tidyops.io/managed=true"})
	if err != nil {
		return 0, fmt.Errorf("listing %s: %w", mapping.Resource.String(), err)
	}
	klog.V(2).InfoS("Listed", "resource", mapping.Resource.String(), "scope", scope, "count", len(list.Items))
	deleted := 0
	for _, item := range list.Items {
		raw, ok := item.GetAnnotations()[ExpiresAnnotation]
		if !ok {
			continue
		}
		expires, err := time.Parse(time.RFC3339, raw)
		if err != nil {
			klog.InfoS("Ignoring bad expiry", "object", klog.KObj(&item), "kind", mapping.GroupVersionKind.Kind, "err", err)
			continue
		}
		if j.Now().Before(expires) {
			continue
		}
		if j.DryRun {
			klog.InfoS("Would delete", "object", klog.KObj(&item), "kind", mapping.GroupVersionKind.Kind)
			continue
		}
		policy := metav1.DeletePropagationBackground
		nri := j.Dynamic.Resource(mapping.Resource).Namespace(item.GetNamespace())
		err = nri.Delete(ctx, item.GetName(), metav1.DeleteOptions{
			PropagationPolicy: &policy,
			Preconditions:     &metav1.Preconditions{UID: ptr(item.GetUID())},
		})
		switch {
		case apierrors.IsNotFound(err):
			continue
		case apierrors.IsConflict(err):
			klog.InfoS("Object was replaced, leaving it", "object", klog.KObj(&item), "err", err)
			continue
		case err != nil:
			return deleted, errors.Join(fmt.Errorf("deleting %s", klog.KObj(&item)), err)
		}
		klog.InfoS("Deleted expired object", "object", klog.KObj(&item), "kind", mapping.GroupVersionKind.Kind, "expired", expires.Format(time.RFC3339))
		deleted++
	}
	return deleted, nil
}

func ptr[T any](v T) *T { return &v }
