package client

import (
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/fields"
	"k8s.io/apimachinery/pkg/labels"
	"k8s.io/apimachinery/pkg/selection"
)

// ApplyOption is some configuration that modifies options for an apply request.
type ApplyOption interface {
	ApplyToApply(*ApplyOptions)
}

// CreateOption is some configuration that modifies options for a create request.
type CreateOption interface {
	ApplyToCreate(*CreateOptions)
}

// DeleteOption is some configuration that modifies options for a delete request.
type DeleteOption interface {
	ApplyToDelete(*DeleteOptions)
}

// GetOption is some configuration that modifies options for a get request.
type GetOption interface {
	ApplyToGet(*GetOptions)
}

// ListOption is some configuration that modifies options for a list request.
type ListOption interface {
	ApplyToList(*ListOptions)
}

// UpdateOption is some configuration that modifies options for a update request.
type UpdateOption interface {
	ApplyToUpdate(*UpdateOptions)
}

// PatchOption is some configuration that modifies options for a patch request.
type PatchOption interface {
	ApplyToPatch(*PatchOptions)
}

// DeleteAllOfOption is some configuration that modifies options for a delete request.
type DeleteAllOfOption interface {
	ApplyToDeleteAllOf(*DeleteAllOfOptions)
}

// SubResourceGetOption modifies options for a SubResource Get request.
type SubResourceGetOption interface {
	ApplyToSubResourceGet(*SubResourceGetOptions)
}

// SubResourceUpdateOption is some configuration that modifies options for a update request.
type SubResourceUpdateOption interface {
	ApplyToSubResourceUpdate(*SubResourceUpdateOptions)
}

// SubResourceCreateOption is some configuration that modifies options for a create request.
type SubResourceCreateOption interface {
	ApplyToSubResourceCreate(*SubResourceCreateOptions)
}

// SubResourcePatchOption configures a subresource patch request.
type SubResourcePatchOption interface {
	ApplyToSubResourcePatch(*SubResourcePatchOptions)
}

// SubResourceApplyOption configures a subresource apply request.
type SubResourceApplyOption interface {
	// ApplyToSubResourceApply applies the configuration on the given patch options.
	ApplyToSubResourceApply(*SubResourceApplyOptions)
}

// UnsafeDisableDeepCopy indicates not to deep copy objects during list objects. Be very careful
// with this, when enabled you must DeepCopy any object before mutating it, otherwise you will
// mutate the object in the cache. (The simulated cache copies regardless.)
var UnsafeDisableDeepCopy = UnsafeDisableDeepCopyOption(true)

// UnsafeDisableDeepCopyOption indicates not to deep copy objects during list objects.
type UnsafeDisableDeepCopyOption bool

// ApplyToGet applies this configuration to the given an Get options.
func (d UnsafeDisableDeepCopyOption) ApplyToGet(opts *GetOptions) {
	definitelyTrue := true
	opts.UnsafeDisableDeepCopy = &definitelyTrue
}

// ApplyToList applies this configuration to the given an List options.
func (d UnsafeDisableDeepCopyOption) ApplyToList(opts *ListOptions) {
	definitelyTrue := true
	opts.UnsafeDisableDeepCopy = &definitelyTrue
}

var (
	_ GetOption  = UnsafeDisableDeepCopy
	_ ListOption = UnsafeDisableDeepCopy
)

// DryRunAll sets the "dry run" option to "all", executing all validation, etc without persisting
// the change to storage.
var DryRunAll = dryRunAll{}

type dryRunAll struct{}

