package api

import (
	"fmt"

	"example.com/operator/util"
)

var GroupVersion = util.Register("apps/v1")

type Widget struct {
	Name     string
	Replicas int
	secret   string
}

func (w Widget) String() string { return fmt.Sprintf("Widget(%s x%d)", w.Name, w.Replicas) }

func New(name string) Widget { return Widget{Name: name, Replicas: 1, secret: "s"} }

func init() {
	fmt.Println("init api, group version", GroupVersion)
}
