package main

import (
	"fmt"

	shopv1 "example.com/shop/api/v1"
	shopv2 "example.com/shop/api/v2"
)

func main() {
	old := shopv1.Order{ID: "o-1", Items: 3}
	n := shopv2.FromV1(old)
	fmt.Printf("%T %+v\n", old, old)
	fmt.Printf("%T %+v\n", n, n)
	var x any = n
	_, isV1 := x.(shopv1.Order)
	fmt.Println(isV1)
}

// Output:
// v1.Order {ID:o-1 Items:3}
// v2.Order {ID:o-1 Items:3 Priority:normal}
// false
