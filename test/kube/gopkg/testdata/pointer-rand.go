package main

import (
	"fmt"

	"k8s.io/apimachinery/pkg/util/rand"
	"k8s.io/utils/pointer"
	"k8s.io/utils/ptr"
)

type spec struct {
	A *int32
	B string
}

func main() {
	rand.Seed(42)
	fmt.Println(rand.String(10), rand.Intn(100), rand.IntnRange(5, 10), rand.Perm(4))
	fmt.Println(rand.SafeEncodeString("deadbeef"))
	p := pointer.Int32(3)
	fmt.Println(*p, pointer.Int32Deref(nil, 7), pointer.BoolDeref(pointer.Bool(true), false), pointer.StringEqual(pointer.String("a"), pointer.String("a")), *pointer.Duration(5))
	fmt.Println(pointer.AllPtrFieldsNil(&spec{}), ptr.AllPtrFieldsNil(spec{A: p}), pointer.AllPtrFieldsNil((*spec)(nil)))
}
