package main

import (
	"fmt"

	"example.com/operator/api"
)

func main() {
	w := api.Widget{Name: "a", secret: "b"}
	fmt.Println(w.secret, api.maxReplicas)
	fmt.Println(api.newWidget(), w.validate())
	var x api.widget
	_ = x
}

// Error:
// # example.com/operator
// ./main.go:10:29: cannot refer to unexported field secret in struct literal of type api.Widget
// ./main.go:11:16: w.secret undefined (cannot refer to unexported field secret)
// ./main.go:11:28: undefined: api.maxReplicas
// ./main.go:12:18: undefined: api.newWidget
// ./main.go:12:33: w.validate undefined (cannot refer to unexported method validate)
// ./main.go:13:12: undefined: api.widget (but have Widget)
