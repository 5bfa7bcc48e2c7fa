// The yardstick for `pnpm bench:api`: the least a Node server can do to broadcast one SSE
// frame, plain node:http with a list of open responses. Prints its URL, like the API.
import http from 'node:http';

const clients = new Set();
const server = http.createServer((req, res) => {
  if (req.url?.startsWith('/events')) {
    res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
    res.write('event: connected\ndata: {}\n\n');
    clients.add(res);
    req.on('close', () => clients.delete(res));
    return;
  }
  if (req.method === 'PUT' && req.url === '/publish') {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      const { primaryColor } = JSON.parse(body);
      const frame = `event: theme-updated\ndata: ${JSON.stringify({ theme: { primaryColor } })}\n\n`;
      for (const client of clients) client.write(frame);
      res.end('{}');
    });
    return;
  }
  res.writeHead(404).end();
});
server.listen(0, '127.0.0.1', () => {
  console.log(`plain server running at http://127.0.0.1:${server.address().port}`);
});
process.on('SIGTERM', () => {
  for (const client of clients) client.end();
  server.close(() => process.exit(0));
});