func (dryRunAll) ApplyToCreate(opts *CreateOptions) { opts.DryRun = []string{metav1.DryRunAll} }
func (dryRunAll) ApplyToUpdate(opts *UpdateOptions) { opts.DryRun = []string{metav1.DryRunAll} }
func (dryRunAll) ApplyToPatch(opts *PatchOptions)   { opts.DryRun = []string{metav1.DryRunAll} }
func (dryRunAll) ApplyToApply(opts *ApplyOptions)   { opts.DryRun = []string{metav1.DryRunAll} }
func (dryRunAll) ApplyToDelete(opts *DeleteOptions) { opts.DryRun = []string{metav1.DryRunAll} }
func (dryRunAll) ApplyToDeleteAllOf(opts *DeleteAllOfOptions) {
	opts.DryRun = []string{metav1.DryRunAll}
}
func (dryRunAll) ApplyToSubResourceCreate(opts *SubResourceCreateOptions) {
	opts.DryRun = []string{metav1.DryRunAll}
}
func (dryRunAll) ApplyToSubResourceUpdate(opts *SubResourceUpdateOptions) {
	opts.DryRun = []string{metav1.DryRunAll}
}
func (dryRunAll) ApplyToSubResourcePatch(opts *SubResourcePatchOptions) {
	opts.DryRun = []string{metav1.DryRunAll}
}
func (dryRunAll) ApplyToSubResourceApply(opts *SubResourceApplyOptions) {
	opts.DryRun = []string{metav1.DryRunAll}
}

// FieldOwner set the field manager name for the given server-side apply patch.
type FieldOwner string

func (f FieldOwner) ApplyToApply(opts *ApplyOptions)   { opts.FieldManager = string(f) }
func (f FieldOwner) ApplyToPatch(opts *PatchOptions)   { opts.FieldManager = string(f) }
func (f FieldOwner) ApplyToCreate(opts *CreateOptions) { opts.FieldManager = string(f) }
func (f FieldOwner) ApplyToUpdate(opts *UpdateOptions) { opts.FieldManager = string(f) }
func (f FieldOwner) ApplyToSubResourcePatch(opts *SubResourcePatchOptions) {
	opts.FieldManager = string(f)
}
func (f FieldOwner) ApplyToSubResourceCreate(opts *SubResourceCreateOptions) {
	opts.FieldManager = string(f)
}
func (f FieldOwner) ApplyToSubResourceUpdate(opts *SubResourceUpdateOptions) {
	opts.FieldManager = string(f)
}
func (f FieldOwner) ApplyToSubResourceApply(opts *SubResourceApplyOptions) {
	opts.FieldManager = string(f)
}

// CreateOptions contains options for create requests.
type CreateOptions struct {
	DryRun          []string
	FieldManager    string
	FieldValidation string
	Raw             *metav1.CreateOptions
}

// ApplyOptions applies the given create options on these options, and then returns itself.
func (o *CreateOptions) ApplyOptions(opts []CreateOption) *CreateOptions {
	for _, opt := range opts {
		opt.ApplyToCreate(o)
	}
	return o
}

// ApplyToCreate implements CreateOption.
func (o *CreateOptions) ApplyToCreate(co *CreateOptions) {
	if o.DryRun != nil {
		co.DryRun = o.DryRun
	}
	if o.FieldManager != "" {
		co.FieldManager = o.FieldManager
	}
	if o.FieldValidation != "" {
		co.FieldValidation = o.FieldValidation
	}
	if o.Raw != nil {
		co.Raw = o.Raw
	}
}

// DeleteOptions contains options for delete requests.
type DeleteOptions struct {
	GracePeriodSeconds *int64
	Preconditions      *metav1.Preconditions
	PropagationPolicy  *metav1.DeletionPropagation
	Raw                *metav1.DeleteOptions
	DryRun             []string
}

// ApplyOptions applies the given delete options on these options, and then returns itself.
func (o *DeleteOptions) ApplyOptions(opts []DeleteOption) *DeleteOptions {
	for _, opt := range opts {
		opt.ApplyToDelete(o)
	}
	return o
}

// ApplyToDelete implements DeleteOption.
func (o *DeleteOptions) ApplyToDelete(do *DeleteOptions) {
	if o.GracePeriodSeconds != nil {
		do.GracePeriodSeconds = o.GracePeriodSeconds
	}
	if o.Preconditions != nil {
		do.Preconditions = o.Preconditions
	}
	if o.PropagationPolicy != nil {
		do.PropagationPolicy = o.PropagationPolicy
	}
	if o.Raw != nil {
		do.Raw = o.Raw
	}
	if o.DryRun != nil {
		do.DryRun = o.DryRun
	}
}

// GracePeriodSeconds sets the grace period for the deletion to the given number of seconds.
type GracePeriodSeconds int64

func (s GracePeriodSeconds) ApplyToDelete(opts *DeleteOptions) {
	secs := int64(s)
	opts.GracePeriodSeconds = &secs
}

