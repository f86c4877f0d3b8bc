package main

import "fmt"

type Row struct {
	ID   int
	Tags []string
}

type Wrap struct {
	R Row
}

type Grid struct {
	Cells [2][2]Row
	Anon  struct{ M map[string]int }
}

func main() {
	m := map[Row]int{}
	var w1, w2 Wrap
	fmt.Println(m, w1 == w2)
	var f1, f2 func()
	fmt.Println(f1 == f2)
	var a [2][]int
	_ = map[[2][]int]bool{a: true}
	var rs1, rs2 [3]Row
	fmt.Println(rs1 == rs2)
	var g1, g2 Grid
	fmt.Println(g1 != g2)
	var an1, an2 struct {
		W Wrap
		n int
	}
	fmt.Println(an1 == an2)
	var nested1, nested2 [2][3]Wrap
	fmt.Println(nested1 == nested2)
	switch w1 {
	case w2:
	}
}

// Error:
// # command-line-arguments
// ./err_struct_compare_cause_names_field_type.go:20:11: invalid map key type Row
// ./err_struct_compare_cause_names_field_type.go:22:17: invalid operation: w1 == w2 (struct containing Row cannot be compared)
// ./err_struct_compare_cause_names_field_type.go:24:14: invalid operation: f1 == f2 (func can only be compared to nil)
// ./err_struct_compare_cause_names_field_type.go:26:10: invalid map key type [2][]int
// ./err_struct_compare_cause_names_field_type.go:28:14: invalid operation: rs1 == rs2 ([3]Row cannot be compared)
// ./err_struct_compare_cause_names_field_type.go:30:14: invalid operation: g1 != g2 (struct containing [2][2]Row cannot be compared)
// ./err_struct_compare_cause_names_field_type.go:35:14: invalid operation: an1 == an2 (struct containing Wrap cannot be compared)
// ./err_struct_compare_cause_names_field_type.go:37:14: invalid operation: nested1 == nested2 ([2][3]Wrap cannot be compared)
// ./err_struct_compare_cause_names_field_type.go:38:9: cannot switch on w1 (variable of struct type Wrap) (Wrap is not comparable)
