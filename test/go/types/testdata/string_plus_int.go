package main

func main() {
	conds := []int{1}
	_ = "n=" + len(conds)
}

// Error:
// ./string_plus_int.go:5:6: invalid operation: "n=" + len(conds) (mismatched types untyped string and int)
