package main

func a(x int) int {
	for {
		if x > 0 {
			return x
		}
		x++
	}
}

func b(x int) int {
	switch {
	case x > 0:
		return 1
	default:
		panic("no")
	}
}

func c(x any) int {
	switch x.(type) {
	case int:
		return 1
	default:
		return 0
	}
}

func d(ch chan int) int {
	select {
	case v := <-ch:
		return v
	}
}

func e(x int) int {
	if x > 0 {
		return 1
	} else if x < 0 {
		return -1
	} else {
		return 0
	}
}

func main() {
	_, _, _, _, _ = a(1), b(1), c(1), d(nil), e(1)
}
