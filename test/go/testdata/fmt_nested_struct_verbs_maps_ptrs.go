package main

import "fmt"

type Port struct {
	Name string
	Num  int32
}

type Container struct {
	Image string
	Ports []Port
	Env   map[string]string
	Limit *int64
	Cmd   []byte
	Any   any
}

type Pod struct {
	Name       string
	Labels     map[string]string
	Containers []Container
	Owner      *Pod
	err        error
}

func main() {
	lim := int64(512)
	p := Pod{
		Name:   "web-0",
		Labels: map[string]string{"tier": "front", "app": "web", "Zone": "a"},
		Containers: []Container{{
			Image: "nginx:1.25",
			Ports: []Port{{"http", 80}, {"https", 443}},
			Env:   map[string]string{"B": "2", "A": "1"},
			Cmd:   []byte("run"),
			Any:   []any{1, "x", nil, 2.5, Port{"p", 1}},
		}},
	}
	fmt.Printf("%v\n", p)
	fmt.Printf("%+v\n", p)
	fmt.Printf("%v\n", p.Containers[0].Ports)
	fmt.Printf("%#v\n", p.Containers[0].Ports)
	fmt.Printf("%#v\n", p.Labels)
	fmt.Printf("%#v\n", p.Containers[0].Cmd)
	fmt.Printf("%#v\n", p.Containers[0].Any)
	p.Containers[0].Limit = &lim
	fmt.Println(*p.Containers[0].Limit)
	fmt.Printf("%T %T %T\n", p, p.Containers, p.Containers[0].Env)
	fmt.Printf("%v %+v\n", p.Owner, p.err)
	fmt.Printf("%#v\n", p.err)
	fmt.Printf("%d\n", p.Containers[0].Ports)
	fmt.Printf("%x\n", p.Containers[0].Cmd)
	fmt.Printf("%s\n", p.Containers[0].Ports)
	fmt.Printf("%q\n", []string{"a b", "c\"d"})
	fmt.Printf("%5d|%-5d|%05d\n", []int{1, 22}, []int{3}, [2]int{4, 5})
	m := map[Port]int{{"b", 2}: 1, {"a", 9}: 2, {"a", 1}: 3}
	fmt.Println(m)
	var ip *int
	var ia any = ip
	fmt.Printf("%v %d %+v %#v\n", ip, ip, ia, ia)
	fmt.Println(ia == nil, ip == nil)
}

// Output:
// {web-0 map[Zone:a app:web tier:front] [{nginx:1.25 [{http 80} {https 443}] map[A:1 B:2] <nil> [114 117 110] [1 x <nil> 2.5 {p 1}]}] <nil> <nil>}
// {Name:web-0 Labels:map[Zone:a app:web tier:front] Containers:[{Image:nginx:1.25 Ports:[{Name:http Num:80} {Name:https Num:443}] Env:map[A:1 B:2] Limit:<nil> Cmd:[114 117 110] Any:[1 x <nil> 2.5 {Name:p Num:1}]}] Owner:<nil> err:<nil>}
// [{http 80} {https 443}]
// []main.Port{main.Port{Name:"http", Num:80}, main.Port{Name:"https", Num:443}}
// map[string]string{"Zone":"a", "app":"web", "tier":"front"}
// []byte{0x72, 0x75, 0x6e}
// []interface {}{1, "x", interface {}(nil), 2.5, main.Port{Name:"p", Num:1}}
// 512
// main.Pod []main.Container map[string]string
// <nil> <nil>
// <nil>
// [{%!d(string=http) 80} {%!d(string=https) 443}]
// 72756e
// [{http %!s(int32=80)} {https %!s(int32=443)}]
// ["a b" "c\"d"]
// [    1    22]|[3    ]|[00004 00005]
// map[{a 1}:3 {a 9}:2 {b 2}:1]
// <nil> 0 <nil> (*int)(nil)
// false true
