/**
 * Security headers on every response. The CSP allows no inline script (the SPA has none) and no plugins,
 * pins <base>, forbids framing; HSTS only when the request came over https (directly or via a trusted
 * proxy's X-Forwarded-Proto).
 */
import type { FastifyInstance } from 'fastify';

export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  // React sets style properties through the DOM (allowed); Vite emits CSS files. Inline style attributes
  // from third-party markup are the only reason for 'unsafe-inline' here — never for scripts.
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  // Issue 9: clip videos from the api (same origin) and the chosen file, read in the page for its poster.
  "media-src 'self' blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/**
 * The phone site (issue 33) also loads WeChat's JS-SDK for share cards inside WeChat — from res.wx.qq.com, the
 * host WeChat's documentation names, and nowhere else; the computer site never needs it.
 */
export const MOBILE_CONTENT_SECURITY_POLICY = CONTENT_SECURITY_POLICY.replace(
  "script-src 'self'",
  "script-src 'self' https://res.wx.qq.com",
);

export async function securityPlugin(app: FastifyInstance, site: 'web' | 'mobile' = 'web'): Promise<void> {
  const policy = site === 'mobile' ? MOBILE_CONTENT_SECURITY_POLICY : CONTENT_SECURITY_POLICY;
  // Callback-style: it runs on every response (observability.ts says why).
  app.addHook('onSend', (request, reply, payload, done) => {
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    reply.header('x-frame-options', 'DENY');
    // On every response, not only HTML: static files set their content type after this hook runs, and
    // the policy is harmless on JSON and images.
    reply.header('content-security-policy', policy);
    if (app.publicOrigin.secure(request))
      reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
    done(null, payload);
  });
}
