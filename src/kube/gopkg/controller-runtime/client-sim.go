package client

import (
	"context"
	"errors"
	"fmt"
	"strings"

	"k8s.io/apimachinery/pkg/api/meta"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/apis/meta/v1/unstructured"
	"k8s.io/apimachinery/pkg/fields"
	"k8s.io/apimachinery/pkg/labels"
	"k8s.io/apimachinery/pkg/runtime"
	"k8s.io/apimachinery/pkg/runtime/schema"
	"k8s.io/apimachinery/pkg/watch"
	"k8s.io/client-go/kubernetes/scheme"
	"k8s.io/client-go/rest"
	"sigs.k8s.io/controller-runtime/pkg/client/apiutil"
	"sigs.k8s.io/controller-runtime/pkg/log"
)

// Options are creation options for a Client.
type Options struct {
	// Scheme, if provided, will be used to map go structs to GroupVersionKinds
	Scheme *runtime.Scheme

	// Mapper, if provided, will be used to map GroupVersionKinds to Resources
	Mapper meta.RESTMapper

	// Cache, if provided, is used to read objects from the cache.
	Cache *CacheOptions

	// DryRun instructs the client to only perform dry run requests.
	DryRun *bool

	// FieldOwner, if provided, sets the default field manager for all write operations
	// (Create, Update, Patch, Apply) performed by this client.
	FieldOwner string

	// FieldValidation sets the field validation strategy for all mutating operations performed
	// by this client and subresource clients created from it.
	FieldValidation string
}

// CacheOptions are options for creating a cache-backed client.
type CacheOptions struct {
	// Reader is a cache-backed reader that will be used to read objects from the cache.
	Reader Reader
	// DisableFor is a list of objects that should never be read from the cache.
	DisableFor []Object
	// Unstructured is a flag that indicates whether the cache-backed client should
	// read unstructured objects or lists from the cache.
	Unstructured bool
}

// NewClientFunc allows a user to define how to create a client.
type NewClientFunc func(config *rest.Config, options Options) (Client, error)

// New returns a new Client using the provided config and Options. The client reads and writes
// straight to the API server (no cache) as the config's user.
func New(config *rest.Config, options Options) (c Client, err error) {
	if config == nil {
		return nil, fmt.Errorf("must provide non-nil rest.Config to client.New")
	}
	// [CR] pkg/client/client.go newClient: the HTTP client comes first (an auth provider's error)
	if _, err := rest.HTTPClientFor(config); err != nil {
		return nil, err
	}
	if options.Scheme == nil {
		options.Scheme = scheme.Scheme
	}
	nameClientGoScheme(scheme.Scheme)
	dryRun := options.DryRun != nil && *options.DryRun
	cl, err := newClient(config, options.Scheme, options.Mapper, dryRun, options.FieldOwner, options.FieldValidation)
	if err != nil {
		return nil, err
	}
	if options.Cache == nil || options.Cache.Reader == nil {
		return cl, nil
	}

	// We want a cache if we're here.
	// Set the cache.
	cl.cache = options.Cache.Reader

	// Load uncached GVKs.
	cl.cacheUnstructured = options.Cache.Unstructured
	cl.uncachedGVKs = map[schema.GroupVersionKind]struct{}{}
	for _, obj := range options.Cache.DisableFor {
		gvk, err := cl.GroupVersionKindFor(obj)
		if err != nil {
			return nil, err
		}
		cl.uncachedGVKs[gvk] = struct{}{}
	}
	return cl, nil
}

// WithWatch supports Watch on top of the CRUD operations supported by
// the normal Client. Its intended use-case are CLI apps that need to wait for
// events.
type WithWatch interface {
	Client
	Watch(ctx context.Context, obj ObjectList, opts ...ListOption) (watch.Interface, error)
}

// NewWithWatch returns a new WithWatch.
func NewWithWatch(config *rest.Config, options Options) (WithWatch, error) {
	c, err := New(config, options)
	if err != nil {
		return nil, err
	}
	return &watchingClient{client: c.(*client)}, nil
}

type watchingClient struct {
	*client
}

