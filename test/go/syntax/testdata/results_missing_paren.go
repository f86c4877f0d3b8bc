package main

type R struct{}

func (r *R) Reconcile(ctx int, req int) (int, error {
	return 0, nil
}

func main() {}

// Error:
// 5:53: syntax error: unexpected { in parameter list; possibly missing comma or )
// 7:1: syntax error: unexpected } after top level declaration
