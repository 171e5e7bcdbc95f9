import { and, asc, eq, isNull, or } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import {
  accounts,
  attendees,
  benefitOverrides,
  events,
  orgMembers,
  organizations,
  roleGrants,
} from '../db/schema/index.ts';

export interface GrantRow {
  orgId: string | null;
  registerType: string;
  isForbidden: boolean;
  isAuditSuccess: boolean;
  orgName: string | null;
  orgNameEn: string | null;
  orgAccountStatus: number | null;
}

export interface OrgRow {
  id: string;
  name: string;
  nameEn: string;
  orgAccountStatus: number;
}

export interface EventAccessRow {
  id: string;
  topOrgId: string;
  functionKeys: Record<string, boolean>;
  chatRoles: string[];
  exhibitorInstantMessaging: boolean;
}

export interface OverrideRow {
  orgId: string | null;
  accountId: string | null;
  functionKey: string;
  enable: boolean;
}

/** What the access checks read about a caller: grants, organizations, the event's settings, registration. */
export class AccessRepository {
  constructor(private readonly db: Db) {}

  async grants(accountId: string, bventId: string): Promise<GrantRow[]> {
    return this.db
      .select({
        orgId: roleGrants.orgId,
        registerType: roleGrants.registerType,
        isForbidden: roleGrants.isForbidden,
        isAuditSuccess: roleGrants.isAuditSuccess,
        orgName: organizations.name,
        orgNameEn: organizations.nameEn,
        orgAccountStatus: organizations.orgAccountStatus,
      })
      .from(roleGrants)
      .leftJoin(organizations, eq(organizations.id, roleGrants.orgId))
      .where(and(eq(roleGrants.accountId, accountId), eq(roleGrants.bventId, bventId)))
      .orderBy(asc(roleGrants.id));
  }

  /** Every organization the account belongs to, hidden ones (orgAccountStatus 2) included. */
  async orgsOf(accountId: string): Promise<OrgRow[]> {
    return this.db
      .select({
        id: organizations.id,
        name: organizations.name,
        nameEn: organizations.nameEn,
        orgAccountStatus: organizations.orgAccountStatus,
      })
      .from(orgMembers)
      .innerJoin(organizations, eq(organizations.id, orgMembers.orgId))
      .where(eq(orgMembers.accountId, accountId))
      .orderBy(asc(organizations.createdAt), asc(organizations.id));
  }

  async isMember(accountId: string, orgId: string): Promise<boolean> {
    const rows = await this.db
      .select({ orgId: orgMembers.orgId })
      .from(orgMembers)
      .where(and(eq(orgMembers.accountId, accountId), eq(orgMembers.orgId, orgId)))
      .limit(1);
    return rows.length > 0;
  }

  async event(bventId: string): Promise<EventAccessRow | null> {
    const [row] = await this.db
      .select({
        id: events.id,
        topOrgId: events.topOrgId,
        functionKeys: events.functionKeys,
        chatRoles: events.chatRoles,
        decoration: events.decoration,
      })
      .from(events)
      .where(eq(events.id, bventId))
      .limit(1);
    if (!row) return null;
    return {
      id: row.id,
      topOrgId: row.topOrgId,
      functionKeys: row.functionKeys,
      chatRoles: row.chatRoles,
      exhibitorInstantMessaging: row.decoration.isEnableBetweenExhibitorInstantCommunication === true,
    };
  }

  /** Overrides of one account and of the given organizations at an event. */
  async overrides(bventId: string, accountIds: string[], orgIds: string[]): Promise<OverrideRow[]> {
    const who = [
      ...accountIds.map((id) => and(eq(benefitOverrides.accountId, id), isNull(benefitOverrides.orgId))),
      ...orgIds.map((id) => eq(benefitOverrides.orgId, id)),
    ];
    if (who.length === 0) return [];
    return this.db
      .select({
        orgId: benefitOverrides.orgId,
        accountId: benefitOverrides.accountId,
        functionKey: benefitOverrides.functionKey,
        enable: benefitOverrides.enable,
      })
      .from(benefitOverrides)
      .where(and(eq(benefitOverrides.bventId, bventId), or(...who)))
      .orderBy(asc(benefitOverrides.id));
  }

  async attendee(
    bventId: string,
    accountId: string,
  ): Promise<{ status: string; orderPayWay: 'Online' | 'OfflinePay' | null } | null> {
    const [row] = await this.db
      .select({ status: attendees.status, orderPayWay: attendees.orderPayWay })
      .from(attendees)
      .where(and(eq(attendees.bventId, bventId), eq(attendees.accountId, accountId)))
      .limit(1);
    return row ?? null;
  }

  async region(accountId: string): Promise<'domestic' | 'overseas' | null> {
    const [row] = await this.db
      .select({ region: accounts.region })
      .from(accounts)
      .where(eq(accounts.id, accountId))
      .limit(1);
    return row?.region ?? null;
  }
}