// Watch starts a watch of the list's kind on the simulated API server: its events arrive on the
// returned watch.Interface's ResultChan as the server commits them ([CR] pkg/client/watch.go).
func (w *watchingClient) Watch(ctx context.Context, list ObjectList, opts ...ListOption) (watch.Interface, error) {
	listOpts := ListOptions{}
	listOpts.ApplyOptions(opts)
	rv := ""
	if listOpts.Raw != nil {
		rv = listOpts.Raw.ResourceVersion
	}
	h, err := w.startWatch(ctx, list, listOpts.Namespace, labelSelectorString(listOpts.LabelSelector), fieldSelectorString(listOpts.FieldSelector), rv)
	if err != nil {
		return nil, err
	}
	return rest.NewSimulatedWatch(ctx, h), nil
}

// startWatch starts the server's watch for the list's item kind; its handle.
func (c *client) startWatch(ctx context.Context, list ObjectList, namespace, labelSelector, fieldSelector, resourceVersion string) (int, error)

// nameClientGoScheme records client-go's scheme name (its creating file:line) for scheme errors.
func nameClientGoScheme(s *runtime.Scheme)

// newClient builds the simulated client for config's identity.
func newClient(config *rest.Config, s *runtime.Scheme, mapper meta.RESTMapper, dryRun bool, fieldOwner, fieldValidation string) (*client, error)

// client is the Client every constructor returns: requests go to the simulated API server (or,
// for a manager's client, reads go to its informer cache).
type client struct {
	scheme          *runtime.Scheme
	mapper          meta.RESTMapper
	dryRun          bool
	fieldOwner      string
	fieldValidation string

	// a client.New with Options.Cache.Reader reads through it ([CR] pkg/client/client.go)
	cache             Reader
	cacheUnstructured bool
	uncachedGVKs      map[schema.GroupVersionKind]struct{}

	// the messages v0.19's deduplicating warning handler has logged
	warned map[string]struct{}
}

// shouldBypassCache is [CR] client.go's: reads go to the API server without a cache, for
// DisableFor types and (unless Cache.Unstructured) unstructured objects.
func (c *client) shouldBypassCache(obj runtime.Object) (bool, error) {
	if c.cache == nil {
		return true, nil
	}
	gvk, err := c.GroupVersionKindFor(obj)
	if err != nil {
		return false, err
	}
	// TODO: this is producing unsafe guesses that don't actually work,
	// but it matches ~99% of the cases out there.
	// (meta.IsListType: an ObjectList here)
	if _, isList := obj.(ObjectList); isList {
		gvk.Kind = strings.TrimSuffix(gvk.Kind, "List")
	}
	if _, isUncached := c.uncachedGVKs[gvk]; isUncached {
		return true, nil
	}
	if !c.cacheUnstructured {
		_, isUnstructured := obj.(runtime.Unstructured)
		return isUnstructured, nil
	}
	return false, nil
}

var _ Client = &client{}

func (c *client) owner(fieldManager string) string {
	if fieldManager != "" {
		return fieldManager
	}
	return c.fieldOwner
}

// resetGroupVersionKind is a helper function to restore and preserve GroupVersionKind on an object.
func (c *client) resetGroupVersionKind(obj runtime.Object, gvk schema.GroupVersionKind) {
	if gvk != (schema.GroupVersionKind{}) {
		if v, ok := obj.(schema.ObjectKind); ok {
			v.SetGroupVersionKind(gvk)
		}
	}
}

// GroupVersionKindFor returns the GroupVersionKind for the given object.
func (c *client) GroupVersionKindFor(obj runtime.Object) (schema.GroupVersionKind, error)

// IsObjectNamespaced returns true if the GroupVersionKind of the object is namespaced. A mapper of
// the program's own (Options.Mapper, the fake's WithRESTMapper) answers, as in [CR] client.go.
func (c *client) IsObjectNamespaced(obj runtime.Object) (bool, error) {
	if discoveryMapper(c.mapper) {
		return c.isObjectNamespaced(obj)
	}
	return apiutil.IsObjectNamespaced(obj, c.scheme, c.mapper)
}

func (c *client) isObjectNamespaced(obj runtime.Object) (bool, error)

// discoveryMapper reports whether m is the mapper client.New makes when Options.Mapper is nil:
// apiutil.NewDynamicRESTMapper's *apiutil.mapper, as [CR] pkg/client/client.go newClient does
// (mgr.GetRESTMapper() is the same value).
func discoveryMapper(m meta.RESTMapper) bool

