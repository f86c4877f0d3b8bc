// k8s.io/apimachinery/pkg/apis/meta/v1: object metadata, conditions, time, status. Written for
// Operator Lab with the real field names, json tags and method sets (metav1.Object is implemented by
// *ObjectMeta through the getters/setters below, so embedding ObjectMeta makes a type an Object).

import { goPackage } from '../pkg.ts';
import { groupVersionSrc } from './metav1-groupversion.ts';

const metaSrc = `package v1

import (
	"k8s.io/apimachinery/pkg/runtime"
	"k8s.io/apimachinery/pkg/runtime/schema"
	"k8s.io/apimachinery/pkg/types"
)

// AddToGroupVersion registers common meta types into schemas (WatchEvent and the option kinds in
// the real package; the simulated scheme needs none of them, so it only checks its arguments).
func AddToGroupVersion(scheme *runtime.Scheme, groupVersion schema.GroupVersion) {
	_ = scheme
	_ = groupVersion
}

// TypeMeta describes an individual object in an API response or request with strings
// representing the type of the object and its API schema version.
type TypeMeta struct {
	Kind       string \`json:"kind,omitempty" protobuf:"bytes,1,opt,name=kind"\`
	APIVersion string \`json:"apiVersion,omitempty" protobuf:"bytes,2,opt,name=apiVersion"\`
}

func (obj *TypeMeta) GetObjectKind() schema.ObjectKind { return obj }

func (obj *TypeMeta) SetGroupVersionKind(gvk schema.GroupVersionKind) {
	obj.APIVersion, obj.Kind = gvk.ToAPIVersionAndKind()
}

func (obj *TypeMeta) GroupVersionKind() schema.GroupVersionKind {
	return schema.FromAPIVersionAndKind(obj.APIVersion, obj.Kind)
}

// ListMeta describes metadata that synthetic resources must have.
type ListMeta struct {
	SelfLink           string \`json:"selfLink,omitempty"\`
	ResourceVersion    string \`json:"resourceVersion,omitempty"\`
	Continue           string \`json:"continue,omitempty"\`
	RemainingItemCount *int64 \`json:"remainingItemCount,omitempty"\`
}

func (meta *ListMeta) GetResourceVersion() string        { return meta.ResourceVersion }
func (meta *ListMeta) SetResourceVersion(version string) { meta.ResourceVersion = version }
func (meta *ListMeta) GetSelfLink() string               { return meta.SelfLink }
func (meta *ListMeta) SetSelfLink(selfLink string)       { meta.SelfLink = selfLink }
func (meta *ListMeta) GetContinue() string               { return meta.Continue }
func (meta *ListMeta) SetContinue(c string)              { meta.Continue = c }
func (meta *ListMeta) GetRemainingItemCount() *int64     { return meta.RemainingItemCount }
func (meta *ListMeta) SetRemainingItemCount(c *int64)    { meta.RemainingItemCount = c }
func (obj *ListMeta) GetListMeta() ListInterface         { return obj }

// ListInterface lets you work with list metadata from any of the versioned or internal API objects.
type ListInterface interface {
	GetResourceVersion() string
	SetResourceVersion(version string)
	GetSelfLink() string
	SetSelfLink(selfLink string)
	GetContinue() string
	SetContinue(c string)
	GetRemainingItemCount() *int64
	SetRemainingItemCount(c *int64)
}

// ObjectMeta is metadata that all persisted resources must have.
type ObjectMeta struct {
	Name                       string            \`json:"name,omitempty"\`
	GenerateName               string            \`json:"generateName,omitempty"\`
	Namespace                  string            \`json:"namespace,omitempty"\`
	SelfLink                   string            \`json:"selfLink,omitempty"\`
	UID                        types.UID         \`json:"uid,omitempty"\`
	ResourceVersion            string            \`json:"resourceVersion,omitempty"\`
	Generation                 int64             \`json:"generation,omitempty"\`
	CreationTimestamp          Time              \`json:"creationTimestamp,omitempty"\`
	DeletionTimestamp          *Time             \`json:"deletionTimestamp,omitempty"\`
	DeletionGracePeriodSeconds *int64            \`json:"deletionGracePeriodSeconds,omitempty"\`
	Labels                     map[string]string \`json:"labels,omitempty"\`
	Annotations                map[string]string \`json:"annotations,omitempty"\`
	OwnerReferences            []OwnerReference  \`json:"ownerReferences,omitempty" patchStrategy:"merge" patchMergeKey:"uid"\`
	Finalizers                 []string          \`json:"finalizers,omitempty" patchStrategy:"merge"\`
	ManagedFields              []ManagedFieldsEntry \`json:"managedFields,omitempty"\`
}

// PartialObjectMetadata is a generic representation of any object with ObjectMeta. It allows clients
// to get access to a particular ObjectMeta schema without knowing the details of the version.
type PartialObjectMetadata struct {
	TypeMeta \`json:",inline"\`
	// Standard object's metadata.
	ObjectMeta \`json:"metadata,omitempty"\`
}

// PartialObjectMetadataList contains a list of objects containing only their metadata
type PartialObjectMetadataList struct {
	TypeMeta \`json:",inline"\`
	// Standard list metadata.
	ListMeta \`json:"metadata,omitempty"\`

	// items contains each of the included items.
	Items []PartialObjectMetadata \`json:"items"\`
}

// Object lets you work with object metadata from any of the versioned or internal API objects.
type Object interface {
	GetNamespace() string
	SetNamespace(namespace string)
	GetName() string
	SetName(name string)
	GetGenerateName() string
	SetGenerateName(name string)
	GetUID() types.UID
	SetUID(uid types.UID)
	GetResourceVersion() string
	SetResourceVersion(version string)
	GetGeneration() int64
	SetGeneration(generation int64)
	GetSelfLink() string
	SetSelfLink(selfLink string)
	GetCreationTimestamp() Time
	SetCreationTimestamp(timestamp Time)
	GetDeletionTimestamp() *Time
	SetDeletionTimestamp(timestamp *Time)
	GetDeletionGracePeriodSeconds() *int64
	SetDeletionGracePeriodSeconds(*int64)
	GetLabels() map[string]string
	SetLabels(labels map[string]string)
	GetAnnotations() map[string]string
	SetAnnotations(annotations map[string]string)
	GetFinalizers() []string
	SetFinalizers(finalizers []string)
	GetOwnerReferences() []OwnerReference
	SetOwnerReferences([]OwnerReference)
	GetManagedFields() []ManagedFieldsEntry
	SetManagedFields(managedFields []ManagedFieldsEntry)
}

// ObjectMetaAccessor gives access to an object's metadata.
type ObjectMetaAccessor interface {
	GetObjectMeta() Object
}

func (obj *ObjectMeta) GetObjectMeta() Object { return obj }

func (meta *ObjectMeta) GetNamespace() string                { return meta.Namespace }
func (meta *ObjectMeta) SetNamespace(namespace string)       { meta.Namespace = namespace }
func (meta *ObjectMeta) GetName() string                     { return meta.Name }
func (meta *ObjectMeta) SetName(name string)                 { meta.Name = name }
func (meta *ObjectMeta) GetGenerateName() string             { return meta.GenerateName }
func (meta *ObjectMeta) SetGenerateName(generateName string) { meta.GenerateName = generateName }
func (meta *ObjectMeta) GetUID() types.UID                   { return meta.UID }
func (meta *ObjectMeta) SetUID(uid types.UID)                { meta.UID = uid }
func (meta *ObjectMeta) GetResourceVersion() string          { return meta.ResourceVersion }
func (meta *ObjectMeta) SetResourceVersion(version string)   { meta.ResourceVersion = version }
func (meta *ObjectMeta) GetGeneration() int64                { return meta.Generation }
func (meta *ObjectMeta) SetGeneration(generation int64)      { meta.Generation = generation }
func (meta *ObjectMeta) GetSelfLink() string                 { return meta.SelfLink }
func (meta *ObjectMeta) SetSelfLink(selfLink string)         { meta.SelfLink = selfLink }
func (meta *ObjectMeta) GetCreationTimestamp() Time          { return meta.CreationTimestamp }
func (meta *ObjectMeta) SetCreationTimestamp(creationTimestamp Time) {
	meta.CreationTimestamp = creationTimestamp
}
func (meta *ObjectMeta) GetDeletionTimestamp() *Time { return meta.DeletionTimestamp }
func (meta *ObjectMeta) SetDeletionTimestamp(deletionTimestamp *Time) {
	meta.DeletionTimestamp = deletionTimestamp
}
func (meta *ObjectMeta) GetDeletionGracePeriodSeconds() *int64 { return meta.DeletionGracePeriodSeconds }
func (meta *ObjectMeta) SetDeletionGracePeriodSeconds(deletionGracePeriodSeconds *int64) {
	meta.DeletionGracePeriodSeconds = deletionGracePeriodSeconds
}
func (meta *ObjectMeta) GetLabels() map[string]string                 { return meta.Labels }
func (meta *ObjectMeta) SetLabels(labels map[string]string)           { meta.Labels = labels }
func (meta *ObjectMeta) GetAnnotations() map[string]string            { return meta.Annotations }
func (meta *ObjectMeta) SetAnnotations(annotations map[string]string) { meta.Annotations = annotations }
func (meta *ObjectMeta) GetFinalizers() []string                      { return meta.Finalizers }
func (meta *ObjectMeta) SetFinalizers(finalizers []string)            { meta.Finalizers = finalizers }
func (meta *ObjectMeta) GetOwnerReferences() []OwnerReference         { return meta.OwnerReferences }
func (meta *ObjectMeta) SetOwnerReferences(references []OwnerReference) {
	meta.OwnerReferences = references
}
func (meta *ObjectMeta) GetManagedFields() []ManagedFieldsEntry { return meta.ManagedFields }
func (meta *ObjectMeta) SetManagedFields(managedFields []ManagedFieldsEntry) {
	meta.ManagedFields = managedFields
}

const (
	// NamespaceDefault means the object is in the default namespace which is applied when not specified by clients
	NamespaceDefault string = "default"
	// NamespaceAll is the default argument to specify on a context when you want to list or filter resources across all namespaces
	NamespaceAll string = ""
	// NamespaceNone is the argument for a context when there is no namespace.
	NamespaceNone string = ""
	// NamespaceSystem is the system namespace where we place system components.
	NamespaceSystem string = "kube-system"
	// NamespacePublic is the namespace where we place public info (ConfigMaps)
	NamespacePublic string = "kube-public"
)

// OwnerReference contains enough information to let you identify an owning object.
type OwnerReference struct {
	APIVersion         string    \`json:"apiVersion"\`
	Kind               string    \`json:"kind"\`
	Name               string    \`json:"name"\`
	UID                types.UID \`json:"uid"\`
	Controller         *bool     \`json:"controller,omitempty"\`
	BlockOwnerDeletion *bool     \`json:"blockOwnerDeletion,omitempty"\`
}

// GetControllerOf returns a pointer to a copy of the controllerRef if controllee has a controller.
func GetControllerOf(controllee Object) *OwnerReference {
	ref := GetControllerOfNoCopy(controllee)
	if ref == nil {
		return nil
	}
	cp := *ref
	cp.Controller = ptrBool(*ref.Controller)
	if ref.BlockOwnerDeletion != nil {
		cp.BlockOwnerDeletion = ptrBool(*ref.BlockOwnerDeletion)
	}
	return &cp
}

// GetControllerOfNoCopy returns a pointer to the controllerRef if controllee has a controller.
func GetControllerOfNoCopy(controllee Object) *OwnerReference {
	refs := controllee.GetOwnerReferences()
	for i := range refs {
		if refs[i].Controller != nil && *refs[i].Controller {
			return &refs[i]
		}
	}
	return nil
}

// IsControlledBy checks if the object has a controllerRef set to the given owner.
func IsControlledBy(obj Object, owner Object) bool {
	ref := GetControllerOfNoCopy(obj)
	if ref == nil {
		return false
	}
	return ref.UID == owner.GetUID()
}

// NewControllerRef creates an OwnerReference pointing to the given owner.
func NewControllerRef(owner Object, gvk schema.GroupVersionKind) *OwnerReference {
	return &OwnerReference{
		APIVersion:         gvk.GroupVersion().String(),
		Kind:               gvk.Kind,
		Name:               owner.GetName(),
		UID:                owner.GetUID(),
		BlockOwnerDeletion: ptrBool(true),
		Controller:         ptrBool(true),
	}
}

func ptrBool(b bool) *bool { return &b }

// ManagedFieldsOperationType is the type of operation which lead to a ManagedFieldsEntry being created.
type ManagedFieldsOperationType string

const (
	ManagedFieldsOperationApply  ManagedFieldsOperationType = "Apply"
	ManagedFieldsOperationUpdate ManagedFieldsOperationType = "Update"
)

// ManagedFieldsEntry is a workflow-id, a FieldSet and the group version of the resource that the
// fieldset applies to.
type ManagedFieldsEntry struct {
	Manager     string                     \`json:"manager,omitempty"\`
	Operation   ManagedFieldsOperationType \`json:"operation,omitempty"\`
	APIVersion  string                     \`json:"apiVersion,omitempty"\`
	Time        *Time                      \`json:"time,omitempty"\`
	FieldsType  string                     \`json:"fieldsType,omitempty"\`
	FieldsV1    *FieldsV1                  \`json:"fieldsV1,omitempty"\`
	Subresource string                     \`json:"subresource,omitempty"\`
}

// FieldsV1 stores a set of fields in a data structure like a Trie, in JSON format.
type FieldsV1 struct {
	Raw []byte \`json:"-"\`
}

// LabelSelector is a label query over a set of resources.
type LabelSelector struct {
	MatchLabels      map[string]string          \`json:"matchLabels,omitempty"\`
	MatchExpressions []LabelSelectorRequirement \`json:"matchExpressions,omitempty"\`
}

// LabelSelectorRequirement is a selector that contains values, a key, and an operator.
type LabelSelectorRequirement struct {
	Key      string                \`json:"key" patchStrategy:"merge" patchMergeKey:"key"\`
	Operator LabelSelectorOperator \`json:"operator"\`
	Values   []string              \`json:"values,omitempty"\`
}

// LabelSelectorOperator is the set of operators that can be used in a selector requirement.
type LabelSelectorOperator string

const (
	LabelSelectorOpIn           LabelSelectorOperator = "In"
	LabelSelectorOpNotIn        LabelSelectorOperator = "NotIn"
	LabelSelectorOpExists       LabelSelectorOperator = "Exists"
	LabelSelectorOpDoesNotExist LabelSelectorOperator = "DoesNotExist"
)

// Condition contains details for one aspect of the current state of this API Resource.
type Condition struct {
	Type               string          \`json:"type" protobuf:"bytes,1,opt,name=type"\`
	Status             ConditionStatus \`json:"status" protobuf:"bytes,2,opt,name=status"\`
	ObservedGeneration int64           \`json:"observedGeneration,omitempty" protobuf:"varint,3,opt,name=observedGeneration"\`
	LastTransitionTime Time            \`json:"lastTransitionTime" protobuf:"bytes,4,opt,name=lastTransitionTime"\`
	Reason             string          \`json:"reason" protobuf:"bytes,5,opt,name=reason"\`
	Message            string          \`json:"message" protobuf:"bytes,6,opt,name=message"\`
}

type ConditionStatus string

const (
	ConditionTrue    ConditionStatus = "True"
	ConditionFalse   ConditionStatus = "False"
	ConditionUnknown ConditionStatus = "Unknown"
)

// DeletionPropagation decides if a deletion will propagate to the dependents of the object.
type DeletionPropagation string

const (
	DeletePropagationOrphan     DeletionPropagation = "Orphan"
	DeletePropagationBackground DeletionPropagation = "Background"
	DeletePropagationForeground DeletionPropagation = "Foreground"
)

// Preconditions must be fulfilled before an operation (update, delete, etc.) is carried out.
type Preconditions struct {
	UID             *types.UID \`json:"uid,omitempty"\`
	ResourceVersion *string    \`json:"resourceVersion,omitempty"\`
}

// GetOptions is the standard query options to the standard REST get call.
type GetOptions struct {
	TypeMeta        \`json:",inline"\`
	ResourceVersion string \`json:"resourceVersion,omitempty"\`
}

// ListOptions is the query options to a standard REST list call.
type ListOptions struct {
	TypeMeta             \`json:",inline"\`
	LabelSelector        string \`json:"labelSelector,omitempty"\`
	FieldSelector        string \`json:"fieldSelector,omitempty"\`
	Watch                bool   \`json:"watch,omitempty"\`
	AllowWatchBookmarks  bool   \`json:"allowWatchBookmarks,omitempty"\`
	ResourceVersion      string \`json:"resourceVersion,omitempty"\`
	ResourceVersionMatch string \`json:"resourceVersionMatch,omitempty"\`
	TimeoutSeconds       *int64 \`json:"timeoutSeconds,omitempty"\`
	Limit                int64  \`json:"limit,omitempty"\`
	Continue             string \`json:"continue,omitempty"\`
}

// DeleteOptions may be provided when deleting an API object.
type DeleteOptions struct {
	TypeMeta           \`json:",inline"\`
	GracePeriodSeconds *int64               \`json:"gracePeriodSeconds,omitempty"\`
	Preconditions      *Preconditions       \`json:"preconditions,omitempty"\`
	OrphanDependents   *bool                \`json:"orphanDependents,omitempty"\`
	PropagationPolicy  *DeletionPropagation \`json:"propagationPolicy,omitempty"\`
	DryRun             []string             \`json:"dryRun,omitempty"\`
}

// CreateOptions may be provided when creating an API object.
type CreateOptions struct {
	TypeMeta        \`json:",inline"\`
	DryRun          []string \`json:"dryRun,omitempty"\`
	FieldManager    string   \`json:"fieldManager,omitempty"\`
	FieldValidation string   \`json:"fieldValidation,omitempty"\`
}

// UpdateOptions may be provided when updating an API object.
type UpdateOptions struct {
	TypeMeta        \`json:",inline"\`
	DryRun          []string \`json:"dryRun,omitempty"\`
	FieldManager    string   \`json:"fieldManager,omitempty"\`
	FieldValidation string   \`json:"fieldValidation,omitempty"\`
}

// PatchOptions may be provided when patching an API object.
type PatchOptions struct {
	TypeMeta        \`json:",inline"\`
	DryRun          []string \`json:"dryRun,omitempty"\`
	Force           *bool    \`json:"force,omitempty"\`
	FieldManager    string   \`json:"fieldManager,omitempty"\`
	FieldValidation string   \`json:"fieldValidation,omitempty"\`
}

const (
	// DryRunAll means to complete all processing stages, but don't persist changes to storage.
	DryRunAll = "All"
)

// Status is a return value for calls that don't return other objects.
type Status struct {
	TypeMeta \`json:",inline"\`
	ListMeta \`json:"metadata,omitempty"\`
	Status   string         \`json:"status,omitempty"\`
	Message  string         \`json:"message,omitempty"\`
	Reason   StatusReason   \`json:"reason,omitempty"\`
	Details  *StatusDetails \`json:"details,omitempty"\`
	Code     int32          \`json:"code,omitempty"\`
}

// StatusDetails is a set of additional properties that MAY be set by the server to provide
// additional information about a response.
type StatusDetails struct {
	Name              string        \`json:"name,omitempty"\`
	Group             string        \`json:"group,omitempty"\`
	Kind              string        \`json:"kind,omitempty"\`
	UID               types.UID     \`json:"uid,omitempty"\`
	Causes            []StatusCause \`json:"causes,omitempty"\`
	RetryAfterSeconds int32         \`json:"retryAfterSeconds,omitempty"\`
}

// Values of Status.Status
const (
	StatusSuccess = "Success"
	StatusFailure = "Failure"
)

// StatusReason is an enumeration of possible failure causes.
type StatusReason string

const (
	StatusReasonUnknown               StatusReason = ""
	StatusReasonUnauthorized          StatusReason = "Unauthorized"
	StatusReasonForbidden             StatusReason = "Forbidden"
	StatusReasonNotFound              StatusReason = "NotFound"
	StatusReasonAlreadyExists         StatusReason = "AlreadyExists"
	StatusReasonConflict              StatusReason = "Conflict"
	StatusReasonGone                  StatusReason = "Gone"
	StatusReasonInvalid               StatusReason = "Invalid"
	StatusReasonServerTimeout         StatusReason = "ServerTimeout"
	StatusReasonStoreReadError        StatusReason = "StorageReadError"
	StatusReasonTimeout               StatusReason = "Timeout"
	StatusReasonTooManyRequests       StatusReason = "TooManyRequests"
	StatusReasonBadRequest            StatusReason = "BadRequest"
	StatusReasonMethodNotAllowed      StatusReason = "MethodNotAllowed"
	StatusReasonNotAcceptable         StatusReason = "NotAcceptable"
	StatusReasonRequestEntityTooLarge StatusReason = "RequestEntityTooLarge"
	StatusReasonUnsupportedMediaType  StatusReason = "UnsupportedMediaType"
	StatusReasonInternalError         StatusReason = "InternalError"
	StatusReasonExpired               StatusReason = "Expired"
	StatusReasonServiceUnavailable    StatusReason = "ServiceUnavailable"
)

// StatusCause provides more information about an api.Status failure.
type StatusCause struct {
	Type    CauseType \`json:"reason,omitempty"\`
	Message string    \`json:"message,omitempty"\`
	Field   string    \`json:"field,omitempty"\`
}

// CauseType is a machine readable value providing more detail about what occurred in a status response.
type CauseType string

const (
	CauseTypeFieldValueNotFound     CauseType = "FieldValueNotFound"
	CauseTypeFieldValueRequired     CauseType = "FieldValueRequired"
	CauseTypeFieldValueDuplicate    CauseType = "FieldValueDuplicate"
	CauseTypeFieldValueInvalid      CauseType = "FieldValueInvalid"
	CauseTypeFieldValueNotSupported CauseType = "FieldValueNotSupported"
	CauseTypeForbidden              CauseType = "FieldValueForbidden"
	CauseTypeTooLong                CauseType = "FieldValueTooLong"
	CauseTypeTooMany                CauseType = "FieldValueTooMany"
	CauseTypeInternal               CauseType = "InternalError"
	CauseTypeTypeInvalid            CauseType = "FieldValueTypeInvalid"
	CauseTypeUnexpectedServerResponse CauseType = "UnexpectedServerResponse"
	CauseTypeFieldManagerConflict   CauseType = "FieldManagerConflict"
	CauseTypeResourceVersionTooLarge CauseType = "ResourceVersionTooLarge"
)

var _ runtime.Object = &Status{}
`;

