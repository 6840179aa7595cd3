import { ENUMERATIONS, PROPERTY_RANGES, SCHEMA_TYPES, isA, propertiesOf } from './schema-org-vocabulary';

/**
 * Checks a JSON-LD value as a schema.org validator and a search engine's rich-result test would
 * (issue 33): every type and property exists in schema.org's vocabulary (tests/support/
 * schema-org-vocabulary.ts) and fits where it is used, enumeration values are members, and each
 * type carries what Google's rich results require of it. Returns the problems, empty when none.
 */

type Node = Record<string, unknown>;
const isNode = (value: unknown): value is Node => typeof value === 'object' && value !== null && !Array.isArray(value);
const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : [value]);
const filled = (value: unknown) => value !== undefined && value !== null && value !== '' && !(Array.isArray(value) && value.length === 0);
const isAbsoluteUrl = (value: unknown) => typeof value === 'string' && /^https?:\/\/[^/\s]+/.test(value);
const isIsoDate = (value: unknown) => typeof value === 'string' && /^\d{4}-\d{2}-\d{2}(T[\d:.]+(Z|[+-]\d{2}:\d{2})?)?$/.test(value);

function requiredProblems(type: string, node: Node, where: string): string[] {
  const problems: string[] = [];
  const need = (property: string, ok: (value: unknown) => boolean = filled) => {
    if (!ok(node[property])) problems.push(`${where}: ${type} needs a valid ${property}`);
  };
  if (isA(type, 'LocalBusiness')) {
    need('name');
    need('address', (value) => isNode(value) && ['streetAddress', 'addressLocality', 'postalCode', 'addressCountry'].every((key) => filled(value[key])));
    if (node.telephone !== undefined) need('telephone', (value) => typeof value === 'string' && /^\+[1-9]\d{6,14}$/.test(value));
    if (node.url !== undefined) need('url', isAbsoluteUrl);
    if (node.image !== undefined) need('image', isAbsoluteUrl);
  }
  if (isA(type, 'GeoCoordinates')) {
    need('latitude', (value) => typeof value === 'number' && Math.abs(value) <= 90);
    need('longitude', (value) => typeof value === 'number' && Math.abs(value) <= 180);
  }
  if (isA(type, 'BreadcrumbList')) {
    const items = list(node.itemListElement).filter(isNode);
    if (items.length < 2) problems.push(`${where}: BreadcrumbList needs two or more ListItems`);
    items.forEach((item, index) => {
      if (item.position !== index + 1) problems.push(`${where}: ListItem ${index + 1} has position ${String(item.position)}`);
      if (!filled(item.name)) problems.push(`${where}: ListItem ${index + 1} needs a name`);
      if (index < items.length - 1 && !isAbsoluteUrl(item.item)) problems.push(`${where}: ListItem ${index + 1} needs an absolute item URL`);
    });
  }
  if (isA(type, 'JobPosting')) {
    need('title');
    need('description');
    need('datePosted', isIsoDate);
    if (node.validThrough !== undefined) need('validThrough', isIsoDate);
    need('hiringOrganization', (value) => isNode(value) && filled(value.name));
    need('jobLocation', (value) => list(value).every((place) => isNode(place) && isNode(place.address) && filled(place.address.addressCountry)));
    const types = ['FULL_TIME', 'PART_TIME', 'CONTRACTOR', 'TEMPORARY', 'INTERN', 'VOLUNTEER', 'PER_DIEM', 'OTHER'];
    if (node.employmentType !== undefined) need('employmentType', (value) => list(value).every((entry) => types.includes(String(entry))));
  }
  if (isA(type, 'Product')) {
    need('name');
    if (!filled(node.offers) && !filled(node.review) && !filled(node.aggregateRating))
      problems.push(`${where}: Product needs offers, review or aggregateRating`);
  }
  if (isA(type, 'Offer')) {
    need('price', (value) => typeof value === 'number' && Number.isFinite(value) && value >= 0);
    need('priceCurrency', (value) => typeof value === 'string' && /^[A-Z]{3}$/.test(value));
  }
  return problems;
}

function checkNode(node: Node, where: string, expected: readonly string[] | null): string[] {
  const type = node['@type'];
  if (typeof type !== 'string') return [`${where}: no @type`];
  if (!SCHEMA_TYPES[type]) return [`${where}: unknown type ${type}`];
  const problems: string[] = [];
  if (expected && !expected.some((range) => isA(type, range))) problems.push(`${where}: ${type} where ${expected.join(' or ')} is expected`);
  const allowed = propertiesOf(type);
  for (const [property, value] of Object.entries(node)) {
    if (property.startsWith('@')) continue;
    if (!allowed.has(property)) {
      problems.push(`${where}: ${type} has no property ${property}`);
      continue;
    }
    for (const [index, entry] of list(value).entries()) {
      const at = `${where}.${property}${Array.isArray(value) ? `[${index}]` : ''}`;
      if (isNode(entry)) problems.push(...checkNode(entry, at, PROPERTY_RANGES[property] ?? null));
      else if (ENUMERATIONS[property] && !ENUMERATIONS[property].includes(String(entry))) problems.push(`${at}: ${String(entry)} is no member`);
    }
  }
  return [...problems, ...requiredProblems(type, node, where)];
}

/** The problems of one `<script type="application/ld+json">`'s value (an object or a list of them). */
export function structuredDataProblems(value: unknown, where = '$'): string[] {
  return list(value).flatMap((entry, index) => {
    const at = Array.isArray(value) ? `${where}[${index}]` : where;
    if (!isNode(entry)) return [`${at}: not an object`];
    if (entry['@context'] !== 'https://schema.org') return [`${at}: @context is not https://schema.org`];
    return checkNode(entry, at, null);
  });
}

/** The values of every JSON-LD script of an HTML document. */
export function jsonLdBlocks(html: string): unknown[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((match) => JSON.parse(match[1] ?? 'null'));
}
