import { describe, expect, it } from 'vitest';
import { CONTACT_HIDDEN, maskContacts } from './contact-mask.js';

describe('maskContacts', () => {
  it('keeps the first three and last four digits of a mobile: 138****0001', () => {
    expect(maskContacts('打我电话13800000001吧')).toEqual({ text: '打我电话138****0001吧', masked: true });
    expect(maskContacts('+86 138-0000-0001').text).toBe('138****0001');
    expect(maskContacts('手机 139 1234 5678').text).toBe('手机 139****5678');
  });

  it('hides e-mail addresses, WeChat and QQ ids', () => {
    expect(maskContacts('邮箱 lu.xiao+design@example.com.cn').text).toBe(`邮箱 ${CONTACT_HIDDEN}`);
    expect(maskContacts('加我微信：lxl_design88').text).toBe(`加我微信：${CONTACT_HIDDEN}`);
    expect(maskContacts('vx lxl-2026a 备注设计').text).toBe(`vx ${CONTACT_HIDDEN} 备注设计`);
    expect(maskContacts('WeChat ID: Deer_Lin').text).toBe(`WeChat ID: ${CONTACT_HIDDEN}`);
    expect(maskContacts('QQ号 12345678').text).toBe(`QQ号 ${CONTACT_HIDDEN}`);
    expect(maskContacts('扣扣:987654321').text).toBe(`扣扣:${CONTACT_HIDDEN}`);
  });

  it('leaves ordinary text, prices, dates and short numbers alone', () => {
    for (const text of ['预算3000元，12月15日前交稿', '尺寸 1920x1080，第2版', '订单号 20261126', '微信支付已完成']) {
      expect(maskContacts(text)).toEqual({ text, masked: false });
    }
  });

  it('masks every contact in one message', () => {
    const { text, masked } = maskContacts('电话13900000001，微信 tea_house01，邮箱 a@b.cn');
    expect(masked).toBe(true);
    expect(text).toBe(`电话139****0001，微信 ${CONTACT_HIDDEN}，邮箱 ${CONTACT_HIDDEN}`);
  });
});
