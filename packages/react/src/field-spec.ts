/**
 * A title input's spec, the same on every form of both sites (作品标题, 视频标题 …): the label, the placeholder that
 * names the thing, the limit and its hint.
 */
export function titleFieldSpec(label: string, thing: string, max: number) {
  return { label, name: 'title', placeholder: `给${thing}起个名字`, maxLength: max, hint: `1-${max}个字` } as const;
}
