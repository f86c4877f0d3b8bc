package main

import (
	"fmt"
	"strings"
)

type Capability string

type SecurityContext struct {
	RunAsNonRoot             *bool
	RunAsUser                *int64
	AllowPrivilegeEscalation *bool
	Drop                     []Capability
}

type ContainerPort struct {
	ContainerPort int32
	Name          string
}

type Container struct {
	Image           string
	Name            string
	ImagePullPolicy string
	SecurityContext *SecurityContext
	Ports           []ContainerPort
	Command         []string
}

type PodSpec struct {
	Containers []Container
}

type DeploymentSpec struct {
	Replicas *int32
	Selector map[string]string
	Template PodSpec
}

type Deployment struct {
	Name, Namespace string
	Spec            DeploymentSpec
}

func deploymentForMemcached(name, ns string, replicas int32, image string) *Deployment {
	ls := map[string]string{"app.kubernetes.io/name": "memcached", "app.kubernetes.io/instance": name}
	return &Deployment{
		Name:      name,
		Namespace: ns,
		Spec: DeploymentSpec{
			Replicas: new(replicas), // go1.26: new(expr)
			Selector: ls,
			Template: PodSpec{
				Containers: []Container{{
					Image:           image,
					Name:            "memcached",
					ImagePullPolicy: "IfNotPresent",
					SecurityContext: &SecurityContext{
						RunAsNonRoot:             new(true), // go1.26: new(expr)
						RunAsUser:                new(int64(1001)), // go1.26: new(expr)
						AllowPrivilegeEscalation: new(false), // go1.26: new(expr)
						Drop:                     []Capability{"ALL"},
					},
					Ports:   []ContainerPort{{ContainerPort: 11211, Name: "memcached"}},
					Command: []string{"memcached", "--memory-limit=64", "-o", "modern", "-v"},
				}},
			},
		},
	}
}

func main() {
	dep := deploymentForMemcached("cache", "default", 3, "memcached:1.6.26-alpine3.19")
	c := dep.Spec.Template.Containers[0]
	fmt.Println(dep.Name, dep.Namespace, *dep.Spec.Replicas, len(dep.Spec.Selector))
	fmt.Println(c.Name, c.Image, c.Ports[0].ContainerPort, strings.Join(c.Command, " "))
	sc := c.SecurityContext
	fmt.Println(*sc.RunAsNonRoot, *sc.RunAsUser, *sc.AllowPrivilegeEscalation, sc.Drop)
	fmt.Printf("%T %v\n", sc.Drop[0], sc.Drop[0] == "ALL")
}

// Output:
// cache default 3 2
// memcached memcached:1.6.26-alpine3.19 11211 memcached --memory-limit=64 -o modern -v
// true 1001 false [ALL]
// main.Capability true