func (s GracePeriodSeconds) ApplyToDeleteAllOf(opts *DeleteAllOfOptions) {
	s.ApplyToDelete(&opts.DeleteOptions)
}

// Preconditions must be fulfilled before an operation (update, delete, etc.) is carried out.
type Preconditions metav1.Preconditions

func (p Preconditions) ApplyToDelete(opts *DeleteOptions) {
	preconds := metav1.Preconditions(p)
	opts.Preconditions = &preconds
}

func (p Preconditions) ApplyToDeleteAllOf(opts *DeleteAllOfOptions) {
	p.ApplyToDelete(&opts.DeleteOptions)
}

// PropagationPolicy determined whether and how garbage collection will be performed.
type PropagationPolicy metav1.DeletionPropagation

func (p PropagationPolicy) ApplyToDelete(opts *DeleteOptions) {
	policy := metav1.DeletionPropagation(p)
	opts.PropagationPolicy = &policy
}

func (p PropagationPolicy) ApplyToDeleteAllOf(opts *DeleteAllOfOptions) {
	p.ApplyToDelete(&opts.DeleteOptions)
}

// GetOptions contains options for get operation.
type GetOptions struct {
	Raw                   *metav1.GetOptions
	UnsafeDisableDeepCopy *bool
}

// ApplyToGet implements GetOption for GetOptions.
func (o *GetOptions) ApplyToGet(lo *GetOptions) {
	if o.Raw != nil {
		lo.Raw = o.Raw
	}
	if o.UnsafeDisableDeepCopy != nil {
		lo.UnsafeDisableDeepCopy = o.UnsafeDisableDeepCopy
	}
}

// ApplyOptions applies the given get options on these options, and then returns itself.
func (o *GetOptions) ApplyOptions(opts []GetOption) *GetOptions {
	for _, opt := range opts {
		opt.ApplyToGet(o)
	}
	return o
}

// ListOptions contains options for limiting or filtering results.
type ListOptions struct {
	// LabelSelector filters results by label.
	LabelSelector labels.Selector
	// FieldSelector filters results by a particular field.
	FieldSelector fields.Selector
	// Namespace represents the namespace to list for, or empty for non-namespaced objects, or to
	// list across all namespaces.
	Namespace string
	// Limit specifies the maximum number of results to return from the server.
	Limit int64
	// Continue is a token returned by the server that lets a client retrieve chunks of results.
	Continue string
	// UnsafeDisableDeepCopy indicates not to deep copy objects during list objects.
	UnsafeDisableDeepCopy *bool
	// Raw represents raw ListOptions, as passed to the API server.
	Raw *metav1.ListOptions
}

// ApplyToList implements ListOption for ListOptions.
func (o *ListOptions) ApplyToList(lo *ListOptions) {
	if o.LabelSelector != nil {
		lo.LabelSelector = o.LabelSelector
	}
	if o.FieldSelector != nil {
		lo.FieldSelector = o.FieldSelector
	}
	if o.Namespace != "" {
		lo.Namespace = o.Namespace
	}
	if o.Raw != nil {
		lo.Raw = o.Raw
	}
	if o.Limit > 0 {
		lo.Limit = o.Limit
	}
	if o.Continue != "" {
		lo.Continue = o.Continue
	}
	if o.UnsafeDisableDeepCopy != nil {
		lo.UnsafeDisableDeepCopy = o.UnsafeDisableDeepCopy
	}
}

// ApplyToDeleteAllOf implements DeleteAllOfOption.
func (o *ListOptions) ApplyToDeleteAllOf(do *DeleteAllOfOptions) {
	o.ApplyToList(&do.ListOptions)
}

// ApplyOptions applies the given list options on these options, and then returns itself.
func (o *ListOptions) ApplyOptions(opts []ListOption) *ListOptions {
	for _, opt := range opts {
		opt.ApplyToList(o)
	}
	return o
}

// MatchingLabels filters the list/delete operation on the given set of labels.
type MatchingLabels map[string]string

