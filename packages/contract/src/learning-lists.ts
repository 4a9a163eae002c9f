import { FREE_TEXT_MAX_LENGTH } from '@elevar/domain';
import { z } from 'zod';
import { PageQuery, pageOf, queryId, TranslatedText } from './common.ts';
import { AuthoredText } from './learning-authoring.ts';

/** Learning authoring's lists (docs/learning.md, "Authoring"): course categories and user groups' members. */

// Course categories (the catalogue's "categories" filter), named in all four languages.

export const CourseCategory = z.object({
  id: z.number().int(),
  names: AuthoredText,
  name: z.string().describe('In the request’s language'),
  position: z.number().int(),
  course_count: z.number().int(),
});
export type CourseCategory = z.infer<typeof CourseCategory>;

export const CourseCategoryList = z.object({ results: z.array(CourseCategory) });
export type CourseCategoryList = z.infer<typeof CourseCategoryList>;

export const CourseCategoryRequest = z.object({
  names: TranslatedText,
  position: z.number().int().min(0).max(100000).optional(),
});
export type CourseCategoryRequest = z.infer<typeof CourseCategoryRequest>;

export const UpdateCourseCategoryRequest = CourseCategoryRequest.partial();
export type UpdateCourseCategoryRequest = z.infer<typeof UpdateCourseCategoryRequest>;

// User-group membership (who sees courses shown to a group).

export const GroupMemberQuery = PageQuery.extend({
  search: z.string().trim().max(100).optional().describe('Part of the username or full name'),
});
export type GroupMemberQuery = z.infer<typeof GroupMemberQuery>;

export const GroupMember = z.object({
  user_id: z.number().int(),
  username: z.string(),
  full_name: z.string(),
  added_at: z.string(),
});
export type GroupMember = z.infer<typeof GroupMember>;

export const GroupMemberPage = pageOf(GroupMember);
export type GroupMemberPage = z.infer<typeof GroupMemberPage>;

export const GroupMemberParams = z.object({ id: queryId(), user_id: queryId() });

/** The most usernames one request (or one CSV file) adds. */
export const GROUP_IMPORT_MAX_ROWS = 10000;

export const AddGroupMembersRequest = z.object({
  usernames: z.array(z.string().trim().min(1).max(FREE_TEXT_MAX_LENGTH)).min(1).max(GROUP_IMPORT_MAX_ROWS),
});
export type AddGroupMembersRequest = z.infer<typeof AddGroupMembersRequest>;

/**
 * What adding usernames did, each username in one list as it was sent: added, already a member, or unknown (no
 * such user in the client). Repeated usernames count once.
 */
export const GroupImportReport = z.object({
  added: z.array(z.string()),
  already_member: z.array(z.string()),
  unknown: z.array(z.string()),
});
export type GroupImportReport = z.infer<typeof GroupImportReport>;
