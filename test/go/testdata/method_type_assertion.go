package main

import (
	"fmt"
	"strconv"
)

type Object interface{ GetName() string }

type Pod struct{ Name string }
type Service struct{ Name string }

func (p *Pod) GetName() string    { return p.Name }
func (s *Service) GetName() string { return s.Name }
func (s *Service) Port() int       { return 80 }

func main() {
	objs := []Object{&Pod{"p1"}, &Service{"s1"}}
	for _, o := range objs {
		if svc, ok := o.(*Service); ok {
			fmt.Println("service", svc.Name, svc.Port())
			continue
		}
		p := o.(*Pod)
		fmt.Println("pod", p.GetName())
	}
	var x any = 42
	n, ok := x.(int)
	fmt.Println(n, ok)
	s, ok := x.(string)
	fmt.Println(strconv.Quote(s), ok)
	type porter interface{ Port() int }
	_, isPorter := objs[0].(porter)
	_, isPorter2 := objs[1].(porter)
	fmt.Println(isPorter, isPorter2)
}

// Output:
// pod p1
// service s1 80
// 42 true
// "" false
// false true
