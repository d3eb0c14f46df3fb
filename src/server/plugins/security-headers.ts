import type { FastifyInstance } from 'fastify';
import helmet, { strictTransportSecurity } from 'helmet';

/**
 * Helmet's security headers on every answer. The middleware is built once: @fastify/helmet
 * built it again on every request (parsing the policy each time), about 3% of a list request's
 * server time under load (bench/api with BENCH_SERVER_NODE_ARGS=--cpu-prof).
 */
export function registerSecurityHeaders(app: FastifyInstance, previewOrigins: readonly string[]) {
  const applyHeaders = helmet({
    // X-Frame-Options cannot name other origins: with form designers allowed to frame /preview,
    // frame-ancestors (which every current browser honours over it) is the only rule.
    frameguard: previewOrigins.length > 0 ? false : { action: 'sameorigin' },
    // Sent below over HTTPS only: RFC 6797 7.2 forbids it on plain HTTP, where a hospital
    // network serving Tena without TLS would only be told something untrue.
    strictTransportSecurity: false,
    contentSecurityPolicy: {
      directives: {
        frameAncestors: ["'self'", ...previewOrigins],
        // The client connects its socket.io websocket back to this same origin.
        connectSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        // Stored files reach the page as blobs fetched with the token (a <video> cannot send
        // it), and the spreadsheet preview unzips large files in a worker made from a blob.
        // The pdf.js worker is a file of this app ('self'); nothing comes from another host.
        mediaSrc: ["'self'", 'blob:'],
        workerSrc: ["'self'", 'blob:'],
        // Hospitals often serve Tena over plain HTTP on their own network; upgrading every
        // asset request to HTTPS there would break the page.
        upgradeInsecureRequests: null,
      },
    },
  });
  const applyHsts = strictTransportSecurity();
  app.addHook('onRequest', (request, reply, done) => {
    // request.protocol is https for a TLS socket, or behind a proxy TENA_TRUST_PROXY trusts.
    if (request.protocol === 'https') applyHsts(request.raw, reply.raw, () => {});
    applyHeaders(request.raw, reply.raw, (error?: unknown) => done(error as Error | undefined));
  });
}
