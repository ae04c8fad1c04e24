// Drizzle schema: the source of the generated SQL migrations (server/db/migrations).
// Searched text columns get a pg_trgm GIN index on f_unaccent(column): f_unaccent is the
// IMMUTABLE wrapper of unaccent() created by hand in the first migration (unaccent itself
// cannot be indexed). Lists page by keyset on (ordering value, id): composite indexes below.
import { sql } from 'drizzle-orm';
import {
  boolean, check, date, index, integer, jsonb, pgEnum, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid, varchar,
} from 'drizzle-orm/pg-core';

export const tierEnum = pgEnum('tier', ['start', 'pro', 'corpo']);
export const roleEnum = pgEnum('user_role', ['admin', 'support']);

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const trgm = (column: { name: string }) => sql`f_unaccent(${sql.identifier(column.name)}) gin_trgm_ops`;

export const companies = pgTable('companies', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  name: varchar('name', { length: 255 }).notNull(),
  isDemo: boolean('is_demo').notNull().default(false),
  repere1: varchar('repere_1', { length: 255 }).notNull().default(''),
  repere2: varchar('repere_2', { length: 255 }).notNull().default(''),
  useRepere2: boolean('use_repere_2').notNull().default(true),
  integration: text('integration'),
  tier: tierEnum('tier').notNull().default('start'),
  createdAt: createdAt(),
}, (t) => [index('companies_name_id_idx').on(t.name, t.id)]);

export const factories = pgTable('factories', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  name: varchar('name', { length: 255 }).notNull(),
  companyId: integer('company_id').notNull().references(() => companies.id, { onDelete: 'cascade' }),
  createdAt: createdAt(),
}, (t) => [
  index('factories_company_name_id_idx').on(t.companyId, t.name, t.id),
  index('factories_name_id_idx').on(t.name, t.id),
  index('factories_created_at_id_idx').on(t.createdAt, t.id),
  index('factories_name_trgm_idx').using('gin', trgm(t.name)),
]);

export const regulations = pgTable('regulations', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  name: varchar('name', { length: 255 }).notNull(),
  createdAt: createdAt(),
}, (t) => [uniqueIndex('regulations_name_idx').on(t.name)]);

export const elementTypes = pgTable('element_types', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  name: varchar('name', { length: 255 }).notNull(),
  url: text('url'),
  regulationId: integer('regulation_id').notNull().references(() => regulations.id, { onDelete: 'cascade' }),
}, (t) => [index('element_types_regulation_name_idx').on(t.regulationId, t.name, t.id)]);

/** Regulations a company follows on a site. */
export const factoryRegulations = pgTable('factory_regulations', {
  factoryId: integer('factory_id').notNull().references(() => factories.id, { onDelete: 'cascade' }),
  regulationId: integer('regulation_id').notNull().references(() => regulations.id, { onDelete: 'cascade' }),
}, (t) => [
  primaryKey({ columns: [t.factoryId, t.regulationId] }),
  index('factory_regulations_regulation_idx').on(t.regulationId),
]);

export const buildings = pgTable('buildings', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  uniqueId: uuid('unique_id').notNull().unique().default(sql`gen_random_uuid()`),
  name: varchar('name', { length: 255 }).notNull(),
  factoryId: integer('factory_id').notNull().references(() => factories.id, { onDelete: 'cascade' }),
  /** Stands for "the whole site": created with its factory, never edited nor deleted by hand. */
  isGhost: boolean('is_ghost').notNull().default(false),
  createdAt: createdAt(),
}, (t) => [
  index('buildings_factory_name_id_idx').on(t.factoryId, t.name, t.id),
  index('buildings_name_id_idx').on(t.name, t.id),
  index('buildings_created_at_id_idx').on(t.createdAt, t.id),
  index('buildings_name_trgm_idx').using('gin', trgm(t.name)),
]);

