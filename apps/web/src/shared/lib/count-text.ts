/** A page total as shown: "约 N" when the api could only estimate it (`approximate`, docs/decisions/007). */
export function countText(page: { total: number; approximate?: boolean | undefined }): string {
  return `${page.approximate ? '约 ' : ''}${page.total.toLocaleString('zh-CN')}`;
}
