/**
 * How many lines the element's text takes on screen: the distinct tops of its line boxes
 * (one client rect per line of each text node; a pixel apart counts as the same line).
 */
export function textLineCount(element: Element) {
  const range = document.createRange();
  range.selectNodeContents(element);
  const tops = [...range.getClientRects()]
    .filter((rect) => rect.width > 0 && rect.height > 0)
    .map((rect) => rect.top);
  const lines: number[] = [];
  for (const top of tops.sort((a, b) => a - b))
    if (lines.length === 0 || top - lines[lines.length - 1]! > 1) lines.push(top);
  return lines.length;
}
