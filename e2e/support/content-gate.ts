import { createServer as createHttpServer } from 'node:http';
import { connect, createServer, type Socket } from 'node:net';

/**
 * A TCP pass-through between the web app and the content service that the tests can close and
 * open, to cut the content service off mid-run without stopping `npm start`'s supervised process.
 * Control: GET /open, GET /close, GET / (state) on the control port.
 */
const listenPort = Number(process.env.GATE_PORT);
const controlPort = Number(process.env.GATE_CONTROL_PORT);
const targetPort = Number(process.env.GATE_TARGET_PORT);
if (!listenPort || !controlPort || !targetPort) {
  throw new Error('GATE_PORT, GATE_CONTROL_PORT and GATE_TARGET_PORT are required.');
}

let open = true;
const sockets = new Set<Socket>();

const gate = createServer((client) => {
  if (!open) {
    client.destroy();
    return;
  }
  const upstream = connect(targetPort, '127.0.0.1');
  for (const socket of [client, upstream]) {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => {
      client.destroy();
      upstream.destroy();
    });
  }
  client.pipe(upstream).pipe(client);
});

const control = createHttpServer((request, response) => {
  if (request.url === '/close') {
    open = false;
    for (const socket of sockets) socket.destroy();
  } else if (request.url === '/open') {
    open = true;
  }
  response.writeHead(200, { 'content-type': 'application/json' });
  response.end(JSON.stringify({ open }));
});

gate.listen(listenPort);
control.listen(controlPort, '127.0.0.1');
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    gate.close();
    control.close();
    for (const socket of sockets) socket.destroy();
    process.exit(0);
  });
}
