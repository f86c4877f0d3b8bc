package main

type Condition struct {
	Type   string
	Status string
}

func main() {
	_ = Condition{Typ: "Ready"}
}

// Error:
// ./unknown_literal_field.go:9:16: unknown field Typ in struct literal of type Condition
