package m

import (
	"fmt"
	"strings"
	"testing"
)

func Benchmarkscale(b *testing.B) {}

func Fuzzsize(f *testing.F) {}

func ExampleMemcached_Scale() {
	m := New()
	m.Scale(3)
	fmt.Println(m.Size)
	// Output: 3
}

func ExampleMemcached_Size() {}

func ExampleMemcached_scale_Twice() {}

func ExampleNew_withSize() {}

func Example_Lowercase() {}

func ExampleStrings() {}

func ExampleBuilder() {
	var b strings.Builder
	_ = b
}

func ExampleMemcached(n int) int { return n }

func ExampleNew() {
	// Output:
	// 0
	fmt.Println(New().Size)
	// trailing note
}

func ExampleMemcached_Scale_second() {
	// Output: a
	// Unordered output: b
	fmt.Println("a")
}
