package fake

// The fake client's subresource client, as controller-runtime's pkg/client/fake/client.go
// (fakeSubResourceClient, extractScale, applyScale): "scale" is read from and written into the
// object itself, Create knows "eviction", Get nothing else; writes of other subresources go to the
// simulated fake client (status only for WithStatusSubresource kinds).

import (
	"context"
	"errors"
	"fmt"
	"sort"

	appsv1 "k8s.io/api/apps/v1"
	autoscalingv1 "k8s.io/api/autoscaling/v1"
	corev1 "k8s.io/api/core/v1"
	policyv1 "k8s.io/api/policy/v1"
	apierrors "k8s.io/apimachinery/pkg/api/errors"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/labels"
	"k8s.io/apimachinery/pkg/runtime"
	"k8s.io/apimachinery/pkg/runtime/schema"
	"sigs.k8s.io/controller-runtime/pkg/client"
)

const subResourceScale = "scale"

// fakeClient is what Build returns: the simulated client over the fake's tracker, with the fake's
// own subresource client.
type fakeClient struct {
	client.WithWatch
}

func (c *fakeClient) Status() client.SubResourceWriter {
	return c.SubResource("status")
}

func (c *fakeClient) SubResource(subResource string) client.SubResourceClient {
	return &fakeSubResourceClient{client: c, subResource: subResource}
}

type fakeSubResourceClient struct {
	client      *fakeClient
	subResource string
}

// controllerRuntimeMinor is the minor of controller-runtime the project pins (v0.19's fake formats
// the type with %t and reads the object into obj before a scale update).
func controllerRuntimeMinor() int

func expectedScale(got client.Object) error {
	if controllerRuntimeMinor() == 19 {
		return apierrors.NewBadRequest(fmt.Sprintf("expected Scale, got %t", got))
	}
	return apierrors.NewBadRequest(fmt.Sprintf("expected Scale, got %T", got))
}

func (sw *fakeSubResourceClient) Get(ctx context.Context, obj, subResource client.Object, opts ...client.SubResourceGetOption) error {
	switch sw.subResource {
	case subResourceScale:
		// Actual client looks up resource, then extracts the scale sub-resource.
		if err := sw.client.Get(ctx, client.ObjectKeyFromObject(obj), obj); err != nil {
			return err
		}
		scale, isScale := subResource.(*autoscalingv1.Scale)
		if !isScale {
			return expectedScale(subResource)
		}
		scaleOut, err := extractScale(obj)
		if err != nil {
			return err
		}
		*scale = *scaleOut
		return nil
	default:
		return fmt.Errorf("fakeSubResourceClient does not support get for %s", sw.subResource)
	}
}

func (sw *fakeSubResourceClient) Create(ctx context.Context, obj client.Object, subResource client.Object, opts ...client.SubResourceCreateOption) error {
	switch sw.subResource {
	case "eviction":
		if _, isEviction := subResource.(*policyv1.Eviction); !isEviction {
			return apierrors.NewBadRequest(fmt.Sprintf("got invalid type %T, expected Eviction", subResource))
		}
		if _, isPod := obj.(*corev1.Pod); !isPod {
			return apierrors.NewNotFound(schema.GroupResource{}, "")
		}
		return sw.client.Delete(ctx, obj)
	default:
		return fmt.Errorf("fakeSubResourceWriter does not support create for %s", sw.subResource)
	}
}

func (sw *fakeSubResourceClient) Update(ctx context.Context, obj client.Object, opts ...client.SubResourceUpdateOption) error {
	updateOptions := client.SubResourceUpdateOptions{}
	updateOptions.ApplyOptions(opts)

	switch sw.subResource {
	case subResourceScale:
		into := obj
		if controllerRuntimeMinor() != 19 {
			into = obj.DeepCopyObject().(client.Object)
		}
		if err := sw.client.Get(ctx, client.ObjectKeyFromObject(obj), into); err != nil {
			return err
		}
		if updateOptions.SubResourceBody == nil {
			return apierrors.NewBadRequest("missing SubResourceBody")
		}
		scale, isScale := updateOptions.SubResourceBody.(*autoscalingv1.Scale)
		if !isScale {
			return expectedScale(updateOptions.SubResourceBody)
		}
		if err := applyScale(obj, scale); err != nil {
			return err
		}
		return sw.client.Update(ctx, obj, &updateOptions.UpdateOptions)
	default:
		return sw.client.WithWatch.SubResource(sw.subResource).Update(ctx, obj, opts...)
	}
}

