package main

import (
	"fmt"
	"sort"
)

type Named interface{ GetName() string }

type Object interface {
	Named
	SetName(string)
}

type Pod struct{ name string }

func (p Pod) GetName() string     { return p.name }
func (p *Pod) SetName(n string)   { p.name = n }
func (p Pod) DeepCopy() *Pod      { return &p }
func (p Pod) Less(other Pod) bool { return p.name < other.name }

type ByName []Pod

func (b ByName) Len() int { return len(b) }

func main() {
	var o Object = Pod{}
	var n Named = &Pod{}
	objs := []Object{&Pod{}, Pod{}}
	sort.Sort(ByName{})
	var _ fmt.Stringer = Pod{}
	var _ interface{ DeepCopy() Pod } = Pod{}
	fmt.Println(o, n, objs)
}

// Error:
// # command-line-arguments
// ./err_interface_method_sets.go:27:17: cannot use Pod{} (value of struct type Pod) as Object value in variable declaration: Pod does not implement Object (method SetName has pointer receiver)
// ./err_interface_method_sets.go:29:27: cannot use Pod{} (value of struct type Pod) as Object value in array or slice literal: Pod does not implement Object (method SetName has pointer receiver)
// ./err_interface_method_sets.go:30:12: cannot use ByName{} (value of slice type ByName) as sort.Interface value in argument to sort.Sort: ByName does not implement sort.Interface (missing method Less)
// ./err_interface_method_sets.go:31:23: cannot use Pod{} (value of struct type Pod) as fmt.Stringer value in variable declaration: Pod does not implement fmt.Stringer (missing method String)
// ./err_interface_method_sets.go:32:38: cannot use Pod{} (value of struct type Pod) as interface{DeepCopy() Pod} value in variable declaration: Pod does not implement interface{DeepCopy() Pod} (wrong type for method DeepCopy)
// 		have DeepCopy() *Pod
// 		want DeepCopy() Pod
