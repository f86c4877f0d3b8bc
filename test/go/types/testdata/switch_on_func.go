package main

func main() {
	f := func() {}
	switch f {
	case nil:
	}
	g := []int{}
	switch g {
	}
}
