package main

import (
	"fmt"
	"strings"
)

type Item struct {
	Name  string
	Count int
}

func (i *Item) Bump()        { i.Count++ }
func (i Item) String() string { return i.Name }

type Inventory map[string]Item

func (strings.Builder) Extra() {}

func get() Item { return Item{} }

func main() {
	inv := Inventory{"a": {"a", 1}}
	inv["a"].Count++
	inv["a"].Count = 5
	inv["a"].Bump()
	get().Bump()
	Item{}.Bump()
	var arr = [...]Item{{}}
	arr[0].Bump()
	for _, it := range inv {
		it.Bump()
	}
	p := &inv
	p["a"] = Item{}
	var s fmt.Stringer = Item{}
	s.(*Item).Bump()
	var b fmt.Stringer = &Item{}
	b.Bump()
	const c = 10
	c = 11
	len := 3
	_ = len("x")
}

// Error:
// # command-line-arguments
// ./err_map_struct_field_pointer_method.go:18:7: cannot define new methods on non-local type strings.Builder
// ./err_map_struct_field_pointer_method.go:24:2: cannot assign to struct field inv["a"].Count in map
// ./err_map_struct_field_pointer_method.go:25:2: cannot assign to struct field inv["a"].Count in map
// ./err_map_struct_field_pointer_method.go:26:11: cannot call pointer method Bump on Item
// ./err_map_struct_field_pointer_method.go:27:8: cannot call pointer method Bump on Item
// ./err_map_struct_field_pointer_method.go:28:9: cannot call pointer method Bump on Item
// ./err_map_struct_field_pointer_method.go:35:3: invalid operation: cannot index p (variable of type *Inventory)
// ./err_map_struct_field_pointer_method.go:39:4: b.Bump undefined (type fmt.Stringer has no field or method Bump)
// ./err_map_struct_field_pointer_method.go:41:2: cannot assign to c (neither addressable nor a map index expression)
// ./err_map_struct_field_pointer_method.go:43:6: invalid operation: cannot call non-function len (variable of type int)
// ./err_map_struct_field_pointer_method.go:43:6: too many errors
