import { randomBytes } from 'node:crypto';
import { ALREADY_STAFF, type InviteStaffBody, LAST_OWNER, type StaffMember } from '@vastra/contract/staff';
import type { StaffRole } from '@vastra/contract/staff-permissions';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { staffInvitations } from '../../db/schema/staff';
import { users } from '../../db/schema/users';
import { conflict, notFound } from '../../lib/errors';
import { hashPassword } from '../../lib/password';
import { hashInvitationToken, INVITATION_LIFETIME_MS } from './invitation-token';

const member = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  staffRole: users.staffRole,
  createdAt: users.createdAt,
  invitationPending: sql<boolean>`exists (select 1 from ${staffInvitations} i
    where i.user_id = ${users.id} and i.accepted_at is null)`,
};

interface MemberRow {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  staffRole: StaffRole | null;
  createdAt: Date;
  invitationPending: boolean;
}

const toMember = (row: MemberRow): StaffMember => ({
  id: row.id,
  firstName: row.firstName,
  lastName: row.lastName,
  email: row.email,
  staffRole: row.staffRole as StaffRole,
  invitationPending: row.invitationPending,
  createdAt: row.createdAt.toISOString(),
});

export async function listStaff(db: Db): Promise<StaffMember[]> {
  const rows = await db
    .select(member)
    .from(users)
    .where(eq(users.userType, 'ADMIN'))
    .orderBy(asc(users.createdAt), asc(users.id));
  return rows.map(toMember);
}

async function findMember(db: Db | Tx, id: string): Promise<StaffMember> {
  const [row] = await db
    .select(member)
    .from(users)
    .where(and(eq(users.id, id), eq(users.userType, 'ADMIN')));
  if (!row) throw notFound('Staff member not found.');
  return toMember(row);
}

/** What an invitation leaves to be mailed: to whom, and the link's token (never stored in clear). */
export interface Invited {
  member: StaffMember;
  token: string;
  /** True when the person had a customer account: they sign in with the password they have. */
  hadAccount: boolean;
}

/**
 * Makes someone staff with `role`: a new account with no usable password and an invitation to set
 * one, or a customer's own account, which keeps its password. Someone already on the staff is a 409.
 */
export async function inviteStaff(db: Db, invitedBy: string, body: InviteStaffBody): Promise<Invited> {
  const token = randomBytes(32).toString('base64url');
  return db.transaction(async (tx) => {
    const [existing] = await tx
      .select({ id: users.id, userType: users.userType })
      .from(users)
      .where(eq(sql`lower(${users.email})`, body.email.toLowerCase()))
      .for('update');
    if (existing?.userType === 'ADMIN') throw conflict(ALREADY_STAFF, { email: ALREADY_STAFF });
    let id = existing?.id;
    if (id) {
      await tx
        .update(users)
        .set({ userType: 'ADMIN', staffRole: body.staffRole, updatedAt: new Date() })
        .where(eq(users.id, id));
    } else {
      const [created] = await tx
        .insert(users)
        .values({
          firstName: body.firstName,
          lastName: body.lastName,
          username: await freeUsername(tx, body.email),
          email: body.email,
          // Nobody knows this password: the member sets their own from the invitation.
          passwordHash: await hashPassword(randomBytes(24).toString('base64url')),
          userType: 'ADMIN',
          staffRole: body.staffRole,
        })
        .returning({ id: users.id });
      id = created?.id as string;
      await tx.insert(staffInvitations).values({
        tokenHash: hashInvitationToken(token),
        userId: id,
        invitedBy,
        expiresAt: new Date(Date.now() + INVITATION_LIFETIME_MS),
      });
    }
    return { member: await findMember(tx, id), token, hadAccount: Boolean(existing) };
  });
}

/** A username from the email's local part, numbered when taken: staff sign in with their email. */
async function freeUsername(tx: Tx, email: string): Promise<string> {
  const base =
    (email.split('@')[0] ?? 'staff')
      .toLowerCase()
      .replace(/[^a-z0-9_]/g, '_')
      .slice(0, 24) || 'staff';
  for (let n = 0; ; n += 1) {
    const candidate = n === 0 ? base : `${base}_${n}`;
    const [taken] = await tx
      .select({ id: users.id })
      .from(users)
      .where(eq(sql`lower(${users.username})`, candidate));
    if (!taken) return candidate;
  }
}

/**
 * Runs `change` on a member while no other change to the owners can interleave: the owners' rows are
 * locked first, so two owners demoting each other at once cannot leave the shop with none.
 */
async function withOwnersLocked<T>(
  db: Db,
  id: string,
  change: (tx: Tx, target: StaffMember, owners: number) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    const owners = await tx
      .select({ id: users.id })
      .from(users)
      .where(eq(users.staffRole, 'OWNER'))
      .orderBy(asc(users.id))
      .for('update');
    const target = await findMember(tx, id);
    return change(tx, target, owners.length);
  });
}

/** Gives a member another role; the last OWNER cannot be demoted (409). */
export async function changeStaffRole(db: Db, id: string, role: StaffRole): Promise<StaffMember> {
  return withOwnersLocked(db, id, async (tx, target, owners) => {
    if (target.staffRole === 'OWNER' && role !== 'OWNER' && owners <= 1) {
      throw conflict(LAST_OWNER, { staffRole: LAST_OWNER });
    }
    await tx.update(users).set({ staffRole: role, updatedAt: new Date() }).where(eq(users.id, id));
    return findMember(tx, id);
  });
}

/**
 * Takes a member off the staff: their account stays, as a customer's (their orders and reviews are
 * theirs), every session of theirs ends and an unused invitation is void. The last OWNER stays (409).
 */
export async function removeStaff(db: Db, id: string): Promise<StaffMember> {
  return withOwnersLocked(db, id, async (tx, target, owners) => {
    if (target.staffRole === 'OWNER' && owners <= 1) throw conflict(LAST_OWNER);
    await tx
      .update(users)
      .set({
        userType: 'CUSTOMER',
        staffRole: null,
        tokenVersion: sql`${users.tokenVersion} + 1`,
        keptSessionId: null,
        updatedAt: new Date(),
      })
      .where(eq(users.id, id));
    await tx
      .delete(staffInvitations)
      .where(and(eq(staffInvitations.userId, id), isNull(staffInvitations.acceptedAt)));
    return target;
  });
}
