package v1

type Spec struct {
	Replicas int32
}
