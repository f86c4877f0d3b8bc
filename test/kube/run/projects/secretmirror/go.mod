module example.io/secret-mirror

go 1.22.0

require (
	k8s.io/api v0.31.2
	k8s.io/apimachinery v0.31.2
	k8s.io/client-go v0.31.2
	sigs.k8s.io/controller-runtime v0.19.1
)