// logWarnings logs the API server's warnings of the last request the way client.New's default
// handler does ([CR] pkg/client/client.go New, pkg/log/warning_handler.go KubeAPIWarningLogger),
// and passes err through: from v0.21 log.FromContext(ctx).Info(message), not deduplicated; v0.19
// and v0.20 log to log.Log.WithName("KubeAPIWarningLogger"), v0.19 each message once per client.
func (c *client) logWarnings(ctx context.Context, err error) error {
	minor := controllerRuntimeMinor()
	for _, w := range c.takeWarnings() {
		if minor != 19 && minor != 20 {
			log.FromContext(ctx).Info(w)
			continue
		}
		if minor == 19 {
			if _, seen := c.warned[w]; seen {
				continue
			}
			if c.warned == nil {
				c.warned = map[string]struct{}{}
			}
			c.warned[w] = struct{}{}
		}
		log.Log.WithName("KubeAPIWarningLogger").Info(w)
	}
	return err
}

// takeWarnings returns and forgets the warnings of the client's last request.
func (c *client) takeWarnings() []string

// Scheme returns the scheme this client is using.
func (c *client) Scheme() *runtime.Scheme {
	return c.scheme
}

// RESTMapper returns the rest this client is using.
func (c *client) RESTMapper() meta.RESTMapper {
	return c.mapper
}

// Create implements client.Client.
func (c *client) Create(ctx context.Context, obj Object, opts ...CreateOption) error {
	o := &CreateOptions{}
	o.ApplyOptions(opts)
	return c.logWarnings(ctx, c.create(ctx, obj, len(o.DryRun) > 0 || c.dryRun, c.owner(o.FieldManager)))
}

func (c *client) create(ctx context.Context, obj Object, dryRun bool, fieldManager string) error

// Update implements client.Client.
func (c *client) Update(ctx context.Context, obj Object, opts ...UpdateOption) error {
	defer c.resetGroupVersionKind(obj, obj.GetObjectKind().GroupVersionKind())
	o := &UpdateOptions{}
	o.ApplyOptions(opts)
	return c.logWarnings(ctx, c.update(ctx, obj, obj, "", len(o.DryRun) > 0 || c.dryRun, c.owner(o.FieldManager)))
}

func (c *client) update(ctx context.Context, obj Object, body Object, subResource string, dryRun bool, fieldManager string) error

// Delete implements client.Client.
func (c *client) Delete(ctx context.Context, obj Object, opts ...DeleteOption) error {
	o := &DeleteOptions{}
	o.ApplyOptions(opts)
	policy := ""
	if o.PropagationPolicy != nil {
		policy = string(*o.PropagationPolicy)
	}
	uid, rv := "", ""
	hasUID, hasRV := false, false
	if o.Preconditions != nil {
		if o.Preconditions.UID != nil {
			uid, hasUID = string(*o.Preconditions.UID), true
		}
		if o.Preconditions.ResourceVersion != nil {
			rv, hasRV = *o.Preconditions.ResourceVersion, true
		}
	}
	grace := int64(-1)
	if o.GracePeriodSeconds != nil {
		grace = *o.GracePeriodSeconds
	}
	// AsDeleteOptions sends Raw with the typed fields over it: Raw.OrphanDependents reaches the server
	orphan := -1
	if o.Raw != nil && o.Raw.OrphanDependents != nil {
		orphan = 0
		if *o.Raw.OrphanDependents {
			orphan = 1
		}
	}
	return c.logWarnings(ctx, c.delete(ctx, obj, policy, orphan, uid, hasUID, rv, hasRV, grace, len(o.DryRun) > 0 || c.dryRun))
}

func (c *client) delete(ctx context.Context, obj Object, policy string, orphan int, uid string, hasUID bool, rv string, hasRV bool, grace int64, dryRun bool) error

// DeleteAllOf implements client.Client.
func (c *client) DeleteAllOf(ctx context.Context, obj Object, opts ...DeleteAllOfOption) error {
	o := &DeleteAllOfOptions{}
	o.ApplyOptions(opts)
	policy := ""
	if o.PropagationPolicy != nil {
		policy = string(*o.PropagationPolicy)
	}
	grace := int64(-1)
	if o.GracePeriodSeconds != nil {
		grace = *o.GracePeriodSeconds
	}
	// the same DeleteOptions as Delete's (AsDeleteOptions): Raw.OrphanDependents reaches the server
	orphan := -1
	if raw := o.DeleteOptions.Raw; raw != nil && raw.OrphanDependents != nil {
		orphan = 0
		if *raw.OrphanDependents {
			orphan = 1
		}
	}
	return c.logWarnings(ctx, c.deleteAllOf(ctx, obj, o.Namespace, labelSelectorString(o.LabelSelector), fieldSelectorString(o.FieldSelector), policy, orphan, grace, len(o.DeleteOptions.DryRun) > 0 || c.dryRun))
}

