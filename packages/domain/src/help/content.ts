/**
 * The help centre's text (docs/product.md §2 /help children) as static data, and its article as HTML
 * (`renderHelpArticle`): the web's help page draws the article from it and the gateway writes the same
 * HTML into the page's static shell, so /help/* paints its text with the HTML instead of after ≈ 115 kB of
 * JS (issue 8 Lighthouse budget on /help/qa) and React's copy, the same size, is no later largest paint.
 * Facts follow the product: task statuses and the consultant (decision 010), designer levels, the
 * report types (decision 006), /join review (issue 8), prices in ￥ with two decimals (docs/product.md §9).
 */

export interface HelpFaq {
  q: string;
  a: string;
}

export interface HelpSection {
  /** The anchor (#id) of the section. */
  id: string;
  title: string;
  paragraphs?: readonly string[];
  list?: readonly string[];
  faqs?: readonly HelpFaq[];
}

export interface HelpDoc {
  name: string;
  title: string;
  summary: string;
  updated: string;
  sections: readonly HelpSection[];
}

/** The side menu's groups (every doc once). */
export const HELP_GROUPS: readonly { title: string; names: readonly string[] }[] = [
  { title: '新手上路', names: ['qa', 'designer', 'entryRules'] },
  { title: '交易与结算', names: ['orderRules', 'settlement'] },
  { title: '平台规范', names: ['rules', 'designerAdmin', 'infringement'] },
  { title: '协议与政策', names: ['agreement', 'privacy'] },
];

const SERVICE_HOURS = '客服时间：周一至周五 9:30-18:30（法定节假日除外）';

