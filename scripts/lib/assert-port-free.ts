import net from 'node:net';

/** Fails with a one-line explanation when something already listens on `port`. */
export function assertPortFree(port: number, variable: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', (error: NodeJS.ErrnoException) =>
      reject(
        new Error(
          error.code === 'EADDRINUSE'
            ? `Port ${port} is already in use: stop what uses it or set ${variable} to another port.`
            : `Cannot use port ${port}: ${error.message}`,
        ),
      ),
    );
    server.listen(port, () => server.close(() => resolve()));
  });
}
