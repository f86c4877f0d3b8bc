package main

import "fmt"

type Container struct {
	Name  string
	Image string
	Ports []int
	Env   map[string]string
}

type PodSpec struct {
	Containers []Container
	Labels     map[string]string
}

func main() {
	spec := PodSpec{
		Containers: []Container{
			{
				Name:  "app",
				Image: "nginx:1.25",
				Ports: []int{80, 443},
				Env: map[string]string{
					"MODE": "prod",
				},
			},
			{Name: "sidecar", Image: "busybox"},
		},
		Labels: map[string]string{"app": "web"},
	}
	for _, c := range spec.Containers {
		fmt.Println(c.Name, c.Image, c.Ports, c.Env, c.Env == nil)
	}
	ptrs := []*Container{{Name: "a"}, {Name: "b"}}
	fmt.Println(ptrs[1].Name)
	grid := map[string][]int{"a": {1, 2}, "b": {3}}
	fmt.Println(grid)
	nested := [][]string{{"x"}, {"y", "z"}}
	fmt.Println(nested, len(nested[1]))
}

// Output:
// app nginx:1.25 [80 443] map[MODE:prod] false
// sidecar busybox [] map[] true
// b
// map[a:[1 2] b:[3]]
// [[x] [y z]] 2
