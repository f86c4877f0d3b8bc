package util

import "strings"

func Labels(name string) map[string]string {
	return map[string]string{"app": strings.ToLower(name), "size": 3}
}
