package main

type Config struct {
	Name  string
	Debug bool
}

func (c *Config) String() string { return "cfg" }

func helper() int { return 2 }

var version = "v2"
