package controllers

import (
	"fmt"

	"example.com/operator/api"
	"example.com/operator/util"
)

var id = util.Register("widget-controller")

func init() {
	fmt.Println("init controllers", id)
}

func Reconcile(w api.Widget) string {
	api.SetDefaults(&w)
	return fmt.Sprint("reconciled ", w)
}
