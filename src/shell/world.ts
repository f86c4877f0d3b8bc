// What the simulated commands share within one terminal: the network (profile + virtual clock)
// and the machine's Go installation.
import type { BuiltPrograms } from './commands/go/binary.ts';
import type { GoToolchain } from './commands/go/build.ts';
import type { ShellCluster } from './kube/cluster.ts';
import type { Network } from './network/transport.ts';
import type { OrderState } from './order.ts';

export interface ShellWorld {
  net: Network;
  /** The installed Go, e.g. "1.23.5" (TOOLCHAIN.md's captures use go1.23.5). */
  goVersion: string;
  /** The Go toolchain of src/go, when the host wires it in; `go run` needs it. */
  goToolchain?: GoToolchain;
  /** The cluster `kubectl` talks to (shared by every terminal of one machine). */
  cluster: ShellCluster;
  /** The programs `go build`/`go install` wrote executables for, by build ID (the machine's). */
  programs: BuiltPrograms;
  /** This terminal's output order (order.ts): a command that writes both streams interleaves them. */
  order?: OrderState;
}
