import { jsonLdText } from '@/shared/seo/business-structured-data';

/** JSON-LD for search engines; a data block, never executed (the CSP does not apply to it). */
export function StructuredData({ data }: { data: unknown }) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON with `<` escaped (jsonLdText) cannot leave the element.
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(data) }} />;
}
