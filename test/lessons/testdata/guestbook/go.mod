module example.com/guestbook

go 1.26.0

require sigs.k8s.io/controller-runtime v0.24.1