func (c *client) deleteAllOf(ctx context.Context, obj Object, namespace, labelSelector, fieldSelector, policy string, orphan int, grace int64, dryRun bool) error

// Patch implements client.Client.
func (c *client) Patch(ctx context.Context, obj Object, patch Patch, opts ...PatchOption) error {
	defer c.resetGroupVersionKind(obj, obj.GetObjectKind().GroupVersionKind())
	o := &PatchOptions{}
	o.ApplyOptions(opts)
	if _, err := c.GroupVersionKindFor(obj); err != nil {
		return err
	}
	data, err := patch.Data(obj)
	if err != nil {
		return err
	}
	force := o.Force != nil && *o.Force
	return c.logWarnings(ctx, c.patch(ctx, obj, obj, "", string(patch.Type()), data, force, len(o.DryRun) > 0 || c.dryRun, c.owner(o.FieldManager)))
}

func (c *client) patch(ctx context.Context, obj Object, body Object, subResource string, patchType string, data []byte, force bool, dryRun bool, fieldManager string) error

// Apply implements client.Client: a server-side apply of the configuration's JSON.
func (c *client) Apply(ctx context.Context, obj runtime.ApplyConfiguration, opts ...ApplyOption) error {
	o := &ApplyOptions{}
	o.ApplyOptions(opts)
	force := o.Force != nil && *o.Force
	return c.logWarnings(ctx, c.applyOf(ctx, obj, "", force, len(o.DryRun) > 0 || c.dryRun, c.owner(o.FieldManager)))
}

func (c *client) apply(ctx context.Context, obj runtime.ApplyConfiguration, subResource string, force bool, dryRun bool, fieldManager string) error

// applyOf sends an apply configuration; one made by ApplyConfigurationFromUnstructured goes as its
// object, and the answer is decoded into it, as controller-runtime's unstructured client does
// (pkg/client/unstructured_client.go Apply: Do(ctx).Into(unstructuredApplyConfig.Unstructured)).
func (c *client) applyOf(ctx context.Context, obj runtime.ApplyConfiguration, subResource string, force bool, dryRun bool, fieldManager string) error {
	u, ok := obj.(*unstructuredApplyConfiguration)
	if !ok {
		return c.apply(ctx, obj, subResource, force, dryRun, fieldManager)
	}
	data, err := u.Unstructured.MarshalJSON()
	if err != nil {
		return err
	}
	return c.patch(ctx, u.Unstructured, u.Unstructured, subResource, "application/apply-patch+yaml", data, force, dryRun, fieldManager)
}

type unstructuredApplyConfiguration struct {
	*unstructured.Unstructured
}

func (u *unstructuredApplyConfiguration) IsApplyConfiguration() {}

// ApplyConfigurationFromUnstructured creates a runtime.ApplyConfiguration from an *unstructured.Unstructured object.
//
// Do not use Unstructured objects here that were generated from API objects, as its impossible to tell
// if a zero value was explicitly set.
func ApplyConfigurationFromUnstructured(u *unstructured.Unstructured) runtime.ApplyConfiguration {
	return &unstructuredApplyConfiguration{Unstructured: u}
}

// Get implements client.Client.
func (c *client) Get(ctx context.Context, key ObjectKey, obj Object, opts ...GetOption) error {
	if isUncached, err := c.shouldBypassCache(obj); err != nil {
		return err
	} else if !isUncached {
		return c.cache.Get(ctx, key, obj, opts...)
	}
	return c.logWarnings(ctx, c.get(ctx, key.Namespace, key.Name, obj))
}

func (c *client) get(ctx context.Context, namespace, name string, obj Object) error

