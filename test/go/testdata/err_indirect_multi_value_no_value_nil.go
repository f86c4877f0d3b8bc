package main

func none()             {}
func ptrs() (*int, int) { return nil, 0 }

func main() {
	_ = *ptrs()
	_ = *none()
	var p *int
	_ = **p
	_ = *nil
	_ = *ptrs
}

// Error:
// # command-line-arguments
// ./err_indirect_multi_value_no_value_nil.go:7:7: multiple-value ptrs() (value of type (*int, int)) in single-value context
// ./err_indirect_multi_value_no_value_nil.go:8:7: none() (no value) used as value or type
// ./err_indirect_multi_value_no_value_nil.go:10:7: invalid operation: cannot indirect *p (variable of type int)
// ./err_indirect_multi_value_no_value_nil.go:11:7: invalid operation: cannot indirect nil
// ./err_indirect_multi_value_no_value_nil.go:12:7: invalid operation: cannot indirect ptrs (value of type func() (*int, int))
