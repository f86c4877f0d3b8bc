package backup

import "time"

func Schedule() time.Duration {
	var d time.Duration = "5m"
	return d
}
