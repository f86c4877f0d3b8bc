package main

import "fmt"

type Celsius float64
type Fahrenheit float64
type UID string
type Labels map[string]string

func CToF(c Celsius) Fahrenheit { return Fahrenheit(c*9/5 + 32) }

func (l Labels) Has(k string) bool {
	_, ok := l[k]
	return ok
}

func main() {
	fmt.Println(CToF(100), CToF(-40))
	var u UID = "abc-123"
	s := string(u)
	fmt.Println(s, len(u))
	m := map[string]string{"app": "web"}
	l := Labels(m)
	fmt.Println(l.Has("app"), l.Has("tier"))
	l["tier"] = "frontend"
	fmt.Println(len(m))
	type Replicas int32
	r := Replicas(3)
	fmt.Printf("%v %T\n", r, r)
}

// Output:
// 212 -40
// abc-123 7
// true false
// 2
// 3 main.Replicas
