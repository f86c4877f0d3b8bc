// Package kubernetes is client-go's clientset ([CG] kubernetes/clientset.go): typed clients per
// API group over one REST client. Only the groups below are provided (core, apps, batch).
package kubernetes

import (
	"fmt"

	"k8s.io/client-go/gentype"
	appsv1 "k8s.io/client-go/kubernetes/typed/apps/v1"
	batchv1 "k8s.io/client-go/kubernetes/typed/batch/v1"
	corev1 "k8s.io/client-go/kubernetes/typed/core/v1"
	rest "k8s.io/client-go/rest"
)

type Interface interface {
	AppsV1() appsv1.AppsV1Interface
	BatchV1() batchv1.BatchV1Interface
	CoreV1() corev1.CoreV1Interface
}

// Clientset contains the clients for groups.
type Clientset struct {
	appsV1  *appsv1.AppsV1Client
	batchV1 *batchv1.BatchV1Client
	coreV1  *corev1.CoreV1Client
}

// AppsV1 retrieves the AppsV1Client
func (c *Clientset) AppsV1() appsv1.AppsV1Interface {
	return c.appsV1
}

// BatchV1 retrieves the BatchV1Client
func (c *Clientset) BatchV1() batchv1.BatchV1Interface {
	return c.batchV1
}

// CoreV1 retrieves the CoreV1Client
func (c *Clientset) CoreV1() corev1.CoreV1Interface {
	return c.coreV1
}

// NewForConfig creates a new Clientset for the given config.
// If config's RateLimiter is not set and QPS and Burst are acceptable,
// NewForConfig will generate a rate-limiter in configShallowCopy.
func NewForConfig(c *rest.Config) (*Clientset, error) {
	configShallowCopy := *c
	if configShallowCopy.QPS > 0 {
		if configShallowCopy.Burst <= 0 {
			return nil, fmt.Errorf("burst is required to be greater than 0 when RateLimiter is not set and QPS is set to greater than 0")
		}
	}
	raw, err := gentype.NewRaw(&configShallowCopy)
	if err != nil {
		return nil, err
	}
	return &Clientset{
		appsV1:  appsv1.NewForRaw(raw),
		batchV1: batchv1.NewForRaw(raw),
		coreV1:  corev1.NewForRaw(raw),
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