export const HELP_DOCS: Record<string, HelpDoc> = {
  qa: {
    name: 'qa',
    title: '常见问题',
    summary: '雇主发布任务、设计师接单、付款与售后中最常被问到的问题。没有找到答案？请联系平台顾问。',
    updated: '2026-11-01',
    sections: [
      {
        id: 'account',
        title: '账号与登录',
        faqs: [
          {
            q: '如何注册设计集市账号？',
            a: '无需单独注册。在登录页输入手机号并获取短信验证码，首次登录即自动创建账号。同一手机号 60 秒内只能获取一次验证码。',
          },
          {
            q: '雇主和设计师需要两个账号吗？',
            a: '不需要。一个账号同时拥有雇主与设计师两种身份：任何人都可以发布任务、收藏作品和设计师；通过入驻审核后，同一账号即可上传作品、报名任务。',
          },
          {
            q: '昵称为什么显示为「无名」？',
            a: '还没有设置昵称时，页面会显示「无名」。在「账号设置」中填写昵称即可，昵称过长时会在顶部栏中被截断显示。',
          },
        ],
      },
      {
        id: 'publish',
        title: '发布任务',
        faqs: [
          {
            q: '怎样最快发布一个设计需求？',
            a: '点击右侧工具栏的「发布任务」，用一句话写下任务名称（3-20 字）和预算即可；未登录时可在同一步用手机号和验证码登录。发布后平台顾问会在工作时间内联系你，补全需求细节。',
          },
          {
            q: '发布后任务处于「待沟通」是什么意思？',
            a: '表示顾问正在与你确认需求：设计类型、交付内容、时间和预算。确认完成后任务会变为「招募中」，设计师即可报名。',
          },
          {
            q: '预算应该怎么填？',
            a: '填写你愿意为本次设计支付的总金额（不小于 0 的数字）。不确定时可以先填一个大致数字，顾问会根据同类任务的成交价给出建议。',
          },
          {
            q: '可以指定某位设计师来做吗？',
            a: '可以。在设计师卡片或主页点击「雇佣TA」，发布的任务会直接指派给该设计师；顾问开放任务后，只有被指派的设计师可以报名。你不能给自己指派任务。',
          },
        ],
      },
      {
        id: 'hire',
        title: '选择设计师与验收',
        faqs: [
          {
            q: '如何从报名的设计师中选择？',
            a: '在「雇主中心 › 我的任务」中打开任务，可以查看每位报名设计师的主页、代表作品和等级。选定一位后点击「录用」，任务进入「进行中」，其他报名者会收到未录用的通知。',
          },
          {
            q: '对交付稿不满意怎么办？',
            a: '设计师提交交付后任务进入「待验收」。你可以选择「验收通过」，也可以写明修改意见退回修改，任务回到「进行中」。建议在需求阶段约定修改次数，减少分歧。',
          },
          {
            q: '任务还没开始，可以取消吗？',
            a: '「待沟通」和「招募中」的任务可以关闭，关闭时需要填写原因，原因会显示在任务时间轴上。已录用设计师后的任务如需终止，请联系顾问协商处理。',
          },
        ],
      },
      {
        id: 'payment',
        title: '付款与发票',
        faqs: [
          {
            q: '费用什么时候支付？安全吗？',
            a: '录用设计师时，任务金额由平台托管；验收通过后，托管款项才会结算给设计师。在此之前，设计师看得到款项已托管，但无法提前支取。',
          },
          {
            q: '可以开具发票吗？',
            a: '可以。任务完成后，在「雇主中心 › 账单明细」中申请，平台将开具增值税普通发票或专用发票，一般在 5 个工作日内寄出电子发票。',
          },
        ],
      },
      {
        id: 'contact',
        title: '联系我们',
        paragraphs: ['发布任务后，你的专属顾问会主动联系你；也可以随时通过页面右下角的工具栏发起咨询。', SERVICE_HOURS],
      },
    ],
  },

  designer: {
    name: 'designer',
    title: '设计师帮助',
    summary: '从入驻到接单、交付和提现，设计师在设计集市上的完整路径。',
    updated: '2026-11-01',
    sections: [
      {
        id: 'start',
        title: '成为设计师',
        paragraphs: [
          '登录后进入「设计师入驻」，填写真实姓名、擅长领域和设计经历，上传 3-9 张代表作品并同意《入驻规则》即可提交申请。',
          '审核一般在 3 个工作日内完成。通过后你的账号即成为设计师，拥有个人主页、作品管理和任务报名权限；未通过时可在入驻页看到原因，修改后重新提交。',
        ],
      },
      {
        id: 'homepage',
        title: '打造个人主页',
        list: [
          '头像与简介：用一两句话说明你擅长的风格和服务过的行业。',
          '主页皮肤：在「我的主页」中选择主题色、作品排列方式和横幅图，让主页更有辨识度。',
          '作品：每件作品至少一张图，第一张为封面；建议按系列上传，并写清项目背景和你负责的部分。',
          '休假状态：暂时无法接单时开启「休假中」，雇主会在你的卡片上看到，避免无效沟通。',
        ],
      },
      {
        id: 'levels',
        title: '设计师等级',
        paragraphs: [
          '平台根据作品质量、成交记录、雇主评价和能力测评成绩评定等级：新锐设计师、优秀设计师、资深设计师、殿堂设计师。新入驻的设计师从「新锐设计师」开始。',
          '等级每月复核一次。能力测评未通过的，同一测评需间隔 30 天才能再次参加；测评成绩在「我的成绩」中查看。',
        ],
      },
      {
        id: 'apply',
        title: '报名与接单',
        paragraphs: [
          '在任务大厅中筛选「招募中」的任务，阅读需求后点击「报名」。每个任务有报名人数上限，报满后不再接受报名；被录用前你可以随时取消报名。',
          '被录用后任务进入「进行中」，请在约定时间内通过任务页上传交付稿。雇主验收通过后任务完成，款项进入你的账户。',
        ],
      },
      {
        id: 'faq',
        title: '设计师常见问题',
        faqs: [
          {
            q: '为什么我无法报名某个任务？',
            a: '可能的原因：任务已报满、任务已指派给其他设计师、你处于休假状态，或该任务只面向特定等级的设计师。',
          },
          {
            q: '作品被下架了怎么办？',
            a: '作品被举报并经核实违规时会被下架。如有异议，请在工作时间联系顾问并提供原始文件等创作证明。',
          },
        ],
      },
    ],
  },

  entryRules: {
    name: 'entryRules',
    title: '入驻规则',
    summary: '设计师入驻设计集市的条件、材料、审核标准与流程。提交入驻申请即表示你已阅读并同意本规则。',
    updated: '2026-11-01',
    sections: [
      {
        id: 'who',
        title: '一、入驻条件',
        list: [
          '年满 18 周岁，具有完全民事行为能力的个人设计师或设计工作室负责人。',
          '在插画、包装、Logo 与品牌、绘本、IP 形象等至少一个领域有可展示的原创作品。',
          '使用本人手机号注册账号，并保证提交信息真实、准确。',
        ],
      },
      {
        id: 'materials',
        title: '二、申请材料',
        list: [
          '真实姓名：仅用于审核与结算，不在主页公开展示。',
          '联系手机：默认为登录手机号，审核结果与任务通知将发送至该号码。',
          '擅长领域：从平台分类中选择 1-5 项。',
          '从业年限与设计经历：简要说明你的教育背景、代表项目和擅长风格（10-500 字）。',
          '代表作品：3-9 张，须为本人原创或主导完成，单张不超过平台上传限制。',
          '作品集链接：站酷、Behance、个人网站等以 http:// 或 https:// 开头的公开链接。',
        ],
      },
      {
        id: 'review',
        title: '三、审核标准',
        paragraphs: [
          '平台运营人员将从作品的原创性、完成度、风格统一性与商业适配度四个方面综合评估，一般在 3 个工作日内给出结果。',
          '同一账号同一时间只能有一份审核中的申请。审核未通过的，入驻页会显示具体原因，你可以补充作品后重新提交，次数不限。',
        ],
      },
      {
        id: 'after',
        title: '四、审核通过之后',
        list: [
          '账号自动获得设计师身份，下次打开页面即可看到「设计师中心」。',
          '申请时提交的代表作品将作为你的第一件作品展示在个人主页，可随时编辑或删除。',
          '初始等级为「新锐设计师」，后续按《设计师管理规范》评定。',
        ],
      },
      {
        id: 'refuse',
        title: '五、不予通过与取消资格',
        list: [
          '提交他人作品、AI 生成内容未声明、或冒用他人身份的，不予通过；已入驻的取消设计师资格。',
          '作品含有违法违规、色情低俗或侵犯他人权利内容的，不予通过。',
          '平台保留依据本规则及《平台规则》作出审核决定的权利。',
        ],
      },
    ],
  },

  orderRules: {
    name: 'orderRules',
    title: '接单规则',
    summary: '任务从发布到完成的每一步，以及雇主与设计师在各阶段的权利和义务。',
    updated: '2026-11-01',
    sections: [
      {
        id: 'flow',
        title: '一、任务流程',
        paragraphs: ['每个任务都会经历以下状态，时间轴会记录每一步发生的时间：'],
        list: [
          '待沟通：雇主发布需求后，平台顾问联系雇主补全分类、需求描述、报名人数上限等信息。',
          '招募中：任务开放报名，设计师可报名或取消报名。',
          '进行中：雇主录用一位设计师，任务金额由平台托管，设计师开始创作。',
          '待验收：设计师提交交付稿，等待雇主验收。',
          '已完成：雇主验收通过，托管款项结算给设计师。',
          '已关闭：任务在开始创作前被雇主或顾问关闭，关闭原因会写入时间轴。',
        ],
      },
      {
        id: 'apply',
        title: '二、报名规则',
        list: [
          '仅通过入驻审核的设计师可以报名；休假中的设计师请先结束休假。',
          '每个任务设有报名人数上限，达到上限后停止报名。',
          '被指派的任务只接受被指派设计师的报名。',
          '录用结果公布前可随时取消报名；取消时需要二次确认。',
        ],
      },
      {
        id: 'delivery',
        title: '三、交付与修改',
        list: [
          '设计师须在约定时间内通过任务页上传交付稿及源文件。',
          '雇主可在「待验收」阶段退回修改，并写明修改意见；建议双方事先约定修改次数（默认 2 次）。',
          '交付稿超出原需求范围的修改，双方可协商追加预算。',
        ],
      },
      {
        id: 'disputes',
        title: '四、争议处理',
        paragraphs: [
          '如双方对交付质量或进度无法达成一致，任意一方可联系平台顾问介入。顾问将依据需求记录、时间轴和交付稿作出调解；调解期间托管款项冻结。',
          SERVICE_HOURS,
        ],
      },
    ],
  },

  settlement: {
    name: 'settlement',
    title: '结算说明',
    summary: '托管、结算、服务费与提现：你的每一笔钱从哪里来、何时到账。',
    updated: '2026-11-01',
    sections: [
      {
        id: 'escrow',
        title: '一、资金托管',
        paragraphs: [
          '雇主录用设计师时，任务金额全额支付至平台托管账户。托管期间资金由平台保管，雇主与设计师均不能单方面支取。',
          '验收通过后，托管资金自动结算；任务在托管后被协商终止的，按双方确认或顾问调解的比例分别退还与结算。',
        ],
      },
      {
        id: 'amounts',
        title: '二、金额与精度',
        paragraphs: [
          '平台内部以「分」为单位记账，页面统一显示为人民币两位小数，例如 ￥1,280.00元，避免四舍五入带来的差额。',
        ],
      },
      {
        id: 'fees',
        title: '三、服务费',
        list: [
          '雇主发布任务、沟通需求免费。',
          '任务完成结算时，平台从任务金额中收取 10% 的技术服务费，其余 90% 计入设计师账户。',
          '平台活动或品牌专区任务的费率以活动页说明为准。',
        ],
      },
      {
        id: 'withdraw',
        title: '四、提现',
        list: [
          '设计师在「设计师账户」中查看可提现余额与收支明细。',
          '单笔提现不低于 ￥100.00元，每月前 3 次免手续费。',
          '提现申请在 1-3 个工作日内到账；首次提现需完成实名信息核对。',
          '个人所得税由平台依法代扣代缴，明细可在账单中查看。',
        ],
      },
      {
        id: 'bills',
        title: '五、账单与对账',
        paragraphs: [
          '雇主在「雇主中心 › 账单明细」、设计师在「设计师账单」中查看每一笔托管、结算、退款和提现记录。对账有疑问的，请在 30 天内联系客服。',
          SERVICE_HOURS,
        ],
      },
    ],
  },

  rules: {
    name: 'rules',
    title: '平台规则',
    summary: '设计集市社区的基本规则，适用于所有雇主、设计师和访客。',
    updated: '2026-11-01',
    sections: [
      {
        id: 'principles',
        title: '一、基本原则',
        paragraphs: [
          '设计集市致力于让雇主高效找到合适的设计师，让设计师的作品被更多人看到。所有用户应当诚实守信、尊重原创、友善沟通。',
        ],
      },
      {
        id: 'content',
        title: '二、内容规范',
        list: [
          '禁止发布抄袭、盗用他人作品的内容。',
          '禁止发布侵犯肖像权、商标权等他人合法权益的内容。',
          '禁止发布色情低俗、政治敏感或其他违法内容。',
          '禁止发布广告、垃圾信息，或在作品中留下私人联系方式引导站外交易。',
        ],
      },
      {
        id: 'trade',
        title: '三、交易规范',
        list: [
          '任务的沟通、交付和付款应在平台内完成；绕开平台私下交易造成的损失，平台无法提供保障。',
          '雇主应如实描述需求和预算；设计师应按约定时间和质量交付。',
          '不得恶意报名、恶意差评或以不正当手段影响任务结果。',
        ],
      },
      {
        id: 'penalties',
        title: '四、违规处理',
        list: [
          '警告：首次轻微违规，删除相关内容并发送提醒。',
          '下架：违规作品或任务下架，不再对外展示。',
          '限制：限制报名、发布或提现功能 7-30 天。',
          '封禁：严重或多次违规的，永久关闭账号。',
        ],
      },
      {
        id: 'report',
        title: '五、举报与申诉',
        paragraphs: [
          '发现违规内容，可在作品详情页点击「举报」。平台会在 3 个工作日内核实并处理，处理结果可在《侵权投诉》页面的「我的举报」中查看。对处理结果有异议的，可联系客服申诉。',
        ],
      },
    ],
  },

  designerAdmin: {
    name: 'designerAdmin',
    title: '设计师管理规范',
    summary: '设计师在平台上的行为标准、等级评定与服务质量要求。',
    updated: '2026-11-01',
    sections: [
      {
        id: 'conduct',
        title: '一、服务准则',
        list: [
          '及时响应：报名后 24 小时内回复雇主的沟通。',
          '按时交付：在约定时间内交付，确需延期的提前告知雇主并说明原因。',
          '原创交付：交付稿须为原创，使用的字体、图片等素材须具备商用授权。',
          '保密义务：对雇主的需求资料、未发布的品牌信息负有保密义务。',
        ],
      },
      {
        id: 'levels',
        title: '二、等级评定',
        paragraphs: ['设计师等级每月评定一次，综合以下维度：'],
        list: [
          '作品质量：主页作品的完成度与受欢迎程度。',
          '成交记录：完成任务的数量与金额。',
          '雇主评价：验收时效、修改次数与评价。',
          '能力测评：Logo、Banner、图标、IP 形象等专项测评成绩（未通过的同一测评 30 天后可重考）。',
        ],
      },
      {
        id: 'leave',
        title: '三、休假与接单状态',
        paragraphs: ['设计师可在主页切换「可接单 / 休假中」状态。休假期间不能报名新任务，已录用的任务仍须按约交付。'],
      },
      {
        id: 'violations',
        title: '四、违规与扣分',
        list: [
          '无故超期交付或失联：当月等级评定降一级。',
          '交付非原创内容：下架相关作品，情节严重的取消设计师资格。',
          '引导雇主站外交易：首次警告，再次限制报名 30 天。',
        ],
      },
    ],
  },

  infringement: {
    name: 'infringement',
    title: '侵权投诉',
    summary: '认为平台上的作品侵犯了你的著作权、肖像权或商标权？按以下方式投诉，我们会尽快核实处理。',
    updated: '2026-11-01',
    sections: [
      {
        id: 'how',
        title: '一、如何投诉',
        list: [
          '登录后打开涉嫌侵权的作品详情页，点击「举报」。',
          '选择举报类型：抄袭 / 盗用他人作品、侵犯肖像权或商标权、色情低俗、政治敏感或违法内容、广告或垃圾信息、其他。',
          '填写举报说明（200 字以内），尽量附上原作链接、首发时间等可核实的信息。',
          '同一件作品每个账号只能举报一次，重复举报不会加快处理。',
        ],
      },
      {
        id: 'process',
        title: '二、处理流程',
        paragraphs: [
          '平台运营人员会在 3 个工作日内核实。举报属实的，作品将被下架，不再出现在作品列表、搜索和设计师主页中；经核实未发现违规的，举报将被驳回并附上说明。',
          '处理结果会显示在本页下方的「我的举报」中，请登录后查看。',
        ],
      },
      {
        id: 'counter',
        title: '三、被投诉方申诉',
        paragraphs: [
          '作品被下架的设计师如认为处理有误，可在工作时间联系客服，提供源文件、创作过程稿等证明材料。平台核实后将恢复作品并通知双方。',
          SERVICE_HOURS,
        ],
      },
      {
        id: 'legal',
        title: '四、权利人书面通知',
        paragraphs: [
          '权利人也可以发送书面通知至平台，内容包括：权利人身份信息、权属证明、涉嫌侵权作品的链接及侵权说明。平台收到合格通知后将依法及时处理。',
        ],
      },
    ],
  },

  agreement: {
    name: 'agreement',
    title: '用户协议',
    summary: '欢迎使用设计集市。本协议是你与平台之间关于使用本服务的约定，请在使用前仔细阅读。',
    updated: '2026-11-01',
    sections: [
      {
        id: 'scope',
        title: '一、协议范围',
        paragraphs: [
          '本协议适用于你通过网页、移动端访问和使用设计集市提供的作品展示、设计师检索、任务发布与交易等全部服务。你以手机号登录即视为已阅读并同意本协议。',
        ],
      },
      {
        id: 'account',
        title: '二、账号',
        list: [
          '你应使用本人手机号登录，并妥善保管验证码与登录状态；登录状态有效期为 7 天。',
          '一个账号可同时作为雇主与设计师使用；设计师身份须通过入驻审核取得。',
          '账号仅限本人使用，不得转让、出租或出借。',
        ],
      },
      {
        id: 'rights',
        title: '三、知识产权',
        paragraphs: [
          '设计师上传作品的著作权归设计师所有；设计师授权平台为展示和推广目的使用作品，并在作品图片上添加署名水印。',
          '通过任务交付的设计成果，在雇主付清全部款项后，其约定范围内的使用权归雇主所有；具体范围以任务需求约定为准。',
        ],
      },
      {
        id: 'duties',
        title: '四、用户义务',
        list: [
          '遵守法律法规和《平台规则》，不得发布违法违规内容。',
          '不得利用平台从事欺诈、洗钱或其他违法交易。',
          '不得以爬虫等技术手段批量获取平台数据。',
        ],
      },
      {
        id: 'liability',
        title: '五、责任限制',
        paragraphs: [
          '平台作为信息与交易服务提供者，对用户之间的约定在托管与争议调解范围内提供保障。因不可抗力或第三方原因造成的服务中断，平台将尽力恢复，但不承担由此产生的间接损失。',
        ],
      },
      {
        id: 'changes',
        title: '六、协议变更',
        paragraphs: [
          '平台可能根据业务发展修订本协议，修订后会在本页公布并更新日期。重大变更将通过站内提示告知；你继续使用服务即视为接受修订后的协议。',
        ],
      },
    ],
  },

  privacy: {
    name: 'privacy',
    title: '隐私政策',
    summary: '我们如何收集、使用、存储和保护你的个人信息，以及你享有的权利。',
    updated: '2026-11-01',
    sections: [
      {
        id: 'collect',
        title: '一、我们收集的信息',
        list: [
          '账号信息：手机号、昵称、头像。',
          '入驻信息：真实姓名、联系手机、设计经历与作品集链接（仅申请成为设计师时）。',
          '交易信息：发布的任务、报名与录用记录、托管与结算流水。',
          '使用信息：浏览的页面、搜索关键词、收藏与点赞，用于改进推荐与统计。',
        ],
      },
      {
        id: 'use',
        title: '二、我们如何使用',
        list: [
          '完成登录、任务撮合、结算等核心功能。',
          '平台顾问联系雇主确认需求。',
          '保障账号与交易安全，识别异常登录和违规行为。',
          '在你同意的范围内改进产品体验。',
        ],
      },
      {
        id: 'store',
        title: '三、存储与保护',
        paragraphs: [
          '你的信息存储在中华人民共和国境内的服务器上。登录凭证以加密方式保存在浏览器的安全 Cookie 中，页面脚本无法读取；短信验证码仅保存其摘要，并在短时间内失效。',
        ],
      },
      {
        id: 'share',
        title: '四、共享与公开',
        paragraphs: [
          '我们不会出售你的个人信息。雇主录用设计师后，双方可在任务页看到完成合作所必需的信息；真实姓名与手机号不会在主页公开展示。',
        ],
      },
      {
        id: 'rights',
        title: '五、你的权利',
        list: [
          '查询和更正：在「账号设置」中修改昵称等资料。',
          '删除与注销：联系客服申请注销账号，我们将在 15 个工作日内处理。',
          '撤回同意：你可以随时清除浏览器中的本地收藏与搜索记录。',
        ],
      },
      {
        id: 'contact',
        title: '六、联系我们',
        paragraphs: ['对本政策有任何疑问，请联系客服。', SERVICE_HOURS],
      },
    ],
  },
};

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const esc = (text: string): string => text.replace(/[&<>"']/g, (c) => ENTITIES[c] ?? c);

function renderSection(section: HelpSection): string {
  const id = esc(section.id);
  const title = esc(section.title);
  return [
    `<section class="hc-section" aria-labelledby="${id}">`,
    `<h2 id="${id}" class="hc-h2">${title}<a class="hc-anchor" href="#${id}" aria-label="链接到「${title}」">#</a></h2>`,
    ...(section.paragraphs ?? []).map((p) => `<p class="hc-p">${esc(p)}</p>`),
    section.list ? `<ul class="hc-list">${section.list.map((item) => `<li>${esc(item)}</li>`).join('')}</ul>` : '',
    section.faqs
      ? `<dl class="hc-faqs">${section.faqs
          .map((f) => `<div class="hc-faq"><dt class="hc-q">${esc(f.q)}</dt><dd class="hc-a">${esc(f.a)}</dd></div>`)
          .join('')}</dl>`
      : '',
    '</section>',
  ].join('');
}

/**
 * A help doc's article body as HTML — title block, on-page contents and sections — with the `hc-*`
 * classes of the web's help stylesheet (features/help/pages/help-article.css). Every text is escaped.
 */
export function renderHelpArticle(doc: HelpDoc): string {
  return [
    `<header class="hc-head"><h1 class="hc-h1">${esc(doc.title)}</h1>`,
    `<p class="hc-summary">${esc(doc.summary)}</p><p class="hc-updated">更新日期：${esc(doc.updated)}</p></header>`,
    `<nav class="hc-toc" aria-label="本页目录"><p class="hc-toc-title">本页目录</p><ol class="hc-toc-list">`,
    doc.sections.map((s) => `<li><a href="#${esc(s.id)}">${esc(s.title)}</a></li>`).join(''),
    '</ol></nav>',
    doc.sections.map(renderSection).join(''),
  ].join('');
}

/** The doc a help path names (`/help/{name}`), or null. */
export const helpDocOf = (name: string): HelpDoc | null =>
  Object.prototype.hasOwnProperty.call(HELP_DOCS, name) ? (HELP_DOCS[name] ?? null) : null;
