// The baseline: a bare Node http server answering the given bytes from memory.
import { readFileSync } from 'node:fs';
import http from 'node:http';

const [, , bodyFile, port, contentType] = process.argv;
const body = readFileSync(bodyFile);
http
  .createServer((_req, res) => {
    res.writeHead(200, { 'content-type': contentType, 'content-length': body.length });
    res.end(body);
  })
  .listen(Number(port), '127.0.0.1', () => process.send?.('ready'));
