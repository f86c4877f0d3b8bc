package main

const x = x

var y = z
var z = y

var a = f()

func f() int { return a }

func main() {}

// Error:
// ./init_cycles.go:3:7: initialization cycle: x refers to itself
// ./init_cycles.go:5:5: initialization cycle for y
// 	./init_cycles.go:5:5: y refers to
// 	./init_cycles.go:6:5: z refers to
// 	./init_cycles.go:5:5: y
// ./init_cycles.go:8:5: initialization cycle for a
// 	./init_cycles.go:8:5: a refers to
// 	./init_cycles.go:10:6: f refers to
// 	./init_cycles.go:8:5: a
