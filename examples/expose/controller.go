package main

import (
	"context"
	"fmt"
	"log"
	"time"

	appsv1 "k8s.io/api/apps/v1"
	corev1 "k8s.io/api/core/v1"
	"k8s.io/apimachinery/pkg/api/errors"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/util/intstr"
	utilruntime "k8s.io/apimachinery/pkg/util/runtime"
	"k8s.io/apimachinery/pkg/util/wait"
	appsinformers "k8s.io/client-go/informers/apps/v1"
	coreinformers "k8s.io/client-go/informers/core/v1"
	"k8s.io/client-go/kubernetes"
	appslisters "k8s.io/client-go/listers/apps/v1"
	corelisters "k8s.io/client-go/listers/core/v1"
	"k8s.io/client-go/tools/cache"
	"k8s.io/client-go/util/workqueue"
)

const exposeLabel = "expose"

// Controller keeps a Service beside every Deployment labelled expose=true.
type Controller struct {
	client kubernetes.Interface

	deploymentsLister appslisters.DeploymentLister
	deploymentsSynced cache.InformerSynced
	servicesLister    corelisters.ServiceLister
	servicesSynced    cache.InformerSynced

	// workqueue holds the keys of the Deployments to look at; an item is never worked on by two
	// workers at once, and a failed one comes back with a per-item exponential delay.
	workqueue workqueue.TypedRateLimitingInterface[cache.ObjectName]
}

// NewController sets up the event handlers of both informers.
func NewController(ctx context.Context, client kubernetes.Interface, deploymentInformer appsinformers.DeploymentInformer, serviceInformer coreinformers.ServiceInformer) *Controller {
	rateLimiter := workqueue.NewTypedMaxOfRateLimiter(
		workqueue.NewTypedItemExponentialFailureRateLimiter[cache.ObjectName](5*time.Millisecond, 1000*time.Second),
	)
	c := &Controller{
		client:            client,
		deploymentsLister: deploymentInformer.Lister(),
		deploymentsSynced: deploymentInformer.Informer().HasSynced,
		servicesLister:    serviceInformer.Lister(),
		servicesSynced:    serviceInformer.Informer().HasSynced,
		workqueue: workqueue.NewTypedRateLimitingQueueWithConfig(rateLimiter,
			workqueue.TypedRateLimitingQueueConfig[cache.ObjectName]{Name: "expose"}),
	}

	log.Print("Setting up event handlers")
	deploymentInformer.Informer().AddEventHandler(cache.ResourceEventHandlerFuncs{
		AddFunc: c.enqueueDeployment,
		UpdateFunc: func(old, new interface{}) {
			if old.(*appsv1.Deployment).ResourceVersion == new.(*appsv1.Deployment).ResourceVersion {
				// a periodic resync sends the same object again: nothing changed
				return
			}
			c.enqueueDeployment(new)
		},
	})
	// a Service we own that changes or goes away sends its Deployment back through the queue
	serviceInformer.Informer().AddEventHandler(cache.ResourceEventHandlerFuncs{
		AddFunc: c.handleObject,
		UpdateFunc: func(old, new interface{}) {
			if old.(*corev1.Service).ResourceVersion == new.(*corev1.Service).ResourceVersion {
				return
			}
			c.handleObject(new)
		},
		DeleteFunc: c.handleObject,
	})
	return c
}

// Run waits for the caches, starts the workers and blocks until ctx is done.
func (c *Controller) Run(ctx context.Context, workers int) error {
	defer utilruntime.HandleCrash()
	defer c.workqueue.ShutDown()

	log.Print("Starting expose controller")
	log.Print("Waiting for informer caches to sync")
	if ok := cache.WaitForCacheSync(ctx.Done(), c.deploymentsSynced, c.servicesSynced); !ok {
		return fmt.Errorf("failed to wait for caches to sync")
	}

	log.Printf("Starting %d workers", workers)
	for i := 0; i < workers; i++ {
		go wait.UntilWithContext(ctx, c.runWorker, time.Second)
	}

	log.Print("Started workers")
	<-ctx.Done()
	log.Print("Shutting down workers")
	return nil
}

func (c *Controller) runWorker(ctx context.Context) {
	for c.processNextWorkItem(ctx) {
	}
}

