import { SITE_BEHAVIOUR_SRC } from './site-behaviour-script';

/**
 * The public pages' only script of our own (see site-behaviour.ts). Async: React puts it into <head>,
 * it never blocks parsing, and it needs no element to exist yet (its listeners sit on the document).
 */
export function SiteBehaviourScript() {
  return <script src={SITE_BEHAVIOUR_SRC} async />;
}
