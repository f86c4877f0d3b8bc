// k8s.io/api discovery/v1 types.go and well_known_labels.go (v0.36): every type, field and constant with the real names, json tags
// and values (doc comments omitted).

package v1

import (
	v1 "k8s.io/api/core/v1"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/runtime"
)

type EndpointSlice struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	AddressType       AddressType    `json:"addressType"`
	Endpoints         []Endpoint     `json:"endpoints"`
	Ports             []EndpointPort `json:"ports"`
}

type AddressType string

const (
	AddressTypeIPv4 = AddressType(v1.IPv4Protocol)
	AddressTypeIPv6 = AddressType(v1.IPv6Protocol)
	AddressTypeFQDN = AddressType("FQDN")
)

type Endpoint struct {
	Addresses          []string            `json:"addresses"`
	Conditions         EndpointConditions  `json:"conditions,omitempty"`
	Hostname           *string             `json:"hostname,omitempty"`
	TargetRef          *v1.ObjectReference `json:"targetRef,omitempty"`
	DeprecatedTopology map[string]string   `json:"deprecatedTopology,omitempty"`
	NodeName           *string             `json:"nodeName,omitempty"`
	Zone               *string             `json:"zone,omitempty"`
	Hints              *EndpointHints      `json:"hints,omitempty"`
}

type EndpointConditions struct {
	Ready       *bool `json:"ready,omitempty"`
	Serving     *bool `json:"serving,omitempty"`
	Terminating *bool `json:"terminating,omitempty"`
}

type EndpointHints struct {
	ForZones []ForZone `json:"forZones,omitempty"`
	ForNodes []ForNode `json:"forNodes,omitempty"`
}

type ForZone struct {
	Name string `json:"name"`
}

type ForNode struct {
	Name string `json:"name"`
}

type EndpointPort struct {
	Name        *string      `json:"name,omitempty"`
	Protocol    *v1.Protocol `json:"protocol,omitempty"`
	Port        *int32       `json:"port,omitempty"`
	AppProtocol *string      `json:"appProtocol,omitempty"`
}

type EndpointSliceList struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items           []EndpointSlice `json:"items"`
}

const (
	LabelServiceName = "kubernetes.io/service-name"
	LabelManagedBy   = "endpointslice.kubernetes.io/managed-by"
	LabelSkipMirror  = "endpointslice.kubernetes.io/skip-mirror"
)
