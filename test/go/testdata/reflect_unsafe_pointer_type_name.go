// reflect names unsafe.Pointer Pointer in package unsafe; predeclared types have no package.
package main

import (
	"fmt"
	"reflect"
	"unsafe"
)

func main() {
	t := reflect.TypeOf(unsafe.Pointer(nil))
	fmt.Printf("%q %q %q %v\n", t.PkgPath(), t.Name(), t.String(), t.Kind())
	e := reflect.TypeOf((*error)(nil)).Elem()
	fmt.Printf("%q %q %q\n", e.PkgPath(), e.Name(), e.String())
	i := reflect.TypeOf(0)
	fmt.Printf("%q %q\n", i.PkgPath(), i.Name())
}

// Output:
// "unsafe" "Pointer" "unsafe.Pointer" unsafe.Pointer
// "" "error" "error"
// "" "int"
