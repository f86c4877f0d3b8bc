package sort

type Interface interface {
	Len() int
	Less(i, j int) bool
	Swap(i, j int)
}

func Sort(data Interface)
func Stable(data Interface)

func IsSorted(data Interface) bool {
	n := data.Len()
	for i := n - 1; i > 0; i-- {
		if data.Less(i, i-1) {
			return false
		}
	}
	return true
}

func Slice(x any, less func(i, j int) bool)
func SliceStable(x any, less func(i, j int) bool)

func SliceIsSorted(x any, less func(i, j int) bool) bool {
	n := lenOf(x)
	for i := n - 1; i > 0; i-- {
		if less(i, i-1) {
			return false
		}
	}
	return true
}

func lenOf(x any) int

type reverse struct {
	Interface
}

func (r reverse) Less(i, j int) bool {
	return r.Interface.Less(j, i)
}

func Reverse(data Interface) Interface {
	return &reverse{data}
}

func Search(n int, f func(int) bool) int {
	i, j := 0, n
	for i < j {
		h := int(uint(i+j) >> 1)
		if !f(h) {
			i = h + 1
		} else {
			j = h
		}
	}
	return i
}

func Find(n int, cmp func(int) int) (i int, found bool) {
	i, j := 0, n
	for i < j {
		h := int(uint(i+j) >> 1)
		if cmp(h) > 0 {
			i = h + 1
		} else {
			j = h
		}
	}
	return i, i < n && cmp(i) == 0
}

func SearchInts(a []int, x int) int {
	return Search(len(a), func(i int) bool { return a[i] >= x })
}

func SearchFloat64s(a []float64, x float64) int {
	return Search(len(a), func(i int) bool { return a[i] >= x })
}

func SearchStrings(a []string, x string) int {
	return Search(len(a), func(i int) bool { return a[i] >= x })
}

type IntSlice []int

func (x IntSlice) Len() int           { return len(x) }
func (x IntSlice) Less(i, j int) bool { return x[i] < x[j] }
func (x IntSlice) Swap(i, j int)      { x[i], x[j] = x[j], x[i] }
func (x IntSlice) Sort()              { sortOrdered(x) }
func (x IntSlice) Search(v int) int   { return SearchInts(x, v) }

type Float64Slice []float64

func (x Float64Slice) Len() int { return len(x) }
func (x Float64Slice) Less(i, j int) bool {
	return x[i] < x[j] || (x[i] != x[i] && x[j] == x[j])
}
func (x Float64Slice) Swap(i, j int)        { x[i], x[j] = x[j], x[i] }
func (x Float64Slice) Sort()                { sortOrdered(x) }
func (x Float64Slice) Search(v float64) int { return SearchFloat64s(x, v) }

type StringSlice []string

func (x StringSlice) Len() int            { return len(x) }
func (x StringSlice) Less(i, j int) bool  { return x[i] < x[j] }
func (x StringSlice) Swap(i, j int)       { x[i], x[j] = x[j], x[i] }
func (x StringSlice) Sort()               { sortOrdered(x) }
func (x StringSlice) Search(v string) int { return SearchStrings(x, v) }

func sortOrdered(x any)

func Ints(x []int) {
	sortOrdered(x)
}

func Float64s(x []float64) {
	sortOrdered(x)
}

func Strings(x []string) {
	sortOrdered(x)
}

func IntsAreSorted(x []int) bool {
	return IsSorted(IntSlice(x))
}

func Float64sAreSorted(x []float64) bool {
	return IsSorted(Float64Slice(x))
}

func StringsAreSorted(x []string) bool {
	return IsSorted(StringSlice(x))
}
