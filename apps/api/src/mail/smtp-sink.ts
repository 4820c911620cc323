import { once } from 'node:events';
import net from 'node:net';

export type SunkMail = { from: string; to: string[]; data: string };

/**
 * A minimal SMTP server for tests and local checks: it accepts every message, keeping it in
 * `messages`, except for recipients `refuses` names, which get a 550 as a real server would say.
 * Plain SMTP only (no TLS, no authentication): never for real mail.
 */
export type SmtpSink = {
  port: number;
  messages: SunkMail[];
  refuses: Set<string>;
  close(): Promise<void>;
};

const REPLIES: Record<string, string> = {
  HELO: '250 sink',
  EHLO: '250-sink\r\n250 8BITMIME',
  RSET: '250 2.0.0 OK',
  NOOP: '250 2.0.0 OK',
  QUIT: '221 2.0.0 Bye',
};

export async function startSmtpSink({ port = 0, host = '127.0.0.1' } = {}): Promise<SmtpSink> {
  const messages: SunkMail[] = [];
  const refuses = new Set<string>();
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => socket.destroy());
    let buffer = '';
    let mail: SunkMail = { from: '', to: [], data: '' };
    let inData = false;
    const reply = (line: string) => socket.write(`${line}\r\n`);
    reply('220 sink ESMTP ready');
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => {
      buffer += chunk;
      for (let end = buffer.indexOf('\r\n'); end >= 0; end = buffer.indexOf('\r\n')) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (inData) {
          if (line === '.') {
            inData = false;
            messages.push(mail);
            reply(`250 2.0.0 Accepted as message ${messages.length}`);
            mail = { from: '', to: [], data: '' };
          } else mail.data += `${line.startsWith('..') ? line.slice(1) : line}\n`;
          continue;
        }
        const verb = line.slice(0, 4).toUpperCase();
        const address = /<([^>]*)>/.exec(line)?.[1] ?? '';
        if (verb === 'MAIL') {
          mail = { from: address, to: [], data: '' };
          reply('250 2.1.0 OK');
        } else if (verb === 'RCPT') {
          if (refuses.has(address.toLowerCase())) reply(`550 5.1.1 <${address}>: mailbox unavailable`);
          else {
            mail.to.push(address);
            reply('250 2.1.5 OK');
          }
        } else if (verb === 'DATA') {
          inData = true;
          reply('354 End data with <CR><LF>.<CR><LF>');
        } else {
          // The sink speaks only what a mail client sending one message needs (RFC 5321's 502 for the rest).
          reply(REPLIES[verb] ?? `502 5.5.2 ${verb} is not accepted by this test mail server`);
          if (verb === 'QUIT') socket.end();
        }
      }
    });
  });
  server.listen(port, host);
  await once(server, 'listening');
  return {
    port: (server.address() as net.AddressInfo).port,
    messages,
    refuses,
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