func (sw *fakeSubResourceClient) Patch(ctx context.Context, obj client.Object, patch client.Patch, opts ...client.SubResourcePatchOption) error {
	return sw.client.WithWatch.SubResource(sw.subResource).Patch(ctx, obj, patch, opts...)
}

func (sw *fakeSubResourceClient) Apply(ctx context.Context, obj runtime.ApplyConfiguration, opts ...client.SubResourceApplyOption) error {
	if sw.subResource != "status" {
		return errors.New("fakeSubResourceClient currently only supports Apply for status subresource")
	}
	return sw.client.WithWatch.SubResource(sw.subResource).Apply(ctx, obj, opts...)
}

func scaleOf(m metav1.ObjectMeta, specReplicas *int32, statusReplicas int32, selector string) *autoscalingv1.Scale {
	var replicas int32 = 1
	if specReplicas != nil {
		replicas = *specReplicas
	}
	return &autoscalingv1.Scale{
		ObjectMeta: metav1.ObjectMeta{
			Namespace:         m.Namespace,
			Name:              m.Name,
			UID:               m.UID,
			ResourceVersion:   m.ResourceVersion,
			CreationTimestamp: m.CreationTimestamp,
		},
		Spec:   autoscalingv1.ScaleSpec{Replicas: replicas},
		Status: autoscalingv1.ScaleStatus{Replicas: statusReplicas, Selector: selector},
	}
}

// selectorString is (*metav1.LabelSelector).String() of apimachinery's generated.pb.go, which the fake
// puts in the Scale as it is (the simulated metav1 has no such method).
func selectorString(s *metav1.LabelSelector) string {
	if s == nil {
		return ""
	}
	exprs := "[]LabelSelectorRequirement{"
	for _, f := range s.MatchExpressions {
		exprs += fmt.Sprintf("LabelSelectorRequirement{Key:%v,Operator:%v,Values:%v,}", f.Key, f.Operator, f.Values) + ","
	}
	keys := make([]string, 0, len(s.MatchLabels))
	for k := range s.MatchLabels {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	matchLabels := "map[string]string{"
	for _, k := range keys {
		matchLabels += fmt.Sprintf("%v: %v,", k, s.MatchLabels[k])
	}
	return "&LabelSelector{MatchLabels:" + matchLabels + "},MatchExpressions:" + exprs + "},}"
}

func extractScale(obj client.Object) (*autoscalingv1.Scale, error) {
	switch obj := obj.(type) {
	case *appsv1.Deployment:
		return scaleOf(obj.ObjectMeta, obj.Spec.Replicas, obj.Status.Replicas, selectorString(obj.Spec.Selector)), nil
	case *appsv1.ReplicaSet:
		return scaleOf(obj.ObjectMeta, obj.Spec.Replicas, obj.Status.Replicas, selectorString(obj.Spec.Selector)), nil
	case *corev1.ReplicationController:
		return scaleOf(obj.ObjectMeta, obj.Spec.Replicas, obj.Status.Replicas, labels.Set(obj.Spec.Selector).String()), nil
	case *appsv1.StatefulSet:
		return scaleOf(obj.ObjectMeta, obj.Spec.Replicas, obj.Status.Replicas, selectorString(obj.Spec.Selector)), nil
	default:
		return nil, fmt.Errorf("unimplemented scale subresource for resource %T", obj)
	}
}

func applyScale(obj client.Object, scale *autoscalingv1.Scale) error {
	replicas := scale.Spec.Replicas
	switch obj := obj.(type) {
	case *appsv1.Deployment:
		obj.Spec.Replicas = &replicas
	case *appsv1.ReplicaSet:
		obj.Spec.Replicas = &replicas
	case *corev1.ReplicationController:
		obj.Spec.Replicas = &replicas
	case *appsv1.StatefulSet:
		obj.Spec.Replicas = &replicas
	default:
		return fmt.Errorf("unimplemented scale subresource for resource %T", obj)
	}
	return nil
}