// List implements client.Client.
func (c *client) List(ctx context.Context, obj ObjectList, opts ...ListOption) error {
	if isUncached, err := c.shouldBypassCache(obj); err != nil {
		return err
	} else if !isUncached {
		return c.cache.List(ctx, obj, opts...)
	}
	o := &ListOptions{}
	o.ApplyOptions(opts)
	// Raw's selectors reach the API server unless LabelSelector / FieldSelector replace them
	// (ListOptions.AsListOptions); the cache and the fake client read only the typed fields.
	// Raw's resourceVersion goes with them.
	rawLabels, rawFields, rv := "", "", ""
	if o.Raw != nil {
		rawLabels, rawFields, rv = o.Raw.LabelSelector, o.Raw.FieldSelector, o.Raw.ResourceVersion
	}
	fieldSel := fieldSelectorString(o.FieldSelector)
	if o.FieldSelector != nil && len(o.FieldSelector.Requirements()) == 0 {
		// MatchingFields{}: the REST client sends no selector, the cache and the fake client refuse
		// one without requirements (selector.RequiresExactMatch), so list is told apart by "\x1d".
		fieldSel = "\x1d"
	}
	return c.logWarnings(ctx, c.list(ctx, obj, o.Namespace, labelSelectorString(o.LabelSelector), fieldSel, o.Limit, o.Continue, rv, rawLabels, rawFields, labelRequirements(o.LabelSelector)))
}

// list reads through the cache, the fake client or the API server. labelSelector is what the REST
// client sends; the cache and the fake client match labelReqs instead, as they call
// LabelSelector.Matches and never parse its String() ([CR] pkg/cache/internal/cache_reader.go
// List, pkg/internal/objectutil FilterWithLabels): a key the parser would refuse, or
// labels.Nothing() (String() ""), selects there what Matches selects.
func (c *client) list(ctx context.Context, obj ObjectList, namespace, labelSelector, fieldSelector string, limit int64, cont, resourceVersion string, rawLabelSelector, rawFieldSelector, labelReqs string) error

// labelRequirements encodes s for list: "" for no selector, "\x1d" for one that selects nothing,
// else "\x1e" then each requirement as key, operator and values separated by "\x1f", "\x1e" between
// requirements.
func labelRequirements(s labels.Selector) string {
	if s == nil {
		return ""
	}
	reqs, selectable := s.Requirements()
	if !selectable {
		return "\x1d"
	}
	parts := make([]string, 0, len(reqs))
	for _, r := range reqs {
		parts = append(parts, strings.Join(append([]string{r.Key(), string(r.Operator())}, r.ValuesUnsorted()...), "\x1f"))
	}
	return "\x1e" + strings.Join(parts, "\x1e")
}

// controllerRuntimeMinor is the minor go.mod pins (0 when none): src/kube/bind/cr-minor.ts.
func controllerRuntimeMinor() int

func labelSelectorString(s labels.Selector) string {
	if s == nil {
		return ""
	}
	return s.String()
}

func fieldSelectorString(s fields.Selector) string {
	if s == nil {
		return ""
	}
	return s.String()
}

// Status implements client.StatusClient.
func (c *client) Status() SubResourceWriter {
	return c.SubResource("status")
}

// SubResource returns a client for the named subresource.
func (c *client) SubResource(subResource string) SubResourceClient {
	return &subResourceClient{client: c, subResource: subResource}
}

// subResourceClient is client.SubResourceWriter that writes to subresources.
type subResourceClient struct {
	client      *client
	subResource string
}

var _ SubResourceClient = &subResourceClient{}

// Get implements client.SubResourceClient: a GET of the subresource (`/scale` answers an
// autoscaling/v1 Scale) decoded into subResource; never from the cache.
func (sc *subResourceClient) Get(ctx context.Context, obj Object, subResource Object, opts ...SubResourceGetOption) error {
	if _, ok := obj.(*metav1.PartialObjectMetadata); ok {
		return errors.New("can not get subresource using only metadata")
	}
	if subResource.GetName() == "" {
		subResource.SetName(obj.GetName())
	}
	return sc.client.getSubResource(ctx, obj, subResource, sc.subResource)
}

func (c *client) getSubResource(ctx context.Context, obj Object, subResourceObj Object, subResource string) error

// Create implements client.SubResourceClient.
func (sc *subResourceClient) Create(ctx context.Context, obj Object, subResource Object, opts ...SubResourceCreateOption) error {
	defer sc.client.resetGroupVersionKind(obj, obj.GetObjectKind().GroupVersionKind())
	defer sc.client.resetGroupVersionKind(subResource, subResource.GetObjectKind().GroupVersionKind())
	if _, ok := obj.(*metav1.PartialObjectMetadata); ok {
		return fmt.Errorf("cannot update status using only metadata -- did you mean to patch?")
	}
	if subResource.GetName() == "" {
		subResource.SetName(obj.GetName())
	}
	o := &SubResourceCreateOptions{}
	for _, opt := range opts {
		opt.ApplyToSubResourceCreate(o)
	}
	return sc.client.logWarnings(ctx, sc.client.createSubResource(ctx, obj, subResource, sc.subResource, len(o.DryRun) > 0 || sc.client.dryRun, sc.client.owner(o.FieldManager)))
}

