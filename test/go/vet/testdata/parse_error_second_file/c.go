package main

func other() {
	switch x := 1; y := x.(type) {
	}
	s := []int{1,2,3}
	_ = s[1::3]
}
