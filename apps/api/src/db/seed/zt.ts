/**
 * Issue 8 demo content on top of the base seed (idempotent, its own `app_meta` marker): every thematic
 * page of docs/product.md §2 (except zt/tool and zt/clips, another issue's) as CMS blocks with its own colour and
 * banner art, the vivo / oppo campaigns with the docs/product.md §9 like windows, a running design contest (its window
 * is relative to the time this step runs, so a fresh start can like), and a few QR codes.
 */
import type { Insertable } from 'kysely';
import { CMS_QR_PAGE, CMS_ZT_PAGE } from '@bazaar/domain/cms/blocks';
import { CMS, LIKE_WINDOWS, TASK_STATUS } from '@bazaar/domain/constants';
import { imageUrlOf, type LocalStorage } from '../../services/storage/local-storage';
import type { Db } from '../database';
import { transact } from '../transact';
import type { Database } from '../schema';
import { brandBannerArt, type BrandPalette } from './art';
import { Rng } from './prng';
import { claimSeed, seeded } from './marker';

const SEED_KEY = 'seed-zt';
const SEED_VERSION = '1';
const ART_MARKER = `meta/seed-zt-art-v${SEED_VERSION}.txt`;
const DAY = 86_400_000;

type Recipe = 'works' | 'designers' | 'driving' | 'tasks' | 'campaign' | 'rank' | 'guide';

interface ZtSeed {
  slug: string;
  title: string;
  subtitle: string;
  /** Deep ground, light ground, accent: the banner art and the page's theme colour (deep). */
  palette: BrandPalette;
  recipe: Recipe;
  /** The category whose works / tasks the page shows (0: all). */
  category: number;
  intro: string;
  /** The banner's button. */
  cta?: [string, string];
  campaign?: string;
  links?: [string, string, string][];
  faq?: [string, string][];
}

const p = (deep: string, light: string, accent: string): BrandPalette => ({ deep, light, accent });

const GUIDE_LINKS: [string, string, string][] = [
  ['浏览作品', '/works', '按分类、热度找到喜欢的风格'],
  ['找设计师', '/designer', '看作品、看评价，一键收藏到人才库'],
  ['任务大厅', '/task', '正在招募的设计任务'],
  ['设计师入驻', '/join', '提交作品，审核通过即可接单'],
];

const LIKE_FAQ: [string, string][] = [
  ['每天可以点赞几次？', '每位用户每天可以为同一件作品点赞一次，第二天可以再次点赞。'],
  ['没有登录可以点赞吗？', '点赞需要先登录，登录后即可为喜欢的作品加油。'],
  ['什么时候可以点赞？', '点赞只在活动的点赞时间内开放：还未开始会提示“还未到点赞时间”，结束后会提示“点赞日期已过”。'],
];

