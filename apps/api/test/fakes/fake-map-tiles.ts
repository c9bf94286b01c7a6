import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/** The smallest PNG there is (one transparent pixel): a tile's bytes, whatever its place. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

export type FakeMapTiles = {
  /** The XYZ template of this server: `${url}/{z}/{x}/{y}.png`. */
  template: string;
  /** The tiles asked, as "z/x/y". */
  asked: string[];
  close: () => Promise<void>;
};

/**
 * An XYZ ("slippy map") tile server on 127.0.0.1, as OpenStreetMap's answers: GET /{z}/{x}/{y}.png is a PNG for a
 * tile that exists at that zoom (0 ≤ x, y < 2^z, 0 ≤ z ≤ 19), 404 for one that does not, 400 for any other path.
 */
export async function startFakeMapTiles(): Promise<FakeMapTiles> {
  const asked: string[] = [];
  const server = createServer((request, response) => {
    const match = /^\/(\d+)\/(-?\d+)\/(-?\d+)\.png$/.exec(request.url ?? '');
    if (request.method !== 'GET' || !match) {
      response.writeHead(400, { 'content-type': 'text/plain' }).end('Bad tile path');
      return;
    }
    const [z, x, y] = [Number(match[1]), Number(match[2]), Number(match[3])];
    asked.push(`${z}/${x}/${y}`);
    const across = 2 ** z;
    if (z > 19 || x < 0 || y < 0 || x >= across || y >= across) {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('Tile not found');
      return;
    }
    response.writeHead(200, { 'content-type': 'image/png', 'access-control-allow-origin': '*' }).end(PNG);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    template: `http://127.0.0.1:${port}/{z}/{x}/{y}.png`,
    asked,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
