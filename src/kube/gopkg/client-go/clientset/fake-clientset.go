// Package fake: client-go's fake clientset ([CG] kubernetes/fake, and the typed fakes of
// kubernetes/typed/*/*/fake): NewSimpleClientset and NewClientset over client-go/testing's
// ObjectTracker, for the groups the simulated clientset provides. Generated from the typed clients
// (typed-*.go) as client-gen generates the real one; the typed fakes live in this package rather
// than in packages of their own.
package fake

import (
	appsv1 "k8s.io/api/apps/v1"
	autoscalingv2 "k8s.io/api/autoscaling/v2"
	batchv1 "k8s.io/api/batch/v1"
	coordinationv1 "k8s.io/api/coordination/v1"
	corev1 "k8s.io/api/core/v1"
	networkingv1 "k8s.io/api/networking/v1"
	policyv1 "k8s.io/api/policy/v1"
	rbacv1 "k8s.io/api/rbac/v1"
	"k8s.io/apimachinery/pkg/runtime"
	"k8s.io/apimachinery/pkg/runtime/serializer"
	"k8s.io/apimachinery/pkg/watch"
	"k8s.io/client-go/discovery"
	fakediscovery "k8s.io/client-go/discovery/fake"
	clientset "k8s.io/client-go/kubernetes"
	clientgoscheme "k8s.io/client-go/kubernetes/scheme"
	typedappsv1 "k8s.io/client-go/kubernetes/typed/apps/v1"
	typedautoscalingv2 "k8s.io/client-go/kubernetes/typed/autoscaling/v2"
	typedbatchv1 "k8s.io/client-go/kubernetes/typed/batch/v1"
	typedcoordinationv1 "k8s.io/client-go/kubernetes/typed/coordination/v1"
	typedcorev1 "k8s.io/client-go/kubernetes/typed/core/v1"
	typednetworkingv1 "k8s.io/client-go/kubernetes/typed/networking/v1"
	typedpolicyv1 "k8s.io/client-go/kubernetes/typed/policy/v1"
	typedrbacv1 "k8s.io/client-go/kubernetes/typed/rbac/v1"
	"k8s.io/client-go/rest"
	"k8s.io/client-go/testing"
)

var scheme = runtime.NewScheme()
var codecs = serializer.NewCodecFactory(scheme)

// AddToScheme adds all types of this clientset into the given scheme.
var AddToScheme = clientgoscheme.AddToScheme

func init() {
	if err := AddToScheme(scheme); err != nil {
		panic(err)
	}
}

// NewSimpleClientset: a clientset whose tracker holds objects and stores every write as it comes
// (no validation, defaults, generated names, uids or garbage collection).
func NewSimpleClientset(objects ...runtime.Object) *Clientset {
	return newClientset(testing.NewObjectTracker(scheme, codecs.UniversalDeserializer()), objects)
}

// NewClientset returns a clientset that will respond with the provided objects: as
// NewSimpleClientset, but an apply creates a missing object (the real tracker also keeps
// managedFields, which this one does not).
func NewClientset(objects ...runtime.Object) *Clientset {
	return newClientset(testing.NewFieldManagedObjectTracker(scheme, codecs.UniversalDeserializer()), objects)
}

func newClientset(o testing.ObjectTracker, objects []runtime.Object) *Clientset {
	for _, obj := range objects {
		if err := o.Add(obj); err != nil {
			panic(err)
		}
	}

	cs := &Clientset{tracker: o}
	cs.discovery = &fakediscovery.FakeDiscovery{Fake: &cs.Fake}
	cs.AddReactor("*", "*", testing.ObjectReaction(o))
	cs.AddWatchReactor("*", func(action testing.Action) (handled bool, ret watch.Interface, err error) {
		gvr := action.GetResource()
		ns := action.GetNamespace()
		var w watch.Interface
		// from v0.34 the watch's options reach the tracker (v0.36's replays from their version)
		if watchAction, ok := action.(testing.WatchActionImpl); ok && clientGoMinor() >= 34 {
			w, err = o.Watch(gvr, ns, watchAction.ListOptions)
		} else {
			w, err = o.Watch(gvr, ns)
		}
		if err != nil {
			return false, nil, err
		}
		return true, w, nil
	})

	return cs
}

func clientGoMinor() int

// Clientset implements clientset.Interface over a testing.Fake: its actions are recorded and
// answered by reactors, the last of which is the tracker.
type Clientset struct {
	testing.Fake
	discovery *fakediscovery.FakeDiscovery
	tracker   testing.ObjectTracker
}

func (c *Clientset) Discovery() discovery.DiscoveryInterface {
	return c.discovery
}

func (c *Clientset) Tracker() testing.ObjectTracker {
	return c.tracker
}

var (
	_ clientset.Interface = &Clientset{}
	_ testing.FakeClient  = &Clientset{}
)

// AppsV1 retrieves the AppsV1Client
func (c *Clientset) AppsV1() typedappsv1.AppsV1Interface {
	return &FakeAppsV1{Fake: &c.Fake}
}

// AutoscalingV2 retrieves the AutoscalingV2Client
func (c *Clientset) AutoscalingV2() typedautoscalingv2.AutoscalingV2Interface {
	return &FakeAutoscalingV2{Fake: &c.Fake}
}

// BatchV1 retrieves the BatchV1Client
func (c *Clientset) BatchV1() typedbatchv1.BatchV1Interface {
	return &FakeBatchV1{Fake: &c.Fake}
}

// CoordinationV1 retrieves the CoordinationV1Client
func (c *Clientset) CoordinationV1() typedcoordinationv1.CoordinationV1Interface {
	return &FakeCoordinationV1{Fake: &c.Fake}
}

// CoreV1 retrieves the CoreV1Client
func (c *Clientset) CoreV1() typedcorev1.CoreV1Interface {
	return &FakeCoreV1{Fake: &c.Fake}
}

// NetworkingV1 retrieves the NetworkingV1Client
func (c *Clientset) NetworkingV1() typednetworkingv1.NetworkingV1Interface {
	return &FakeNetworkingV1{Fake: &c.Fake}
}

// PolicyV1 retrieves the PolicyV1Client
func (c *Clientset) PolicyV1() typedpolicyv1.PolicyV1Interface {
	return &FakePolicyV1{Fake: &c.Fake}
}

// RbacV1 retrieves the RbacV1Client
func (c *Clientset) RbacV1() typedrbacv1.RbacV1Interface {
	return &FakeRbacV1{Fake: &c.Fake}
}