export const ZT_PAGES: readonly ZtSeed[] = [
  {
    slug: '2024',
    title: '2024 设计年鉴',
    subtitle: '一年好作品，一页看完',
    palette: p('#7a1f2b', '#f6d7b0', '#e0a340'),
    recipe: 'works',
    category: 0,
    intro:
      '这一年，设计集市的设计师们交出了上万件作品。我们按收藏与点赞，从插画、包装、品牌到 IP 形象，挑出最受雇主欢迎的十六件。\n\n每一件作品背后，都是一次认真的沟通与打磨。点开作品，可以看到完整的过程图和设计师的更多作品。',
    cta: ['看全部作品', '/works'],
  },
  {
    slug: 'ai',
    title: 'AI 设计专题',
    subtitle: '当设计师遇见 AI，灵感再快一步',
    palette: p('#1b2a4a', '#cfe3ff', '#5aa9ff'),
    recipe: 'works',
    category: 6,
    intro:
      'AI 可以在几秒内给出几十张草图，但把草图变成能落地的作品，仍然要靠设计师的判断。本专题收录设计师借助 AI 完成构思、再手工精修的海报作品。\n\n平台要求：使用 AI 辅助的作品须在说明中注明，最终交付的源文件须可编辑、无版权争议。',
  },
  {
    slug: 'ai_design',
    title: 'AI 设计大赛',
    subtitle: '人机协作，重新想象一张海报',
    palette: p('#2a1b4a', '#e4d7ff', '#9d6bff'),
    recipe: 'tasks',
    category: 6,
    intro:
      '大赛以“城市的下一站”为题，邀请设计师用 AI 辅助完成一组三张的系列海报。评审看重创意与完成度，而不是生成的张数。\n\n报名方式：在下方任务中点击报名，按任务说明提交作品即可。',
    faq: [
      ['可以完全用 AI 生成吗？', '不可以。作品须有明显的人工设计与排版，评审会查看过程稿。'],
      ['奖金如何发放？', '获奖名单公布后 15 个工作日内，奖金结算到设计师账户。'],
    ],
  },
  {
    slug: 'artist',
    title: '艺术家专题',
    subtitle: '从画布走向商业设计的插画艺术家',
    palette: p('#3d2b1f', '#f1e4d0', '#c8773b'),
    recipe: 'designers',
    category: 1,
    intro:
      '他们有的办过个展，有的出版过绘本，如今也在设计集市承接品牌插画。专题按资历分级展示，收藏到人才库，随时雇佣。',
  },
  {
    slug: 'assist',
    title: '顾问协助发布',
    subtitle: '说一句需求，平台顾问帮你把任务写清楚',
    palette: p('#0f4c5c', '#d6f0f2', '#2ec4b6'),
    recipe: 'guide',
    category: 0,
    intro:
      '不知道怎么写设计需求？在任意页面点击“一句话发布任务”，只需填写任务名称和预算。平台顾问会在工作日 9:30-18:30 内联系你，帮你补全尺寸、风格、交付物等细节。\n\n需求补全后任务开放报名，设计师报名、沟通、交付、验收都在平台完成，款项由平台托管。',
    cta: ['去任务大厅', '/task'],
    faq: [
      ['顾问服务收费吗？', '不收费。顾问服务是平台为雇主提供的免费服务。'],
      ['多久会联系我？', '工作日发布的任务，通常在 2 小时内联系。'],
    ],
  },
  {
    slug: 'celebrity',
    title: '名家专题',
    subtitle: '殿堂级设计师，作品值得反复看',
    palette: p('#1f1f1f', '#efe6d8', '#d4a24c'),
    recipe: 'designers',
    category: 7,
    intro: '名家专题展示平台内等级最高的设计师。他们平均从业十年以上，服务过众多知名品牌。',
  },
  {
    slug: 'contract',
    title: '合同与付款保障',
    subtitle: '签约、托管、验收，每一步都有据可查',
    palette: p('#16324f', '#dbe7f3', '#3f88c5'),
    recipe: 'guide',
    category: 0,
    intro:
      '雇主与设计师确认合作后，平台生成电子合同，明确交付物、修改次数与交付时间。雇主付款先由平台托管，验收通过后才结算给设计师。\n\n如果对交付有异议，可以在任务详情中申请平台介入，顾问会根据合同约定协调处理。',
    faq: [
      ['合同有法律效力吗？', '电子合同经双方确认后生效，与纸质合同具有同等效力。'],
      ['验收期限是多久？', '交付后 7 天内未验收且未提出修改，系统将自动验收。'],
    ],
  },
  {
    slug: 'course',
    title: '设计课程',
    subtitle: '跟着接单最多的设计师学实战',
    palette: p('#234e52', '#e0f2ef', '#38b2ac'),
    recipe: 'guide',
    category: 0,
    intro:
      '课程由平台资深设计师主讲，覆盖包装结构、品牌 VI 规范、IP 形象三视图等接单最常用的技能。每节课配有练习任务，完成后可在作品页展示。',
    links: [
      ['包装设计入门', '/zt/packing', '从刀版图到打样的全过程'],
      ['IP 形象设计', '/zt/qianlong', '三视图与表情包规范'],
      ['设计攻略', '/zt/strategy', '报价、沟通与交付的经验'],
      ['能力测评', '/zt/test', '测一测你的设计能力'],
    ],
  },
  {
    slug: 'days',
    title: '设计师的一天',
    subtitle: '画稿、开会、改稿，也要记得喝水',
    palette: p('#5b3a29', '#fbe9d7', '#f4a259'),
    recipe: 'works',
    category: 8,
    intro: '我们请几位全职接单的设计师记录了普通的一天。这里是他们这一天完成的作品。',
  },
  {
    slug: 'diary',
    title: '绘本日记',
    subtitle: '一页一页，画给孩子的故事',
    palette: p('#3b5249', '#f4efe1', '#e9c46a'),
    recipe: 'works',
    category: 4,
    intro: '绘本是最考验耐心的设计。专题收录平台绘本设计师的内页与封面作品，适合正在寻找绘本合作的出版方与教育品牌。',
  },
  {
    slug: 'driving',
    title: '设计师带飞计划',
    subtitle: '三人一组，老带新，一起接大单',
    palette: p('#14213d', '#e5e5e5', '#fca311'),
    recipe: 'driving',
    category: 0,
    intro:
      '带飞计划把一位资深设计师与两位新锐设计师编成一组，共同承接品牌的整套视觉需求。资深设计师把控方向，新锐设计师负责延展，交付更快、价格更友好。',
  },
  {
    slug: 'dswk',
    title: '电商视觉周刊',
    subtitle: '每周精选，好卖的详情页都长这样',
    palette: p('#6a040f', '#ffe8d6', '#f48c06'),
    recipe: 'works',
    category: 6,
    intro: '本期精选大促海报与主图设计。好的电商视觉要在一秒内说清卖点，也要在一堆商品里被看见。',
  },
  {
    slug: 'dsxa',
    title: '电商品牌选案',
    subtitle: '从 0 到 1 的电商品牌视觉',
    palette: p('#283618', '#fefae0', '#dda15e'),
    recipe: 'works',
    category: 7,
    intro: '选取几个新消费品牌的完整视觉案例：标志、色彩、包装与店铺首页的一致性，是品牌被记住的第一步。',
  },
  {
    slug: 'dv',
    title: '短视频封面征集',
    subtitle: '一张封面，决定视频有没有人点开',
    palette: p('#212529', '#e9ecef', '#ff006e'),
    recipe: 'tasks',
    category: 6,
    intro: '品牌方正在征集系列短视频封面与片头视觉。报名下方任务，按说明提交方案，入选即签约。',
    faq: [['需要会做视频吗？', '不需要，本次征集只需要静态封面与片头的视觉设计稿。']],
  },
  {
    slug: 'feedback',
    title: '意见反馈',
    subtitle: '你说，我们改',
    palette: p('#264653', '#e9f5f2', '#2a9d8f'),
    recipe: 'guide',
    category: 0,
    intro:
      '使用中遇到问题，或者有想要的功能，欢迎告诉我们。客服时间：周一至周五 9:30-18:30。\n\n作品侵权、违规内容请在作品页点击“举报”，平台会在 3 个工作日内处理并通知你结果。',
    links: [
      ['常见问题', '/help/qa', '大部分问题在这里都有答案'],
      ['侵权投诉', '/help/infringement', '作品被盗用？按流程投诉'],
      ['平台规则', '/help/rules', '了解平台的基本规则'],
    ],
    faq: [['反馈多久有回复？', '工作日内提交的反馈，我们会在 1 个工作日内回复。']],
  },
  {
    slug: 'guide',
    title: '新手指南',
    subtitle: '三分钟了解设计集市',
    palette: p('#ff5a36', '#fff1ec', '#ffb703'),
    recipe: 'guide',
    category: 0,
    intro:
      '设计集市连接需要设计的雇主和有才华的设计师。雇主可以浏览作品、收藏设计师、一句话发布任务；设计师可以展示作品、报名任务、按时交付获得收入。\n\n同一个账号可以既是雇主也是设计师：入驻审核通过后，账号就拥有设计师身份。',
    cta: ['开始逛逛', '/works'],
    faq: [
      ['注册要钱吗？', '注册和浏览完全免费，只有雇佣设计师时才需要支付任务预算。'],
      ['怎样成为设计师？', '点击“设计师入驻”，提交作品与资料，审核通过后即可接单。'],
    ],
  },
  {
    slug: 'inset',
    title: '插画专题',
    subtitle: '设计师专属：本月插画约稿与优秀作品',
    palette: p('#3a0ca3', '#ede7ff', '#f72585'),
    recipe: 'works',
    category: 1,
    intro: '插画专题面向入驻设计师开放：这里汇总本月的插画约稿方向与优秀作品，供你参考风格与报价。',
    cta: ['看插画任务', '/task?categoryId=1'],
  },
  {
    slug: 'match',
    title: '设计集市年度设计大赛',
    subtitle: '为你喜欢的作品点赞，每天一次',
    palette: p('#0b3d2e', '#e3f4ea', '#f2b134'),
    recipe: 'campaign',
    category: 0,
    campaign: 'match',
    intro: '年度设计大赛进入投票阶段。点赞数最高的前十件作品进入终审，由评委会与大众投票共同决定最终名次。',
    cta: ['进入大赛大厅', '/match'],
  },
  {
    slug: 'oneyear',
    title: '一周年专题',
    subtitle: '谢谢你，陪设计集市走过第一年',
    palette: p('#9d0208', '#ffe5d9', '#ffba08'),
    recipe: 'works',
    category: 5,
    intro:
      '一周年之际，我们邀请设计师为平台绘制了生日 IP 形象。也感谢每一位雇主的信任，这一年里平台完成了数千个设计任务。',
  },
  {
    slug: 'oppo',
    title: 'OPPO 主题设计赛',
    subtitle: '为手机主题投出你的一票',
    palette: p('#0a5c36', '#dcf5e7', '#3ddc84'),
    recipe: 'campaign',
    category: 0,
    campaign: 'oppo',
    intro:
      'OPPO 主题设计赛的入围作品在此展示。点赞时间为 2022 年 8 月 19 日至 9 月 30 日，每人每天可为每件作品点赞一次。',
    cta: ['进入活动大厅', '/oppo'],
  },
  {
    slug: 'packing',
    title: '包装设计专题',
    subtitle: '设计师专属：包装约稿与结构参考',
    palette: p('#4a3728', '#f5ebe0', '#d5a021'),
    recipe: 'works',
    category: 2,
    intro: '包装专题面向入驻设计师：汇总在招募的包装任务与平台优秀包装作品，附刀版与打样要点。',
    cta: ['看包装任务', '/task?categoryId=2'],
  },
  {
    slug: 'pars',
    title: '标志设计解析',
    subtitle: '一个好 Logo 是怎样改出来的',
    palette: p('#1d3557', '#f1faee', '#e63946'),
    recipe: 'works',
    category: 3,
    intro: '每件作品都附有设计说明：从关键词、草图到定稿。看别人怎么取舍，是提升最快的方法。',
  },
  {
    slug: 'qianlong',
    title: '国潮 IP 专题',
    subtitle: '把传统纹样，画成今天的角色',
    palette: p('#8c1c13', '#fbe8c8', '#c9a227'),
    recipe: 'works',
    category: 5,
    intro: '国潮 IP 把传统纹样与现代审美结合。专题收录平台设计师创作的国潮角色与周边设计。',
  },
  {
    slug: 'qqworks',
    title: '社交头像与表情征集',
    subtitle: '做一套会被天天用的表情',
    palette: p('#023e8a', '#caf0f8', '#00b4d8'),
    recipe: 'works',
    category: 5,
    intro: '征集原创头像挂件与表情包，优秀作品将推荐给品牌方签约。以下为已入选作品。',
  },
  {
    slug: 'rank',
    title: '点赞排行榜',
    subtitle: '各大活动实时点赞排行',
    palette: p('#2b2d42', '#edf2f4', '#ef233c'),
    recipe: 'rank',
    category: 0,
    intro: '',
  },
  {
    slug: 'recruit',
    title: '设计师招募',
    subtitle: '有作品，就有订单',
    palette: p('#ff5a36', '#fff4e6', '#2a9d8f'),
    recipe: 'guide',
    category: 0,
    intro:
      '设计集市正在招募插画、包装、品牌、IP 形象方向的设计师。入驻免费，审核通过后即可报名平台任务，收入按任务结算，按时到账。\n\n入驻需要：3-9 件代表作品、擅长的设计方向、从业经验简述。',
    cta: ['立即入驻', '/join'],
    links: [
      ['入驻规则', '/help/entryRules', '入驻条件与审核标准'],
      ['接单规则', '/help/orderRules', '报名、交付与验收'],
      ['结算说明', '/help/settlement', '收入什么时候到账'],
    ],
  },
  {
    slug: 'silk',
    title: '丝路文创',
    subtitle: '沿着丝绸之路，设计一份伴手礼',
    palette: p('#7f4f24', '#f3e9dc', '#b08968'),
    recipe: 'works',
    category: 2,
    intro: '以丝路沿线的城市与纹样为灵感的文创包装与周边设计。',
  },
  {
    slug: 'strategy',
    title: '设计攻略',
    subtitle: '报价、沟通、交付，老手的经验都在这',
    palette: p('#2d3142', '#eef0f2', '#ef8354'),
    recipe: 'guide',
    category: 0,
    intro:
      '报价：先问清交付物与修改次数，再按工时报价，留出 20% 的沟通时间。\n\n沟通：第一次提案给两到三个方向，每个方向说明理由，比一张“完美稿”更容易通过。\n\n交付：源文件分层命名，附上字体与色值说明，验收会快很多。',
    faq: [['报价太低接不到单怎么办？', '把作品集整理好比降价更有效，雇主更愿意为确定的质量付费。']],
  },
  {
    slug: 'support',
    title: '设计师扶持计划',
    subtitle: '新锐设计师，平台帮你接第一单',
    palette: p('#005f73', '#e0fbfc', '#0a9396'),
    recipe: 'designers',
    category: 0,
    intro: '入驻不满一年的新锐设计师可加入扶持计划：优先推荐、任务报名名额加倍、资深设计师一对一点评作品。',
    faq: [['怎样加入？', '入驻审核通过后自动加入，无需单独申请。']],
  },
  {
    slug: 'supportplus',
    title: '设计师扶持计划 Plus',
    subtitle: '专属任务池，只为扶持计划设计师开放',
    palette: p('#073b4c', '#e6f6fb', '#06d6a0'),
    recipe: 'tasks',
    category: 0,
    intro: 'Plus 计划为扶持计划内的设计师开放专属任务：预算明确、需求清晰，适合积累第一批商业案例。',
    faq: [['Plus 任务和普通任务有什么不同？', '需求由平台顾问预先补全，验收标准提前写明。']],
  },
  {
    slug: 'teach',
    title: '设计教学',
    subtitle: '给想入行的你：从作品集开始',
    palette: p('#3c096c', '#f3e8ff', '#ff9e00'),
    recipe: 'guide',
    category: 0,
    intro:
      '第一份作品集放多少件？怎么写设计说明？为什么雇主总是跳过你的作品？这里是平台审核老师的建议。\n\n一份好的作品集：6-9 件作品，方向集中，每件附一句设计思路。',
    links: [
      ['设计课程', '/zt/course', '接单技能实战课'],
      ['上传作品', '/u/works', '把作品整理上传'],
      ['入驻规则', '/help/entryRules', '审核看重什么'],
    ],
  },
  {
    slug: 'test',
    title: '设计能力测评',
    subtitle: '测一测，你离接大单还有多远',
    palette: p('#22223b', '#f2e9e4', '#c9ada7'),
    recipe: 'guide',
    category: 0,
    intro:
      '能力测评包含 Banner、图标、IP 形象、Logo 四个方向。完成测评的设计师会获得能力标签，在设计师列表中优先展示。',
    links: [
      ['Banner 设计测评', '/exam/banner', '约 30 分钟'],
      ['图标设计测评', '/exam/ikon', '约 30 分钟'],
      ['IP 形象设计测评', '/exam/ip', '约 45 分钟'],
      ['Logo 设计测评', '/exam/logo', '约 30 分钟'],
    ],
  },
  {
    slug: 'tiktok',
    title: '抖音专题',
    subtitle: '短视频时代的品牌视觉',
    palette: p('#111111', '#f0f0f0', '#fe2c55'),
    recipe: 'works',
    category: 6,
    intro: '直播间背景、短视频封面、品牌贴纸——专题收录适合短视频平台的视觉作品。',
  },
  {
    slug: 'tiktok101',
    title: '抖音 101 设计师',
    subtitle: '101 位短视频视觉设计师，三人一组看',
    palette: p('#161823', '#e8f7f9', '#25f4ee'),
    recipe: 'driving',
    category: 0,
    intro: '我们为常做短视频视觉的设计师组了队，三人一组展示。喜欢哪组的风格，可以直接收藏设计师。',
  },
  {
    slug: 'twoyear',
    title: '两周年专题',
    subtitle: '两年，一起把设计做成一份好工作',
    palette: p('#540b0e', '#fff3b0', '#e09f3e'),
    recipe: 'works',
    category: 1,
    intro: '两周年，感谢每一位设计师与雇主。这里是两年来被收藏最多的插画作品。',
  },
  {
    slug: 'vivo',
    title: 'vivo 手机壁纸设计赛',
    subtitle: '给屏幕换一种心情',
    palette: p('#14358c', '#e1e8ff', '#4f7cff'),
    recipe: 'campaign',
    category: 0,
    campaign: 'vivo',
    intro: '壁纸设计赛入围作品展示。点赞时间为 2022 年 8 月 1 日至 8 月 31 日，每人每天可为每件作品点赞一次。',
  },
  {
    slug: 'work',
    title: '接单专区',
    subtitle: '预算清晰、需求明确的任务，先到先报',
    palette: p('#1b4332', '#d8f3dc', '#52b788'),
    recipe: 'tasks',
    category: 0,
    intro: '接单专区汇总顾问已补全需求、正在招募的任务。报名后雇主会查看你的作品并选择合作设计师。',
    faq: [['报名有数量限制吗？', '每个任务有最多报名人数，报满即止。']],
  },
  {
    slug: 'works',
    title: '作品专题',
    subtitle: '本周编辑推荐',
    palette: p('#2f3e46', '#e9f0ec', '#84a98c'),
    recipe: 'works',
    category: 0,
    intro: '编辑每周从新上传的作品中挑选十六件，覆盖插画、包装、品牌、IP 等方向。',
  },
  {
    slug: 'ytm',
    title: '品牌 VI 云图',
    subtitle: '一套好的 VI，让品牌在哪里都认得出',
    palette: p('#03045e', '#e0f7ff', '#48cae4'),
    recipe: 'works',
    category: 7,
    intro: '收录完整的品牌 VI 作品：标志、标准色、辅助图形与应用延展。',
  },
  {
    slug: 'yyz',
    title: '原野志',
    subtitle: '自然题材的插画与绘本',
    palette: p('#344e41', '#edf1e6', '#a3b18a'),
    recipe: 'works',
    category: 4,
    intro: '森林、田野、四季与小动物——专题收录自然题材的绘本与插画作品。',
  },
  {
    slug: 'zm',
    title: '周末设计集',
    subtitle: '周末也在画画的人',
    palette: p('#6d597a', '#f6eef7', '#e56b6f'),
    recipe: 'works',
    category: 8,
    intro: '设计师们在周末完成的个人创作，不为接单，只为喜欢。',
  },
];

