/**
 * A `srcset` attribute's addresses, read as HTML reads them ("parse a srcset attribute"): an address is a
 * run of characters other than white space, so it may hold commas (`/w_100,h_100/a.jpg` on image CDNs),
 * and only its trailing commas end it; its descriptors (`2x`, `100w`) run to the next comma outside
 * parentheses.
 */
const whitespace = /[\t\n\f\r ]/;

/** `srcset` with each address replaced by `map(address)`, the candidates joined by `, `. */
export function mapSrcset(srcset: string, map: (address: string) => string): string {
  const candidates: string[] = [];
  let at = 0;
  while (at < srcset.length) {
    while (at < srcset.length && (whitespace.test(srcset[at]!) || srcset[at] === ',')) at += 1;
    if (at >= srcset.length) break;
    const start = at;
    while (at < srcset.length && !whitespace.test(srcset[at]!)) at += 1;
    let address = srcset.slice(start, at);
    let descriptors = '';
    if (address.endsWith(',')) {
      address = address.replace(/,+$/, '');
    } else {
      const descriptorsStart = at;
      let depth = 0;
      while (at < srcset.length && (srcset[at] !== ',' || depth > 0)) {
        if (srcset[at] === '(') depth += 1;
        else if (srcset[at] === ')' && depth > 0) depth -= 1;
        at += 1;
      }
      descriptors = srcset
        .slice(descriptorsStart, at)
        .trim()
        .replace(/[\t\n\f\r ]+/g, ' ');
      at += 1;
    }
    candidates.push(descriptors ? `${map(address)} ${descriptors}` : map(address));
  }
  return candidates.join(', ');
}
