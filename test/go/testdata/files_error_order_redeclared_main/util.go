package main

func helper(s string) {
	x := s
}

func main() {}