// FakeAppsV1: the AppsV1 group's typed fakes over the clientset's Fake.
type FakeAppsV1 struct {
	*testing.Fake
}

// RESTClient returns a RESTClient that is used to communicate
// with API server by this client implementation.
func (c *FakeAppsV1) RESTClient() rest.Interface {
	var ret *rest.RESTClient
	return ret
}

func (c *FakeAppsV1) ControllerRevisions(namespace string) typedappsv1.ControllerRevisionInterface {
	return newFakeControllerRevisions(c, namespace)
}

// fakeControllerRevisions implements ControllerRevisionInterface
type fakeControllerRevisions struct {
	*fakeClientWithList[*appsv1.ControllerRevision, *appsv1.ControllerRevisionList]
	Fake *FakeAppsV1
}

func newFakeControllerRevisions(fake *FakeAppsV1, namespace string) typedappsv1.ControllerRevisionInterface {
	return &fakeControllerRevisions{
		newFakeClientWithList[*appsv1.ControllerRevision, *appsv1.ControllerRevisionList](
			fake.Fake,
			namespace,
			appsv1.SchemeGroupVersion.WithResource("controllerrevisions"),
			appsv1.SchemeGroupVersion.WithKind("ControllerRevision"),
			func() *appsv1.ControllerRevision { return &appsv1.ControllerRevision{} },
			func() *appsv1.ControllerRevisionList { return &appsv1.ControllerRevisionList{} },
			func(dst, src *appsv1.ControllerRevisionList) { dst.ListMeta = src.ListMeta },
			func(list *appsv1.ControllerRevisionList) []*appsv1.ControllerRevision {
				return toPointerSlice(list.Items)
			},
			func(list *appsv1.ControllerRevisionList, items []*appsv1.ControllerRevision) {
				list.Items = fromPointerSlice(items)
			},
		),
		fake,
	}
}

func (c *FakeAppsV1) DaemonSets(namespace string) typedappsv1.DaemonSetInterface {
	return newFakeDaemonSets(c, namespace)
}

// fakeDaemonSets implements DaemonSetInterface
type fakeDaemonSets struct {
	*fakeClientWithList[*appsv1.DaemonSet, *appsv1.DaemonSetList]
	Fake *FakeAppsV1
}

func newFakeDaemonSets(fake *FakeAppsV1, namespace string) typedappsv1.DaemonSetInterface {
	return &fakeDaemonSets{
		newFakeClientWithList[*appsv1.DaemonSet, *appsv1.DaemonSetList](
			fake.Fake,
			namespace,
			appsv1.SchemeGroupVersion.WithResource("daemonsets"),
			appsv1.SchemeGroupVersion.WithKind("DaemonSet"),
			func() *appsv1.DaemonSet { return &appsv1.DaemonSet{} },
			func() *appsv1.DaemonSetList { return &appsv1.DaemonSetList{} },
			func(dst, src *appsv1.DaemonSetList) { dst.ListMeta = src.ListMeta },
			func(list *appsv1.DaemonSetList) []*appsv1.DaemonSet { return toPointerSlice(list.Items) },
			func(list *appsv1.DaemonSetList, items []*appsv1.DaemonSet) { list.Items = fromPointerSlice(items) },
		),
		fake,
	}
}

func (c *FakeAppsV1) Deployments(namespace string) typedappsv1.DeploymentInterface {
	return newFakeDeployments(c, namespace)
}

// fakeDeployments implements DeploymentInterface
type fakeDeployments struct {
	*fakeClientWithList[*appsv1.Deployment, *appsv1.DeploymentList]
	Fake *FakeAppsV1
}

func newFakeDeployments(fake *FakeAppsV1, namespace string) typedappsv1.DeploymentInterface {
	return &fakeDeployments{
		newFakeClientWithList[*appsv1.Deployment, *appsv1.DeploymentList](
			fake.Fake,
			namespace,
			appsv1.SchemeGroupVersion.WithResource("deployments"),
			appsv1.SchemeGroupVersion.WithKind("Deployment"),
			func() *appsv1.Deployment { return &appsv1.Deployment{} },
			func() *appsv1.DeploymentList { return &appsv1.DeploymentList{} },
			func(dst, src *appsv1.DeploymentList) { dst.ListMeta = src.ListMeta },
			func(list *appsv1.DeploymentList) []*appsv1.Deployment { return toPointerSlice(list.Items) },
			func(list *appsv1.DeploymentList, items []*appsv1.Deployment) { list.Items = fromPointerSlice(items) },
		),
		fake,
	}
}

func (c *FakeAppsV1) ReplicaSets(namespace string) typedappsv1.ReplicaSetInterface {
	return newFakeReplicaSets(c, namespace)
}

// fakeReplicaSets implements ReplicaSetInterface
type fakeReplicaSets struct {
	*fakeClientWithList[*appsv1.ReplicaSet, *appsv1.ReplicaSetList]
	Fake *FakeAppsV1
}

func newFakeReplicaSets(fake *FakeAppsV1, namespace string) typedappsv1.ReplicaSetInterface {
	return &fakeReplicaSets{
		newFakeClientWithList[*appsv1.ReplicaSet, *appsv1.ReplicaSetList](
			fake.Fake,
			namespace,
			appsv1.SchemeGroupVersion.WithResource("replicasets"),
			appsv1.SchemeGroupVersion.WithKind("ReplicaSet"),
			func() *appsv1.ReplicaSet { return &appsv1.ReplicaSet{} },
			func() *appsv1.ReplicaSetList { return &appsv1.ReplicaSetList{} },
			func(dst, src *appsv1.ReplicaSetList) { dst.ListMeta = src.ListMeta },
			func(list *appsv1.ReplicaSetList) []*appsv1.ReplicaSet { return toPointerSlice(list.Items) },
			func(list *appsv1.ReplicaSetList, items []*appsv1.ReplicaSet) { list.Items = fromPointerSlice(items) },
		),
		fake,
	}
}

func (c *FakeAppsV1) StatefulSets(namespace string) typedappsv1.StatefulSetInterface {
	return newFakeStatefulSets(c, namespace)
}

// fakeStatefulSets implements StatefulSetInterface
type fakeStatefulSets struct {
	*fakeClientWithList[*appsv1.StatefulSet, *appsv1.StatefulSetList]
	Fake *FakeAppsV1
}

