// HTTP helpers for the tests of what the servers put on the wire (serve-wire, shell-server): a GET that keeps
// its path as written, the body decoded from its Content-Encoding, and a product row as the REST API sends it.
import http from 'node:http';
import zlib from 'node:zlib';

export interface Reply {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** GETs `url` on a fresh connection; its path is sent as written (no dot segments resolved, as URL parsing does). */
export function get(url: string, headers: Record<string, string> = {}): Promise<Reply> {
  const { hostname, port } = new URL(url);
  const target = url.slice(url.indexOf('/', url.indexOf('//') + 2));
  return new Promise((resolve, reject) => {
    http
      .get({ hostname, port, path: target || '/', headers, agent: false }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
        );
      })
      .on('error', reject);
  });
}

/** The body's bytes with its Content-Encoding (br, gzip) undone. */
export function decode(reply: Reply): Buffer {
  const encoding = reply.headers['content-encoding'];
  if (encoding === 'br') return zlib.brotliDecompressSync(reply.body);
  if (encoding === 'gzip') return zlib.gunzipSync(reply.body);
  return reply.body;
}

/** A product of the storefront's reads (products_view), for a stand-in Supabase's answers. */
export const productRow = (id: number, name: string) => ({
  id,
  name,
  price: 10 * id,
  category: 'Ikan Segar',
  category_id: 1,
  division: 'Perikanan',
  description: 'Segar',
  images: [],
  rating: 4.5,
  reviews: 3,
  stock: 5,
});
