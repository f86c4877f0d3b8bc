package api

type Widget struct {
	Name   string
	secret string
}

func newWidget() Widget { return Widget{} }

const maxReplicas = 5

func (w Widget) validate() error { return nil }
