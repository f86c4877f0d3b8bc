package main

import "fmt"

type Config struct {
	Name    string
	Retries int
}

type Service struct {
	cfg *Config
}

func (s *Service) Describe() string {
	return fmt.Sprintf("%s x%d", s.cfg.Name, s.cfg.Retries)
}

func main() {
	ok := &Service{cfg: &Config{"api", 3}}
	fmt.Println(ok.Describe())
	bad := &Service{}
	fmt.Println(bad.Describe())
}

// Output:
// api x3
// Stderr:
// panic: runtime error: invalid memory address or nil pointer dereference
// [signal SIGSEGV: segmentation violation code=0x1 addr=0x0 pc=0x?]
//
// goroutine 1 [running]:
// Exit: 2
