package apps

import "example.com/op/zz/store"

func Load(s *store.Store) int {
	return len(s.Get("apps"))
}

func broken() int { return "also broken, never compiled" }
