/**
 * The drawer shows the deal's title as its heading: a body that opens with a markdown heading of the
 * same words (the CMS's usual shape) would show it twice, so that first heading is left out. Any
 * other first line, or a heading with other words, is kept.
 */
export function bodyWithoutTitle(body: string, title: string): string {
  const lines = body.split('\n');
  const first = lines.findIndex((line) => line.trim() !== '');
  if (first < 0) return body;
  const heading = /^ {0,3}#{1,6}[ \t]+(.*?)(?:[ \t]+#+)?[ \t]*$/.exec(lines[first]!);
  const words = (text: string) => text.replace(/[*_`]/g, '').replace(/\s+/g, ' ').trim().toLocaleLowerCase();
  if (!heading || words(heading[1]!) !== words(title)) return body;
  return lines.slice(first + 1).join('\n').replace(/^\s*\n/, '');
}
