import { connect, createServer, type Server, type Socket } from "node:net";

/** A TCP proxy a test can cut and reopen, as a database server going away and coming back. */
export interface TcpProxy {
  port: number;
  /** Stops listening and destroys every connection through it, both ends. */
  cut(): Promise<void>;
  /** Listens again on the same port (nothing to do when it already listens). */
  reopen(): Promise<void>;
  close(): Promise<void>;
}

/** Forwards 127.0.0.1:<free port> to `host:port`. */
export async function startTcpProxy(host: string, port: number): Promise<TcpProxy> {
  const sockets = new Set<Socket>();
  const track = (socket: Socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
    // A connection cut mid-way errors on the other side: that is the point, not a failure.
    socket.on("error", () => socket.destroy());
  };
  const forward = (client: Socket) => {
    const upstream = connect(port, host);
    track(client);
    track(upstream);
    client.on("close", () => upstream.destroy());
    upstream.on("close", () => client.destroy());
    client.pipe(upstream).pipe(client);
  };
  let server: Server | undefined;
  let listeningPort = 0;
  const listen = () =>
    new Promise<void>((resolve, reject) => {
      if (server) return resolve();
      const next = createServer(forward);
      next.once("error", reject);
      next.listen(listeningPort, "127.0.0.1", () => {
        const address = next.address();
        if (typeof address === "object" && address) listeningPort = address.port;
        server = next;
        resolve();
      });
    });
  const cut = async () => {
    const closing = server;
    server = undefined;
    const closed = new Promise<void>((resolve) =>
      closing ? closing.close(() => resolve()) : resolve(),
    );
    for (const socket of sockets) socket.destroy();
    await closed;
  };
  await listen();
  return {
    get port() {
      return listeningPort;
    },
    cut,
    reopen: listen,
    close: cut,
  };
}
