// Users, their company/site/building/regulation scopes, teams and one-use password links.
// drizzle-kit reads every server/areas/*/table*.ts (drizzle.config.ts).
import { sql } from 'drizzle-orm';
import {
  pgEnum, boolean, check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, varchar,
} from 'drizzle-orm/pg-core';
import { USER_ROLES } from '../../../resources/users';
import { collatedName, createdAt } from '../../db/columns';
import { companies } from '../company/table';
import { regulations } from '../regulations/table';
import { buildings, factories } from '../sites/table';

export const roleEnum = pgEnum('user_role', USER_ROLES);

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
  notificationSettings: jsonb('notification_settings').$type<Record<string, boolean | number>>().notNull().default({}),
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

/**
 * Building scope, within the sites of user_factories: a site with at least one of its buildings
 * listed here is seen through those buildings only; a site with none is seen whole.
 */
export const userBuildings = pgTable('user_buildings', {
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  buildingId: integer('building_id').notNull().references(() => buildings.id, { onDelete: 'cascade' }),
}, (t) => [primaryKey({ columns: [t.userId, t.buildingId] }), index('user_buildings_building_idx').on(t.buildingId)]);

/** Regulation scope. */
export const userRegulations = pgTable('user_regulations', {
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  regulationId: integer('regulation_id').notNull().references(() => regulations.id, { onDelete: 'cascade' }),
}, (t) => [primaryKey({ columns: [t.userId, t.regulationId] }), index('user_regulations_regulation_idx').on(t.regulationId)]);

/** Teams of a company: a name, members and sites. */
export const teams = pgTable('teams', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  companyId: integer('company_id').notNull().references(() => companies.id, { onDelete: 'cascade' }),
  name: collatedName('name').notNull(),
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
