import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import type { MemberRole } from './entities/organisation-member.entity.js';
import { OrganisationEntity, type OrganisationStatus } from './entities/organisation.entity.js';

/** Operator organisations, their members and invitations (tables `organisations`, `organisation_members`, `organisation_invitations`). */
@Injectable()
export class OrganisationsRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** The user's role in the organisation and the organisation's status; none when not a member. */
  async findMembership(
    organisationId: number,
    userId: string,
  ): Promise<{ role: MemberRole; status: OrganisationStatus } | undefined> {
    const rows: { role: MemberRole; status: OrganisationStatus }[] = await this.dataSource.query(
      `SELECT m.role, o.status FROM organisation_members m
         JOIN organisations o ON o.id = m.organisation_id
        WHERE m.organisation_id = $1 AND m.user_id = $2`,
      [organisationId, userId],
    );
    return rows[0];
  }

  /** The organisation's status. */
  async findStatus(organisationId: number): Promise<{ status: OrganisationStatus } | undefined> {
    const [organisation]: { status: OrganisationStatus }[] = await this.dataSource.query(
      `SELECT status FROM organisations WHERE id = $1`,
      [organisationId],
    );
    return organisation;
  }

  /** Makes the user the organisation's first owner. */
  async addOwner(manager: EntityManager, organisationId: number, userId: string): Promise<void> {
    await manager.query(
      `INSERT INTO organisation_members (organisation_id, user_id, role) VALUES ($1, $2, 'owner')`,
      [organisationId, userId],
    );
  }

  /** The organisations the user belongs to, with their role in each. */
  async rolesOf(userId: string): Promise<{ id: number; role: MemberRole }[]> {
    return this.dataSource.query(
      `SELECT organisation_id AS id, role FROM organisation_members WHERE user_id = $1`,
      [userId],
    );
  }

  /** These organisations, by name. */
  async findByIdsByName(ids: number[]): Promise<OrganisationEntity[]> {
    return this.dataSource
      .getRepository(OrganisationEntity)
      .createQueryBuilder('o')
      .where('o.id IN (:...ids)', { ids })
      .orderBy('o.name', 'ASC')
      .getMany();
  }

  async findOneOrFail(organisationId: number): Promise<OrganisationEntity> {
    return this.dataSource
      .getRepository(OrganisationEntity)
      .findOneByOrFail({ id: organisationId });
  }

  /** The members with their accounts' names, owners first. */
  async listMembers(organisationId: number): Promise<
    {
      userId: string;
      email: string;
      firstName: string;
      lastName: string;
      role: MemberRole;
      joinedAt: Date;
    }[]
  > {
    return this.dataSource.query(
      `SELECT u.id AS "userId", u.email, u.first_name AS "firstName", u.last_name AS "lastName",
              m.role, m.created_at AS "joinedAt"
         FROM organisation_members m JOIN users u ON u.id = m.user_id
        WHERE m.organisation_id = $1
        ORDER BY m.role, lower(u.email)`,
      [organisationId],
    );
  }

  /** The invitations not yet used, oldest first. */
  async listInvitations(
    organisationId: number,
  ): Promise<{ id: string; email: string; invitedAt: Date }[]> {
    return this.dataSource.query(
      `SELECT id, email, created_at AS "invitedAt" FROM organisation_invitations
        WHERE organisation_id = $1 ORDER BY created_at`,
      [organisationId],
    );
  }

  /** The account with this e-mail address (any case), if there is one. */
  async findAccountByEmail(
    manager: EntityManager,
    email: string,
  ): Promise<{ id: string; email: string } | undefined> {
    const [account]: { id: string; email: string }[] = await manager.query(
      `SELECT id, email FROM users WHERE lower(email) = lower($1)`,
      [email],
    );
    return account;
  }

  /** Adds the account as staff; false when it already is a member. */
  async addStaff(manager: EntityManager, organisationId: number, userId: string): Promise<boolean> {
    const inserted: unknown[] = await manager.query(
      `INSERT INTO organisation_members (organisation_id, user_id, role) VALUES ($1, $2, 'staff')
       ON CONFLICT DO NOTHING RETURNING user_id`,
      [organisationId, userId],
    );
    return inserted.length > 0;
  }

  /** Invites an address (again: the latest inviter is kept); the invitation's id. */
  async upsertInvitation(
    manager: EntityManager,
    organisationId: number,
    email: string,
    invitedById: string,
  ): Promise<string> {
    const rows: { id: string }[] = await manager.query(
      `INSERT INTO organisation_invitations (organisation_id, email, invited_by_id)
       VALUES ($1, $2, $3)
       ON CONFLICT (organisation_id, lower(email)) DO UPDATE SET invited_by_id = EXCLUDED.invited_by_id
       RETURNING id`,
      [organisationId, email, invitedById],
    );
    return rows[0].id;
  }

  /** A member's role and e-mail address. */
  async findMember(
    manager: EntityManager,
    organisationId: number,
    userId: string,
  ): Promise<{ role: MemberRole; email: string } | undefined> {
    const [member]: { role: MemberRole; email: string }[] = await manager.query(
      `SELECT m.role, u.email FROM organisation_members m JOIN users u ON u.id = m.user_id
        WHERE m.organisation_id = $1 AND m.user_id::text = $2`,
      [organisationId, userId],
    );
    return member;
  }

  async countOwners(manager: EntityManager, organisationId: number): Promise<number> {
    const [{ owners }] = await manager.query(
      `SELECT count(*)::int AS owners FROM organisation_members
        WHERE organisation_id = $1 AND role = 'owner'`,
      [organisationId],
    );
    return owners;
  }

  async removeMember(
    manager: EntityManager,
    organisationId: number,
    userId: string,
  ): Promise<void> {
    await manager.query(
      `DELETE FROM organisation_members WHERE organisation_id = $1 AND user_id = $2`,
      [organisationId, userId],
    );
  }

  /** Deletes an invitation; the e-mail address it was for, or undefined when there was none. */
  async deleteInvitation(
    manager: EntityManager,
    organisationId: number,
    invitationId: string,
  ): Promise<{ email: string } | undefined> {
    // TypeORM answers a DELETE with [rows, affectedCount].
    const [rows]: [{ email: string }[], number] = await manager.query(
      `DELETE FROM organisation_invitations WHERE organisation_id = $1 AND id::text = $2
       RETURNING email`,
      [organisationId, invitationId],
    );
    return rows[0];
  }

  /** The organisation row, locked for the rest of the transaction. */
  async lock(manager: EntityManager, organisationId: number): Promise<OrganisationEntity> {
    return manager
      .getRepository(OrganisationEntity)
      .createQueryBuilder('o')
      .setLock('pessimistic_write')
      .where('o.id = :id', { id: organisationId })
      .getOneOrFail();
  }

  /**
   * Invitations sent to this address become memberships (staff); the invitations are used up.
   */
  async claimInvitations(userId: string, email: string): Promise<void> {
    await this.dataSource.query(
      `WITH claimed AS (
         DELETE FROM organisation_invitations WHERE lower(email) = lower($2) RETURNING organisation_id
       )
       INSERT INTO organisation_members (organisation_id, user_id, role)
       SELECT organisation_id, $1, 'staff' FROM claimed
       ON CONFLICT DO NOTHING`,
      [userId, email],
    );
  }

  /** Whether the user is a member of any organisation. */
  async isMemberOfAny(userId: string): Promise<boolean> {
    const memberships: unknown[] = await this.dataSource.query(
      'SELECT 1 FROM organisation_members WHERE user_id = $1 LIMIT 1',
      [userId],
    );
    return memberships.length > 0;
  }

  /** Whether the user owns an organisation. */
  async ownsAny(userId: string): Promise<boolean> {
    const [{ owner }]: { owner: boolean }[] = await this.dataSource.query(
      `SELECT EXISTS (SELECT 1 FROM organisation_members WHERE user_id = $1 AND role = 'owner') AS owner`,
      [userId],
    );
    return owner;
  }

  /**
   * The user's role in the organisation, or null when not a member; in `manager`'s transaction
   * when given (on the embedded database, a transaction holds its one connection).
   */
  async roleIn(
    organisationId: number,
    userId: string,
    manager: EntityManager | DataSource = this.dataSource,
  ): Promise<MemberRole | null> {
    const [member]: { role: MemberRole }[] = await manager.query(
      `SELECT role FROM organisation_members WHERE organisation_id = $1 AND user_id = $2`,
      [organisationId, userId],
    );
    return member?.role ?? null;
  }

  /** In `manager`'s transaction: the user leaves every organisation. */
  async removeAllMembershipsOf(manager: EntityManager, userId: string): Promise<void> {
    await manager.query('DELETE FROM organisation_members WHERE user_id = $1', [userId]);
  }

  /** Organisations in the order they applied, with their applicants: `take` after id `after`. */
  async listForAdmin(
    status: string | undefined,
    take: number,
    after?: number,
  ): Promise<OrganisationEntity[]> {
    const qb = this.dataSource
      .getRepository(OrganisationEntity)
      .createQueryBuilder('o')
      .leftJoinAndSelect('o.appliedBy', 'applicant')
      .where('true')
      .orderBy('o.id', 'ASC')
      .take(take);
    if (status) qb.andWhere('o.status = :status', { status });
    if (after !== undefined) qb.andWhere('o.id > :after', { after });
    return qb.getMany();
  }

  /** The organisation row, locked for the rest of the transaction; null when there is none. */
  async lockIfExists(
    manager: EntityManager,
    organisationId: number,
  ): Promise<OrganisationEntity | null> {
    return manager
      .getRepository(OrganisationEntity)
      .createQueryBuilder('o')
      .setLock('pessimistic_write')
      .where('o.id = :id', { id: organisationId })
      .getOne();
  }

  /** Sets the organisation's status and its reason, in `manager`'s transaction; the row after. */
  async setStatus(
    manager: EntityManager,
    organisationId: number,
    status: OrganisationStatus,
    statusReason: string | null,
  ): Promise<OrganisationEntity> {
    await manager.update(OrganisationEntity, { id: organisationId }, { status, statusReason });
    return manager.findOneByOrFail(OrganisationEntity, { id: organisationId });
  }

  /** The addresses of the organisation's owners (accounts made by phone may have none). */
  async ownerEmailsOf(manager: EntityManager, organisationId: number): Promise<string[]> {
    const rows: { email: string }[] = await manager.query(
      `SELECT u.email FROM organisation_members m JOIN users u ON u.id = m.user_id
        WHERE m.organisation_id = $1 AND m.role = 'owner' AND u.email IS NOT NULL
        ORDER BY lower(u.email)`,
      [organisationId],
    );
    return rows.map((row) => row.email);
  }

  /** A member's own choices of booking messages; undefined when it is not a member. */
  async notificationPreferences(
    organisationId: number,
    userId: string,
  ): Promise<{ bookingEmails: boolean; bookingSms: boolean; arrivalsDigest: boolean } | undefined> {
    const [row]: { booking_emails: boolean; booking_sms: boolean; arrivals_digest: boolean }[] =
      await this.dataSource.query(
        `SELECT booking_emails, booking_sms, arrivals_digest FROM organisation_members
          WHERE organisation_id = $1 AND user_id = $2`,
        [organisationId, userId],
      );
    return (
      row && {
        bookingEmails: row.booking_emails,
        bookingSms: row.booking_sms,
        arrivalsDigest: row.arrivals_digest,
      }
    );
  }

  /** Changes the choices given (null: unchanged). */
  async setNotificationPreferences(
    organisationId: number,
    userId: string,
    choices: { bookingEmails?: boolean; bookingSms?: boolean; arrivalsDigest?: boolean },
  ): Promise<void> {
    await this.dataSource.query(
      `UPDATE organisation_members
          SET booking_emails = COALESCE($3, booking_emails),
              booking_sms = COALESCE($4, booking_sms),
              arrivals_digest = COALESCE($5, arrivals_digest)
        WHERE organisation_id = $1 AND user_id = $2`,
      [
        organisationId,
        userId,
        choices.bookingEmails ?? null,
        choices.bookingSms ?? null,
        choices.arrivalsDigest ?? null,
      ],
    );
  }

  /**
   * The members who chose the booking e-mails (their addresses) and the 'New booking' SMS
   * (their phones, once verified), in the order they joined.
   */
  async bookingRecipients(
    manager: EntityManager,
    organisationId: number,
  ): Promise<{ emails: string[]; smsPhones: string[] }> {
    const rows: { email: string | null; phone: string | null }[] = await manager.query(
      `SELECT CASE WHEN m.booking_emails THEN u.email END AS email,
              CASE WHEN m.booking_sms AND u.phone_verified_at IS NOT NULL THEN u.phone END AS phone
         FROM organisation_members m JOIN users u ON u.id = m.user_id
        WHERE m.organisation_id = $1 AND (m.booking_emails OR m.booking_sms)
        ORDER BY m.created_at`,
      [organisationId],
    );
    return {
      emails: rows.flatMap((row) => (row.email ? [row.email] : [])),
      smsPhones: rows.flatMap((row) => (row.phone ? [row.phone] : [])),
    };
  }

  /**
   * Claims up to `limit` members whose arrivals digest for `date` (YYYY-MM-DD) is due, marking
   * it sent (rows another process holds are skipped: each goes once, from one process).
   */
  async claimArrivalsDigests(
    manager: EntityManager,
    date: string,
    limit: number,
  ): Promise<
    { organisationId: number; userId: string; organisationName: string; email: string | null }[]
  > {
    const result = (await manager.query(
      `WITH due AS (
         SELECT organisation_id, user_id FROM organisation_members
          WHERE arrivals_digest
            AND (arrivals_digest_sent_for IS NULL OR arrivals_digest_sent_for < $1::date)
          ORDER BY organisation_id, user_id
          LIMIT $2
          FOR UPDATE SKIP LOCKED)
       UPDATE organisation_members m SET arrivals_digest_sent_for = $1::date
         FROM due
        WHERE m.organisation_id = due.organisation_id AND m.user_id = due.user_id
       RETURNING m.organisation_id, m.user_id`,
      [date, limit],
    )) as unknown[];
    // An UPDATE ... RETURNING answers [rows, count] on PostgreSQL, the rows on PGlite.
    const claimed = (Array.isArray(result[0]) ? result[0] : result) as {
      organisation_id: number;
      user_id: string;
    }[];
    if (claimed.length === 0) return [];
    const rows: { organisation_id: number; user_id: string; name: string; email: string | null }[] =
      await manager.query(
        `SELECT m.organisation_id, m.user_id, o.name, u.email
           FROM organisation_members m
           JOIN organisations o ON o.id = m.organisation_id
           JOIN users u ON u.id = m.user_id
          WHERE (m.organisation_id, m.user_id) IN (
                  SELECT * FROM unnest($1::int[], $2::uuid[]))`,
        [claimed.map((row) => row.organisation_id), claimed.map((row) => row.user_id)],
      );
    return rows.map((row) => ({
      organisationId: row.organisation_id,
      userId: row.user_id,
      organisationName: row.name,
      email: row.email,
    }));
  }

  /** The public contact details of these organisations (the operators of bookings). */
  async contactsOf(ids: number[]): Promise<
    {
      id: number;
      name: string;
      contactPhone: string;
      contactEmail: string;
      whatsappNumber: string | null;
    }[]
  > {
    return this.dataSource.query(
      `SELECT id, name, contact_phone AS "contactPhone", contact_email AS "contactEmail",
              whatsapp_number AS "whatsappNumber"
         FROM organisations WHERE id = ANY($1)`,
      [ids],
    );
  }

  /**
   * Where the organisation's messages go: its owners' addresses and its contact address, each
   * once, in `manager`'s transaction.
   */
  async ownerEmails(manager: EntityManager, organisationId: number): Promise<string[]> {
    const rows: { email: string }[] = await manager.query(
      `SELECT lower(u.email) AS email
         FROM organisation_members m JOIN users u ON u.id = m.user_id
        WHERE m.organisation_id = $1 AND m.role = 'owner' AND u.email IS NOT NULL
       UNION
       SELECT lower(contact_email) FROM organisations WHERE id = $1`,
      [organisationId],
    );
    return rows.map((row) => row.email).sort();
  }
}
