import {
  Agent,
  createServer,
  request as httpRequest,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from 'node:http';
import { connect } from 'node:net';

/**
 * A small round-robin load balancer for the two-instance test and bench: each request (and each WebSocket upgrade)
 * goes to the next instance in turn, over kept-alive connections. As a production balancer is set to (nginx's
 * `proxy_next_upstream error http_503`), a GET or HEAD that an instance refuses (connection refused or reset, or
 * 503 while it shuts down) is sent to another instance instead, each tried once; other methods are never sent twice.
 */
export function roundRobin(initialPorts: readonly number[]) {
  let ports = [...initialPorts];
  let turn = 0;
  /** The instance's port each request was answered by, in order. */
  const served: number[] = [];
  const agent = new Agent({ keepAlive: true, maxSockets: 256 });
  const pick = () => ports[turn++ % ports.length] as number;
  /** The next instance in turn that this request has not tried yet, or null. */
  const pickUntried = (tried: ReadonlySet<number>) => {
    for (let i = 0; i < ports.length; i++) {
      const port = pick();
      if (!tried.has(port)) return port;
    }
    return null;
  };

  function forward(incoming: IncomingMessage, outgoing: ServerResponse, tried: Set<number>) {
    const port = pickUntried(tried);
    if (port === null) {
      outgoing.writeHead(502).end();
      return;
    }
    tried.add(port);
    const retriable =
      (incoming.method === 'GET' || incoming.method === 'HEAD') && ports.some((p) => !tried.has(p));
    const upstream = httpRequest(
      {
        host: '127.0.0.1',
        port,
        method: incoming.method,
        path: incoming.url,
        headers: incoming.headers,
        agent,
      },
      (answer) => {
        if (answer.statusCode === 503 && retriable) {
          answer.resume();
          forward(incoming, outgoing, tried);
          return;
        }
        served.push(port);
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
      },
    );
    upstream.on('error', () => {
      if (retriable && !outgoing.headersSent) forward(incoming, outgoing, tried);
      else outgoing.destroy();
    });
    if (incoming.method === 'GET' || incoming.method === 'HEAD') upstream.end();
    else incoming.pipe(upstream);
  }

  const server: Server = createServer((incoming, outgoing) => forward(incoming, outgoing, new Set()));
  server.on('upgrade', (incoming, socket, head) => {
    const port = pick();
    served.push(port);
    const upstream = connect(port, '127.0.0.1', () => {
      const lines = [`${incoming.method} ${incoming.url} HTTP/1.1`];
      for (let i = 0; i < incoming.rawHeaders.length; i += 2)
        lines.push(`${incoming.rawHeaders[i]}: ${incoming.rawHeaders[i + 1]}`);
      upstream.write(`${lines.join('\r\n')}\r\n\r\n`);
      upstream.write(head);
      socket.pipe(upstream).pipe(socket);
    });
    upstream.on('error', () => socket.destroy());
    socket.on('error', () => upstream.destroy());
  });

  return {
    server,
    served,
    /** Listens on a free 127.0.0.1 port; its base URL. */
    async listen(port = 0): Promise<{ port: number; url: string }> {
      await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
      const address = server.address();
      const bound = typeof address === 'object' && address ? address.port : 0;
      return { port: bound, url: `http://127.0.0.1:${bound}` };
    },
    /** The instances from now on (one restarted on another port, one taken out). */
    setPorts(next: readonly number[]) {
      ports = [...next];
    },
    async close() {
      server.closeAllConnections();
      agent.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
