package main

import (
	"errors"
	"fmt"
	"runtime"
)

type Object interface{ GetName() string }

type Pod struct{ Name string }

func (p *Pod) GetName() string { return p.Name }

func safely(name string, f func()) (err error) {
	defer func() {
		if r := recover(); r != nil {
			switch e := r.(type) {
			case *runtime.TypeAssertionError:
				err = fmt.Errorf("%s: bad assertion: %w", name, e)
			case *runtime.PanicNilError:
				err = fmt.Errorf("%s: nil panic: %w", name, e)
			case runtime.Error:
				err = fmt.Errorf("%s: runtime: %w", name, e)
			case error:
				err = fmt.Errorf("%s: %w", name, e)
			default:
				err = fmt.Errorf("%s: %v", name, r)
			}
		}
	}()
	f()
	return nil
}

func main() {
	var obj any = Pod{Name: "web"}
	errs := []error{
		safely("value-not-pointer", func() { _ = obj.(Object) }),
		safely("wrong-concrete", func() { _ = obj.(*Pod) }),
		safely("nil-iface", func() { var o Object; _ = o.(*Pod) }),
		safely("panic-nil", func() { panic(nil) }),
		safely("index", func() { var s []string; _ = s[1] }),
		safely("plain", func() { panic("just a string") }),
		safely("ok", func() { _ = obj.(Pod) }),
	}
	for _, err := range errs {
		fmt.Println(err)
		var te *runtime.TypeAssertionError
		var pe *runtime.PanicNilError
		var re runtime.Error
		fmt.Println("  as TypeAssertionError:", errors.As(err, &te), "as PanicNilError:", errors.As(err, &pe), "as runtime.Error:", errors.As(err, &re))
	}
	var te *runtime.TypeAssertionError
	fmt.Printf("%T %v\n", te, te == nil)
	defer func() {
		r := recover()
		fmt.Printf("%T %v\n", r, r)
		panic(r)
	}()
	panic(nil)
}

// Output:
// value-not-pointer: bad assertion: interface conversion: main.Pod is not main.Object: missing method GetName
//   as TypeAssertionError: true as PanicNilError: false as runtime.Error: true
// wrong-concrete: bad assertion: interface conversion: interface {} is main.Pod, not *main.Pod
//   as TypeAssertionError: true as PanicNilError: false as runtime.Error: true
// nil-iface: bad assertion: interface conversion: main.Object is nil, not *main.Pod
//   as TypeAssertionError: true as PanicNilError: false as runtime.Error: true
// panic-nil: nil panic: panic called with nil argument
//   as TypeAssertionError: false as PanicNilError: true as runtime.Error: true
// index: runtime: runtime error: index out of range [1] with length 0
//   as TypeAssertionError: false as PanicNilError: false as runtime.Error: true
// plain: just a string
//   as TypeAssertionError: false as PanicNilError: false as runtime.Error: false
// <nil>
//   as TypeAssertionError: false as PanicNilError: false as runtime.Error: false
// *runtime.TypeAssertionError true
// *runtime.PanicNilError panic called with nil argument
// Stderr:
// panic: panic called with nil argument [recovered]
// 	panic: panic called with nil argument
//
// goroutine 1 [running]:
// Exit: 2