export const users = pgTable('users', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  /** Always stored trimmed and lowercased (check constraint below): logins compare it as is. */
  email: varchar('email', { length: 254 }).notNull(),
  firstName: varchar('first_name', { length: 150 }).notNull().default(''),
  lastName: varchar('last_name', { length: 150 }).notNull().default(''),
  passwordHash: text('password_hash'),
  role: roleEnum('role'),
  pictureId: integer('picture_id'),
  forcePasswordChange: boolean('force_password_change').notNull().default(false),
  excludeFromSso: boolean('exclude_from_sso').notNull().default(false),
  isAdministrator: boolean('is_administrator').notNull().default(false),
  dashboardAccess: text('dashboard_access').array().notNull().default(sql`'{}'::text[]`),
  canProcessExpressReports: boolean('can_process_express_reports').notNull().default(false),
  profileDetails: jsonb('profile_details').$type<Record<string, unknown>>().notNull().default({}),
  /** { area: ["view", "create", ...] } */
  rights: jsonb('rights').$type<Record<string, string[]>>().notNull().default({}),
  language: varchar('language', { length: 8 }).notNull().default('fr'),
  /** Which e-mails the user receives: { <kind>: boolean } (absent: the kind's default). */
  notificationSettings: jsonb('notification_settings').$type<Record<string, boolean>>().notNull().default({}),
  /** Who invited the user (the wizard), kept for the invitation e-mail and the history. */
  invitedBy: integer('invited_by'),
  isActive: boolean('is_active').notNull().default(true),
  createdAt: createdAt(),
}, (t) => [
  uniqueIndex('users_email_idx').on(t.email),
  check('users_email_lower', sql`${t.email} = lower(btrim(${t.email}))`),
  index('users_last_name_id_idx').on(t.lastName, t.id),
]);

export const userCompanies = pgTable('user_companies', {
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  companyId: integer('company_id').notNull().references(() => companies.id, { onDelete: 'cascade' }),
}, (t) => [primaryKey({ columns: [t.userId, t.companyId] }), index('user_companies_company_idx').on(t.companyId)]);

/** Site scope: a user sees the sites listed here (none when empty), within their companies. */
export const userFactories = pgTable('user_factories', {
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  factoryId: integer('factory_id').notNull().references(() => factories.id, { onDelete: 'cascade' }),
}, (t) => [primaryKey({ columns: [t.userId, t.factoryId] }), index('user_factories_factory_idx').on(t.factoryId)]);

/** Regulation scope. */
export const userRegulations = pgTable('user_regulations', {
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  regulationId: integer('regulation_id').notNull().references(() => regulations.id, { onDelete: 'cascade' }),
}, (t) => [primaryKey({ columns: [t.userId, t.regulationId] }), index('user_regulations_regulation_idx').on(t.regulationId)]);

/** API tokens: only the SHA-256 of the token is stored. company_id is a support user's selection. */
export const apiSessions = pgTable('api_sessions', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  tokenHash: varchar('token_hash', { length: 64 }).notNull(),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  companyId: integer('company_id').references(() => companies.id, { onDelete: 'set null' }),
  expiry: timestamp('expiry', { withTimezone: true }).notNull(),
  revokedAt: timestamp('revoked_at', { withTimezone: true }),
  createdAt: createdAt(),
  lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [uniqueIndex('api_sessions_token_hash_idx').on(t.tokenHash), index('api_sessions_user_idx').on(t.userId)]);

/** Failed logins, counted per username+IP over a window (rate limit shared by every instance). */
export const loginFailures = pgTable('login_failures', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  username: varchar('username', { length: 254 }).notNull(),
  ip: varchar('ip', { length: 64 }).notNull(),
  createdAt: createdAt(),
}, (t) => [index('login_failures_key_idx').on(t.username, t.ip, t.createdAt), index('login_failures_created_idx').on(t.createdAt)]);

export const jobStatusEnum = pgEnum('job_status', ['queued', 'running', 'done', 'failed']);

/**
 * What a user sees of a background job (pg-boss keeps the queue itself; its job id is this id).
 * Written by the job runner: status, progress 0-100, result, or a translatable error.
 */
export const jobRuns = pgTable('job_runs', {
  id: uuid('id').primaryKey(),
  kind: varchar('kind', { length: 64 }).notNull(),
  userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
  companyId: integer('company_id').references(() => companies.id, { onDelete: 'set null' }),
  status: jobStatusEnum('status').notNull().default('queued'),
  progress: integer('progress').notNull().default(0),
  /** The job's input (without secrets), kept to show what was asked. */
  params: jsonb('params').$type<Record<string, unknown>>().notNull().default({}),
  result: jsonb('result').$type<Record<string, unknown>>(),
  /** An i18n key (`jobs.errors.*`, `api.*`) and its parameters, translated when read. */
  errorKey: varchar('error_key', { length: 128 }),
  errorParams: jsonb('error_params').$type<Record<string, string | number>>(),
  attempts: integer('attempts').notNull().default(0),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  finishedAt: timestamp('finished_at', { withTimezone: true }),
}, (t) => [index('job_runs_user_created_idx').on(t.userId, t.createdAt)]);

