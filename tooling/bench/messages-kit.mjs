// What the messages benchmarks share: logins at the api, gateway calls with the session cookie as a browser
// makes them, and open event streams.
import http from 'node:http';
import { CLIENT_AUTH } from './stack.mjs';

// The api's own per-IP SMS cap and the gateway's auth limit would refuse 400 logins from one address.
process.env.SMS_PER_IP_PER_HOUR = '10000';
process.env.AUTH_RATE_LIMIT_PER_MINUTE = '10000';

export const json = { 'content-type': 'application/json' };
export const designerMobile = (n) => `1380000${String(n).padStart(4, '0')}`;
export const RUN = String(Date.now() % 1e5).padStart(5, '0');
/** A new employer's mobile, unique in this run (157 + run + index). */
export const freshMobile = (i) => `157${RUN}${String(i).padStart(3, '0')}`;

const sessions = new Map();

/**
 * A session of `mobile` at `api`, logged in once per run and api (a second SMS code within the resend window
 * would be refused, and (a) and (c) on one cluster log the same designers in).
 */
export function login(api, mobile) {
  const key = `${api} ${mobile}`;
  if (!sessions.has(key)) sessions.set(key, freshLogin(api, mobile));
  return sessions.get(key);
}

async function freshLogin(api, mobile) {
  const sms = await fetch(`${api}/api/auth/code/sms`, {
    method: 'POST',
    headers: {
      ...json,
      'x-forwarded-for': `10.9.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250) + 1}`,
    },
    body: JSON.stringify({ mobile }),
  }).then((r) => r.json());
  const res = await fetch(`${api}/api/auth/authentication/mobile`, {
    method: 'POST',
    headers: { ...json, authorization: CLIENT_AUTH },
    body: JSON.stringify({ mobile, smsCode: sms.data }),
  }).then((r) => r.json());
  if (!res.success) throw new Error(`login ${mobile}: ${res.resultMessage}`);
  return res.data.token;
}

/** A gateway call as a browser makes it: the session cookie, and the header the CSRF check wants. */
export async function call(bff, token, method, path, body) {
  const res = await fetch(bff + path, {
    method,
    headers: { ...json, cookie: `bazaar_session=${token}`, 'x-requested-with': 'XMLHttpRequest' },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  return res.json();
}

/** An open SSE stream through the gateway; `onEvent(type, data)` per event. Answers { close, ready }. */
export function openStream(bff, token, onEvent, agent) {
  return new Promise((resolve, reject) => {
    const req = http.get(
      `${bff}/api/events`,
      { headers: { cookie: `bazaar_session=${token}`, accept: 'text/event-stream' }, agent },
      (res) => {
        if (res.statusCode !== 200) return reject(new Error(`stream answered ${res.statusCode}`));
        res.setEncoding('utf8');
        let buffer = '';
        res.on('data', (chunk) => {
          buffer += chunk;
          let end;
          while ((end = buffer.indexOf('\n\n')) >= 0) {
            const block = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            const type = /^event: (.*)$/m.exec(block)?.[1];
            const data = /^data: (.*)$/m.exec(block)?.[1];
            if (type && data) onEvent(type, JSON.parse(data));
          }
        });
        res.on('error', () => undefined);
        resolve({ close: () => req.destroy() });
      },
    );
    req.on('error', reject);
  });
}
