package v1

type ConditionStatus string

type Condition struct {
	Type   string
	Status ConditionStatus
}

type Object struct {
	Name string
}

func (o *Object) GetName() string { return o.Name }