// ApplyToList applies this configuration to the given list options.
// A selector set before (HasLabels, MatchingLabelsSelector, another MatchingLabels) is ANDed with
// these labels, not replaced ([CR] pkg/client/options.go, v0.19 to v0.24).
func (m MatchingLabels) ApplyToList(opts *ListOptions) {
	if opts.LabelSelector == nil {
		opts.LabelSelector = labels.SelectorFromValidatedSet(map[string]string(m))
		return
	}
	noValidSel := labels.SelectorFromValidatedSet(map[string]string(m))
	reqs, _ := noValidSel.Requirements()
	for _, req := range reqs {
		opts.LabelSelector = opts.LabelSelector.Add(req)
	}
}

// ApplyToDeleteAllOf applies this configuration to the given an List options.
func (m MatchingLabels) ApplyToDeleteAllOf(opts *DeleteAllOfOptions) {
	m.ApplyToList(&opts.ListOptions)
}

// HasLabels filters the list/delete operation checking if the set of labels exists without
// checking their values.
type HasLabels []string

// ApplyToList applies this configuration to the given list options.
func (m HasLabels) ApplyToList(opts *ListOptions) {
	if opts.LabelSelector == nil {
		opts.LabelSelector = labels.NewSelector()
	}
	// TODO: ignore error
	for _, label := range m {
		r, err := labels.NewRequirement(label, selection.Exists, nil)
		if err == nil {
			opts.LabelSelector = opts.LabelSelector.Add(*r)
		}
	}
}

// ApplyToDeleteAllOf applies this configuration to the given an List options.
func (m HasLabels) ApplyToDeleteAllOf(opts *DeleteAllOfOptions) {
	m.ApplyToList(&opts.ListOptions)
}

// MatchingLabelsSelector filters the list/delete operation on the given label selector (or index
// in the case of cached lists).
type MatchingLabelsSelector struct {
	labels.Selector
}

// ApplyToList applies this configuration to the given list options.
// From v0.22 a nil Selector selects nothing (labels.Nothing()); before, its String() panics.
func (m MatchingLabelsSelector) ApplyToList(opts *ListOptions) {
	if minor := controllerRuntimeMinor(); m.Selector == nil && (minor == 0 || minor >= 22) {
		m.Selector = labels.Nothing()
	}
	opts.LabelSelector = m
}

// ApplyToDeleteAllOf applies this configuration to the given an List options.
func (m MatchingLabelsSelector) ApplyToDeleteAllOf(opts *DeleteAllOfOptions) {
	m.ApplyToList(&opts.ListOptions)
}

// MatchingFields filters the list/delete operation on the given field Set (or index in the case
// of cached lists).
type MatchingFields fields.Set

// ApplyToList applies this configuration to the given list options.
func (m MatchingFields) ApplyToList(opts *ListOptions) {
	sel := fields.Set(m).AsSelector()
	opts.FieldSelector = sel
}

// ApplyToDeleteAllOf applies this configuration to the given an List options.
func (m MatchingFields) ApplyToDeleteAllOf(opts *DeleteAllOfOptions) {
	m.ApplyToList(&opts.ListOptions)
}

// MatchingFieldsSelector filters the list/delete operation on the given field selector (or index
// in the case of cached lists).
type MatchingFieldsSelector struct {
	fields.Selector
}

// ApplyToList applies this configuration to the given list options.
// From v0.22 a nil Selector selects nothing (fields.Nothing()).
func (m MatchingFieldsSelector) ApplyToList(opts *ListOptions) {
	if minor := controllerRuntimeMinor(); m.Selector == nil && (minor == 0 || minor >= 22) {
		m.Selector = fields.Nothing()
	}
	opts.FieldSelector = m
}

// ApplyToDeleteAllOf applies this configuration to the given an List options.
func (m MatchingFieldsSelector) ApplyToDeleteAllOf(opts *DeleteAllOfOptions) {
	m.ApplyToList(&opts.ListOptions)
}

// InNamespace restricts the list/delete operation to the given namespace.
type InNamespace string

// ApplyToList applies this configuration to the given list options.
func (n InNamespace) ApplyToList(opts *ListOptions) {
	opts.Namespace = string(n)
}

// ApplyToDeleteAllOf applies this configuration to the given an List options.
func (n InNamespace) ApplyToDeleteAllOf(opts *DeleteAllOfOptions) {
	n.ApplyToList(&opts.ListOptions)
}

