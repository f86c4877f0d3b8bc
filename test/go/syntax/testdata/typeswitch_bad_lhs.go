package main

func main() {
	var y any
	switch a, b := y.(type) {
	}
}

// Error:
// 5:14: syntax error: cannot use a, b := y.(type) as value
