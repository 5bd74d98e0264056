// seed-scale.mjs's words and dice: one seeded PRNG (mulberry32, so every run draws the same catalogue) and
// the word lists its Chinese titles, nicknames and cities come from. Plain Node.
// — deterministic PRNG (mulberry32) —
let state = 0x5eed2026;
export const rand = () => {
  state = (state + 0x6d2b79f5) | 0;
  let t = state;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
};
export const pick = (xs) => xs[Math.floor(rand() * xs.length)];
export const chance = (p) => rand() < p;

const STYLES = [
  '国潮',
  '极简',
  '复古',
  '可爱',
  '手绘',
  '水彩',
  '扁平',
  '赛博朋克',
  '中国风',
  '日系',
  '治愈系',
  '清新',
  '暗黑',
  '像素',
  '3D',
  '轻奢',
  '孟菲斯',
  '蒸汽波',
  '新中式',
  '北欧',
  '油画质感',
  '版画',
  '剪纸',
  '水墨',
  '涂鸦',
  '低多边形',
  '霓虹',
  '童趣',
  '文艺',
  '工业风',
  '波普',
  '拼贴',
  'Q版',
  '写实',
  '线稿',
  '渐变',
  'INS风',
  'Y2K',
  '莫兰迪',
];
export const SUBJECTS = [
  '猫咪',
  '熊猫',
  '茶饮',
  '咖啡',
  '月饼',
  '春节',
  '中秋',
  '山水',
  '城市',
  '少女',
  '宇宙',
  '花卉',
  '鲸鱼',
  '狐狸',
  '青龙',
  '兔子',
  '汉服',
  '故宫',
  '樱花',
  '火锅',
  '奶茶',
  '烘焙',
  '美妆',
  '科技',
  '运动',
  '露营',
  '星空',
  '海洋',
  '森林',
  '柴犬',
  '锦鲤',
  '仙鹤',
  '敦煌',
  '江南',
  '胡同',
  '机甲',
  '甜品',
  '水果',
  '蔬菜',
  '白酒',
  '精酿',
  '茶叶',
  '蜂蜜',
  '大米',
  '咖啡豆',
  '香薰',
  '宠物',
  '母婴',
  '书店',
  '民宿',
  '音乐节',
  '游戏',
  '二十四节气',
  '十二生肖',
  '端午',
  '七夕',
  '元宵',
  '国风少年',
  '小怪兽',
  '机器人',
  '外星人',
  '恐龙',
  '小熊',
  '企鹅',
  '老虎',
  '凤凰',
];
const KINDS = [
  '插画',
  '包装设计',
  'LOGO设计',
  '海报',
  '绘本',
  'IP形象',
  '品牌VI',
  '字体设计',
  '表情包',
  '壁纸',
  '名片',
  '书籍封面',
  '礼盒',
  '标签设计',
  '吉祥物',
  '手机壳',
  '杯套',
  '日历',
  '明信片',
  '周边',
  '角色设计',
  '场景设计',
  '详情页',
  'Banner',
  '长图',
  '封面',
  'Logo',
  'UI',
  '图标',
  '贴纸',
  '帆布袋',
  '胶带',
];
export const BRANDS = [
  '茶颜',
  '喜茶',
  '小鹿',
  '山野',
  '云朵',
  '半糖',
  '森屿',
  '拾光',
  '初见',
  '南山',
  '北岛',
  '一禾',
  '鹿角',
  '木子',
  '青柠',
  '白日梦',
  'MOMO',
  'Lemon',
  'Sunny',
  'Koala',
  'Bingo',
  'Mint',
  'Panda',
  'Cici',
];
const SERIES = ['系列', '合集', '第二弹', '提案', '练习', '原创', '商稿', '作品集', '概念稿', '终稿'];
const SURNAMES = [
  ...'王李张刘陈杨黄赵吴周徐孙马朱胡郭何高林罗郑梁谢宋唐许韩冯邓曹彭曾肖田董袁潘于蒋蔡余杜叶程苏魏吕丁任沈姚卢姜崔钟谭陆汪范金石廖贾夏韦付方白邹孟熊秦邱江尹薛闫段雷侯龙史陶黎贺顾毛郝龚邵万钱严覃武戴莫孔向汤',
];
const GIVEN = [
  ...'小一子晓雨欣思梦佳嘉文浩宇轩然涵诗悦晨阳明月星云风雪霜露溪川山林森木禾青蓝白墨朵瑶琪琳玥萌鹿鱼橙柚桃梨糖豆米乐安宁静逸远航',
];
const LATIN_NAMES = [
  'Momo',
  'Lily',
  'Ada',
  'Leo',
  'Coco',
  'Nana',
  'Kiki',
  'Yuki',
  'Sam',
  'Aki',
  'Mia',
  'Ivy',
  'Zoe',
  'Ray',
];
export const CITIES = [
  '北京',
  '上海',
  '广州',
  '深圳',
  '杭州',
  '成都',
  '南京',
  '武汉',
  '西安',
  '长沙',
  '厦门',
  '苏州',
  '重庆',
  '青岛',
  '昆明',
  '天津',
  '郑州',
  '合肥',
  '福州',
  '大连',
  '宁波',
  '济南',
  '沈阳',
  '哈尔滨',
  '贵阳',
  '南宁',
  '拉萨',
  '乌鲁木齐',
];

export function title() {
  const r = rand();
  let t;
  if (r < 0.35) t = `${pick(STYLES)}${pick(SUBJECTS)}${pick(KINDS)}`;
  else if (r < 0.55) t = `${pick(SUBJECTS)}${pick(KINDS)}｜${pick(STYLES)}风`;
  else if (r < 0.7) t = `${pick(BRANDS)}${pick(SUBJECTS)}${pick(KINDS)}`;
  else if (r < 0.82) t = `《${pick(SUBJECTS)}与${pick(SUBJECTS)}》${pick(KINDS)}`;
  else if (r < 0.92) t = `${pick(STYLES)}${pick(KINDS)} ${pick(SERIES)}`;
  else t = `${pick(BRANDS)} ${pick(KINDS)} No.${1 + Math.floor(rand() * 99)}`;
  return t.slice(0, 100);
}

export function nickname() {
  const r = rand();
  if (r < 0.5) return `${pick(SURNAMES)}${pick(GIVEN)}${chance(0.6) ? pick(GIVEN) : ''}`;
  if (r < 0.7) return `${pick(['小', '阿', '大'])}${pick(GIVEN)}${chance(0.3) ? pick(['设计', '插画', '画画']) : ''}`;
  if (r < 0.85) return `${pick(LATIN_NAMES)}${pick(['', '_设计', '插画', 'Studio', ' Design'])}`;
  return `${pick(GIVEN)}${pick(GIVEN)}的${pick(['小屋', '画室', '工作室', '手账', '日常'])}`;
}