// AsSelector returns a selector that matches objects in the given namespace.
func (n InNamespace) AsSelector() fields.Selector {
	return fields.SelectorFromSet(map[string]string{"metadata.namespace": string(n)})
}

// Limit specifies the maximum number of results to return from the server.
type Limit int64

// ApplyToList applies this configuration to the given an list options.
func (l Limit) ApplyToList(opts *ListOptions) {
	opts.Limit = int64(l)
}

// Continue sets a continuation token to retrieve chunks of results when using limit.
type Continue string

// ApplyToList applies this configuration to the given an List options.
func (c Continue) ApplyToList(opts *ListOptions) {
	opts.Continue = string(c)
}

// UpdateOptions contains options for create requests.
type UpdateOptions struct {
	DryRun          []string
	FieldManager    string
	FieldValidation string
	Raw             *metav1.UpdateOptions
}

// ApplyOptions applies the given update options on these options, and then returns itself.
func (o *UpdateOptions) ApplyOptions(opts []UpdateOption) *UpdateOptions {
	for _, opt := range opts {
		opt.ApplyToUpdate(o)
	}
	return o
}

// ApplyToUpdate implements UpdateOption.
func (o *UpdateOptions) ApplyToUpdate(uo *UpdateOptions) {
	if o.DryRun != nil {
		uo.DryRun = o.DryRun
	}
	if o.FieldManager != "" {
		uo.FieldManager = o.FieldManager
	}
	if o.FieldValidation != "" {
		uo.FieldValidation = o.FieldValidation
	}
	if o.Raw != nil {
		uo.Raw = o.Raw
	}
}

// PatchOptions contains options for patch requests.
type PatchOptions struct {
	DryRun          []string
	Force           *bool
	FieldManager    string
	FieldValidation string
	Raw             *metav1.PatchOptions
}

// ApplyOptions applies the given patch options on these options, and then returns itself.
func (o *PatchOptions) ApplyOptions(opts []PatchOption) *PatchOptions {
	for _, opt := range opts {
		opt.ApplyToPatch(o)
	}
	return o
}

// ApplyToPatch implements PatchOptions.
func (o *PatchOptions) ApplyToPatch(po *PatchOptions) {
	if o.DryRun != nil {
		po.DryRun = o.DryRun
	}
	if o.Force != nil {
		po.Force = o.Force
	}
	if o.FieldManager != "" {
		po.FieldManager = o.FieldManager
	}
	if o.FieldValidation != "" {
		po.FieldValidation = o.FieldValidation
	}
	if o.Raw != nil {
		po.Raw = o.Raw
	}
}

// ForceOwnership indicates that in case of conflicts with server-side apply, the client should
// acquire ownership of the conflicting field.
var ForceOwnership = forceOwnership{}

type forceOwnership struct{}

func (forceOwnership) ApplyToPatch(opts *PatchOptions) {
	definitelyTrue := true
	opts.Force = &definitelyTrue
}

func (forceOwnership) ApplyToSubResourcePatch(opts *SubResourcePatchOptions) {
	definitelyTrue := true
	opts.Force = &definitelyTrue
}

func (forceOwnership) ApplyToApply(opts *ApplyOptions) {
	definitelyTrue := true
	opts.Force = &definitelyTrue
}

func (forceOwnership) ApplyToSubResourceApply(opts *SubResourceApplyOptions) {
	definitelyTrue := true
	opts.Force = &definitelyTrue
}

// ApplyOptions are the options for an apply request.
type ApplyOptions struct {
	DryRun       []string
	Force        *bool
	FieldManager string
}

// ApplyOptions applies the given opts onto the ApplyOptions.
func (o *ApplyOptions) ApplyOptions(opts []ApplyOption) *ApplyOptions {
	for _, opt := range opts {
		opt.ApplyToApply(o)
	}
	return o
}

// ApplyToApply applies the given opts onto the ApplyOptions.
func (o ApplyOptions) ApplyToApply(opts *ApplyOptions) {
	if o.DryRun != nil {
		opts.DryRun = o.DryRun
	}
	if o.Force != nil {
		opts.Force = o.Force
	}
	if o.FieldManager != "" {
		opts.FieldManager = o.FieldManager
	}
}

