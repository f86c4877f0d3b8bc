package store

type Store struct{ items map[string]string }

func (s *Store) Get(key string) string {
	return s.items[key], nil
}