func newFakeStatefulSets(fake *FakeAppsV1, namespace string) typedappsv1.StatefulSetInterface {
	return &fakeStatefulSets{
		newFakeClientWithList[*appsv1.StatefulSet, *appsv1.StatefulSetList](
			fake.Fake,
			namespace,
			appsv1.SchemeGroupVersion.WithResource("statefulsets"),
			appsv1.SchemeGroupVersion.WithKind("StatefulSet"),
			func() *appsv1.StatefulSet { return &appsv1.StatefulSet{} },
			func() *appsv1.StatefulSetList { return &appsv1.StatefulSetList{} },
			func(dst, src *appsv1.StatefulSetList) { dst.ListMeta = src.ListMeta },
			func(list *appsv1.StatefulSetList) []*appsv1.StatefulSet { return toPointerSlice(list.Items) },
			func(list *appsv1.StatefulSetList, items []*appsv1.StatefulSet) { list.Items = fromPointerSlice(items) },
		),
		fake,
	}
}

// FakeAutoscalingV2: the AutoscalingV2 group's typed fakes over the clientset's Fake.
type FakeAutoscalingV2 struct {
	*testing.Fake
}

// RESTClient returns a RESTClient that is used to communicate
// with API server by this client implementation.
func (c *FakeAutoscalingV2) RESTClient() rest.Interface {
	var ret *rest.RESTClient
	return ret
}

func (c *FakeAutoscalingV2) HorizontalPodAutoscalers(namespace string) typedautoscalingv2.HorizontalPodAutoscalerInterface {
	return newFakeHorizontalPodAutoscalers(c, namespace)
}

// fakeHorizontalPodAutoscalers implements HorizontalPodAutoscalerInterface
type fakeHorizontalPodAutoscalers struct {
	*fakeClientWithList[*autoscalingv2.HorizontalPodAutoscaler, *autoscalingv2.HorizontalPodAutoscalerList]
	Fake *FakeAutoscalingV2
}

func newFakeHorizontalPodAutoscalers(fake *FakeAutoscalingV2, namespace string) typedautoscalingv2.HorizontalPodAutoscalerInterface {
	return &fakeHorizontalPodAutoscalers{
		newFakeClientWithList[*autoscalingv2.HorizontalPodAutoscaler, *autoscalingv2.HorizontalPodAutoscalerList](
			fake.Fake,
			namespace,
			autoscalingv2.SchemeGroupVersion.WithResource("horizontalpodautoscalers"),
			autoscalingv2.SchemeGroupVersion.WithKind("HorizontalPodAutoscaler"),
			func() *autoscalingv2.HorizontalPodAutoscaler { return &autoscalingv2.HorizontalPodAutoscaler{} },
			func() *autoscalingv2.HorizontalPodAutoscalerList { return &autoscalingv2.HorizontalPodAutoscalerList{} },
			func(dst, src *autoscalingv2.HorizontalPodAutoscalerList) { dst.ListMeta = src.ListMeta },
			func(list *autoscalingv2.HorizontalPodAutoscalerList) []*autoscalingv2.HorizontalPodAutoscaler {
				return toPointerSlice(list.Items)
			},
			func(list *autoscalingv2.HorizontalPodAutoscalerList, items []*autoscalingv2.HorizontalPodAutoscaler) {
				list.Items = fromPointerSlice(items)
			},
		),
		fake,
	}
}

// FakeBatchV1: the BatchV1 group's typed fakes over the clientset's Fake.
type FakeBatchV1 struct {
	*testing.Fake
}

// RESTClient returns a RESTClient that is used to communicate
// with API server by this client implementation.
func (c *FakeBatchV1) RESTClient() rest.Interface {
	var ret *rest.RESTClient
	return ret
}

func (c *FakeBatchV1) CronJobs(namespace string) typedbatchv1.CronJobInterface {
	return newFakeCronJobs(c, namespace)
}

// fakeCronJobs implements CronJobInterface
type fakeCronJobs struct {
	*fakeClientWithList[*batchv1.CronJob, *batchv1.CronJobList]
	Fake *FakeBatchV1
}

func newFakeCronJobs(fake *FakeBatchV1, namespace string) typedbatchv1.CronJobInterface {
	return &fakeCronJobs{
		newFakeClientWithList[*batchv1.CronJob, *batchv1.CronJobList](
			fake.Fake,
			namespace,
			batchv1.SchemeGroupVersion.WithResource("cronjobs"),
			batchv1.SchemeGroupVersion.WithKind("CronJob"),
			func() *batchv1.CronJob { return &batchv1.CronJob{} },
			func() *batchv1.CronJobList { return &batchv1.CronJobList{} },
			func(dst, src *batchv1.CronJobList) { dst.ListMeta = src.ListMeta },
			func(list *batchv1.CronJobList) []*batchv1.CronJob { return toPointerSlice(list.Items) },
			func(list *batchv1.CronJobList, items []*batchv1.CronJob) { list.Items = fromPointerSlice(items) },
		),
		fake,
	}
}

func (c *FakeBatchV1) Jobs(namespace string) typedbatchv1.JobInterface {
	return newFakeJobs(c, namespace)
}

// fakeJobs implements JobInterface
type fakeJobs struct {
	*fakeClientWithList[*batchv1.Job, *batchv1.JobList]
	Fake *FakeBatchV1
}

func newFakeJobs(fake *FakeBatchV1, namespace string) typedbatchv1.JobInterface {
	return &fakeJobs{
		newFakeClientWithList[*batchv1.Job, *batchv1.JobList](
			fake.Fake,
			namespace,
			batchv1.SchemeGroupVersion.WithResource("jobs"),
			batchv1.SchemeGroupVersion.WithKind("Job"),
			func() *batchv1.Job { return &batchv1.Job{} },
			func() *batchv1.JobList { return &batchv1.JobList{} },
			func(dst, src *batchv1.JobList) { dst.ListMeta = src.ListMeta },
			func(list *batchv1.JobList) []*batchv1.Job { return toPointerSlice(list.Items) },
			func(list *batchv1.JobList, items []*batchv1.Job) { list.Items = fromPointerSlice(items) },
		),
		fake,
	}
}

// FakeCoordinationV1: the CoordinationV1 group's typed fakes over the clientset's Fake.
type FakeCoordinationV1 struct {
	*testing.Fake
}

// RESTClient returns a RESTClient that is used to communicate
// with API server by this client implementation.
func (c *FakeCoordinationV1) RESTClient() rest.Interface {
	var ret *rest.RESTClient
	return ret
}

func (c *FakeCoordinationV1) Leases(namespace string) typedcoordinationv1.LeaseInterface {
	return newFakeLeases(c, namespace)
}

