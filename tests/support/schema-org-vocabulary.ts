/**
 * The part of schema.org's vocabulary our JSON-LD uses (schema.org v29, copied by hand from the
 * type pages): each type's direct supertypes and the properties whose domain includes it, each
 * property's expected types where it takes an object, and the enumeration members we name. A
 * property or type not listed here is reported as unknown: extend this file from schema.org when
 * the structured data grows, never to make a typo pass.
 */

export type SchemaType = { supertypes: readonly string[]; properties: readonly string[] };

export const SCHEMA_TYPES: Readonly<Record<string, SchemaType>> = {
  Thing: { supertypes: [], properties: ['name', 'url', 'image', 'description', 'sameAs', 'identifier', 'alternateName', 'mainEntityOfPage'] },
  Intangible: { supertypes: ['Thing'], properties: [] },
  StructuredValue: { supertypes: ['Intangible'], properties: [] },
  Organization: {
    supertypes: ['Thing'],
    properties: ['logo', 'telephone', 'email', 'address', 'location', 'brand', 'contactPoint', 'legalName', 'areaServed', 'parentOrganization'],
  },
  Place: {
    supertypes: ['Thing'],
    properties: ['address', 'geo', 'telephone', 'logo', 'openingHoursSpecification', 'latitude', 'longitude', 'hasMap', 'specialOpeningHoursSpecification'],
  },
  LocalBusiness: { supertypes: ['Organization', 'Place'], properties: ['openingHours', 'priceRange', 'currenciesAccepted', 'paymentAccepted', 'branchOf'] },
  MedicalBusiness: { supertypes: ['LocalBusiness'], properties: [] },
  Optician: { supertypes: ['MedicalBusiness'], properties: [] },
  ContactPoint: { supertypes: ['StructuredValue'], properties: ['telephone', 'email', 'contactType', 'areaServed', 'availableLanguage', 'hoursAvailable'] },
  PostalAddress: {
    supertypes: ['ContactPoint'],
    properties: ['streetAddress', 'postalCode', 'addressLocality', 'addressRegion', 'addressCountry', 'postOfficeBoxNumber'],
  },
  GeoCoordinates: { supertypes: ['StructuredValue'], properties: ['latitude', 'longitude', 'elevation', 'address', 'addressCountry', 'postalCode'] },
  OpeningHoursSpecification: { supertypes: ['StructuredValue'], properties: ['dayOfWeek', 'opens', 'closes', 'validFrom', 'validThrough'] },
  ItemList: { supertypes: ['Intangible'], properties: ['itemListElement', 'itemListOrder', 'numberOfItems'] },
  BreadcrumbList: { supertypes: ['ItemList'], properties: [] },
  ListItem: { supertypes: ['Intangible'], properties: ['item', 'position', 'nextItem', 'previousItem'] },
  JobPosting: {
    supertypes: ['Intangible'],
    properties: [
      'title',
      'datePosted',
      'validThrough',
      'employmentType',
      'hiringOrganization',
      'jobLocation',
      'jobLocationType',
      'baseSalary',
      'applicantLocationRequirements',
      'directApply',
      'workHours',
      'industry',
      'occupationalCategory',
    ],
  },
  Product: {
    supertypes: ['Thing'],
    properties: ['offers', 'brand', 'sku', 'gtin', 'category', 'color', 'itemCondition', 'aggregateRating', 'review', 'logo', 'model'],
  },
  Offer: {
    supertypes: ['Intangible'],
    properties: [
      'price',
      'priceCurrency',
      'availability',
      'itemCondition',
      'validFrom',
      'validThrough',
      'seller',
      'priceValidUntil',
      'category',
      'itemOffered',
    ],
  },
};

/** Expected types of the properties that take an object (a value of another type is an error). */
export const PROPERTY_RANGES: Readonly<Record<string, readonly string[]>> = {
  address: ['PostalAddress'],
  geo: ['GeoCoordinates'],
  openingHoursSpecification: ['OpeningHoursSpecification'],
  itemListElement: ['ListItem', 'Thing'],
  item: ['Thing'],
  hiringOrganization: ['Organization'],
  jobLocation: ['Place'],
  offers: ['Offer'],
  seller: ['Organization'],
  contactPoint: ['ContactPoint'],
};

/** Enumeration members a property may name by URL (the only URLs it accepts). */
export const ENUMERATIONS: Readonly<Record<string, readonly string[]>> = {
  dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday', 'PublicHolidays'].map((day) => `https://schema.org/${day}`),
  availability: ['InStock', 'OutOfStock', 'PreOrder', 'SoldOut', 'LimitedAvailability', 'OnlineOnly', 'InStoreOnly', 'Discontinued'].map(
    (value) => `https://schema.org/${value}`,
  ),
};

/** Whether `type` is `ancestor` or one of its subtypes. */
export function isA(type: string, ancestor: string): boolean {
  if (type === ancestor) return true;
  return (SCHEMA_TYPES[type]?.supertypes ?? []).some((parent) => isA(parent, ancestor));
}

/** Every property schema.org allows on `type` (its own and its supertypes'). */
export function propertiesOf(type: string): Set<string> {
  const known = SCHEMA_TYPES[type];
  if (!known) return new Set();
  return new Set([...known.properties, ...known.supertypes.flatMap((parent) => [...propertiesOf(parent)])]);
}
