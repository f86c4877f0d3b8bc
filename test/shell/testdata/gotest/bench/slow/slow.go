package slow

func Spin(n int) int {
	s := 0
	for i := 0; i < n; i++ {
		s += i
	}
	return s
}
