/**
 * How the share button shares on this browser (issue 26: sharing that works in WeChat). WeChat's in-app browser
 * (user agent `MicroMessenger`) shares only through its own ··· menu at the top right — the page cannot open it —
 * so it gets a guide pointing there; elsewhere the system share sheet (`navigator.share`) when there is one,
 * else the link is copied.
 */
export type ShareWay = 'wechat' | 'system' | 'copy';

export function shareWay(userAgent: string, hasSystemShare: boolean): ShareWay {
  if (/MicroMessenger/i.test(userAgent)) return 'wechat';
  return hasSystemShare ? 'system' : 'copy';
}
