package none

// Version has no statements.
const Version = "v1"

type Empty struct{}
