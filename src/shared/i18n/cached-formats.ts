/**
 * Intl formatters, made once per language and options: building one costs far more than
 * formatting with it (a page of dated cards built dozens per render).
 */
const dateFormats = new Map<string, Intl.DateTimeFormat>();
const numberFormats = new Map<string, Intl.NumberFormat>();
const listFormats = new Map<string, Intl.ListFormat>();

function cached<F>(cache: Map<string, F>, key: string, make: () => F): F {
  let format = cache.get(key);
  if (!format) {
    format = make();
    cache.set(key, format);
  }
  return format;
}

export function dateFormat(tag: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  return cached(dateFormats, `${tag}|${JSON.stringify(options)}`, () => new Intl.DateTimeFormat(tag, options));
}

export function numberFormat(tag: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  return cached(numberFormats, `${tag}|${JSON.stringify(options)}`, () => new Intl.NumberFormat(tag, options));
}

export function listFormat(tag: string): Intl.ListFormat {
  return cached(listFormats, tag, () => new Intl.ListFormat(tag));
}
