module github.com/northwind-labs/portkeeper

go 1.24.0

require (
	golang.org/x/time v0.9.0
	k8s.io/api v0.33.4
	k8s.io/apimachinery v0.33.4
	k8s.io/client-go v0.33.4
	k8s.io/klog/v2 v2.130.1
)
