// Package kubernetes is client-go's clientset ([CG] kubernetes/clientset.go): typed clients per
// API group over one REST client. Only the groups below are provided.
package kubernetes

import (
	"fmt"

	discovery "k8s.io/client-go/discovery"
	"k8s.io/client-go/gentype"
	admissionregistrationv1 "k8s.io/client-go/kubernetes/typed/admissionregistration/v1"
	appsv1 "k8s.io/client-go/kubernetes/typed/apps/v1"
	autoscalingv1 "k8s.io/client-go/kubernetes/typed/autoscaling/v1"
	autoscalingv2 "k8s.io/client-go/kubernetes/typed/autoscaling/v2"
	batchv1 "k8s.io/client-go/kubernetes/typed/batch/v1"
	coordinationv1 "k8s.io/client-go/kubernetes/typed/coordination/v1"
	corev1 "k8s.io/client-go/kubernetes/typed/core/v1"
	discoveryv1 "k8s.io/client-go/kubernetes/typed/discovery/v1"
	eventsv1 "k8s.io/client-go/kubernetes/typed/events/v1"
	networkingv1 "k8s.io/client-go/kubernetes/typed/networking/v1"
	policyv1 "k8s.io/client-go/kubernetes/typed/policy/v1"
	rbacv1 "k8s.io/client-go/kubernetes/typed/rbac/v1"
	storagev1 "k8s.io/client-go/kubernetes/typed/storage/v1"
	rest "k8s.io/client-go/rest"
	flowcontrol "k8s.io/client-go/util/flowcontrol"
)

type Interface interface {
	Discovery() discovery.DiscoveryInterface
	AdmissionregistrationV1() admissionregistrationv1.AdmissionregistrationV1Interface
	AppsV1() appsv1.AppsV1Interface
	AutoscalingV1() autoscalingv1.AutoscalingV1Interface
	AutoscalingV2() autoscalingv2.AutoscalingV2Interface
	BatchV1() batchv1.BatchV1Interface
	CoordinationV1() coordinationv1.CoordinationV1Interface
	CoreV1() corev1.CoreV1Interface
	DiscoveryV1() discoveryv1.DiscoveryV1Interface
	EventsV1() eventsv1.EventsV1Interface
	NetworkingV1() networkingv1.NetworkingV1Interface
	PolicyV1() policyv1.PolicyV1Interface
	RbacV1() rbacv1.RbacV1Interface
	StorageV1() storagev1.StorageV1Interface
}

// Clientset contains the clients for groups.
type Clientset struct {
	*discovery.DiscoveryClient
	admissionregistrationV1 *admissionregistrationv1.AdmissionregistrationV1Client
	appsV1                  *appsv1.AppsV1Client
	autoscalingV1           *autoscalingv1.AutoscalingV1Client
	autoscalingV2           *autoscalingv2.AutoscalingV2Client
	batchV1                 *batchv1.BatchV1Client
	coordinationV1          *coordinationv1.CoordinationV1Client
	coreV1                  *corev1.CoreV1Client
	discoveryV1             *discoveryv1.DiscoveryV1Client
	eventsV1                *eventsv1.EventsV1Client
	networkingV1            *networkingv1.NetworkingV1Client
	policyV1                *policyv1.PolicyV1Client
	rbacV1                  *rbacv1.RbacV1Client
	storageV1               *storagev1.StorageV1Client
}

// AppsV1 retrieves the AppsV1Client
func (c *Clientset) AppsV1() appsv1.AppsV1Interface {
	return c.appsV1
}

// AutoscalingV2 retrieves the AutoscalingV2Client
func (c *Clientset) AutoscalingV2() autoscalingv2.AutoscalingV2Interface {
	return c.autoscalingV2
}

// BatchV1 retrieves the BatchV1Client
func (c *Clientset) BatchV1() batchv1.BatchV1Interface {
	return c.batchV1
}

// CoordinationV1 retrieves the CoordinationV1Client
func (c *Clientset) CoordinationV1() coordinationv1.CoordinationV1Interface {
	return c.coordinationV1
}

