// sigs.k8s.io/gateway-api apis/v1 at v1.5.0 (shared_types.go), only what cert-manager's ACME types
// refer to (ACMEChallengeSolverHTTP01GatewayHTTPRoute.ParentRefs): ParentReference and the named
// types of its fields, with the real names and json tags. Doc comments omitted.

package v1

type ParentReference struct {
	Group       *Group       `json:"group,omitempty"`
	Kind        *Kind        `json:"kind,omitempty"`
	Namespace   *Namespace   `json:"namespace,omitempty"`
	Name        ObjectName   `json:"name"`
	SectionName *SectionName `json:"sectionName,omitempty"`
	Port        *PortNumber  `json:"port,omitempty"`
}

type PortNumber = int32

type Group string

type Kind string

type ObjectName string

type Namespace string

type SectionName string
