package assets

import "embed"

// Static holds the site's files (the directory name is kept in the paths).
//
//go:embed static
var Static embed.FS

//go:embed static/raw.bin
var Raw []byte
