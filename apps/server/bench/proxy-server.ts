/**
 * The two-instance bench's load balancer (test/round-robin.ts) as its own process, so its work is not the load
 * generator's: BENCH_UPSTREAMS names the instances' ports (comma-separated); a message `{ upstreams: [ports] }` over
 * the IPC channel replaces them (an instance restarted on another port). Prints `PORT <n>` once listening.
 */
import { roundRobin } from '../test/round-robin.ts';
import { answerPauseQueries } from './pauses.ts';

const ports = (process.env.BENCH_UPSTREAMS ?? '').split(',').map(Number).filter(Boolean);
const proxy = roundRobin(ports);
const { port } = await proxy.listen();
answerPauseQueries();
process.on('message', (message: { upstreams?: number[] }) => {
  if (message?.upstreams) {
    proxy.setPorts(message.upstreams);
    process.send?.({ upstreamsSet: message.upstreams });
  }
});
process.stdout.write(`PORT ${port}\n`);
process.on('SIGTERM', async () => {
  await proxy.close();
  process.exit(0);
});