func (c *client) createSubResource(ctx context.Context, obj Object, subResourceObj Object, subResource string, dryRun bool, fieldManager string) error

// Update implements client.SubResourceClient.
func (sc *subResourceClient) Update(ctx context.Context, obj Object, opts ...SubResourceUpdateOption) error {
	defer sc.client.resetGroupVersionKind(obj, obj.GetObjectKind().GroupVersionKind())
	o := &SubResourceUpdateOptions{}
	for _, opt := range opts {
		opt.ApplyToSubResourceUpdate(o)
	}
	if _, ok := obj.(*metav1.PartialObjectMetadata); ok {
		return fmt.Errorf("cannot update status using only metadata -- did you mean to patch?")
	}
	// the request goes to obj's path; the body (a Scale for "scale") gets obj's name and namespace
	// when it has none, and the answer (typed_client.go UpdateSubResource)
	body := obj
	if o.SubResourceBody != nil {
		body = o.SubResourceBody
	}
	if body.GetName() == "" {
		body.SetName(obj.GetName())
	}
	if body.GetNamespace() == "" {
		body.SetNamespace(obj.GetNamespace())
	}
	return sc.client.logWarnings(ctx, sc.client.update(ctx, obj, body, sc.subResource, len(o.DryRun) > 0 || sc.client.dryRun, sc.client.owner(o.FieldManager)))
}

// Patch implements client.SubResourceWriter.
func (sc *subResourceClient) Patch(ctx context.Context, obj Object, patch Patch, opts ...SubResourcePatchOption) error {
	defer sc.client.resetGroupVersionKind(obj, obj.GetObjectKind().GroupVersionKind())
	o := &SubResourcePatchOptions{}
	for _, opt := range opts {
		opt.ApplyToSubResourcePatch(o)
	}
	body := obj
	if o.SubResourceBody != nil {
		body = o.SubResourceBody
	}
	if _, err := sc.client.GroupVersionKindFor(obj); err != nil {
		return err
	}
	data, err := patch.Data(body)
	if err != nil {
		return err
	}
	force := o.Force != nil && *o.Force
	// sent to obj's path; the answer is decoded into body (typed_client.go PatchSubResource)
	return sc.client.logWarnings(ctx, sc.client.patch(ctx, obj, body, sc.subResource, string(patch.Type()), data, force, len(o.DryRun) > 0 || sc.client.dryRun, sc.client.owner(o.FieldManager)))
}

// SubResourceApplyOptions are the options for a subresource apply request.
type SubResourceApplyOptions struct {
	ApplyOptions
	SubResourceBody runtime.ApplyConfiguration
}

// ApplyOpts applies the given options.
func (ao *SubResourceApplyOptions) ApplyOpts(opts []SubResourceApplyOption) *SubResourceApplyOptions {
	for _, o := range opts {
		o.ApplyToSubResourceApply(ao)
	}
	return ao
}

// ApplyToSubResourceApply applies the configuration on the given patch options.
func (ao *SubResourceApplyOptions) ApplyToSubResourceApply(o *SubResourceApplyOptions) {
	ao.ApplyOptions.ApplyToApply(&o.ApplyOptions)
	if ao.SubResourceBody != nil {
		o.SubResourceBody = ao.SubResourceBody
	}
}

// Apply implements client.SubResourceWriter: a server-side apply of the configuration to the subresource.
func (sc *subResourceClient) Apply(ctx context.Context, obj runtime.ApplyConfiguration, opts ...SubResourceApplyOption) error {
	o := (&SubResourceApplyOptions{}).ApplyOpts(opts)
	body := obj
	if o.SubResourceBody != nil {
		body = o.SubResourceBody
	}
	force := o.Force != nil && *o.Force
	return sc.client.logWarnings(ctx, sc.client.applyOf(ctx, body, sc.subResource, force, len(o.DryRun) > 0 || sc.client.dryRun, sc.client.owner(o.FieldManager)))
}

