// `go run` of a client-go watch loop in the terminal (`for ev := range w.ResultChan()`): a real
// program holds the terminal, printing each event, until the API server ends the watch or Ctrl-C.
// Here it prints the existing objects' ADDED events, then keeps running in the background (as
// `make run` does) where kubectl's later writes reach it; gc's deadlock report must never appear,
// since a goroutine waiting on the network is not asleep.
import { describe, expect, it } from 'vitest';
import { srcGoToolchain } from '../../src/shell/go-toolchain.ts';
import { ShellSession } from '../../src/shell/index.ts';

const MAIN = `package main

import (
	"context"
	"fmt"
	"os"
	"path/filepath"

	corev1 "k8s.io/api/core/v1"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/client-go/kubernetes"
	"k8s.io/client-go/tools/clientcmd"
)

func main() {
	home, _ := os.UserHomeDir()
	cfg, err := clientcmd.BuildConfigFromFlags("", filepath.Join(home, ".kube", "config"))
	if err != nil {
		panic(err)
	}
	cs := kubernetes.NewForConfigOrDie(cfg)
	w, err := cs.CoreV1().ConfigMaps("default").Watch(context.Background(), metav1.ListOptions{})
	if err != nil {
		panic(err)
	}
	for ev := range w.ResultChan() {
		cm := ev.Object.(*corev1.ConfigMap)
		fmt.Println(ev.Type, cm.Name, cm.Data["k"])
	}
}
`;

const VERSION_NOTES = /^oplab: go\.mod requires .*\n/gm;

describe('go run of a client-go watch loop', () => {
  it('prints the existing objects, then gets kubectl’s changes in the background; no deadlock report', async () => {
    const s = await ShellSession.create({
      profile: 'open',
      cwd: '/home/user/w',
      goToolchain: srcGoToolchain,
      files: {
        '/home/user/w/go.mod': 'module example.com/w\n\ngo 1.23\n\nrequire k8s.io/client-go v0.28.0\n',
        '/home/user/w/main.go': MAIN,
        '/home/user/w/cm.yaml': 'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: one\ndata:\n  k: v1\n',
      },
    });
    expect((await s.run('go mod tidy')).exitCode).toBe(0);
    expect((await s.run('kubectl apply -f cm.yaml')).stdout).toBe('configmap/one created\n');
    const run = await s.run('go run .');
    expect(run.exitCode).toBe(0);
    expect(run.stdout).toBe('ADDED kube-root-ca.crt \nADDED one v1\n');
    expect(run.stderr.replace(VERSION_NOTES, '')).toBe(
      '[oplab] The program is waiting for cluster events and keeps running in the background, as if in a second terminal; `oplab-manager logs` shows its output, `oplab-manager stop` stops it (Ctrl-C).\n',
    );
    expect((await s.run('oplab-manager status')).stdout).toBe('running (go run), no webhook server\n');

    await s.run("sed -i 's/k: v1/k: v2/' cm.yaml");
    expect((await s.run('kubectl apply -f cm.yaml')).stdout).toBe('configmap/one configured\n');
    expect((await s.run('kubectl delete configmap one')).stdout).toBe(
      'configmap "one" deleted from default namespace\n',
    );
    const logs = (await s.run('oplab-manager logs')).stdout.replace(VERSION_NOTES, '');
    expect(logs).toBe('ADDED kube-root-ca.crt \nADDED one v1\nMODIFIED one v2\nDELETED one v2\n');
    expect(logs).not.toContain('deadlock');

    expect((await s.run('oplab-manager stop')).stdout).toBe('stopped\n');
    expect((await s.run('oplab-manager status')).stdout).toBe('not running\n');
  }, 300_000);
});