func (c *Controller) processNextWorkItem(ctx context.Context) bool {
	key, shutdown := c.workqueue.Get()
	if shutdown {
		return false
	}
	// Done must be called whatever happens, so another worker can take the key again
	defer c.workqueue.Done(key)

	if err := c.syncHandler(ctx, key); err != nil {
		// put the item back with a delay; a later success Forgets the failures
		c.workqueue.AddRateLimited(key)
		utilruntime.HandleErrorWithContext(ctx, err, "Error syncing; requeuing for later retry", "objectReference", key.String())
		return true
	}
	c.workqueue.Forget(key)
	return true
}

// syncHandler brings the Deployment's Service to the state it asks for.
func (c *Controller) syncHandler(ctx context.Context, key cache.ObjectName) error {
	deployment, err := c.deploymentsLister.Deployments(key.Namespace).Get(key.Name)
	if err != nil {
		if errors.IsNotFound(err) {
			// deleted: its Service goes with it (owner reference)
			return nil
		}
		return err
	}
	if deployment.Labels[exposeLabel] != "true" {
		return nil
	}
	port := containerPort(deployment)
	if port == 0 {
		log.Printf("Deployment %s has no container port: nothing to expose", key)
		return nil
	}

	service, err := c.servicesLister.Services(deployment.Namespace).Get(deployment.Name)
	if errors.IsNotFound(err) {
		service, err = c.client.CoreV1().Services(deployment.Namespace).Create(ctx, newService(deployment, port), metav1.CreateOptions{})
		if err == nil {
			log.Printf("Created Service %s/%s for port %d", service.Namespace, service.Name, port)
		}
	}
	if err != nil {
		return err
	}
	if !metav1.IsControlledBy(service, deployment) {
		return fmt.Errorf("Service %q already exists and is not managed by Deployment %q", service.Name, deployment.Name)
	}
	if len(service.Spec.Ports) != 1 || service.Spec.Ports[0].Port != port {
		// the lister's object is shared with the cache: change a copy
		service = service.DeepCopy()
		service.Spec.Ports = newService(deployment, port).Spec.Ports
		if _, err := c.client.CoreV1().Services(service.Namespace).Update(ctx, service, metav1.UpdateOptions{}); err != nil {
			return err
		}
		log.Printf("Updated Service %s/%s to port %d", service.Namespace, service.Name, port)
	}
	return nil
}

func (c *Controller) enqueueDeployment(obj interface{}) {
	if objectRef, err := cache.ObjectToName(obj); err != nil {
		utilruntime.HandleError(err)
		return
	} else {
		c.workqueue.Add(objectRef)
	}
}

// handleObject enqueues the Deployment that owns a Service (a deleted one may come as a tombstone).
func (c *Controller) handleObject(obj interface{}) {
	object, ok := obj.(metav1.Object)
	if !ok {
		tombstone, ok := obj.(cache.DeletedFinalStateUnknown)
		if !ok {
			utilruntime.HandleError(fmt.Errorf("error decoding object, invalid type"))
			return
		}
		object, ok = tombstone.Obj.(metav1.Object)
		if !ok {
			utilruntime.HandleError(fmt.Errorf("error decoding object tombstone, invalid type"))
			return
		}
	}
	ownerRef := metav1.GetControllerOf(object)
	if ownerRef == nil || ownerRef.Kind != "Deployment" {
		return
	}
	deployment, err := c.deploymentsLister.Deployments(object.GetNamespace()).Get(ownerRef.Name)
	if err != nil {
		return
	}
	c.enqueueDeployment(deployment)
}

func containerPort(d *appsv1.Deployment) int32 {
	for _, ctr := range d.Spec.Template.Spec.Containers {
		for _, p := range ctr.Ports {
			return p.ContainerPort
		}
	}
	return 0
}

func newService(d *appsv1.Deployment, port int32) *corev1.Service {
	return &corev1.Service{
		ObjectMeta: metav1.ObjectMeta{
			Name:      d.Name,
			Namespace: d.Namespace,
			OwnerReferences: []metav1.OwnerReference{
				*metav1.NewControllerRef(d, appsv1.SchemeGroupVersion.WithKind("Deployment")),
			},
		},
		Spec: corev1.ServiceSpec{
			Selector: d.Spec.Selector.MatchLabels,
			Ports: []corev1.ServicePort{{
				Port:       port,
				TargetPort: intstr.FromInt32(port),
			}},
		},
	}
}
