package main

import (
	"fmt"

	"example.com/operator/api"
	"example.com/operator/controllers"
	"example.com/operator/util"
)

var started = util.Register("main")

func init() {
	fmt.Println("init main", started)
}

func main() {
	fmt.Println(controllers.Reconcile(api.Widget{Name: "w"}))
	fmt.Println(api.New("x"), len(util.Registry))
	fmt.Printf("%+v\n", api.New("y"))
}

// Output:
// init util
// register apps/v1 1
// init api, group version 1
// init api (second file)
// register widget-controller 2
// init controllers 2
// register main 3
// init main 3
// reconciled Widget(w x3)
// Widget(x x1) 3
// Widget(y x1)