export const QR_CODES: readonly { code: string; title: string; link: string; desc: string }[] = [
  { code: 'join', title: '设计师入驻', link: '/join', desc: '扫码提交作品，成为设计集市设计师' },
  { code: 'vivo', title: 'vivo 手机壁纸设计赛', link: '/zt/vivo', desc: '为喜欢的壁纸作品点赞' },
  { code: 'oppo', title: 'OPPO 主题设计赛', link: '/zt/oppo', desc: '为喜欢的主题作品点赞' },
  { code: 'match', title: '年度设计大赛', link: '/match', desc: '大赛投票进行中' },
  { code: 'task', title: '任务大厅', link: '/task', desc: '正在招募的设计任务' },
];

interface CampaignSeed {
  slug: string;
  kind: string;
  title: string;
  intro: string;
  start: Date;
  end: Date;
  category: number;
}

export function ztArt(): Map<string, string> {
  const rng = new Rng(20_261_208);
  const files = new Map<string, string>();
  ZT_PAGES.forEach((z, i) => files.set(`zt/${z.slug}.svg`, brandBannerArt(z.palette, rng.fork(i + 1))));
  return files;
}

export async function seedZt(db: Db, storage: LocalStorage, now: Date = new Date()): Promise<boolean> {
  const marked = await seeded(db, SEED_KEY);
  const artPresent = (await storage.stat(ART_MARKER)) !== null;
  if (marked && artPresent) return false;
  const works = await db
    .selectFrom('works')
    .select(['works_id', 'category_id'])
    .orderBy('like_count', 'desc')
    .orderBy('works_id')
    .execute();
  if (!works.length) return false; // no base seed (SEED=off): nothing to point at
  if (!artPresent) {
    for (const [key, svg] of ztArt()) await storage.put(key, svg);
    await storage.put(ART_MARKER, `${ZT_PAGES.length}\n`);
  }
  if (marked) return false;

  const designers = await db.selectFrom('designers').select(['user_id', 'level_code']).orderBy('user_id').execute();
  const tasks = await db
    .selectFrom('tasks')
    .select(['order_id', 'category_id'])
    .where('task_status', '=', TASK_STATUS.recruiting)
    .orderBy('order_id')
    .execute();
  const worksOf = (category: number, n: number, skip = 0) =>
    works
      .filter((w) => !category || w.category_id === category)
      .slice(skip, skip + n)
      .map((w) => w.works_id);
  const levelIds = (code: string, n: number) =>
    designers
      .filter((d) => d.level_code === code)
      .slice(0, n)
      .map((d) => d.user_id);

  const campaigns: CampaignSeed[] = [
    {
      slug: 'vivo',
      kind: 'vivo',
      title: 'vivo 手机壁纸设计赛',
      intro: '为 vivo 手机设计一组四季主题壁纸。入围作品由大众点赞选出人气奖。',
      start: new Date(LIKE_WINDOWS.vivo.start),
      end: new Date(LIKE_WINDOWS.vivo.end),
      category: 1,
    },
    {
      slug: 'oppo',
      kind: 'oppo',
      title: 'OPPO 主题设计赛',
      intro: '为 OPPO 手机设计一套完整的系统主题：图标、壁纸与锁屏。入围作品由大众点赞选出人气奖。',
      start: new Date(LIKE_WINDOWS.oppo.start),
      end: new Date(LIKE_WINDOWS.oppo.end),
      category: 5,
    },
    {
      slug: 'match',
      kind: 'match',
      title: '设计集市年度设计大赛',
      intro: '年度设计大赛面向全体入驻设计师，题材不限。投票期内每人每天可为每件作品点赞一次，人气前十进入终审。',
      // Relative to this run, so a fresh demo is in its like window (the console can move it).
      start: new Date(now.getTime() - 3 * DAY),
      end: new Date(now.getTime() + 27 * DAY),
      category: 0,
    },
  ];

  return transact(db, async (trx) => {
    if (!(await claimSeed(trx, SEED_KEY, SEED_VERSION))) return false;
    // Made here, not before: a retried transaction draws the same numbers again.
    const rng = new Rng(20_261_209);

    for (const [i, c] of campaigns.entries()) {
      const row = await trx
        .insertInto('campaigns')
        .values({
          slug: c.slug,
          kind: c.kind,
          title: c.title,
          intro: c.intro,
          cover: imageUrlOf(`zt/${c.slug}.svg`),
          like_start: c.start,
          like_end: c.end,
        })
        .returning('campaign_id')
        .executeTakeFirstOrThrow();
      const ids = worksOf(c.category, i === 2 ? 20 : 16, 4 + i * 16);
      if (ids.length)
        await trx
          .insertInto('campaign_entries')
          .values(ids.map((works_id) => ({ campaign_id: row.campaign_id, works_id, like_count: rng.int(3, 480) })))
          .execute();
    }

    const rows: Insertable<Database['cms_configs']>[] = [];
    for (const z of ZT_PAGES) {
      const blocks = blocksOf(z, { worksOf, levelIds, designers: designers.map((d) => d.user_id), tasks, rng });
      blocks.forEach((b, i) =>
        rows.push({
          channel: CMS.channel,
          page: CMS_ZT_PAGE,
          position: z.slug,
          content: JSON.stringify(b),
          params: null,
          sort: i + 1,
        }),
      );
    }
    for (const [i, q] of QR_CODES.entries())
      rows.push({
        channel: CMS.channel,
        page: CMS_QR_PAGE,
        position: q.code,
        content: JSON.stringify({ title: q.title, link: q.link, subtitle: q.desc }),
        params: null,
        sort: i + 1,
      });
    await trx.insertInto('cms_configs').values(rows).execute();
    return true;
  });
}

