// The cluster the terminal's kubeconfig points at: the simulated API server (src/kube/apiserver) on the
// shell's virtual clock, the kubeconfig user (cluster-admin, as a kind/minikube kubeconfig), and the
// learner's laptop as the API server sees it on the simulated network (for webhooks run locally).
import { ADMIN_USER, ApiServer, type UserInfo } from '../../kube/apiserver/index.ts';
// The terminal's kubectl reaches its cluster through the REST layer (kube/rest/client.ts), so that
// layer is loaded with it: bound here, its typed view of the built-in kinds also serves the writes that
// reach the API server in process (decoding, strategic merge patch metadata, managed fields' zero
// objects: apiserver/typed-decode.ts), as in the CLI's hosts.
import '../../kube/rest/bind-transport.ts';
import { startNamespaceControllers } from '../../kube/cluster/namespaces.ts';
import type { VirtualClock } from '../clock.ts';

/** How the API server reaches the learner's laptop (minikube's name for the host: TOOLCHAIN.md B4.2, kubeblocks#1161). */
export const LAPTOP_HOST = 'host.minikube.internal';
export const LAPTOP_IP = '192.168.49.1';

export interface ShellCluster {
  server: ApiServer;
  /** The kubeconfig's user. */
  user: UserInfo;
  /** The kubeconfig context's namespace. */
  namespace: string;
  /** Processes on the laptop that the cluster can call (the local manager's webhook server). */
  local: { manager?: LocalProcess };
  /** Container logs by `<namespace>/<resource>/<name>`, for `kubectl logs`. */
  podLogs: Map<string, string[]>;
  /** Counter for certificate serials and key identities made by `openssl` (deterministic). */
  pki: { next: number };
}

/** A long-running process started from the terminal (e.g. `make run`), with its log. */
export interface LocalProcess {
  name: string;
  /** Everything it printed so far. */
  log(): string;
  /** The webhook server is serving. */
  readonly webhooks: boolean;
  /** Its exit status once it ended by itself; undefined while it runs. */
  readonly exitCode: number | undefined;
  /**
   * Let it run until it is idle again (after each command line), or, with `budgetMs`, until its next
   * timer past that much virtual time (while a command waits, e.g. kubectl delete for finalizers).
   */
  turn(budgetMs?: number): void;
  /** Ctrl-C: it shuts down and is gone. */
  stop(): void;
}

export function newCluster(clock: VirtualClock): ShellCluster {
  const server = new ApiServer({ clock, seed: 7, podAdmission: true });
  server.network.addHost(LAPTOP_HOST, LAPTOP_IP);
  // From the API server's point of view, localhost is the control-plane node itself, not the laptop.
  server.network.addHost('localhost', '127.0.0.1');
  // kube-controller-manager's namespace loops: default ServiceAccounts, kube-root-ca.crt
  startNamespaceControllers(server);
  return { server, user: ADMIN_USER, namespace: 'default', local: {}, podLogs: new Map(), pki: { next: 1 } };
}
