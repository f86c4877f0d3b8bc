package main

import (
	"fmt"
	"reflect"
	"runtime"
	"strings"
)

// A plugin registry that calls methods by name through reflect and logs
// which function runs each one.

type Greeter struct{ name string }

func (g Greeter) Hello(to string) string  { return g.name + " says hello to " + to }
func (g *Greeter) Rename(n string) string { g.name = n; return "renamed to " + n }

type Speaker interface{ Hello(string) string }

func main() {
	g := &Greeter{"ann"}
	v := reflect.ValueOf(g)
	for _, name := range []string{"Hello", "Rename", "Missing"} {
		m := v.MethodByName(name)
		if !m.IsValid() {
			fmt.Println(name, "not found")
			continue
		}
		out := m.Call([]reflect.Value{reflect.ValueOf("bob")})
		fn := runtime.FuncForPC(m.Pointer()).Name()
		fmt.Println(name, "->", out[0], "via", fn)
	}
	var s Speaker = Greeter{"cy"}
	hm := reflect.ValueOf(&s).Elem().Method(0)
	f := hm.Interface().(func(string) string)
	fmt.Println(f("dee"), runtime.FuncForPC(reflect.ValueOf(f).Pointer()).Name())
	fmt.Println(strings.HasPrefix(runtime.FuncForPC(reflect.ValueOf(g.Hello).Pointer()).Name(), "main."))
}

// Output:
// Hello -> ann says hello to bob via reflect.methodValueCall
// Rename -> renamed to bob via reflect.methodValueCall
// Missing not found
// cy says hello to dee reflect.methodValueCall
// true
