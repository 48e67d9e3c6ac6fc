/**
 * Ports for the tests' child servers. They are chosen below the kernel's ephemeral range (32768-60999 on Linux): an
 * outgoing connection (a pool's, a fetch's) may take any port of that range at any moment, which made a child
 * server's listen fail with EADDRINUSE once tests ran on two workers. A port is handed out only after a listen on it
 * succeeded, so two servers of the tests do not pick the same one either.
 */
import net from 'node:net';

function canListen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

/** The first of `count` consecutive ports between 20,000 and 32,000 that nothing listens on now. */
export async function unusedPorts(count = 1): Promise<number> {
  for (let attempt = 0; attempt < 100; attempt++) {
    const base = 20_000 + Math.floor(Math.random() * (12_000 - count));
    let free = true;
    for (let i = 0; i < count && free; i++) free = await canListen(base + i);
    if (free) return base;
  }
  throw new Error('no unused port between 20,000 and 32,000');
}