// Time's and Duration's MarshalJSON/UnmarshalJSON are pkg/apis/meta/v1/time.go and duration.go (v0.36.3),
// FieldsV1's helpers.go (v0.33.0, before CBOR),
// verbatim: encoding/json calls them for every object the client sends or decodes.
const timeSrc = `package v1

import (
	"bytes"
	"encoding/json"
	"errors"
	"time"
)

// Time is a wrapper around time.Time which supports correct marshaling to YAML and JSON.
type Time struct {
	time.Time \`protobuf:"-"\`
}

// DeepCopyInto creates a deep-copy of the Time value. The underlying time.Time type is
// effectively immutable in the time API, so it is safe to copy-by-assign.
func (t *Time) DeepCopyInto(out *Time) {
	*out = *t
}

// DeepCopy returns a deep-copy of the Time value.
func (t *Time) DeepCopy() *Time {
	if t == nil {
		return nil
	}
	out := new(Time)
	t.DeepCopyInto(out)
	return out
}

// NewTime returns a wrapped instance of the provided time
func NewTime(time time.Time) Time {
	return Time{time}
}

// Date returns the Time corresponding to the supplied parameters by wrapping time.Date.
func Date(year int, month time.Month, day, hour, min, sec, nsec int, loc *time.Location) Time {
	return Time{time.Date(year, month, day, hour, min, sec, nsec, loc)}
}

// Now returns the current local time (the simulated cluster's virtual clock).
func Now() Time {
	return Time{time.Now()}
}

// IsZero returns true if the value is nil or time is zero.
func (t *Time) IsZero() bool {
	if t == nil {
		return true
	}
	return t.Time.IsZero()
}

// Before reports whether the time instant t is before u.
func (t *Time) Before(u *Time) bool {
	if t != nil && u != nil {
		return t.Time.Before(u.Time)
	}
	return false
}

// Equal reports whether the time instant t is equal to u.
func (t *Time) Equal(u *Time) bool {
	if t == nil && u == nil {
		return true
	}
	if t != nil && u != nil {
		return t.Time.Equal(u.Time)
	}
	return false
}

// Unix returns the local time corresponding to the given Unix time by wrapping time.Unix.
func Unix(sec int64, nsec int64) Time {
	return Time{time.Unix(sec, nsec)}
}

// Rfc3339Copy returns a copy of the Time at second-level precision.
func (t Time) Rfc3339Copy() Time {
	copied, _ := time.Parse(time.RFC3339, t.Format(time.RFC3339))
	return Time{copied}
}

// UnmarshalJSON implements the json.Unmarshaller interface.
func (t *Time) UnmarshalJSON(b []byte) error {
	if len(b) == 4 && string(b) == "null" {
		t.Time = time.Time{}
		return nil
	}

	var str string
	err := json.Unmarshal(b, &str)
	if err != nil {
		return err
	}

	pt, err := time.Parse(time.RFC3339, str)
	if err != nil {
		return err
	}

	t.Time = pt.Local()
	return nil
}

// MarshalJSON implements the json.Marshaler interface.
func (t Time) MarshalJSON() ([]byte, error) {
	if t.IsZero() {
		// Encode unset/nil objects as JSON's "null".
		return []byte("null"), nil
	}
	buf := make([]byte, 0, len(time.RFC3339)+2)
	buf = append(buf, '"')
	// time cannot contain non escapable JSON characters
	buf = t.UTC().AppendFormat(buf, time.RFC3339)
	buf = append(buf, '"')
	return buf, nil
}

// Duration is a wrapper around time.Duration which supports correct marshaling to YAML and JSON.
type Duration struct {
	time.Duration \`protobuf:"varint,1,opt,name=duration,casttype=time.Duration"\`
}

// UnmarshalJSON implements the json.Unmarshaller interface.
func (d *Duration) UnmarshalJSON(b []byte) error {
	var str string
	err := json.Unmarshal(b, &str)
	if err != nil {
		return err
	}

	pd, err := time.ParseDuration(str)
	if err != nil {
		return err
	}
	d.Duration = pd
	return nil
}

// MarshalJSON implements the json.Marshaler interface.
func (d Duration) MarshalJSON() ([]byte, error) {
	return json.Marshal(d.Duration.String())
}

// MarshalJSON implements json.Marshaler (helpers.go v0.33.0; FieldsV1 holds JSON only here).
func (f FieldsV1) MarshalJSON() ([]byte, error) {
	if f.Raw == nil {
		return []byte("null"), nil
	}
	return f.Raw, nil
}

// UnmarshalJSON implements json.Unmarshaler
func (f *FieldsV1) UnmarshalJSON(b []byte) error {
	if f == nil {
		return errors.New("metav1.FieldsV1: UnmarshalJSON on nil pointer")
	}
	if !bytes.Equal(b, []byte("null")) {
		f.Raw = append(f.Raw[0:0], b...)
	}
	return nil
}
`;

