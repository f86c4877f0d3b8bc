package main

import "fmt"

func main() {
	point := struct {
		X, Y int
	}{1, 2}
	fmt.Println(point, point.X)
	cases := []struct {
		name string
		in   int
		want int
	}{
		{"zero", 0, 0},
		{"one", 1, 1},
		{"two", 2, 4},
	}
	for _, c := range cases {
		got := c.in * c.in
		fmt.Printf("%s: got=%d want=%d ok=%t\n", c.name, got, c.want, got == c.want)
	}
	var cfg struct {
		Debug bool
		Level int
	}
	cfg.Level = 3
	fmt.Printf("%+v\n", cfg)
}

// Output:
// {1 2} 1
// zero: got=0 want=0 ok=true
// one: got=1 want=1 ok=true
// two: got=4 want=4 ok=true
// {Debug:false Level:3}