// fakeLeases implements LeaseInterface
type fakeLeases struct {
	*fakeClientWithList[*coordinationv1.Lease, *coordinationv1.LeaseList]
	Fake *FakeCoordinationV1
}

func newFakeLeases(fake *FakeCoordinationV1, namespace string) typedcoordinationv1.LeaseInterface {
	return &fakeLeases{
		newFakeClientWithList[*coordinationv1.Lease, *coordinationv1.LeaseList](
			fake.Fake,
			namespace,
			coordinationv1.SchemeGroupVersion.WithResource("leases"),
			coordinationv1.SchemeGroupVersion.WithKind("Lease"),
			func() *coordinationv1.Lease { return &coordinationv1.Lease{} },
			func() *coordinationv1.LeaseList { return &coordinationv1.LeaseList{} },
			func(dst, src *coordinationv1.LeaseList) { dst.ListMeta = src.ListMeta },
			func(list *coordinationv1.LeaseList) []*coordinationv1.Lease { return toPointerSlice(list.Items) },
			func(list *coordinationv1.LeaseList, items []*coordinationv1.Lease) {
				list.Items = fromPointerSlice(items)
			},
		),
		fake,
	}
}

// FakeCoreV1: the CoreV1 group's typed fakes over the clientset's Fake.
type FakeCoreV1 struct {
	*testing.Fake
}

// RESTClient returns a RESTClient that is used to communicate
// with API server by this client implementation.
func (c *FakeCoreV1) RESTClient() rest.Interface {
	var ret *rest.RESTClient
	return ret
}

func (c *FakeCoreV1) ConfigMaps(namespace string) typedcorev1.ConfigMapInterface {
	return newFakeConfigMaps(c, namespace)
}

// fakeConfigMaps implements ConfigMapInterface
type fakeConfigMaps struct {
	*fakeClientWithList[*corev1.ConfigMap, *corev1.ConfigMapList]
	Fake *FakeCoreV1
}

func newFakeConfigMaps(fake *FakeCoreV1, namespace string) typedcorev1.ConfigMapInterface {
	return &fakeConfigMaps{
		newFakeClientWithList[*corev1.ConfigMap, *corev1.ConfigMapList](
			fake.Fake,
			namespace,
			corev1.SchemeGroupVersion.WithResource("configmaps"),
			corev1.SchemeGroupVersion.WithKind("ConfigMap"),
			func() *corev1.ConfigMap { return &corev1.ConfigMap{} },
			func() *corev1.ConfigMapList { return &corev1.ConfigMapList{} },
			func(dst, src *corev1.ConfigMapList) { dst.ListMeta = src.ListMeta },
			func(list *corev1.ConfigMapList) []*corev1.ConfigMap { return toPointerSlice(list.Items) },
			func(list *corev1.ConfigMapList, items []*corev1.ConfigMap) { list.Items = fromPointerSlice(items) },
		),
		fake,
	}
}

func (c *FakeCoreV1) Endpoints(namespace string) typedcorev1.EndpointsInterface {
	return newFakeEndpoints(c, namespace)
}

// fakeEndpoints implements EndpointsInterface
type fakeEndpoints struct {
	*fakeClientWithList[*corev1.Endpoints, *corev1.EndpointsList]
	Fake *FakeCoreV1
}

func newFakeEndpoints(fake *FakeCoreV1, namespace string) typedcorev1.EndpointsInterface {
	return &fakeEndpoints{
		newFakeClientWithList[*corev1.Endpoints, *corev1.EndpointsList](
			fake.Fake,
			namespace,
			corev1.SchemeGroupVersion.WithResource("endpoints"),
			corev1.SchemeGroupVersion.WithKind("Endpoints"),
			func() *corev1.Endpoints { return &corev1.Endpoints{} },
			func() *corev1.EndpointsList { return &corev1.EndpointsList{} },
			func(dst, src *corev1.EndpointsList) { dst.ListMeta = src.ListMeta },
			func(list *corev1.EndpointsList) []*corev1.Endpoints { return toPointerSlice(list.Items) },
			func(list *corev1.EndpointsList, items []*corev1.Endpoints) { list.Items = fromPointerSlice(items) },
		),
		fake,
	}
}

func (c *FakeCoreV1) Events(namespace string) typedcorev1.EventInterface {
	return newFakeEvents(c, namespace)
}

// fakeEvents implements EventInterface
type fakeEvents struct {
	*fakeClientWithList[*corev1.Event, *corev1.EventList]
	Fake *FakeCoreV1
}

func newFakeEvents(fake *FakeCoreV1, namespace string) typedcorev1.EventInterface {
	return &fakeEvents{
		newFakeClientWithList[*corev1.Event, *corev1.EventList](
			fake.Fake,
			namespace,
			corev1.SchemeGroupVersion.WithResource("events"),
			corev1.SchemeGroupVersion.WithKind("Event"),
			func() *corev1.Event { return &corev1.Event{} },
			func() *corev1.EventList { return &corev1.EventList{} },
			func(dst, src *corev1.EventList) { dst.ListMeta = src.ListMeta },
			func(list *corev1.EventList) []*corev1.Event { return toPointerSlice(list.Items) },
			func(list *corev1.EventList, items []*corev1.Event) { list.Items = fromPointerSlice(items) },
		),
		fake,
	}
}

func (c *FakeCoreV1) LimitRanges(namespace string) typedcorev1.LimitRangeInterface {
	return newFakeLimitRanges(c, namespace)
}

// fakeLimitRanges implements LimitRangeInterface
type fakeLimitRanges struct {
	*fakeClientWithList[*corev1.LimitRange, *corev1.LimitRangeList]
	Fake *FakeCoreV1
}

func newFakeLimitRanges(fake *FakeCoreV1, namespace string) typedcorev1.LimitRangeInterface {
	return &fakeLimitRanges{
		newFakeClientWithList[*corev1.LimitRange, *corev1.LimitRangeList](
			fake.Fake,
			namespace,
			corev1.SchemeGroupVersion.WithResource("limitranges"),
			corev1.SchemeGroupVersion.WithKind("LimitRange"),
			func() *corev1.LimitRange { return &corev1.LimitRange{} },
			func() *corev1.LimitRangeList { return &corev1.LimitRangeList{} },
			func(dst, src *corev1.LimitRangeList) { dst.ListMeta = src.ListMeta },
			func(list *corev1.LimitRangeList) []*corev1.LimitRange { return toPointerSlice(list.Items) },
			func(list *corev1.LimitRangeList, items []*corev1.LimitRange) { list.Items = fromPointerSlice(items) },
		),
		fake,
	}
}

