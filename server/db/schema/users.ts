// Users, their company/site/regulation scopes, API sessions and login attempt counters.
import { sql } from 'drizzle-orm';
import {
  pgEnum, boolean, check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, varchar,
} from 'drizzle-orm/pg-core';
import { USER_ROLES } from '../../../resources/users';
import { createdAt } from './columns';
import { buildings, companies, factories, regulations } from './core';

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
  /** What signed in (GET /user/sessions/): the browser's User-Agent and the client IP, at sign-in. */
  userAgent: varchar('user_agent', { length: 512 }),
  ip: varchar('ip', { length: 64 }),
  /** Opened by single sign-on (no password here: no forced change, no reset). */
  viaSso: boolean('via_sso').notNull().default(false),
}, (t) => [uniqueIndex('api_sessions_token_hash_idx').on(t.tokenHash), index('api_sessions_user_idx').on(t.userId)]);

/**
 * Login attempt counters (auth/throttle.ts), one row per key (`ip-user:`, `ip:`, `account:`):
 * attempts in the window starting at window_start, the last one at last_at. Rows are locked
 * while an attempt is reserved, so every instance shares the counts atomically.
 */
export const loginLimits = pgTable('login_limits', {
  key: text('key').primaryKey(),
  hits: integer('hits').notNull().default(0),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull().defaultNow(),
  lastAt: timestamp('last_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [index('login_limits_last_idx').on(t.lastAt)]);