/**
 * The activity log: one row per write (create, update, delete, bulk, status, login, import,
 * export), written in the write's own transaction. Labels are kept as they were, so the log
 * stays readable after the object or the user is gone.
 */
export const activityLog = pgTable('activity_log', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  createdAt: createdAt(),
  userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
  userLabel: varchar('user_label', { length: 320 }).notNull().default(''),
  companyId: integer('company_id').references(() => companies.id, { onDelete: 'cascade' }),
  /** The site the object belongs to, when it has one (site scoping of the log). */
  factoryId: integer('factory_id'),
  action: varchar('action', { length: 32 }).notNull(),
  objectType: varchar('object_type', { length: 64 }).notNull(),
  objectId: integer('object_id'),
  objectLabel: varchar('object_label', { length: 500 }).notNull().default(''),
  /** { field: [old, new] } */
  changes: jsonb('changes').$type<Record<string, [unknown, unknown]>>().notNull().default({}),
}, (t) => [
  index('activity_log_company_created_idx').on(t.companyId, t.createdAt, t.id),
  index('activity_log_created_id_idx').on(t.createdAt, t.id),
  index('activity_log_user_created_idx').on(t.userId, t.createdAt),
  index('activity_log_object_idx').on(t.objectType, t.objectId),
]);

/** Teams of a company: a name, members and sites. */
export const teams = pgTable('teams', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  companyId: integer('company_id').notNull().references(() => companies.id, { onDelete: 'cascade' }),
  name: varchar('name', { length: 255 }).notNull(),
  createdAt: createdAt(),
}, (t) => [index('teams_company_name_id_idx').on(t.companyId, t.name, t.id), index('teams_name_id_idx').on(t.name, t.id)]);

export const teamMembers = pgTable('team_members', {
  teamId: integer('team_id').notNull().references(() => teams.id, { onDelete: 'cascade' }),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
}, (t) => [primaryKey({ columns: [t.teamId, t.userId] }), index('team_members_user_idx').on(t.userId)]);

export const teamFactories = pgTable('team_factories', {
  teamId: integer('team_id').notNull().references(() => teams.id, { onDelete: 'cascade' }),
  factoryId: integer('factory_id').notNull().references(() => factories.id, { onDelete: 'cascade' }),
}, (t) => [primaryKey({ columns: [t.teamId, t.factoryId] }), index('team_factories_factory_idx').on(t.factoryId)]);

/**
 * One-use links sent by e-mail: an invitation (set a first password) or a password reset.
 * Only the SHA-256 of the token is stored; a used or expired token is refused.
 */
export const passwordTokens = pgTable('password_tokens', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  tokenHash: varchar('token_hash', { length: 64 }).notNull(),
  purpose: varchar('purpose', { length: 16 }).notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: createdAt(),
}, (t) => [uniqueIndex('password_tokens_hash_idx').on(t.tokenHash), index('password_tokens_user_idx').on(t.userId)]);

/** Files kept in the BlobStore (user pictures now; documents later). */
export const storedFiles = pgTable('stored_files', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  key: varchar('key', { length: 512 }).notNull(),
  name: varchar('name', { length: 255 }).notNull(),
  contentType: varchar('content_type', { length: 255 }).notNull(),
  size: integer('size').notNull(),
  companyId: integer('company_id').references(() => companies.id, { onDelete: 'cascade' }),
  uploadedBy: integer('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
}, (t) => [uniqueIndex('stored_files_key_idx').on(t.key)]);

export const conformityEnum = pgEnum('conformity', ['compliant', 'non_compliant']);
export const attributeTypeEnum = pgEnum('attribute_type', ['text', 'number', 'date', 'boolean', 'list']);

/** Groups of elements of one site and one regulation. */
export const elementGroups = pgTable('element_groups', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  companyId: integer('company_id').notNull().references(() => companies.id, { onDelete: 'cascade' }),
  factoryId: integer('factory_id').notNull().references(() => factories.id, { onDelete: 'cascade' }),
  regulationId: integer('regulation_id').notNull().references(() => regulations.id, { onDelete: 'cascade' }),
  name: varchar('name', { length: 255 }).notNull(),
  synchronised: boolean('synchronised').notNull().default(false),
  createdAt: createdAt(),
}, (t) => [
  index('element_groups_factory_name_id_idx').on(t.factoryId, t.name, t.id),
  index('element_groups_name_id_idx').on(t.name, t.id),
]);