func (c *FakeCoreV1) Namespaces() typedcorev1.NamespaceInterface {
	return newFakeNamespaces(c)
}

// fakeNamespaces implements NamespaceInterface
type fakeNamespaces struct {
	*fakeClientWithList[*corev1.Namespace, *corev1.NamespaceList]
	Fake *FakeCoreV1
}

func newFakeNamespaces(fake *FakeCoreV1) typedcorev1.NamespaceInterface {
	return &fakeNamespaces{
		newFakeClientWithList[*corev1.Namespace, *corev1.NamespaceList](
			fake.Fake,
			"",
			corev1.SchemeGroupVersion.WithResource("namespaces"),
			corev1.SchemeGroupVersion.WithKind("Namespace"),
			func() *corev1.Namespace { return &corev1.Namespace{} },
			func() *corev1.NamespaceList { return &corev1.NamespaceList{} },
			func(dst, src *corev1.NamespaceList) { dst.ListMeta = src.ListMeta },
			func(list *corev1.NamespaceList) []*corev1.Namespace { return toPointerSlice(list.Items) },
			func(list *corev1.NamespaceList, items []*corev1.Namespace) { list.Items = fromPointerSlice(items) },
		),
		fake,
	}
}

func (c *FakeCoreV1) Nodes() typedcorev1.NodeInterface {
	return newFakeNodes(c)
}

// fakeNodes implements NodeInterface
type fakeNodes struct {
	*fakeClientWithList[*corev1.Node, *corev1.NodeList]
	Fake *FakeCoreV1
}

func newFakeNodes(fake *FakeCoreV1) typedcorev1.NodeInterface {
	return &fakeNodes{
		newFakeClientWithList[*corev1.Node, *corev1.NodeList](
			fake.Fake,
			"",
			corev1.SchemeGroupVersion.WithResource("nodes"),
			corev1.SchemeGroupVersion.WithKind("Node"),
			func() *corev1.Node { return &corev1.Node{} },
			func() *corev1.NodeList { return &corev1.NodeList{} },
			func(dst, src *corev1.NodeList) { dst.ListMeta = src.ListMeta },
			func(list *corev1.NodeList) []*corev1.Node { return toPointerSlice(list.Items) },
			func(list *corev1.NodeList, items []*corev1.Node) { list.Items = fromPointerSlice(items) },
		),
		fake,
	}
}

func (c *FakeCoreV1) PersistentVolumes() typedcorev1.PersistentVolumeInterface {
	return newFakePersistentVolumes(c)
}

// fakePersistentVolumes implements PersistentVolumeInterface
type fakePersistentVolumes struct {
	*fakeClientWithList[*corev1.PersistentVolume, *corev1.PersistentVolumeList]
	Fake *FakeCoreV1
}

func newFakePersistentVolumes(fake *FakeCoreV1) typedcorev1.PersistentVolumeInterface {
	return &fakePersistentVolumes{
		newFakeClientWithList[*corev1.PersistentVolume, *corev1.PersistentVolumeList](
			fake.Fake,
			"",
			corev1.SchemeGroupVersion.WithResource("persistentvolumes"),
			corev1.SchemeGroupVersion.WithKind("PersistentVolume"),
			func() *corev1.PersistentVolume { return &corev1.PersistentVolume{} },
			func() *corev1.PersistentVolumeList { return &corev1.PersistentVolumeList{} },
			func(dst, src *corev1.PersistentVolumeList) { dst.ListMeta = src.ListMeta },
			func(list *corev1.PersistentVolumeList) []*corev1.PersistentVolume { return toPointerSlice(list.Items) },
			func(list *corev1.PersistentVolumeList, items []*corev1.PersistentVolume) {
				list.Items = fromPointerSlice(items)
			},
		),
		fake,
	}
}

func (c *FakeCoreV1) PersistentVolumeClaims(namespace string) typedcorev1.PersistentVolumeClaimInterface {
	return newFakePersistentVolumeClaims(c, namespace)
}

// fakePersistentVolumeClaims implements PersistentVolumeClaimInterface
type fakePersistentVolumeClaims struct {
	*fakeClientWithList[*corev1.PersistentVolumeClaim, *corev1.PersistentVolumeClaimList]
	Fake *FakeCoreV1
}

func newFakePersistentVolumeClaims(fake *FakeCoreV1, namespace string) typedcorev1.PersistentVolumeClaimInterface {
	return &fakePersistentVolumeClaims{
		newFakeClientWithList[*corev1.PersistentVolumeClaim, *corev1.PersistentVolumeClaimList](
			fake.Fake,
			namespace,
			corev1.SchemeGroupVersion.WithResource("persistentvolumeclaims"),
			corev1.SchemeGroupVersion.WithKind("PersistentVolumeClaim"),
			func() *corev1.PersistentVolumeClaim { return &corev1.PersistentVolumeClaim{} },
			func() *corev1.PersistentVolumeClaimList { return &corev1.PersistentVolumeClaimList{} },
			func(dst, src *corev1.PersistentVolumeClaimList) { dst.ListMeta = src.ListMeta },
			func(list *corev1.PersistentVolumeClaimList) []*corev1.PersistentVolumeClaim {
				return toPointerSlice(list.Items)
			},
			func(list *corev1.PersistentVolumeClaimList, items []*corev1.PersistentVolumeClaim) {
				list.Items = fromPointerSlice(items)
			},
		),
		fake,
	}
}

func (c *FakeCoreV1) Pods(namespace string) typedcorev1.PodInterface {
	return newFakePods(c, namespace)
}

// fakePods implements PodInterface
type fakePods struct {
	*fakeClientWithList[*corev1.Pod, *corev1.PodList]
	Fake *FakeCoreV1
}

func newFakePods(fake *FakeCoreV1, namespace string) typedcorev1.PodInterface {
	return &fakePods{
		newFakeClientWithList[*corev1.Pod, *corev1.PodList](
			fake.Fake,
			namespace,
			corev1.SchemeGroupVersion.WithResource("pods"),
			corev1.SchemeGroupVersion.WithKind("Pod"),
			func() *corev1.Pod { return &corev1.Pod{} },
			func() *corev1.PodList { return &corev1.PodList{} },
			func(dst, src *corev1.PodList) { dst.ListMeta = src.ListMeta },
			func(list *corev1.PodList) []*corev1.Pod { return toPointerSlice(list.Items) },
			func(list *corev1.PodList, items []*corev1.Pod) { list.Items = fromPointerSlice(items) },
		),
		fake,
	}
}

