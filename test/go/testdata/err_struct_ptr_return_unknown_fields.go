package main

import "fmt"

type Config struct {
	Name string
	Port int
}

func NewConfig() *Config {
	return Config{Name: "x", Port: "80"}
}

func main() {
	c := NewConfig()
	c.port = 8080
	fmt.Println(c.Nmae)
	var cfgs []Config
	cfgs = append(cfgs, c)
	fmt.Println(Config{"x"})
}

// Error:
// # command-line-arguments
// ./err_struct_ptr_return_unknown_fields.go:11:9: cannot use Config{…} (value of struct type Config) as *Config value in return statement
// ./err_struct_ptr_return_unknown_fields.go:11:33: cannot use "80" (untyped string constant) as int value in struct literal
// ./err_struct_ptr_return_unknown_fields.go:16:4: c.port undefined (type *Config has no field or method port, but does have field Port)
// ./err_struct_ptr_return_unknown_fields.go:17:16: c.Nmae undefined (type *Config has no field or method Nmae)
// ./err_struct_ptr_return_unknown_fields.go:19:22: cannot use c (variable of type *Config) as Config value in argument to append
// ./err_struct_ptr_return_unknown_fields.go:20:24: too few values in struct literal of type Config