interface Sources {
  worksOf: (category: number, n: number, skip?: number) => number[];
  levelIds: (code: string, n: number) => number[];
  designers: number[];
  tasks: { order_id: number; category_id: number | null }[];
  rng: Rng;
}

/** A page's blocks by its recipe (decoded by @bazaar/domain/cms `decodeBlock`; seed.test checks them all). */
function blocksOf(z: ZtSeed, s: Sources): Record<string, unknown>[] {
  const banner: Record<string, unknown> = {
    type: 'banner',
    title: z.title,
    subtitle: z.subtitle,
    cover: imageUrlOf(`zt/${z.slug}.svg`),
    color: z.palette.deep,
  };
  if (z.cta) Object.assign(banner, { linkText: z.cta[0], link: z.cta[1] });
  const blocks: Record<string, unknown>[] = [banner];
  if (z.intro) blocks.push({ type: 'richText', title: '专题介绍', text: z.intro });
  const worksGrid = (title: string, n = 16) => ({
    type: 'worksGrid',
    title,
    worksIds: s.worksOf(z.category, n),
    limit: n,
  });
  switch (z.recipe) {
    case 'works':
      blocks.push(worksGrid('精选作品'));
      break;
    case 'designers':
      blocks.push({
        type: 'designerLevels',
        title: '设计师',
        level_4: s.levelIds('L4', 3),
        level_3: s.levelIds('L3', 3),
        level_2: s.levelIds('L2', 3),
        level_1: s.levelIds('L1', 3),
      });
      blocks.push(worksGrid('代表作品', 8));
      break;
    case 'driving': {
      const ids = s.rng.shuffle([...s.designers]).slice(0, 12);
      blocks.push({ type: 'designerGroups', title: '带飞小组', userIds: ids });
      break;
    }
    case 'tasks': {
      const own = s.tasks.filter((t) => !z.category || t.category_id === z.category);
      const picks = (own.length >= 2 ? own : s.tasks).slice(0, 2);
      picks.forEach((t, i) =>
        blocks.push({
          type: 'taskCard',
          title: i === 0 ? '正在招募' : undefined,
          taskId: t.order_id,
          text: '需求已由平台顾问补全，欢迎报名',
        }),
      );
      blocks.push(worksGrid('往期优秀作品', 8));
      break;
    }
    case 'campaign':
      blocks.push({ type: 'likeWall', title: '入围作品', campaign: z.campaign });
      blocks.push({ type: 'faq', title: '点赞说明', items: LIKE_FAQ.map(([q, a]) => ({ q, a })) });
      break;
    case 'rank':
      blocks.push({ type: 'rankList', title: '年度设计大赛 · 人气榜', campaign: 'match', limit: 20 });
      blocks.push({ type: 'rankList', title: 'OPPO 主题设计赛 · 最终排名', campaign: 'oppo', limit: 10 });
      blocks.push({ type: 'rankList', title: 'vivo 手机壁纸设计赛 · 最终排名', campaign: 'vivo', limit: 10 });
      break;
    case 'guide':
      blocks.push({
        type: 'linkList',
        title: '快速入口',
        items: (z.links ?? GUIDE_LINKS).map(([title, link, desc]) => ({ title, link, desc })),
      });
      break;
  }
  if (z.faq) blocks.push({ type: 'faq', title: '常见问题', items: z.faq.map(([q, a]) => ({ q, a })) });
  return blocks;
}
