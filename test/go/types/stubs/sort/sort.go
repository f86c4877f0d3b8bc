package sort

func Strings(x []string)
func Ints(x []int)
func Slice(x any, less func(i, j int) bool)
