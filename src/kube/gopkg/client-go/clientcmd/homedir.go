package homedir

import "os"

// HomeDir returns the home directory for the current user: $HOME on Linux ([CG] util/homedir/homedir.go;
// the Windows search of HOMEDRIVE/USERPROFILE does not apply to the simulated machine).
func HomeDir() string {
	return os.Getenv("HOME")
}
