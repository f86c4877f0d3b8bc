module github.com/tidyops/kube-janitor-go

go 1.24.0

require (
	k8s.io/apimachinery v0.33.4
	k8s.io/client-go v0.33.4
	k8s.io/klog/v2 v2.130.1
)
