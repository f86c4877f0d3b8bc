package store

type Store struct{ m map[string]string }

func New() *Store { return &Store{m: map[string]string{}} }

func (s *Store) Get(k string) (string, bool) {
	v, ok := s.m[k]
	return v, ok
}