/** Helpers from pkg/apis/meta/v1/helpers.go (v0.36), verbatim. */
const helpersSrc = `package v1

import (
	"fmt"
	"sort"

	"k8s.io/apimachinery/pkg/fields"
	"k8s.io/apimachinery/pkg/labels"
	"k8s.io/apimachinery/pkg/selection"
	"k8s.io/apimachinery/pkg/types"
)

const (
	// ObjectNameField is the field selector of an object's name.
	ObjectNameField = "metadata.name"

	FinalizerOrphanDependents = "orphan"
	FinalizerDeleteDependents = "foregroundDeletion"
)

// LabelSelectorAsMap converts the LabelSelector api type into a map of strings, ie. the
// original structure of a label selector. Operators that cannot be converted into plain
// labels (Exists, DoesNotExist, NotIn, and In with more than one value) will result in
// an error.
func LabelSelectorAsMap(ps *LabelSelector) (map[string]string, error) {
	if ps == nil {
		return nil, nil
	}
	selector := map[string]string{}
	for k, v := range ps.MatchLabels {
		selector[k] = v
	}
	for _, expr := range ps.MatchExpressions {
		switch expr.Operator {
		case LabelSelectorOpIn:
			if len(expr.Values) != 1 {
				return selector, fmt.Errorf("operator %q without a single value cannot be converted into the old label selector format", expr.Operator)
			}
			// Should we do anything in case this will override a previous key-value pair?
			selector[expr.Key] = expr.Values[0]
		case LabelSelectorOpNotIn, LabelSelectorOpExists, LabelSelectorOpDoesNotExist:
			return selector, fmt.Errorf("operator %q cannot be converted into the old label selector format", expr.Operator)
		default:
			return selector, fmt.Errorf("%q is not a valid selector operator", expr.Operator)
		}
	}
	return selector, nil
}

// ParseToLabelSelector parses a string representing a selector into a LabelSelector object.
// (The real code reads the values through sets.String; here ValuesUnsorted, sorted as its List.)
func ParseToLabelSelector(selector string) (*LabelSelector, error) {
	reqs, err := labels.ParseToRequirements(selector)
	if err != nil {
		return nil, fmt.Errorf("couldn't parse the selector string \\"%s\\": %v", selector, err)
	}

	labelSelector := &LabelSelector{
		MatchLabels:      map[string]string{},
		MatchExpressions: []LabelSelectorRequirement{},
	}
	for _, req := range reqs {
		var op LabelSelectorOperator
		vals := append([]string(nil), req.ValuesUnsorted()...)
		sort.Strings(vals)
		switch req.Operator() {
		case selection.Equals, selection.DoubleEquals:
			if len(vals) != 1 {
				return nil, fmt.Errorf("equals operator must have exactly one value")
			}
			labelSelector.MatchLabels[req.Key()] = vals[0]
			continue
		case selection.In:
			op = LabelSelectorOpIn
		case selection.NotIn:
			op = LabelSelectorOpNotIn
		case selection.Exists:
			op = LabelSelectorOpExists
		case selection.DoesNotExist:
			op = LabelSelectorOpDoesNotExist
		case selection.GreaterThan, selection.LessThan:
			// Adding a separate case for these operators to indicate that this is deliberate
			return nil, fmt.Errorf("%q isn't supported in label selectors", req.Operator())
		default:
			return nil, fmt.Errorf("%q is not a valid label selector operator", req.Operator())
		}
		labelSelector.MatchExpressions = append(labelSelector.MatchExpressions, LabelSelectorRequirement{
			Key:      req.Key(),
			Operator: op,
			Values:   vals,
		})
	}
	return labelSelector, nil
}

// SetAsLabelSelector converts the labels.Set object into a LabelSelector api object.
func SetAsLabelSelector(ls labels.Set) *LabelSelector {
	if ls == nil {
		return nil
	}

	selector := &LabelSelector{
		MatchLabels: make(map[string]string, len(ls)),
	}
	for label, value := range ls {
		selector.MatchLabels[label] = value
	}

	return selector
}

// FormatLabelSelector convert labelSelector into plain string
func FormatLabelSelector(labelSelector *LabelSelector) string {
	selector, err := LabelSelectorAsSelector(labelSelector)
	if err != nil {
		return "<error>"
	}

	l := selector.String()
	if len(l) == 0 {
		l = "<none>"
	}
	return l
}

// SingleObject returns a ListOptions for watching a single object.
func SingleObject(meta ObjectMeta) ListOptions {
	return ListOptions{
		FieldSelector:   fields.OneTermEqualSelector("metadata.name", meta.Name).String(),
		ResourceVersion: meta.ResourceVersion,
	}
}

// NewDeleteOptions returns a DeleteOptions indicating the resource should
// be deleted within the specified grace period. Use zero to indicate
// immediate deletion. If you would prefer to use the default grace period,
// use &metav1.DeleteOptions{} directly.
func NewDeleteOptions(grace int64) *DeleteOptions {
	return &DeleteOptions{GracePeriodSeconds: &grace}
}

// NewPreconditionDeleteOptions returns a DeleteOptions with a UID precondition set.
func NewPreconditionDeleteOptions(uid string) *DeleteOptions {
	u := types.UID(uid)
	p := Preconditions{UID: &u}
	return &DeleteOptions{Preconditions: &p}
}

// NewUIDPreconditions returns a Preconditions with UID set.
func NewUIDPreconditions(uid string) *Preconditions {
	u := types.UID(uid)
	return &Preconditions{UID: &u}
}

// NewRVDeletionPrecondition returns a DeleteOptions with a ResourceVersion precondition set.
func NewRVDeletionPrecondition(rv string) *DeleteOptions {
	p := Preconditions{ResourceVersion: &rv}
	return &DeleteOptions{Preconditions: &p}
}

// HasObjectMetaSystemFieldValues returns true if fields that are managed by the system on ObjectMeta have values.
func HasObjectMetaSystemFieldValues(meta Object) bool {
	return !meta.GetCreationTimestamp().Time.IsZero() ||
		len(meta.GetUID()) != 0
}

// LabelSelectorAsSelector converts the LabelSelector api type into a struct that implements
// labels.Selector
// Note: This function should be kept in sync with the selector methods in pkg/labels/selector.go
func LabelSelectorAsSelector(ps *LabelSelector) (labels.Selector, error) {
	if ps == nil {
		return labels.Nothing(), nil
	}
	if len(ps.MatchLabels)+len(ps.MatchExpressions) == 0 {
		return labels.Everything(), nil
	}
	requirements := make([]labels.Requirement, 0, len(ps.MatchLabels)+len(ps.MatchExpressions))
	for k, v := range ps.MatchLabels {
		r, err := labels.NewRequirement(k, selection.Equals, []string{v})
		if err != nil {
			return nil, err
		}
		requirements = append(requirements, *r)
	}
	for _, expr := range ps.MatchExpressions {
		var op selection.Operator
		switch expr.Operator {
		case LabelSelectorOpIn:
			op = selection.In
		case LabelSelectorOpNotIn:
			op = selection.NotIn
		case LabelSelectorOpExists:
			op = selection.Exists
		case LabelSelectorOpDoesNotExist:
			op = selection.DoesNotExist
		default:
			return nil, fmt.Errorf("%q is not a valid label selector operator", expr.Operator)
		}
		r, err := labels.NewRequirement(expr.Key, op, append([]string(nil), expr.Values...))
		if err != nil {
			return nil, err
		}
		requirements = append(requirements, *r)
	}
	selector := labels.NewSelector()
	selector = selector.Add(requirements...)
	return selector, nil
}

// HasAnnotation returns a bool if passed in annotation exists
func HasAnnotation(obj ObjectMeta, ann string) bool {
	_, found := obj.Annotations[ann]
	return found
}

// SetMetaDataAnnotation sets the annotation and value
func SetMetaDataAnnotation(obj *ObjectMeta, ann string, value string) {
	if obj.Annotations == nil {
		obj.Annotations = make(map[string]string)
	}
	obj.Annotations[ann] = value
}

// HasLabel returns a bool if passed in label exists
func HasLabel(obj ObjectMeta, label string) bool {
	_, found := obj.Labels[label]
	return found
}

// SetMetaDataLabel sets the label and value
func SetMetaDataLabel(obj *ObjectMeta, label string, value string) {
	if obj.Labels == nil {
		obj.Labels = make(map[string]string)
	}
	obj.Labels[label] = value
}
`;

export const metav1Package = goPackage({
  path: 'k8s.io/apimachinery/pkg/apis/meta/v1',
  files: {
    'meta.go': metaSrc,
    'time.go': timeSrc,
    'helpers.go': helpersSrc,
    'group_version.go': groupVersionSrc,
  },
  // Time has a hand-written DeepCopyInto (as the real package); the rest are generated.
  deepCopy: { runtimePkg: 'runtime', except: ['Time'] },
});
