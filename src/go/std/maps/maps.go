package maps

import "iter"

func Equal[M1, M2 ~map[K]V, K, V comparable](m1 M1, m2 M2) bool {
	if len(map[K]V(m1)) != len(map[K]V(m2)) {
		return false
	}
	for k, v1 := range map[K]V(m1) {
		if v2, ok := map[K]V(m2)[k]; !ok || v1 != v2 {
			return false
		}
	}
	return true
}

func EqualFunc[M1 ~map[K]V1, M2 ~map[K]V2, K comparable, V1, V2 any](m1 M1, m2 M2, eq func(V1, V2) bool) bool {
	if len(map[K]V1(m1)) != len(map[K]V2(m2)) {
		return false
	}
	for k, v1 := range map[K]V1(m1) {
		if v2, ok := map[K]V2(m2)[k]; !ok || !eq(v1, v2) {
			return false
		}
	}
	return true
}

func Clone[M ~map[K]V, K comparable, V any](m M) M {
	if m == nil {
		return nil
	}
	r := make(map[K]V, len(map[K]V(m)))
	for k, v := range map[K]V(m) {
		r[k] = v
	}
	return M(r)
}

func Copy[M1 ~map[K]V, M2 ~map[K]V, K comparable, V any](dst M1, src M2) {
	d := map[K]V(dst)
	for k, v := range map[K]V(src) {
		d[k] = v
	}
}

func DeleteFunc[M ~map[K]V, K comparable, V any](m M, del func(K, V) bool) {
	mm := map[K]V(m)
	for k, v := range mm {
		if del(k, v) {
			delete(mm, k)
		}
	}
}

func All[Map ~map[K]V, K comparable, V any](m Map) iter.Seq2[K, V] {
	return func(yield func(K, V) bool) {
		for k, v := range map[K]V(m) {
			if !yield(k, v) {
				return
			}
		}
	}
}

func Keys[Map ~map[K]V, K comparable, V any](m Map) iter.Seq[K] {
	return func(yield func(K) bool) {
		for k := range map[K]V(m) {
			if !yield(k) {
				return
			}
		}
	}
}

func Values[Map ~map[K]V, K comparable, V any](m Map) iter.Seq[V] {
	return func(yield func(V) bool) {
		for _, v := range map[K]V(m) {
			if !yield(v) {
				return
			}
		}
	}
}

func Insert[Map ~map[K]V, K comparable, V any](m Map, seq iter.Seq2[K, V]) {
	mm := map[K]V(m)
	seq(func(k K, v V) bool {
		mm[k] = v
		return true
	})
}

func Collect[K comparable, V any](seq iter.Seq2[K, V]) map[K]V {
	m := make(map[K]V)
	Insert(m, seq)
	return m
}
