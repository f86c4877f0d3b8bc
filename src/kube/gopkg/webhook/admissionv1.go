// Package v1 is the admission.k8s.io/v1 API group: the AdmissionReview the API server sends to
// admission webhooks and the response it expects.
package v1

import (
	authenticationv1 "k8s.io/api/authentication/v1"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/types"
)

// RawExtension holds an object as the API server sent it (JSON bytes).
type RawExtension struct {
	// Raw is the underlying serialization of this object.
	Raw []byte `json:"-"`
}

// GroupVersionKind unambiguously identifies a kind.
type GroupVersionKind struct {
	Group   string `json:"group"`
	Version string `json:"version"`
	Kind    string `json:"kind"`
}

// GroupVersionResource unambiguously identifies a resource.
type GroupVersionResource struct {
	Group    string `json:"group"`
	Version  string `json:"version"`
	Resource string `json:"resource"`
}

// AdmissionReview describes an admission review request/response.
type AdmissionReview struct {
	metav1.TypeMeta `json:",inline"`
	// Request describes the attributes for the admission request.
	Request *AdmissionRequest `json:"request,omitempty"`
	// Response describes the attributes for the admission response.
	Response *AdmissionResponse `json:"response,omitempty"`
}

// AdmissionRequest describes the admission.Attributes for the admission request.
type AdmissionRequest struct {
	// UID is an identifier for the individual request/response.
	UID types.UID `json:"uid"`
	// Kind is the fully-qualified type of object being submitted (for example, v1.Pod or autoscaling.v1.Scale)
	Kind GroupVersionKind `json:"kind"`
	// Resource is the fully-qualified resource being requested (for example, v1.pods)
	Resource GroupVersionResource `json:"resource"`
	// SubResource is the subresource being requested, if any (for example, "status" or "scale")
	SubResource string `json:"subResource,omitempty"`
	// RequestKind is the fully-qualified type of the original API request.
	RequestKind *GroupVersionKind `json:"requestKind,omitempty"`
	// RequestResource is the fully-qualified resource of the original API request.
	RequestResource *GroupVersionResource `json:"requestResource,omitempty"`
	// RequestSubResource is the name of the subresource of the original API request, if any.
	RequestSubResource string `json:"requestSubResource,omitempty"`
	// Name is the name of the object as presented in the request.
	Name string `json:"name,omitempty"`
	// Namespace is the namespace associated with the request (if any).
	Namespace string `json:"namespace,omitempty"`
	// Operation is the operation being performed.
	Operation Operation `json:"operation"`
	// UserInfo is information about the requesting user
	UserInfo authenticationv1.UserInfo `json:"userInfo"`
	// Object is the object from the incoming request.
	Object RawExtension `json:"object,omitempty"`
	// OldObject is the existing object. Only populated for DELETE and UPDATE requests.
	OldObject RawExtension `json:"oldObject,omitempty"`
	// DryRun indicates that modifications will definitely not be persisted for this request.
	DryRun *bool `json:"dryRun,omitempty"`
	// Options is the operation option structure of the operation being performed.
	Options RawExtension `json:"options,omitempty"`
}

// AdmissionResponse describes an admission response.
type AdmissionResponse struct {
	// UID is an identifier for the individual request/response.
	UID types.UID `json:"uid"`
	// Allowed indicates whether or not the admission request was permitted.
	Allowed bool `json:"allowed"`
	// Result contains extra details into why an admission request was denied.
	Result *metav1.Status `json:"status,omitempty"`
	// The patch body. Currently we only support "JSONPatch" which implements RFC 6902.
	Patch []byte `json:"patch,omitempty"`
	// The type of Patch. Currently we only allow "JSONPatch".
	PatchType *PatchType `json:"patchType,omitempty"`
	// AuditAnnotations is an unstructured key value map set by remote admission controller.
	AuditAnnotations map[string]string `json:"auditAnnotations,omitempty"`
	// warnings is a list of warning messages to return to the requesting API client.
	Warnings []string `json:"warnings,omitempty"`
}

// PatchType is the type of patch being used to represent the mutated object
type PatchType string

// PatchType constants.
const (
	PatchTypeJSONPatch PatchType = "JSONPatch"
)

// Operation is the type of resource operation being checked for admission control
type Operation string

// Operation constants
const (
	Create  Operation = "CREATE"
	Update  Operation = "UPDATE"
	Delete  Operation = "DELETE"
	Connect Operation = "CONNECT"
)
