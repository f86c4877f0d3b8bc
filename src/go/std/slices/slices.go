package slices

import (
	"cmp"
	"iter"
)

func Equal[S ~[]E, E comparable](s1, s2 S) bool {
	return equal(s1, s2)
}

func EqualFunc[S1 ~[]E1, S2 ~[]E2, E1, E2 any](s1 S1, s2 S2, eq func(E1, E2) bool) bool {
	return equalFunc(s1, s2, eq)
}

func Compare[S ~[]E, E cmp.Ordered](s1, s2 S) int {
	return compare(s1, s2)
}

func CompareFunc[S1 ~[]E1, S2 ~[]E2, E1, E2 any](s1 S1, s2 S2, cmp func(E1, E2) int) int {
	return compareFunc(s1, s2, cmp)
}

func Index[S ~[]E, E comparable](s S, v E) int {
	return index(s, v)
}

func IndexFunc[S ~[]E, E any](s S, f func(E) bool) int {
	return indexFunc(s, f)
}

func Contains[S ~[]E, E comparable](s S, v E) bool {
	return index(s, v) >= 0
}

func ContainsFunc[S ~[]E, E any](s S, f func(E) bool) bool {
	return indexFunc(s, f) >= 0
}

func Insert[S ~[]E, E any](s S, i int, v ...E) S {
	insert(&s, i, v)
	return s
}

func Delete[S ~[]E, E any](s S, i, j int) S {
	del(&s, i, j)
	return s
}

func DeleteFunc[S ~[]E, E any](s S, del func(E) bool) S {
	deleteFunc(&s, del)
	return s
}

func Replace[S ~[]E, E any](s S, i, j int, v ...E) S {
	replace(&s, i, j, v)
	return s
}

func Clone[S ~[]E, E any](s S) S {
	var r S
	cloneSlice(&r, s)
	return r
}

func Compact[S ~[]E, E comparable](s S) S {
	compact(&s, nil)
	return s
}

func CompactFunc[S ~[]E, E any](s S, eq func(E, E) bool) S {
	compact(&s, eq)
	return s
}

func Grow[S ~[]E, E any](s S, n int) S {
	grow(&s, n)
	return s
}

func Clip[S ~[]E, E any](s S) S {
	clip(&s)
	return s
}

func Reverse[S ~[]E, E any](s S) {
	reverse(s)
}

func Concat[S ~[]E, E any](slices ...S) S {
	var r S
	concat(&r, slices)
	return r
}

func Repeat[S ~[]E, E any](x S, count int) S {
	var r S
	repeat(&r, x, count)
	return r
}

func Min[S ~[]E, E cmp.Ordered](x S) E {
	var m E
	minmax(x, &m, false)
	return m
}

func MinFunc[S ~[]E, E any](x S, cmp func(a, b E) int) E {
	var m E
	minmaxFunc(x, &m, cmp, false)
	return m
}

func Max[S ~[]E, E cmp.Ordered](x S) E {
	var m E
	minmax(x, &m, true)
	return m
}

func MaxFunc[S ~[]E, E any](x S, cmp func(a, b E) int) E {
	var m E
	minmaxFunc(x, &m, cmp, true)
	return m
}

func Sort[S ~[]E, E cmp.Ordered](x S) {
	sortOrdered(x)
}

func SortFunc[S ~[]E, E any](x S, cmp func(a, b E) int) {
	sortFunc(x, cmp)
}

func SortStableFunc[S ~[]E, E any](x S, cmp func(a, b E) int) {
	sortStableFunc(x, cmp)
}

func IsSorted[S ~[]E, E cmp.Ordered](x S) bool {
	return isSorted(x, nil)
}

func IsSortedFunc[S ~[]E, E any](x S, cmp func(a, b E) int) bool {
	return isSorted(x, cmp)
}

func BinarySearch[S ~[]E, E cmp.Ordered](x S, target E) (int, bool) {
	return binarySearch(x, &target, nil)
}

func BinarySearchFunc[S ~[]E, E, T any](x S, target T, cmp func(E, T) int) (int, bool) {
	return binarySearch(x, &target, cmp)
}

func All[Slice ~[]E, E any](s Slice) iter.Seq2[int, E] {
	return func(yield func(int, E) bool) {
		for i, v := range s {
			if !yield(i, v) {
				return
			}
		}
	}
}

func Backward[Slice ~[]E, E any](s Slice) iter.Seq2[int, E] {
	return func(yield func(int, E) bool) {
		for i := len(s) - 1; i >= 0; i-- {
			if !yield(i, s[i]) {
				return
			}
		}
	}
}

func Values[Slice ~[]E, E any](s Slice) iter.Seq[E] {
	return func(yield func(E) bool) {
		for _, v := range s {
			if !yield(v) {
				return
			}
		}
	}
}

func AppendSeq[Slice ~[]E, E any](s Slice, seq iter.Seq[E]) Slice {
	seq(func(v E) bool {
		push(&s, v)
		return true
	})
	return s
}

func Collect[E any](seq iter.Seq[E]) []E {
	var s []E
	seq(func(v E) bool {
		push(&s, v)
		return true
	})
	return s
}

func Sorted[E cmp.Ordered](seq iter.Seq[E]) []E {
	s := Collect[E](seq)
	sortOrdered(s)
	return s
}

func SortedFunc[E any](seq iter.Seq[E], cmp func(E, E) int) []E {
	s := Collect[E](seq)
	sortFunc(s, cmp)
	return s
}

func SortedStableFunc[E any](seq iter.Seq[E], cmp func(E, E) int) []E {
	s := Collect[E](seq)
	sortStableFunc(s, cmp)
	return s
}

func Chunk[Slice ~[]E, E any](s Slice, n int) iter.Seq[Slice] {
	if n < 1 {
		panic("cannot be less than 1")
	}
	return func(yield func(Slice) bool) {
		for i := 0; i < len(s); i += n {
			end := min(n, len(s[i:]))
			if !yield(s[i : i+end : i+end]) {
				return
			}
		}
	}
}

func equal(s1, s2 any) bool
func equalFunc(s1, s2 any, eq any) bool
func compare(s1, s2 any) int
func compareFunc(s1, s2 any, cmp any) int
func index(s any, v any) int
func indexFunc(s any, f any) int
func insert(ps any, i int, v any)
func del(ps any, i, j int)
func deleteFunc(ps any, del any)
func replace(ps any, i, j int, v any)
func cloneSlice(pr any, s any)
func compact(ps any, eq any)
func grow(ps any, n int)
func clip(ps any)
func reverse(s any)
func concat(pr any, slices any)
func repeat(pr any, x any, count int)
func minmax(x any, out any, max bool)
func minmaxFunc(x any, out any, cmp any, max bool)
func sortOrdered(x any)
func sortFunc(x any, cmp any)
func sortStableFunc(x any, cmp any)
func isSorted(x any, cmp any) bool
func binarySearch(x any, target any, cmp any) (int, bool)
func push(ps any, v any)
