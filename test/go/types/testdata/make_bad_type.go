package main

func main() {
	_ = make(int)
}

// Error:
// ./make_bad_type.go:4:11: invalid argument: cannot make int; type must be slice, map, or channel
