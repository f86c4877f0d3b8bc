package main

type Counter struct{ n int }

func (c *Counter) Inc() { c.n++ }

func main() {
	m := map[string]Counter{}
	m["a"].Inc()
}

// Error:
// ./map_value_pointer_method.go:9:9: cannot call pointer method Inc on Counter
