import { SITE_BEHAVIOUR_SCRIPT } from './site-behaviour-script';

/** The public pages' only script of our own (see site-behaviour.ts); placed after the header. */
export function SiteBehaviourScript() {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: our own compiled code, no user input.
  return <script dangerouslySetInnerHTML={{ __html: SITE_BEHAVIOUR_SCRIPT }} />;
}