// DeleteAllOfOptions contains options for deletecollection (deleteallof) requests.
type DeleteAllOfOptions struct {
	ListOptions
	DeleteOptions
}

// ApplyOptions applies the given deleteallof options on these options, and then returns itself.
func (o *DeleteAllOfOptions) ApplyOptions(opts []DeleteAllOfOption) *DeleteAllOfOptions {
	for _, opt := range opts {
		opt.ApplyToDeleteAllOf(o)
	}
	return o
}

// ApplyToDeleteAllOf implements DeleteAllOfOption.
func (o *DeleteAllOfOptions) ApplyToDeleteAllOf(do *DeleteAllOfOptions) {
	o.ApplyToList(&do.ListOptions)
	o.ApplyToDelete(&do.DeleteOptions)
}

// SubResourceGetOptions holds all the possible configuration for a subresource Get request.
type SubResourceGetOptions struct {
	Raw *metav1.GetOptions
}

// ApplyToSubResourceGet updates the configuaration to the given get options.
func (getOpt *SubResourceGetOptions) ApplyToSubResourceGet(o *SubResourceGetOptions) {
	if getOpt.Raw != nil {
		o.Raw = getOpt.Raw
	}
}

// ApplyOptions applues the given options.
func (getOpt *SubResourceGetOptions) ApplyOptions(opts []SubResourceGetOption) *SubResourceGetOptions {
	for _, o := range opts {
		o.ApplyToSubResourceGet(getOpt)
	}
	return getOpt
}

// AsGetOptions returns the configured options as *metav1.GetOptions.
func (getOpt *SubResourceGetOptions) AsGetOptions() *metav1.GetOptions {
	if getOpt.Raw == nil {
		return &metav1.GetOptions{}
	}
	return getOpt.Raw
}

// ApplyOptions applies the given options.
func (uo *SubResourceUpdateOptions) ApplyOptions(opts []SubResourceUpdateOption) *SubResourceUpdateOptions {
	for _, o := range opts {
		o.ApplyToSubResourceUpdate(uo)
	}
	return uo
}

// SubResourceUpdateAndPatchOption is an option that can be used for either a subresource update
// or patch request.
type SubResourceUpdateAndPatchOption interface {
	SubResourceUpdateOption
	SubResourcePatchOption
}

// WithSubResourceBody returns an option that uses the given body for a subresource Update or Patch
// operation.
func WithSubResourceBody(body Object) SubResourceUpdateAndPatchOption {
	return &withSubresourceBody{body: body}
}

type withSubresourceBody struct {
	body Object
}

func (wsr *withSubresourceBody) ApplyToSubResourceUpdate(o *SubResourceUpdateOptions) {
	o.SubResourceBody = wsr.body
}

func (wsr *withSubresourceBody) ApplyToSubResourcePatch(o *SubResourcePatchOptions) {
	o.SubResourceBody = wsr.body
}

// ApplyOptions applies the given options.
func (co *SubResourceCreateOptions) ApplyOptions(opts []SubResourceCreateOption) *SubResourceCreateOptions {
	for _, o := range opts {
		o.ApplyToSubResourceCreate(co)
	}
	return co
}

// ApplyOptions applies the given options.
func (po *SubResourcePatchOptions) ApplyOptions(opts []SubResourcePatchOption) *SubResourcePatchOptions {
	for _, o := range opts {
		o.ApplyToSubResourcePatch(po)
	}
	return po
}

// SubResourceUpdateOptions holds all the possible configuration for a subresource update request.
type SubResourceUpdateOptions struct {
	UpdateOptions
	SubResourceBody Object
}

// ApplyToSubResourceUpdate updates the configuration on the given create options
func (uo *SubResourceUpdateOptions) ApplyToSubResourceUpdate(o *SubResourceUpdateOptions) {
	uo.UpdateOptions.ApplyToUpdate(&o.UpdateOptions)
	if uo.SubResourceBody != nil {
		o.SubResourceBody = uo.SubResourceBody
	}
}

// SubResourceCreateOptions are all the possible configurations for a subresource create request.
type SubResourceCreateOptions struct {
	CreateOptions
}

// ApplyToSubResourceCreate applies the configuration on the given create options.
// (controller-runtime's applies co to itself, so o is left as it was: kept.)
func (co *SubResourceCreateOptions) ApplyToSubResourceCreate(o *SubResourceCreateOptions) {
	co.CreateOptions.ApplyToCreate(&co.CreateOptions)
}