func (c *FakeCoreV1) ReplicationControllers(namespace string) typedcorev1.ReplicationControllerInterface {
	return newFakeReplicationControllers(c, namespace)
}

// fakeReplicationControllers implements ReplicationControllerInterface
type fakeReplicationControllers struct {
	*fakeClientWithList[*corev1.ReplicationController, *corev1.ReplicationControllerList]
	Fake *FakeCoreV1
}

func newFakeReplicationControllers(fake *FakeCoreV1, namespace string) typedcorev1.ReplicationControllerInterface {
	return &fakeReplicationControllers{
		newFakeClientWithList[*corev1.ReplicationController, *corev1.ReplicationControllerList](
			fake.Fake,
			namespace,
			corev1.SchemeGroupVersion.WithResource("replicationcontrollers"),
			corev1.SchemeGroupVersion.WithKind("ReplicationController"),
			func() *corev1.ReplicationController { return &corev1.ReplicationController{} },
			func() *corev1.ReplicationControllerList { return &corev1.ReplicationControllerList{} },
			func(dst, src *corev1.ReplicationControllerList) { dst.ListMeta = src.ListMeta },
			func(list *corev1.ReplicationControllerList) []*corev1.ReplicationController {
				return toPointerSlice(list.Items)
			},
			func(list *corev1.ReplicationControllerList, items []*corev1.ReplicationController) {
				list.Items = fromPointerSlice(items)
			},
		),
		fake,
	}
}

func (c *FakeCoreV1) ResourceQuotas(namespace string) typedcorev1.ResourceQuotaInterface {
	return newFakeResourceQuotas(c, namespace)
}

// fakeResourceQuotas implements ResourceQuotaInterface
type fakeResourceQuotas struct {
	*fakeClientWithList[*corev1.ResourceQuota, *corev1.ResourceQuotaList]
	Fake *FakeCoreV1
}

func newFakeResourceQuotas(fake *FakeCoreV1, namespace string) typedcorev1.ResourceQuotaInterface {
	return &fakeResourceQuotas{
		newFakeClientWithList[*corev1.ResourceQuota, *corev1.ResourceQuotaList](
			fake.Fake,
			namespace,
			corev1.SchemeGroupVersion.WithResource("resourcequotas"),
			corev1.SchemeGroupVersion.WithKind("ResourceQuota"),
			func() *corev1.ResourceQuota { return &corev1.ResourceQuota{} },
			func() *corev1.ResourceQuotaList { return &corev1.ResourceQuotaList{} },
			func(dst, src *corev1.ResourceQuotaList) { dst.ListMeta = src.ListMeta },
			func(list *corev1.ResourceQuotaList) []*corev1.ResourceQuota { return toPointerSlice(list.Items) },
			func(list *corev1.ResourceQuotaList, items []*corev1.ResourceQuota) {
				list.Items = fromPointerSlice(items)
			},
		),
		fake,
	}
}

func (c *FakeCoreV1) Secrets(namespace string) typedcorev1.SecretInterface {
	return newFakeSecrets(c, namespace)
}

// fakeSecrets implements SecretInterface
type fakeSecrets struct {
	*fakeClientWithList[*corev1.Secret, *corev1.SecretList]
	Fake *FakeCoreV1
}

func newFakeSecrets(fake *FakeCoreV1, namespace string) typedcorev1.SecretInterface {
	return &fakeSecrets{
		newFakeClientWithList[*corev1.Secret, *corev1.SecretList](
			fake.Fake,
			namespace,
			corev1.SchemeGroupVersion.WithResource("secrets"),
			corev1.SchemeGroupVersion.WithKind("Secret"),
			func() *corev1.Secret { return &corev1.Secret{} },
			func() *corev1.SecretList { return &corev1.SecretList{} },
			func(dst, src *corev1.SecretList) { dst.ListMeta = src.ListMeta },
			func(list *corev1.SecretList) []*corev1.Secret { return toPointerSlice(list.Items) },
			func(list *corev1.SecretList, items []*corev1.Secret) { list.Items = fromPointerSlice(items) },
		),
		fake,
	}
}

func (c *FakeCoreV1) Services(namespace string) typedcorev1.ServiceInterface {
	return newFakeServices(c, namespace)
}

// fakeServices implements ServiceInterface
type fakeServices struct {
	*fakeClientWithList[*corev1.Service, *corev1.ServiceList]
	Fake *FakeCoreV1
}

func newFakeServices(fake *FakeCoreV1, namespace string) typedcorev1.ServiceInterface {
	return &fakeServices{
		newFakeClientWithList[*corev1.Service, *corev1.ServiceList](
			fake.Fake,
			namespace,
			corev1.SchemeGroupVersion.WithResource("services"),
			corev1.SchemeGroupVersion.WithKind("Service"),
			func() *corev1.Service { return &corev1.Service{} },
			func() *corev1.ServiceList { return &corev1.ServiceList{} },
			func(dst, src *corev1.ServiceList) { dst.ListMeta = src.ListMeta },
			func(list *corev1.ServiceList) []*corev1.Service { return toPointerSlice(list.Items) },
			func(list *corev1.ServiceList, items []*corev1.Service) { list.Items = fromPointerSlice(items) },
		),
		fake,
	}
}

func (c *FakeCoreV1) ServiceAccounts(namespace string) typedcorev1.ServiceAccountInterface {
	return newFakeServiceAccounts(c, namespace)
}

// fakeServiceAccounts implements ServiceAccountInterface
type fakeServiceAccounts struct {
	*fakeClientWithList[*corev1.ServiceAccount, *corev1.ServiceAccountList]
	Fake *FakeCoreV1
}

func newFakeServiceAccounts(fake *FakeCoreV1, namespace string) typedcorev1.ServiceAccountInterface {
	return &fakeServiceAccounts{
		newFakeClientWithList[*corev1.ServiceAccount, *corev1.ServiceAccountList](
			fake.Fake,
			namespace,
			corev1.SchemeGroupVersion.WithResource("serviceaccounts"),
			corev1.SchemeGroupVersion.WithKind("ServiceAccount"),
			func() *corev1.ServiceAccount { return &corev1.ServiceAccount{} },
			func() *corev1.ServiceAccountList { return &corev1.ServiceAccountList{} },
			func(dst, src *corev1.ServiceAccountList) { dst.ListMeta = src.ListMeta },
			func(list *corev1.ServiceAccountList) []*corev1.ServiceAccount { return toPointerSlice(list.Items) },
			func(list *corev1.ServiceAccountList, items []*corev1.ServiceAccount) {
				list.Items = fromPointerSlice(items)
			},
		),
		fake,
	}
}

