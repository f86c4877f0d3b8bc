package version

var Version = "dev"

func Get() string { return Version }
