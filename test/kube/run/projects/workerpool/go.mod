module github.com/acme/workerpool-operator

go 1.22.0

toolchain go1.22.5

require (
	github.com/go-logr/logr v1.4.2
	github.com/onsi/ginkgo/v2 v2.19.0
	github.com/onsi/gomega v1.33.1
	k8s.io/api v0.31.2
	k8s.io/apimachinery v0.31.2
	k8s.io/client-go v0.31.2
	k8s.io/utils v0.0.0-20240711033017-18e509b52bc8
	sigs.k8s.io/controller-runtime v0.19.3
)

require (
	github.com/evanphx/json-patch/v5 v5.9.0 // indirect
	go.uber.org/zap v1.26.0 // indirect
	sigs.k8s.io/structured-merge-diff/v4 v4.4.1 // indirect
	sigs.k8s.io/yaml v1.4.0 // indirect
)
