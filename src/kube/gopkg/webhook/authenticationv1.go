// Package v1 is the authentication.k8s.io/v1 API group (the part admission requests carry).
package v1

// ExtraValue masks the value so protobuf can generate.
type ExtraValue []string

// UserInfo holds the information about the user needed to implement the user.Info interface.
type UserInfo struct {
	// The name that uniquely identifies this user among all active users.
	Username string `json:"username,omitempty"`
	// A unique value that identifies this user across time.
	UID string `json:"uid,omitempty"`
	// The names of groups this user is a part of.
	Groups []string `json:"groups,omitempty"`
	// Any additional information provided by the authenticator.
	Extra map[string]ExtraValue `json:"extra,omitempty"`
}
