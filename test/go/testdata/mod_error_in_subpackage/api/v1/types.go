package v1

type Spec struct {
	Replicas int32
}

func Default() Spec {
	var s Spec
	s.Replicas = "three"
	return s
}