// FakeNetworkingV1: the NetworkingV1 group's typed fakes over the clientset's Fake.
type FakeNetworkingV1 struct {
	*testing.Fake
}

// RESTClient returns a RESTClient that is used to communicate
// with API server by this client implementation.
func (c *FakeNetworkingV1) RESTClient() rest.Interface {
	var ret *rest.RESTClient
	return ret
}

func (c *FakeNetworkingV1) Ingresses(namespace string) typednetworkingv1.IngressInterface {
	return newFakeIngresses(c, namespace)
}

// fakeIngresses implements IngressInterface
type fakeIngresses struct {
	*fakeClientWithList[*networkingv1.Ingress, *networkingv1.IngressList]
	Fake *FakeNetworkingV1
}

func newFakeIngresses(fake *FakeNetworkingV1, namespace string) typednetworkingv1.IngressInterface {
	return &fakeIngresses{
		newFakeClientWithList[*networkingv1.Ingress, *networkingv1.IngressList](
			fake.Fake,
			namespace,
			networkingv1.SchemeGroupVersion.WithResource("ingresses"),
			networkingv1.SchemeGroupVersion.WithKind("Ingress"),
			func() *networkingv1.Ingress { return &networkingv1.Ingress{} },
			func() *networkingv1.IngressList { return &networkingv1.IngressList{} },
			func(dst, src *networkingv1.IngressList) { dst.ListMeta = src.ListMeta },
			func(list *networkingv1.IngressList) []*networkingv1.Ingress { return toPointerSlice(list.Items) },
			func(list *networkingv1.IngressList, items []*networkingv1.Ingress) {
				list.Items = fromPointerSlice(items)
			},
		),
		fake,
	}
}

func (c *FakeNetworkingV1) IngressClasses() typednetworkingv1.IngressClassInterface {
	return newFakeIngressClasses(c)
}

// fakeIngressClasses implements IngressClassInterface
type fakeIngressClasses struct {
	*fakeClientWithList[*networkingv1.IngressClass, *networkingv1.IngressClassList]
	Fake *FakeNetworkingV1
}

func newFakeIngressClasses(fake *FakeNetworkingV1) typednetworkingv1.IngressClassInterface {
	return &fakeIngressClasses{
		newFakeClientWithList[*networkingv1.IngressClass, *networkingv1.IngressClassList](
			fake.Fake,
			"",
			networkingv1.SchemeGroupVersion.WithResource("ingressclasses"),
			networkingv1.SchemeGroupVersion.WithKind("IngressClass"),
			func() *networkingv1.IngressClass { return &networkingv1.IngressClass{} },
			func() *networkingv1.IngressClassList { return &networkingv1.IngressClassList{} },
			func(dst, src *networkingv1.IngressClassList) { dst.ListMeta = src.ListMeta },
			func(list *networkingv1.IngressClassList) []*networkingv1.IngressClass {
				return toPointerSlice(list.Items)
			},
			func(list *networkingv1.IngressClassList, items []*networkingv1.IngressClass) {
				list.Items = fromPointerSlice(items)
			},
		),
		fake,
	}
}

func (c *FakeNetworkingV1) NetworkPolicies(namespace string) typednetworkingv1.NetworkPolicyInterface {
	return newFakeNetworkPolicies(c, namespace)
}

// fakeNetworkPolicies implements NetworkPolicyInterface
type fakeNetworkPolicies struct {
	*fakeClientWithList[*networkingv1.NetworkPolicy, *networkingv1.NetworkPolicyList]
	Fake *FakeNetworkingV1
}

func newFakeNetworkPolicies(fake *FakeNetworkingV1, namespace string) typednetworkingv1.NetworkPolicyInterface {
	return &fakeNetworkPolicies{
		newFakeClientWithList[*networkingv1.NetworkPolicy, *networkingv1.NetworkPolicyList](
			fake.Fake,
			namespace,
			networkingv1.SchemeGroupVersion.WithResource("networkpolicies"),
			networkingv1.SchemeGroupVersion.WithKind("NetworkPolicy"),
			func() *networkingv1.NetworkPolicy { return &networkingv1.NetworkPolicy{} },
			func() *networkingv1.NetworkPolicyList { return &networkingv1.NetworkPolicyList{} },
			func(dst, src *networkingv1.NetworkPolicyList) { dst.ListMeta = src.ListMeta },
			func(list *networkingv1.NetworkPolicyList) []*networkingv1.NetworkPolicy {
				return toPointerSlice(list.Items)
			},
			func(list *networkingv1.NetworkPolicyList, items []*networkingv1.NetworkPolicy) {
				list.Items = fromPointerSlice(items)
			},
		),
		fake,
	}
}

// FakePolicyV1: the PolicyV1 group's typed fakes over the clientset's Fake.
type FakePolicyV1 struct {
	*testing.Fake
}

// RESTClient returns a RESTClient that is used to communicate
// with API server by this client implementation.
func (c *FakePolicyV1) RESTClient() rest.Interface {
	var ret *rest.RESTClient
	return ret
}

func (c *FakePolicyV1) PodDisruptionBudgets(namespace string) typedpolicyv1.PodDisruptionBudgetInterface {
	return newFakePodDisruptionBudgets(c, namespace)
}

// fakePodDisruptionBudgets implements PodDisruptionBudgetInterface
type fakePodDisruptionBudgets struct {
	*fakeClientWithList[*policyv1.PodDisruptionBudget, *policyv1.PodDisruptionBudgetList]
	Fake *FakePolicyV1
}

func newFakePodDisruptionBudgets(fake *FakePolicyV1, namespace string) typedpolicyv1.PodDisruptionBudgetInterface {
	return &fakePodDisruptionBudgets{
		newFakeClientWithList[*policyv1.PodDisruptionBudget, *policyv1.PodDisruptionBudgetList](
			fake.Fake,
			namespace,
			policyv1.SchemeGroupVersion.WithResource("poddisruptionbudgets"),
			policyv1.SchemeGroupVersion.WithKind("PodDisruptionBudget"),
			func() *policyv1.PodDisruptionBudget { return &policyv1.PodDisruptionBudget{} },
			func() *policyv1.PodDisruptionBudgetList { return &policyv1.PodDisruptionBudgetList{} },
			func(dst, src *policyv1.PodDisruptionBudgetList) { dst.ListMeta = src.ListMeta },
			func(list *policyv1.PodDisruptionBudgetList) []*policyv1.PodDisruptionBudget {
				return toPointerSlice(list.Items)
			},
			func(list *policyv1.PodDisruptionBudgetList, items []*policyv1.PodDisruptionBudget) {
				list.Items = fromPointerSlice(items)
			},
		),
		fake,
	}
}

