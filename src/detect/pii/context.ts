/**
 * Context words around a candidate: "phone: 555 123 4567" is a phone number, "SKU 555 123 4567"
 * is not. Rules look a few words back (and a little ahead) and raise or lower their score.
 */

/** Characters examined before a candidate. */
const BEFORE = 40;
/** Characters examined after a candidate. */
const AFTER = 16;

/** The lower-cased text just before `start`. */
export function before(text: string, start: number, width = BEFORE): string {
  return text.slice(Math.max(0, start - width), start).toLowerCase();
}

/** The lower-cased text just after `end`. */
export function after(text: string, end: number, width = AFTER): string {
  return text.slice(end, end + width).toLowerCase();
}

/** Compiles a list of context words into one case-insensitive word-boundary test. */
export function words(list: readonly string[]): RegExp {
  const escaped = list.map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return new RegExp(`(?:^|[^\\p{L}\\p{N}])(?:${escaped.join('|')})(?![\\p{L}])`, 'iu');
}

/** Words that say a number that follows is an identifier of a thing, not of a person. */
export const THING_ID_WORDS = words([
  'sku',
  'part',
  'part no',
  'p/n',
  'pn',
  'item',
  'model',
  'serial',
  's/n',
  'order',
  'invoice',
  'inv',
  'ticket',
  'case',
  'ref',
  'reference',
  'tracking',
  'shipment',
  'isbn',
  'issn',
  'imei',
  'meid',
  'iccid',
  'imsi',
  'batch',
  'lot',
  'build',
  'version',
  'ver',
  'release',
  'chapter',
  'section',
  'page',
  'pages',
  'row',
  'rows',
  'count',
  'total',
  'qty',
  'quantity',
  'sum',
  'amount',
  'price',
  'bytes',
  'checksum',
  'hash',
  'commit',
  'pid',
  'port',
  'line',
  'lines',
  'figure',
  'fig',
  'table',
  'step',
  'id',
  '#',
  'no.',
  'nr',
  'transaction',
  'txn',
  'po',
  'asin',
  'upc',
  'ean',
  'gtin',
  'patent',
  'docket',
  'record',
  'records',
  'population',
  'revenue',
  'total',
  'units',
  'quantity',
  'amount',
]);

/** True when a thing-identifier word is among the few words before `start`. */
export function thingContext(text: string, start: number): boolean {
  return THING_ID_WORDS.test(before(text, start, 24));
}
