package v1

type Order struct {
	ID    string
	Items int
}
