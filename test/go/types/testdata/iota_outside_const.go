package main

func main() {
	_ = iota
}

// Error:
// ./iota_outside_const.go:4:6: cannot use iota outside constant declaration