// WithFieldOwner wraps a Client and adds the fieldOwner as the field manager to all write
// requests from this client. If additional [FieldOwner] options are specified on methods of this
// client, the value specified here will be overridden.
func WithFieldOwner(c Client, fieldOwner string) Client {
	return &clientWithFieldManager{owner: fieldOwner, c: c}
}

type clientWithFieldManager struct {
	owner string
	c     Client
}

func (f *clientWithFieldManager) Create(ctx context.Context, obj Object, opts ...CreateOption) error {
	return f.c.Create(ctx, obj, append([]CreateOption{FieldOwner(f.owner)}, opts...)...)
}

func (f *clientWithFieldManager) Update(ctx context.Context, obj Object, opts ...UpdateOption) error {
	return f.c.Update(ctx, obj, append([]UpdateOption{FieldOwner(f.owner)}, opts...)...)
}

func (f *clientWithFieldManager) Patch(ctx context.Context, obj Object, patch Patch, opts ...PatchOption) error {
	return f.c.Patch(ctx, obj, patch, append([]PatchOption{FieldOwner(f.owner)}, opts...)...)
}

func (f *clientWithFieldManager) Apply(ctx context.Context, obj runtime.ApplyConfiguration, opts ...ApplyOption) error {
	return f.c.Apply(ctx, obj, append([]ApplyOption{FieldOwner(f.owner)}, opts...)...)
}

func (f *clientWithFieldManager) Delete(ctx context.Context, obj Object, opts ...DeleteOption) error {
	return f.c.Delete(ctx, obj, opts...)
}

func (f *clientWithFieldManager) DeleteAllOf(ctx context.Context, obj Object, opts ...DeleteAllOfOption) error {
	return f.c.DeleteAllOf(ctx, obj, opts...)
}

func (f *clientWithFieldManager) Get(ctx context.Context, key ObjectKey, obj Object, opts ...GetOption) error {
	return f.c.Get(ctx, key, obj, opts...)
}

func (f *clientWithFieldManager) List(ctx context.Context, list ObjectList, opts ...ListOption) error {
	return f.c.List(ctx, list, opts...)
}

func (f *clientWithFieldManager) Scheme() *runtime.Scheme     { return f.c.Scheme() }
func (f *clientWithFieldManager) RESTMapper() meta.RESTMapper { return f.c.RESTMapper() }
func (f *clientWithFieldManager) GroupVersionKindFor(obj runtime.Object) (schema.GroupVersionKind, error) {
	return f.c.GroupVersionKindFor(obj)
}
func (f *clientWithFieldManager) IsObjectNamespaced(obj runtime.Object) (bool, error) {
	return f.c.IsObjectNamespaced(obj)
}

func (f *clientWithFieldManager) Status() StatusWriter {
	return &subresourceClientWithFieldOwner{owner: f.owner, subresourceWriter: f.c.Status()}
}

func (f *clientWithFieldManager) SubResource(subresource string) SubResourceClient {
	c := f.c.SubResource(subresource)
	return &subresourceClientWithFieldOwner{owner: f.owner, subresourceWriter: c, SubResourceReader: c}
}

type subresourceClientWithFieldOwner struct {
	owner             string
	subresourceWriter SubResourceWriter
	SubResourceReader
}

func (f *subresourceClientWithFieldOwner) Create(ctx context.Context, obj Object, subresource Object, opts ...SubResourceCreateOption) error {
	return f.subresourceWriter.Create(ctx, obj, subresource, append([]SubResourceCreateOption{FieldOwner(f.owner)}, opts...)...)
}

func (f *subresourceClientWithFieldOwner) Update(ctx context.Context, obj Object, opts ...SubResourceUpdateOption) error {
	return f.subresourceWriter.Update(ctx, obj, append([]SubResourceUpdateOption{FieldOwner(f.owner)}, opts...)...)
}

func (f *subresourceClientWithFieldOwner) Patch(ctx context.Context, obj Object, patch Patch, opts ...SubResourcePatchOption) error {
	return f.subresourceWriter.Patch(ctx, obj, patch, append([]SubResourcePatchOption{FieldOwner(f.owner)}, opts...)...)
}

func (f *subresourceClientWithFieldOwner) Apply(ctx context.Context, obj runtime.ApplyConfiguration, opts ...SubResourceApplyOption) error {
	return f.subresourceWriter.Apply(ctx, obj, append([]SubResourceApplyOption{FieldOwner(f.owner)}, opts...)...)
}
