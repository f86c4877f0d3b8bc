module github.com/northwind/webtier-operator

go 1.23.0

require (
	github.com/go-logr/logr v1.4.2
	k8s.io/api v0.32.2
	k8s.io/apimachinery v0.32.2
	k8s.io/client-go v0.32.2
	sigs.k8s.io/controller-runtime v0.20.2
	sigs.k8s.io/yaml v1.4.0
)

require (
	github.com/beorn7/perks v1.0.1 // indirect
	github.com/cespare/xxhash/v2 v2.3.0 // indirect
	github.com/davecgh/go-spew v1.1.2-0.20180830191138-d8f60cf06cdb // indirect
	github.com/evanphx/json-patch/v5 v5.9.11 // indirect
	github.com/google/uuid v1.6.0 // indirect
	github.com/prometheus/client_golang v1.20.5 // indirect
	go.uber.org/zap v1.27.0 // indirect
	k8s.io/klog/v2 v2.130.1 // indirect
	k8s.io/utils v0.0.0-20241104100929-3ea5e8cea738 // indirect
	sigs.k8s.io/structured-merge-diff/v4 v4.5.0 // indirect
)
