import { describe, expect, it } from 'vitest';
import { shareWay } from './share';

const WECHAT =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.44(0x18002c2f) NetType/WIFI Language/zh_CN';
const SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';

describe('shareWay', () => {
  it('guides to WeChat’s own menu inside WeChat, even where navigator.share exists', () => {
    expect(shareWay(WECHAT, true)).toBe('wechat');
    expect(shareWay(WECHAT, false)).toBe('wechat');
  });
  it('uses the system share sheet elsewhere when there is one, else copies the link', () => {
    expect(shareWay(SAFARI, true)).toBe('system');
    expect(shareWay(SAFARI, false)).toBe('copy');
  });
});
