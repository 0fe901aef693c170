import { randomBytes } from 'node:crypto';
import { request } from 'node:http';
import { connect, type Socket } from 'node:net';

/** What the server answered to a WebSocket upgrade request: 101, or an HTTP error and its body. */
export function upgradeStatus(url: string, headers: Record<string, string> = {}): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request(url, {
      headers: {
        Connection: 'Upgrade',
        Upgrade: 'websocket',
        'Sec-WebSocket-Version': '13',
        'Sec-WebSocket-Key': randomBytes(16).toString('base64'),
        ...headers,
      },
    });
    req.on('upgrade', (_response, socket) => {
      socket.destroy();
      resolve({ status: 101, body: '' });
    });
    req.on('response', (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

/**
 * Completes the WebSocket handshake over raw TCP, then never reads a frame or answers a ping:
 * a client whose machine went to sleep.
 */
export function openSilentSocket(host: string, port: number, path: string): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, host, () => {
      socket.write(
        [
          `GET ${path} HTTP/1.1`,
          `Host: ${host}:${port}`,
          'Connection: Upgrade',
          'Upgrade: websocket',
          'Sec-WebSocket-Version: 13',
          `Sec-WebSocket-Key: ${randomBytes(16).toString('base64')}`,
          '',
          '',
        ].join('\r\n'),
      );
    });
    socket.once('data', (chunk: Buffer) => {
      const statusLine = chunk.toString('latin1').split('\r\n')[0] ?? '';
      if (statusLine.includes(' 101 ')) {
        socket.pause(); // stop reading: pings pile up unanswered
        resolve(socket);
      } else {
        socket.destroy();
        reject(new Error(`handshake refused: ${statusLine}`));
      }
    });
    socket.on('error', reject);
  });
}
