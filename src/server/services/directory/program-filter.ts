import { PROGRAM_FILTERS, type ProgramFilter } from '../../../shared/blocks/business-search/definition';
import { isOneOf } from '../../../shared/blocks/constants';
import type { DirectoryBusiness } from '../../../shared/content/listings';

/** The block's stored option as a filter; a stale or hand-edited value lists everyone, like the default. */
export function programFilterOf(value: unknown): ProgramFilter {
  return isOneOf(PROGRAM_FILTERS, value) ? value : 'all';
}

/** Whether a business belongs in a directory filtered by program. */
export function inProgram(programs: DirectoryBusiness['programs'], program: ProgramFilter): boolean {
  if (program === 'healthOptics') return programs.healthOptics;
  if (program === 'frequentlens') return programs.frequentlens;
  return true;
}
