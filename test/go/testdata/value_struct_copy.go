package main

import "fmt"

type Spec struct {
	Replicas int
	Image    string
	Labels   map[string]string
	Args     []string
}

func bump(s Spec) Spec {
	s.Replicas++
	s.Labels["bumped"] = "yes"
	return s
}

func main() {
	a := Spec{Replicas: 1, Image: "nginx", Labels: map[string]string{}, Args: []string{"-v"}}
	b := a
	b.Replicas = 5
	b.Image = "redis"
	b.Args[0] = "-q"
	fmt.Println(a.Replicas, a.Image, a.Args)
	fmt.Println(b.Replicas, b.Image, b.Args)
	c := bump(a)
	fmt.Println(a.Replicas, c.Replicas, a.Labels)
}

// Output:
// 1 nginx [-q]
// 5 redis [-q]
// 1 2 map[bumped:yes]