// CoreV1 retrieves the CoreV1Client
func (c *Clientset) CoreV1() corev1.CoreV1Interface {
	return c.coreV1
}

// NetworkingV1 retrieves the NetworkingV1Client
func (c *Clientset) NetworkingV1() networkingv1.NetworkingV1Interface {
	return c.networkingV1
}

// PolicyV1 retrieves the PolicyV1Client
func (c *Clientset) PolicyV1() policyv1.PolicyV1Interface {
	return c.policyV1
}

// RbacV1 retrieves the RbacV1Client
func (c *Clientset) RbacV1() rbacv1.RbacV1Interface {
	return c.rbacV1
}

// AdmissionregistrationV1 retrieves the AdmissionregistrationV1Client
func (c *Clientset) AdmissionregistrationV1() admissionregistrationv1.AdmissionregistrationV1Interface {
	return c.admissionregistrationV1
}

// AutoscalingV1 retrieves the AutoscalingV1Client
func (c *Clientset) AutoscalingV1() autoscalingv1.AutoscalingV1Interface {
	return c.autoscalingV1
}

// DiscoveryV1 retrieves the DiscoveryV1Client
func (c *Clientset) DiscoveryV1() discoveryv1.DiscoveryV1Interface {
	return c.discoveryV1
}

// EventsV1 retrieves the EventsV1Client
func (c *Clientset) EventsV1() eventsv1.EventsV1Interface {
	return c.eventsV1
}

// StorageV1 retrieves the StorageV1Client
func (c *Clientset) StorageV1() storagev1.StorageV1Interface {
	return c.storageV1
}

// Discovery retrieves the DiscoveryClient
func (c *Clientset) Discovery() discovery.DiscoveryInterface {
	if c == nil {
		return nil
	}
	return c.DiscoveryClient
}

// NewForConfig creates a new Clientset for the given config.
// If config's RateLimiter is not set and QPS and Burst are acceptable,
// NewForConfig will generate a rate-limiter in configShallowCopy.
func NewForConfig(c *rest.Config) (*Clientset, error) {
	configShallowCopy := *c
	// [CG] kubernetes/clientset.go: the shared HTTP client first, then NewForConfigAndClient's checks
	if _, err := rest.HTTPClientFor(&configShallowCopy); err != nil {
		return nil, err
	}
	if configShallowCopy.RateLimiter == nil && configShallowCopy.QPS > 0 {
		if configShallowCopy.Burst <= 0 {
			return nil, fmt.Errorf("burst is required to be greater than 0 when RateLimiter is not set and QPS is set to greater than 0")
		}
		configShallowCopy.RateLimiter = flowcontrol.NewTokenBucketRateLimiter(configShallowCopy.QPS, configShallowCopy.Burst)
	}
	raw, err := gentype.NewRaw(&configShallowCopy)
	if err != nil {
		return nil, err
	}
	return &Clientset{
		DiscoveryClient:         discovery.NewDiscoveryClientForConfigOrDie(&configShallowCopy),
		admissionregistrationV1: admissionregistrationv1.NewForRaw(raw),
		appsV1:                  appsv1.NewForRaw(raw),
		autoscalingV1:           autoscalingv1.NewForRaw(raw),
		autoscalingV2:           autoscalingv2.NewForRaw(raw),
		batchV1:                 batchv1.NewForRaw(raw),
		coordinationV1:          coordinationv1.NewForRaw(raw),
		coreV1:                  corev1.NewForRaw(raw),
		discoveryV1:             discoveryv1.NewForRaw(raw),
		eventsV1:                eventsv1.NewForRaw(raw),
		networkingV1:            networkingv1.NewForRaw(raw),
		policyV1:                policyv1.NewForRaw(raw),
		rbacV1:                  rbacv1.NewForRaw(raw),
		storageV1:               storagev1.NewForRaw(raw),
	}, nil
}

// NewForConfigOrDie creates a new Clientset for the given config and
// panics if there is an error in the config.
func NewForConfigOrDie(c *rest.Config) *Clientset {
	cs, err := NewForConfig(c)
	if err != nil {
		panic(err)
	}
	return cs
}
