module github.com/fleetworks/cachefleet

go 1.24.0

require (
	github.com/go-logr/logr v1.4.3
	k8s.io/api v0.34.1
	k8s.io/apimachinery v0.34.1
	k8s.io/client-go v0.34.1
	sigs.k8s.io/controller-runtime v0.22.1
)
