package main

import "strconv"

func parse(s string) (int, error) {
	if s == "" {
		return 0, "empty", nil // one value too many: reported
	}
	n, err := strconv.Atoi(s)
	if err != nil {
		return n + "1", err, nil // the operand's error only: no count error after it
	}
	return n, nil
}

func pair() (int, int) {
	return 1 // not enough
}

func main() {
	a, b := 1, undefinedName, 3 // the operand's error only
	x, y := 1
	_, _, _, _ = a, b, x, y
	parse("1")
	pair()
}

// Error:
// # command-line-arguments
// ./err_return_count_after_operand_error.go:7:22: too many return values
// 	have (number, string, nil)
// 	want (int, error)
// ./err_return_count_after_operand_error.go:11:10: invalid operation: n + "1" (mismatched types int and untyped string)
// ./err_return_count_after_operand_error.go:17:9: not enough return values
// 	have (number)
// 	want (int, int)
// ./err_return_count_after_operand_error.go:21:13: undefined: undefinedName
// ./err_return_count_after_operand_error.go:22:10: assignment mismatch: 2 variables but 1 value
