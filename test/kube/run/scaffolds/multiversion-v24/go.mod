module tutorial.kubebuilder.io/project

go 1.26.0

require (
	github.com/robfig/cron v1.2.0
	k8s.io/api v0.34.1
	k8s.io/apimachinery v0.34.1
	k8s.io/client-go v0.34.1
	sigs.k8s.io/controller-runtime v0.24.1
)