// FakeRbacV1: the RbacV1 group's typed fakes over the clientset's Fake.
type FakeRbacV1 struct {
	*testing.Fake
}

// RESTClient returns a RESTClient that is used to communicate
// with API server by this client implementation.
func (c *FakeRbacV1) RESTClient() rest.Interface {
	var ret *rest.RESTClient
	return ret
}

func (c *FakeRbacV1) ClusterRoles() typedrbacv1.ClusterRoleInterface {
	return newFakeClusterRoles(c)
}

// fakeClusterRoles implements ClusterRoleInterface
type fakeClusterRoles struct {
	*fakeClientWithList[*rbacv1.ClusterRole, *rbacv1.ClusterRoleList]
	Fake *FakeRbacV1
}

func newFakeClusterRoles(fake *FakeRbacV1) typedrbacv1.ClusterRoleInterface {
	return &fakeClusterRoles{
		newFakeClientWithList[*rbacv1.ClusterRole, *rbacv1.ClusterRoleList](
			fake.Fake,
			"",
			rbacv1.SchemeGroupVersion.WithResource("clusterroles"),
			rbacv1.SchemeGroupVersion.WithKind("ClusterRole"),
			func() *rbacv1.ClusterRole { return &rbacv1.ClusterRole{} },
			func() *rbacv1.ClusterRoleList { return &rbacv1.ClusterRoleList{} },
			func(dst, src *rbacv1.ClusterRoleList) { dst.ListMeta = src.ListMeta },
			func(list *rbacv1.ClusterRoleList) []*rbacv1.ClusterRole { return toPointerSlice(list.Items) },
			func(list *rbacv1.ClusterRoleList, items []*rbacv1.ClusterRole) { list.Items = fromPointerSlice(items) },
		),
		fake,
	}
}

func (c *FakeRbacV1) ClusterRoleBindings() typedrbacv1.ClusterRoleBindingInterface {
	return newFakeClusterRoleBindings(c)
}

// fakeClusterRoleBindings implements ClusterRoleBindingInterface
type fakeClusterRoleBindings struct {
	*fakeClientWithList[*rbacv1.ClusterRoleBinding, *rbacv1.ClusterRoleBindingList]
	Fake *FakeRbacV1
}

func newFakeClusterRoleBindings(fake *FakeRbacV1) typedrbacv1.ClusterRoleBindingInterface {
	return &fakeClusterRoleBindings{
		newFakeClientWithList[*rbacv1.ClusterRoleBinding, *rbacv1.ClusterRoleBindingList](
			fake.Fake,
			"",
			rbacv1.SchemeGroupVersion.WithResource("clusterrolebindings"),
			rbacv1.SchemeGroupVersion.WithKind("ClusterRoleBinding"),
			func() *rbacv1.ClusterRoleBinding { return &rbacv1.ClusterRoleBinding{} },
			func() *rbacv1.ClusterRoleBindingList { return &rbacv1.ClusterRoleBindingList{} },
			func(dst, src *rbacv1.ClusterRoleBindingList) { dst.ListMeta = src.ListMeta },
			func(list *rbacv1.ClusterRoleBindingList) []*rbacv1.ClusterRoleBinding {
				return toPointerSlice(list.Items)
			},
			func(list *rbacv1.ClusterRoleBindingList, items []*rbacv1.ClusterRoleBinding) {
				list.Items = fromPointerSlice(items)
			},
		),
		fake,
	}
}

func (c *FakeRbacV1) Roles(namespace string) typedrbacv1.RoleInterface {
	return newFakeRoles(c, namespace)
}

// fakeRoles implements RoleInterface
type fakeRoles struct {
	*fakeClientWithList[*rbacv1.Role, *rbacv1.RoleList]
	Fake *FakeRbacV1
}

func newFakeRoles(fake *FakeRbacV1, namespace string) typedrbacv1.RoleInterface {
	return &fakeRoles{
		newFakeClientWithList[*rbacv1.Role, *rbacv1.RoleList](
			fake.Fake,
			namespace,
			rbacv1.SchemeGroupVersion.WithResource("roles"),
			rbacv1.SchemeGroupVersion.WithKind("Role"),
			func() *rbacv1.Role { return &rbacv1.Role{} },
			func() *rbacv1.RoleList { return &rbacv1.RoleList{} },
			func(dst, src *rbacv1.RoleList) { dst.ListMeta = src.ListMeta },
			func(list *rbacv1.RoleList) []*rbacv1.Role { return toPointerSlice(list.Items) },
			func(list *rbacv1.RoleList, items []*rbacv1.Role) { list.Items = fromPointerSlice(items) },
		),
		fake,
	}
}

func (c *FakeRbacV1) RoleBindings(namespace string) typedrbacv1.RoleBindingInterface {
	return newFakeRoleBindings(c, namespace)
}

// fakeRoleBindings implements RoleBindingInterface
type fakeRoleBindings struct {
	*fakeClientWithList[*rbacv1.RoleBinding, *rbacv1.RoleBindingList]
	Fake *FakeRbacV1
}

func newFakeRoleBindings(fake *FakeRbacV1, namespace string) typedrbacv1.RoleBindingInterface {
	return &fakeRoleBindings{
		newFakeClientWithList[*rbacv1.RoleBinding, *rbacv1.RoleBindingList](
			fake.Fake,
			namespace,
			rbacv1.SchemeGroupVersion.WithResource("rolebindings"),
			rbacv1.SchemeGroupVersion.WithKind("RoleBinding"),
			func() *rbacv1.RoleBinding { return &rbacv1.RoleBinding{} },
			func() *rbacv1.RoleBindingList { return &rbacv1.RoleBindingList{} },
			func(dst, src *rbacv1.RoleBindingList) { dst.ListMeta = src.ListMeta },
			func(list *rbacv1.RoleBindingList) []*rbacv1.RoleBinding { return toPointerSlice(list.Items) },
			func(list *rbacv1.RoleBindingList, items []*rbacv1.RoleBinding) { list.Items = fromPointerSlice(items) },
		),
		fake,
	}
}
