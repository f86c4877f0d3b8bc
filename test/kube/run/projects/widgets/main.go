package main

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"sync"
	"time"

	toysv1 "example.com/widgets/apis/widgets/v1"
	"example.com/widgets/generated/clientset/versioned/scheme"
	toysclient "example.com/widgets/generated/clientset/versioned/typed/widgets/v1"
	toyslisters "example.com/widgets/generated/listers/widgets/v1"
	apierrors "k8s.io/apimachinery/pkg/api/errors"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/labels"
	"k8s.io/apimachinery/pkg/runtime"
	"k8s.io/apimachinery/pkg/types"
	"k8s.io/apimachinery/pkg/watch"
	"k8s.io/client-go/kubernetes"
	"k8s.io/client-go/rest"
	"k8s.io/client-go/tools/cache"
	"k8s.io/client-go/tools/clientcmd"
)

func main() {
	ctx := context.Background()
	home, _ := os.UserHomeDir()
	cfg, err := clientcmd.BuildConfigFromFlags("", filepath.Join(home, ".kube", "config"))
	if err != nil {
		panic(err)
	}
	toys, err := toysclient.NewForConfig(cfg)
	if err != nil {
		panic(err)
	}
	widgets := toys.Widgets("default")

	// an informer over the typed client, as informer-gen writes it
	informer := cache.NewSharedIndexInformer(&cache.ListWatch{
		ListFunc: func(opts metav1.ListOptions) (runtime.Object, error) {
			return widgets.List(ctx, opts)
		},
		WatchFunc: func(opts metav1.ListOptions) (watch.Interface, error) {
			return widgets.Watch(ctx, opts)
		},
	}, &toysv1.Widget{}, 0, cache.Indexers{cache.NamespaceIndex: cache.MetaNamespaceIndexFunc})
	var mu sync.Mutex
	var seen []string
	record := func(format string, args ...interface{}) {
		mu.Lock()
		defer mu.Unlock()
		seen = append(seen, fmt.Sprintf(format, args...))
	}
	informer.AddEventHandler(cache.ResourceEventHandlerFuncs{
		AddFunc: func(obj interface{}) {
			w := obj.(*toysv1.Widget)
			record("added %s/%s color=%s", w.Namespace, w.Name, w.Spec.Color)
		},
		UpdateFunc: func(_, obj interface{}) {
			w := obj.(*toysv1.Widget)
			record("updated %s color=%s built=%d", w.Name, w.Spec.Color, w.Status.Built)
		},
		DeleteFunc: func(obj interface{}) {
			record("deleted %s", obj.(*toysv1.Widget).Name)
		},
	})
	stop := make(chan struct{})
	go informer.Run(stop)
	fmt.Println("synced:", cache.WaitForCacheSync(stop, informer.HasSynced))
	lister := toyslisters.NewWidgetLister(informer.GetIndexer())

	size := int32(3)
	w := &toysv1.Widget{ObjectMeta: metav1.ObjectMeta{Name: "gear", Labels: map[string]string{"line": "a"}}, Spec: toysv1.WidgetSpec{Color: "red", Size: &size}}
	created, err := widgets.Create(ctx, w, metav1.CreateOptions{})
	fmt.Printf("create: %s/%s rv=%t kind=%q arg-rv=%q err=%v\n", created.Namespace, created.Name, created.ResourceVersion != "", created.Kind, w.ResourceVersion, err)
	_, err = widgets.Create(ctx, w, metav1.CreateOptions{})
	fmt.Println("again:", apierrors.IsAlreadyExists(err), err)

	got, err := widgets.Get(ctx, "gear", metav1.GetOptions{})
	fmt.Println("get:", got.Name, *got.Spec.Size, got.Spec.Color, err)
	missing, err := widgets.Get(ctx, "nope", metav1.GetOptions{})
	fmt.Printf("get missing: %t %v %q\n", apierrors.IsNotFound(err), err, missing.Name)

	got.Spec.Color = "blue"
	updated, err := widgets.Update(ctx, got, metav1.UpdateOptions{})
	fmt.Println("update:", updated.Spec.Color, updated.ResourceVersion != got.ResourceVersion, err)
	updated.Status.Built = 2
	updated.Spec.Color = "green" // the status subresource ignores spec
	st, err := widgets.UpdateStatus(ctx, updated, metav1.UpdateOptions{})
	fmt.Println("status:", st.Status.Built, st.Spec.Color, err)
	_, err = widgets.Update(ctx, got, metav1.UpdateOptions{})
	fmt.Println("stale update:", apierrors.IsConflict(err))

	patched, err := widgets.Patch(ctx, "gear", types.MergePatchType, []byte(`{"metadata":{"labels":{"line":"b"}}}`), metav1.PatchOptions{})
	fmt.Println("patch:", patched.Labels["line"], err)
	applied, err := widgets.Apply(ctx, toysv1.ApplyWidget("bolt", "default", "black"), metav1.ApplyOptions{FieldManager: "widget-tool"})
	fmt.Println("apply:", applied.Name, applied.Spec.Color, err)
	_, err = widgets.Apply(ctx, nil, metav1.ApplyOptions{FieldManager: "widget-tool"})
	fmt.Println("apply nil:", err)

	list, err := widgets.List(ctx, metav1.ListOptions{LabelSelector: "line=b"})
	fmt.Println("list line=b:", len(list.Items), list.Items[0].Name, list.ResourceVersion != "", err)

	time.Sleep(time.Second)
	cached, err := lister.Widgets("default").Get("gear")
	fmt.Println("lister get:", cached.Spec.Color, cached.Status.Built, err)
	all, _ := lister.List(labels.Everything())
	fmt.Println("lister list:", len(all))
	_, err = lister.Widgets("default").Get("nope")
	fmt.Println("lister missing:", err)

	fmt.Println("delete:", widgets.Delete(ctx, "bolt", metav1.DeleteOptions{}))
	err = widgets.Delete(ctx, "bolt", metav1.DeleteOptions{})
	fmt.Println("delete again:", apierrors.IsNotFound(err), err)
	time.Sleep(time.Second)
	close(stop)
	mu.Lock()
	for _, e := range seen {
		fmt.Println("informer:", e)
	}
	mu.Unlock()

	// a REST client needs the serializer the generated clientset sets
	bare := rest.CopyConfig(cfg)
	bare.GroupVersion = &toysv1.SchemeGroupVersion
	_, err = rest.RESTClientFor(bare)
	fmt.Println("bare:", err)
	bare.NegotiatedSerializer = scheme.Codecs.WithoutConversion()
	rc, _ := rest.RESTClientFor(bare)
	_, err = rc.Get().Namespace("default").Resource("widgets").Name("gear").Do(ctx).Get()
	fmt.Println("no APIPath:", err)
	bare.APIPath = "/apis"
	rc, _ = rest.RESTClientFor(bare)
	obj, err := rc.Get().Namespace("default").Resource("widgets").Name("gear").Do(ctx).Get()
	fmt.Printf("rest get: %T %s %q %v\n", obj, obj.(*toysv1.Widget).Spec.Color, obj.GetObjectKind().GroupVersionKind().Kind, err)

	// the typed clientset sets its own serializer, whatever the config holds
	cs := kubernetes.NewForConfigOrDie(bare)
	nss, err := cs.CoreV1().RESTClient().Get().Resource("namespaces").Do(ctx).Get()
	fmt.Printf("core rest list: %T %v\n", nss, err)
}
