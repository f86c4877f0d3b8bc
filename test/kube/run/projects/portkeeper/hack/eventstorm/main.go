// eventstorm records bursts of Events about one ConfigMap through a client-go event broadcaster,
// to see what the EventCorrelator sends to the API server: repeats become a count, many similar
// events one "combined" event, and a source that keeps talking about one object is cut off.
package main

import (
	"context"
	"flag"
	"fmt"
	"os"

	corev1 "k8s.io/api/core/v1"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/client-go/kubernetes"
	"k8s.io/client-go/kubernetes/scheme"
	typedcorev1 "k8s.io/client-go/kubernetes/typed/core/v1"
	"k8s.io/client-go/tools/clientcmd"
	"k8s.io/client-go/tools/record"
	"k8s.io/klog/v2"
)

func main() {
	kubeconfig := flag.String("kubeconfig", clientcmd.RecommendedHomeFile, "kubeconfig file")
	flag.Parse()

	cfg, err := clientcmd.BuildConfigFromFlags("", *kubeconfig)
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	kc := kubernetes.NewForConfigOrDie(cfg)
	ctx := context.Background()

	cm, err := kc.CoreV1().ConfigMaps("default").Create(ctx, &corev1.ConfigMap{
		ObjectMeta: metav1.ObjectMeta{Name: "storm", Namespace: "default"},
		Data:       map[string]string{"replicas": "0"},
	}, metav1.CreateOptions{})
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}

	broadcaster := record.NewBroadcaster()
	broadcaster.StartLogging(func(format string, args ...interface{}) {
		fmt.Printf(format+"\n", args...)
	})
	broadcaster.StartRecordingToSink(&typedcorev1.EventSinkImpl{Interface: kc.CoreV1().Events("")})
	recorder := broadcaster.NewRecorder(scheme.Scheme, corev1.EventSource{Component: "eventstorm", Host: "node-a"})

	for i := 0; i < 3; i++ {
		recorder.Event(cm, corev1.EventTypeNormal, "Synced", "ConfigMap synced")
	}
	for i := 1; i <= 12; i++ {
		recorder.Eventf(cm, corev1.EventTypeNormal, "Scaled", "scaled to %d", i)
	}
	for i := 1; i <= 12; i++ {
		recorder.AnnotatedEventf(cm, map[string]string{"beat": fmt.Sprint(i)}, corev1.EventTypeNormal, "Heartbeat", "beat %d", i)
	}
	recorder.Event(cm, "Info", "Odd", "not a type the API knows")

	broadcaster.Shutdown()
	recorder.Event(cm, corev1.EventTypeNormal, "Late", "after shutdown")

	list, err := kc.CoreV1().Events("default").List(ctx, metav1.ListOptions{})
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	for _, ev := range list.Items {
		fmt.Printf("%s %s count=%d %q\n", ev.Type, ev.Reason, ev.Count, ev.Message)
	}
	klog.Flush()
}
