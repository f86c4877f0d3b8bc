package main

import (
	"fmt"
	"os"
)

func main() {
	r := NewReconciler()
	res, err := r.Reconcile("a")
	fmt.Println(res)
	helper(1)
}

// Error:
// # command-line-arguments
// ./util.go:4:2: declared and not used: x
// ./util.go:7:6: main redeclared in this block
// 	./main.go:8:6: other declaration of main
// ./main.go:5:2: "os" imported and not used
// ./main.go:10:7: declared and not used: err
// ./main.go:12:9: cannot use 1 (untyped int constant) as string value in argument to helper
// ./reconciler.go:4:2: "errors" imported and not used
// ./reconciler.go:5:2: "strings" imported and not used
// ./reconciler.go:10:42: cannot use &Reconciler{} (value of type *Reconciler) as Reconciler value in return statement
// ./reconciler.go:14:10: not enough return values
// 	have (bool)
// 	want (bool, error)
