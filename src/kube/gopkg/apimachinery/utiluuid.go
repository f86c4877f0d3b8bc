// Package uuid ([AM] pkg/util/uuid/uuid.go, v0.23 on): random (version 4) UUIDs as types.UID,
// github.com/google/uuid's New().String().
package uuid

import "k8s.io/apimachinery/pkg/types"

func NewUUID() types.UID {
	return types.UID(newRandom())
}

// newRandom: a version 4, RFC 4122 variant UUID in its 36-character form.
func newRandom() string
