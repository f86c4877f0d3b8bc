package main

type Real struct{}

type Alias = Real

func f() error {
	return Alias{}
}

func main() { f() }

// Error:
// ./alias_printing.go:8:9: cannot use Alias{} (value of struct type Alias) as error value in return statement: Real does not implement error (missing method Error)
