package main

import (
	"fmt"
	"os"
)

func main() {
	show := func() {
		h, err := os.UserHomeDir()
		fmt.Printf("home %q %v\n", h, err)
		c, err := os.UserCacheDir()
		fmt.Printf("cache %q %v\n", c, err)
		g, err := os.UserConfigDir()
		fmt.Printf("config %q %v\n", g, err)
	}
	show()
	os.Setenv("HOME", "/home/dev")
	show()
	os.Setenv("XDG_CACHE_HOME", "relative/cache")
	os.Setenv("XDG_CONFIG_HOME", "/etc/xdg")
	show()
	os.Setenv("XDG_CACHE_HOME", "/var/cache/app")
	os.Unsetenv("HOME")
	show()
}

// Output:
// home "" $HOME is not defined
// cache "" neither $XDG_CACHE_HOME nor $HOME are defined
// config "" neither $XDG_CONFIG_HOME nor $HOME are defined
// home "/home/dev" <nil>
// cache "/home/dev/.cache" <nil>
// config "/home/dev/.config" <nil>
// home "/home/dev" <nil>
// cache "relative/cache" <nil>
// config "/etc/xdg" <nil>
// home "" $HOME is not defined
// cache "/var/cache/app" <nil>
// config "/etc/xdg" <nil>
