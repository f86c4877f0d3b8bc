package controller

import (
	"fmt"

	cachev1alpha1 "github.com/example/memcached-operator/api/v1alpha1"
)

type Deployment struct {
	Name             string
	Replicas         *int32
	RunAsNonRoot     *bool
	RunAsUser        *int64
	Ports            []int32
	OwnerGenerations []int64
}

func deploymentFor(m *cachev1alpha1.Memcached) *Deployment {
	replicas := *m.Spec.Size
	return &Deployment{
		Name:             m.Name,
		Replicas:         new(replicas), // go1.26: new(expr)
		RunAsNonRoot:     new(true), // go1.26: new(expr)
		RunAsUser:        new(int64(1001)), // go1.26: new(expr)
		Ports:            []int32{m.Spec.ContainerPort},
		OwnerGenerations: []int64{m.Generation},
	}
}

func describe(d *Deployment) string {
	return fmt.Sprintf("%s replicas=%d nonroot=%v uid=%d ports=%v", d.Name, *d.Replicas, *d.RunAsNonRoot, *d.RunAsUser, d.Ports)
}
