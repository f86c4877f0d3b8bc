module github.com/acme/tenant-operator

go 1.23.0

toolchain go1.23.6

require (
	github.com/go-logr/logr v1.4.2
	k8s.io/api v0.32.3
	k8s.io/apimachinery v0.32.3
	k8s.io/client-go v0.32.3
	sigs.k8s.io/controller-runtime v0.20.4
)
