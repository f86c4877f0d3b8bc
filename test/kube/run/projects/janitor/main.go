// Command kube-janitor deletes objects whose janitor/expires annotation has passed. It runs once
// (as a CronJob) over the kinds listed with --kinds, resolved through discovery so that CRDs work.
package main

import (
	"context"
	"flag"
	"os"
	"path/filepath"
	"strings"
	"time"

	"k8s.io/client-go/discovery/cached/memory"
	"k8s.io/client-go/dynamic"
	"k8s.io/client-go/kubernetes"
	"k8s.io/client-go/rest"
	"k8s.io/client-go/restmapper"
	"k8s.io/client-go/tools/clientcmd"
	"k8s.io/client-go/util/homedir"
	"k8s.io/klog/v2"

	"github.com/tidyops/kube-janitor-go/internal/sweep"
)

func main() {
	var kubeconfig string
	if home := homedir.HomeDir(); home != "" {
		flag.StringVar(&kubeconfig, "kubeconfig", filepath.Join(home, ".kube", "config"), "(optional) absolute path to the kubeconfig file")
	} else {
		flag.StringVar(&kubeconfig, "kubeconfig", "", "absolute path to the kubeconfig file")
	}
	kinds := flag.String("kinds", "Job.batch,ConfigMap,Preview.apps.tidyops.io,Widget.example.com", "comma-separated Kind.group list to sweep")
	dryRun := flag.Bool("dry-run", false, "only report what would be deleted")
	klog.InitFlags(nil)
	flag.Parse()

	cfg, err := rest.InClusterConfig()
	if err != nil {
		cfg, err = clientcmd.BuildConfigFromFlags("", kubeconfig)
		if err != nil {
			klog.ErrorS(err, "Unable to load kubeconfig")
			os.Exit(1)
		}
	}
	cfg.UserAgent = "kube-janitor-go/v0.3.0"

	kube := kubernetes.NewForConfigOrDie(cfg)
	dyn, err := dynamic.NewForConfig(cfg)
	if err != nil {
		klog.ErrorS(err, "Unable to build dynamic client")
		os.Exit(1)
	}
	mapper := restmapper.NewDeferredDiscoveryRESTMapper(memory.NewMemCacheClient(kube.Discovery()))

	j := &sweep.Janitor{Dynamic: dyn, Mapper: mapper, DryRun: *dryRun, Now: time.Now}
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	total, err := j.Run(ctx, strings.Split(*kinds, ","))
	if err != nil {
		klog.ErrorS(err, "Sweep failed")
		os.Exit(1)
	}
	klog.InfoS("Sweep finished", "deleted", total, "dryRun", *dryRun)
	klog.Flush()
}
