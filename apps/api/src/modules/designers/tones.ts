/**
 * Tone tags (风格标签) of a designer — getTonedList (docs/product.md §7 names the call only).
 *
 * Chosen: derived, not stored. Works carry no tag column, so the tones are read from what the designer
 * wrote: their intro and the titles and descriptions of their latest works. Each tone has a few cue words;
 * a tone scores one point per text that mentions any of its cues (the intro counts twice: it is the
 * designer's own description of their style). The top tones are answered, highest score first, ties in
 * the order of TONES. A designer whose texts name no cue has no tones (the page then shows none) —
 * honest rather than invented.
 */
export const TONES: readonly { tone: string; cues: readonly string[] }[] = [
  { tone: '治愈', cues: ['治愈', '温暖', '柔和', '陪伴'] },
  { tone: '国潮', cues: ['国潮', '国风', '东方', '传统', '民俗', '节气', '中秋'] },
  { tone: '极简', cues: ['极简', '克制', '留白', '简单', '几何'] },
  { tone: '清新', cues: ['清新', '轻盈', '通透', '呼吸感', '春日', '晨光', '森林', '自然'] },
  { tone: '复古', cues: ['复古', '丝网', '怀旧'] },
  { tone: '童趣', cues: ['童趣', '绘本', '孩子', '亲子', '小熊', '晚安故事'] },
  { tone: '萌系', cues: ['可爱', '圆滚滚', '表情包', '吉祥物', '潮玩', '乐观'] },
  { tone: '扁平', cues: ['扁平', '图形'] },
  { tone: '手绘', cues: ['手绘', '水彩', '笔刷', '手记'] },
  { tone: '潮流', cues: ['潮流', '冲击力', '节奏感', '年轻', '音乐节'] },
  { tone: '商务', cues: ['品牌', '商业', '视觉系统', 'VI'] },
];

/** At most this many tones per designer. */
export const TONES_MAX = 4;

export function deriveTones(intro: string, texts: readonly string[]): string[] {
  const scored = TONES.map(({ tone, cues }, order) => {
    const hits = (text: string) => cues.some((cue) => text.includes(cue));
    const score = (hits(intro) ? 2 : 0) + texts.filter(hits).length;
    return { tone, order, score };
  });
  return scored
    .filter((s) => s.score > 0)
    .sort((a, b) => b.score - a.score || a.order - b.order)
    .slice(0, TONES_MAX)
    .map((s) => s.tone);
}
