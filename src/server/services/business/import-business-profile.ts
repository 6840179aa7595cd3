import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { type Node, findNodeAtLocation, type ParseError, parseTree, printParseErrorCode } from 'jsonc-parser';
import type { z } from 'zod';
import { ZBusinessImportFile, type BusinessImportFile } from '../../../shared/schemas/business';
import type { BusinessProfile } from '../../../shared/content/business';
import type { Database } from '../../db/client';
import { siteDomains } from '../../db/schema';
import { AppError, apiMessage, isApiKey } from '../../platform/app-error';
import { getBusinessProfile } from './get-business-profile';
import { saveBusinessProfile } from './save-business-profile';

/** 1-based line of a character offset. */
function lineAt(text: string, offset: number): number {
  let line = 1;
  for (let i = 0; i < offset && i < text.length; i += 1) if (text.charCodeAt(i) === 10) line += 1;
  return line;
}

/** "branches[0].openingHours.periods[2].close" */
function fieldName(path: readonly PropertyKey[]): string {
  return path.reduce<string>((name, part) => (typeof part === 'number' ? `${name}[${part}]` : name ? `${name}.${String(part)}` : String(part)), '') || '(file)';
}

/** The deepest node of the path that exists (a missing field points at its parent object). */
function nodeOf(root: Node | undefined, path: readonly PropertyKey[]): Node | undefined {
  if (!root) return undefined;
  for (let length = path.length; length >= 0; length -= 1) {
    const segments = path.slice(0, length).map((part) => (typeof part === 'number' ? part : String(part)));
    const node = findNodeAtLocation(root, segments);
    if (node) return node;
  }
  return root;
}

/** Every problem of the file as "line 12, branches[0].email: Please enter a valid e-mail address." */
function describeIssues(text: string, root: Node | undefined, issues: z.core.$ZodIssue[]): string[] {
  return issues.map((issue) => {
    const node = nodeOf(root, issue.path);
    const message = isApiKey(issue.message) ? apiMessage('en', issue.message) : issue.message;
    return `line ${lineAt(text, node?.offset ?? 0)}, ${fieldName(issue.path)}: ${message}`;
  });
}

/** Parses and validates the file's text; errors name line and field. */
export function parseBusinessImport(text: string): BusinessImportFile {
  const errors: ParseError[] = [];
  const root = parseTree(text, errors, { allowTrailingComma: false, disallowComments: true });
  if (errors.length > 0 || !root) {
    const problems = errors.map((error) => `line ${lineAt(text, error.offset)}: ${printParseErrorCode(error.error)}`);
    throw new AppError('BAD_REQUEST', { text: `The file is not valid JSON.\n${problems.join('\n') || 'It is empty.'}` });
  }
  const parsed = ZBusinessImportFile.safeParse(JSON.parse(text));
  if (!parsed.success) {
    throw new AppError('BAD_REQUEST', {
      text: `The business profile has ${parsed.error.issues.length} problem(s):\n${describeIssues(text, root, parsed.error.issues).join('\n')}`,
    });
  }
  return parsed.data;
}

/** Ids left out in the file: the site's branch of the same name, the staff member of the same e-mail or name, else new. */
function withIds(file: BusinessImportFile, current: BusinessProfile): BusinessProfile {
  const staffKey = (s: { email: string; firstName: string; lastName: string }) => s.email.toLowerCase() || `${s.firstName} ${s.lastName}`.toLowerCase();
  const branchByName = new Map(current.branches.map((b) => [b.name.toLowerCase(), b.id]));
  const staffByKey = new Map(current.staff.map((s) => [staffKey(s), s.id]));
  return {
    ...file,
    branches: file.branches.map((branch) => ({ ...branch, id: branch.id ?? branchByName.get(branch.name.toLowerCase()) ?? randomUUID() })),
    staff: file.staff.map((member) => ({ ...member, id: member.id ?? staffByKey.get(staffKey(member)) ?? randomUUID() })),
  };
}

/** `business:import`: replaces the business profile of the site serving `host` with the file's. */
export async function importBusinessProfile(db: Database, options: { host: string; text: string }) {
  const [domain] = await db.select({ siteId: siteDomains.siteId }).from(siteDomains).where(eq(siteDomains.host, options.host.toLowerCase())).limit(1);
  if (!domain) throw new AppError('NOT_FOUND', 'admin.hostNotFound', { values: { host: options.host } });
  const file = parseBusinessImport(options.text);
  const current = await getBusinessProfile(db, { siteId: domain.siteId });
  const saved = await saveBusinessProfile(db, { siteId: domain.siteId, profile: withIds(file, current.profile), version: null });
  return { siteId: domain.siteId, version: saved.version, branches: saved.profile.branches.length, staff: saved.profile.staff.length };
}
