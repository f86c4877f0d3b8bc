package main

type S struct{}

func (s *S) Update(ctx string, obj any) error { return nil }

func main() {
	s := &S{}
	_ = s.Update("ctx")
}

// Error:
// ./wrong_arg_count_method.go:9:15: not enough arguments in call to s.Update
// 	have (string)
// 	want (string, any)
