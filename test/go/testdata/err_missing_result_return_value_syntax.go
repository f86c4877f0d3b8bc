package main

import "fmt"

type Reconciler struct{}

func (r *Reconciler) Reconcile(name string) (result string, err error) {
	if name == "" {
		return "", fmt.Errorf("empty")
	}
	result = "ok"
	return result
}

func main() {
	r := Reconciler{}
	out, err := r.Reconcile("x")
	if err != nil {
		return err
	}
	fmt.Printf("%s\n", out, err)
	fmt.Println("done"
}

// Error:
// # command-line-arguments
// ./err_missing_result_return_value_syntax.go:22:20: syntax error: unexpected newline in argument list; possibly missing comma or )