/**
 * Regulated equipment: the largest table (a million rows per customer). company_id is kept on
 * the row (it follows its site) so scoping and counting never need a join. `conformity` is the
 * state set by people and later by controls; an expired expiry_date overrides it at read time
 * (server/domain/elements).
 */
export const elements = pgTable('elements', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  companyId: integer('company_id').notNull().references(() => companies.id, { onDelete: 'cascade' }),
  factoryId: integer('factory_id').notNull().references(() => factories.id, { onDelete: 'cascade' }),
  buildingId: integer('building_id').notNull().references(() => buildings.id, { onDelete: 'cascade' }),
  regulationId: integer('regulation_id').notNull().references(() => regulations.id, { onDelete: 'restrict' }),
  elementTypeId: integer('element_type_id').notNull().references(() => elementTypes.id, { onDelete: 'restrict' }),
  groupId: integer('group_id').references(() => elementGroups.id, { onDelete: 'set null' }),
  designation: varchar('designation', { length: 255 }).notNull(),
  identificationNumber: varchar('identification_number', { length: 100 }).notNull().default(''),
  conformity: conformityEnum('conformity').notNull().default('compliant'),
  expiryDate: date('expiry_date'),
  repere1: varchar('repere_1', { length: 255 }).notNull().default(''),
  repere2: varchar('repere_2', { length: 255 }).notNull().default(''),
  /** The code of the QR or Data Matrix label stuck on the equipment. */
  qrCode: varchar('qr_code', { length: 64 }),
  /** { attribute id: value } */
  customValues: jsonb('custom_values').$type<Record<string, unknown>>().notNull().default({}),
  /** Locked while data is updated: read-only, bulk actions off. */
  locked: boolean('locked').notNull().default(false),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  index('elements_factory_designation_id_idx').on(t.factoryId, t.designation, t.id),
  index('elements_designation_id_idx').on(t.designation, t.id),
  index('elements_company_id_idx').on(t.companyId, t.id),
  index('elements_created_at_id_idx').on(t.createdAt, t.id),
  index('elements_expiry_id_idx').on(t.expiryDate, t.id),
  index('elements_building_idx').on(t.buildingId),
  index('elements_group_idx').on(t.groupId),
  index('elements_type_idx').on(t.elementTypeId),
  uniqueIndex('elements_qr_code_idx').on(t.qrCode),
  index('elements_designation_trgm_idx').using('gin', trgm(t.designation)),
  index('elements_identification_trgm_idx').using('gin', trgm(t.identificationNumber)),
]);

/** Objects linked to an element (other elements for now). */
export const elementLinks = pgTable('element_links', {
  elementId: integer('element_id').notNull().references(() => elements.id, { onDelete: 'cascade' }),
  linkedId: integer('linked_id').notNull().references(() => elements.id, { onDelete: 'cascade' }),
}, (t) => [primaryKey({ columns: [t.elementId, t.linkedId] }), index('element_links_linked_idx').on(t.linkedId)]);

/** Custom characteristics of elements (tier pro). */
export const customAttributes = pgTable('custom_attributes', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  companyId: integer('company_id').notNull().references(() => companies.id, { onDelete: 'cascade' }),
  name: varchar('name', { length: 255 }).notNull(),
  type: attributeTypeEnum('type').notNull(),
  /** The choices of a `list` attribute. */
  choices: text('choices').array().notNull().default(sql`'{}'::text[]`),
  createdAt: createdAt(),
}, (t) => [index('custom_attributes_company_name_id_idx').on(t.companyId, t.name, t.id)]);

export const customAttributeElementTypes = pgTable('custom_attribute_element_types', {
  attributeId: integer('attribute_id').notNull().references(() => customAttributes.id, { onDelete: 'cascade' }),
  elementTypeId: integer('element_type_id').notNull().references(() => elementTypes.id, { onDelete: 'cascade' }),
}, (t) => [primaryKey({ columns: [t.attributeId, t.elementTypeId] })]);

export const customAttributeFactories = pgTable('custom_attribute_factories', {
  attributeId: integer('attribute_id').notNull().references(() => customAttributes.id, { onDelete: 'cascade' }),
  factoryId: integer('factory_id').notNull().references(() => factories.id, { onDelete: 'cascade' }),
}, (t) => [primaryKey({ columns: [t.attributeId, t.factoryId] }), index('custom_attribute_factories_factory_idx').on(t.factoryId)]);