// SubResourcePatchOptions holds all possible configurations for a subresource patch request.
type SubResourcePatchOptions struct {
	PatchOptions
	SubResourceBody Object
}

// ApplyToSubResourcePatch applies the configuration on the given patch options.
func (po *SubResourcePatchOptions) ApplyToSubResourcePatch(o *SubResourcePatchOptions) {
	po.PatchOptions.ApplyToPatch(&o.PatchOptions)
	if po.SubResourceBody != nil {
		o.SubResourceBody = po.SubResourceBody
	}
}

// AsCreateOptions returns these options as a *metav1.CreateOptions.
func (o *CreateOptions) AsCreateOptions() *metav1.CreateOptions {
	if o == nil {
		return &metav1.CreateOptions{}
	}
	if o.Raw == nil {
		o.Raw = &metav1.CreateOptions{}
	}
	o.Raw.DryRun = o.DryRun
	o.Raw.FieldManager = o.FieldManager
	o.Raw.FieldValidation = o.FieldValidation
	return o.Raw
}

// AsDeleteOptions returns these options as a *metav1.DeleteOptions.
func (o *DeleteOptions) AsDeleteOptions() *metav1.DeleteOptions {
	if o == nil {
		return &metav1.DeleteOptions{}
	}
	if o.Raw == nil {
		o.Raw = &metav1.DeleteOptions{}
	}
	o.Raw.GracePeriodSeconds = o.GracePeriodSeconds
	o.Raw.Preconditions = o.Preconditions
	o.Raw.PropagationPolicy = o.PropagationPolicy
	o.Raw.DryRun = o.DryRun
	return o.Raw
}

// AsGetOptions returns these options as a *metav1.GetOptions.
func (o *GetOptions) AsGetOptions() *metav1.GetOptions {
	if o == nil || o.Raw == nil {
		return &metav1.GetOptions{}
	}
	return o.Raw
}

// AsListOptions returns these options as a *metav1.ListOptions.
func (o *ListOptions) AsListOptions() *metav1.ListOptions {
	if o == nil {
		return &metav1.ListOptions{}
	}
	if o.Raw == nil {
		o.Raw = &metav1.ListOptions{}
	}
	if o.LabelSelector != nil {
		o.Raw.LabelSelector = o.LabelSelector.String()
	}
	if o.FieldSelector != nil {
		o.Raw.FieldSelector = o.FieldSelector.String()
	}
	if !o.Raw.Watch {
		o.Raw.Limit = o.Limit
		o.Raw.Continue = o.Continue
	}
	return o.Raw
}

// AsUpdateOptions returns these options as a *metav1.UpdateOptions.
func (o *UpdateOptions) AsUpdateOptions() *metav1.UpdateOptions {
	if o == nil {
		return &metav1.UpdateOptions{}
	}
	if o.Raw == nil {
		o.Raw = &metav1.UpdateOptions{}
	}
	o.Raw.DryRun = o.DryRun
	o.Raw.FieldManager = o.FieldManager
	o.Raw.FieldValidation = o.FieldValidation
	return o.Raw
}

// AsPatchOptions returns these options as a *metav1.PatchOptions.
func (o *PatchOptions) AsPatchOptions() *metav1.PatchOptions {
	if o == nil {
		return &metav1.PatchOptions{}
	}
	if o.Raw == nil {
		o.Raw = &metav1.PatchOptions{}
	}
	if o.DryRun != nil {
		o.Raw.DryRun = o.DryRun
	}
	if o.Force != nil {
		o.Raw.Force = o.Force
	}
	if o.FieldManager != "" {
		o.Raw.FieldManager = o.FieldManager
	}
	if o.FieldValidation != "" {
		o.Raw.FieldValidation = o.FieldValidation
	}
	return o.Raw
}

// AsPatchOptions returns these options as a *metav1.PatchOptions.
func (o *ApplyOptions) AsPatchOptions() *metav1.PatchOptions {
	return &metav1.PatchOptions{
		DryRun:       o.DryRun,
		Force:        o.Force,
		FieldManager: o.FieldManager,
	}
}
