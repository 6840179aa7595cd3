/** Longest link label shown in the rich-text bar (editor-core §9 "Link label truncation"). */
export const LINK_LABEL_MAX_LENGTH = 20;

const PREFIX = /^(?:https?:\/\/|mailto:|tel:)/i;

/** A link target as the rich-text bar shows it: no scheme prefix, at most 20 characters (17 + '…'). */
export function linkLabel(value: string): string {
  const label = value.trim().replace(PREFIX, '');
  return label.length > LINK_LABEL_MAX_LENGTH ? `${label.slice(0, LINK_LABEL_MAX_LENGTH - 3)}…` : label;
}
