import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { errorText, isApiError } from '@salone/api-client';
import {
  useInviteMemberMutation,
  useListMembersQuery,
  useRemoveMemberMutation,
  useRevokeInvitationMutation,
  type InvitationDto,
  type MemberDto,
  type OrganisationDto,
} from '@salone/api-client/partner';
import { formatDate } from '@salone/format';
import { QueryState, Badge, Button, Skeleton, TextField, toast, useSeo } from '@salone/ui';
import { ConfirmDialog } from '../../shared/ConfirmDialog';
import { PartnerPage, StyledActions, StyledNotice } from '../../shared/layout';
import { OrganisationGate } from '../../shared/OrganisationGate';
import { SettingsLinks } from './SettingsLinks';
import { StyledCards, StyledCardHead, StyledForm, StyledSection } from '../../shared/listStyles';

const inviteSchema = z.object({
  email: z
    .string()
    .trim()
    .min(1, 'Enter their e-mail address')
    .max(254, 'At most 254 characters')
    .regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, 'Enter a valid e-mail address'),
});

type InviteForm = z.input<typeof inviteSchema>;

type Removal =
  { kind: 'member'; member: MemberDto } | { kind: 'invitation'; invitation: InvitationDto };

/**
 * `/partner/settings/team`: the members and open invitations. The owner invites by e-mail and
 * removes; staff see who is on the team.
 */
export default function TeamPage() {
  useSeo({
    title: 'Team',
    description: 'The people in your organisation’s account.',
    canonicalPath: '/partner/settings/team',
  });
  return (
    <OrganisationGate title="Team">
      {(organisation) => <Team organisation={organisation} />}
    </OrganisationGate>
  );
}

function Team({ organisation }: { organisation: OrganisationDto }) {
  const orgId = organisation.id;
  const owner = organisation.role === 'owner';
  const team = useListMembersQuery({ orgId });
  const [removing, setRemoving] = useState<Removal | null>(null);
  const [removeMember, { isLoading: removingMember }] = useRemoveMemberMutation();
  const [revokeInvitation, { isLoading: revokingInvitation }] = useRevokeInvitationMutation();

  const confirmRemoval = async (): Promise<boolean> => {
    if (!removing) return false;
    const who = removing.kind === 'member' ? removing.member.email : removing.invitation.email;
    try {
      if (removing.kind === 'member') {
        await removeMember({ orgId, userId: removing.member.userId }).unwrap();
      } else {
        await revokeInvitation({ orgId, invitationId: removing.invitation.id }).unwrap();
      }
    } catch (error) {
      toast({
        variant: 'destructive',
        title: removing.kind === 'member' ? 'Not removed' : 'Invitation not cancelled',
        description: errorText(error, 'Please try again.', 'Unable to connect to server'),
      });
      return false;
    }
    toast(
      removing.kind === 'member'
        ? { title: 'Member removed', description: `${who} no longer works in this account.` }
        : { title: 'Invitation cancelled', description: `${who} will not join.` },
    );
    return true;
  };

  return (
    <PartnerPage nav="partner" title="Team" lead={organisation.name}>
      <SettingsLinks />
      {owner ? (
        <InviteMember orgId={orgId} />
      ) : (
        <StyledNotice>
          <p>Only the organisation’s owner can invite and remove members.</p>
        </StyledNotice>
      )}
      <QueryState
        query={team}
        loadingLabel="Loading the team"
        loading={(busy) => (
          <StyledCards {...busy}>
            {[0, 1].map((index) => (
              <li key={index}>
                <Skeleton height={64} radius="lg" />
              </li>
            ))}
          </StyledCards>
        )}
        errorText="Your team could not be loaded."
      >
        {(data) => (
          <>
            <StyledSection aria-labelledby="members">
              <h2 id="members">Members</h2>
              <StyledCards aria-label="Members">
                {data.members.map((member) => (
                  <li key={member.userId} aria-labelledby={`member-${member.userId}`}>
                    <StyledCardHead>
                      <h3 id={`member-${member.userId}`}>
                        {member.firstName} {member.lastName}
                      </h3>
                      <Badge tone={member.role === 'owner' ? 'primary' : 'neutral'}>
                        {member.role === 'owner' ? 'Owner' : 'Staff'}
                      </Badge>
                    </StyledCardHead>
                    <p>
                      {member.email} · joined {formatDate(member.joinedAt)}
                    </p>
                    {owner && member.role === 'staff' ? (
                      <StyledActions>
                        <Button
                          type="button"
                          variant="outline"
                          size="sm"
                          onClick={() => setRemoving({ kind: 'member', member })}
                          aria-label={`Remove ${member.firstName} ${member.lastName}`}
                        >
                          Remove
                        </Button>
                      </StyledActions>
                    ) : null}
                  </li>
                ))}
              </StyledCards>
            </StyledSection>
            <StyledSection aria-labelledby="invitations">
              <h2 id="invitations">Waiting invitations</h2>
              {data.invitations.length > 0 ? (
                <StyledCards aria-label="Invitations">
                  {data.invitations.map((invitation) => (
                    <li key={invitation.id} aria-labelledby={`invitation-${invitation.id}`}>
                      <StyledCardHead>
                        <h3 id={`invitation-${invitation.id}`}>{invitation.email}</h3>
                        <Badge tone="warning">Invited</Badge>
                      </StyledCardHead>
                      <p>Invited {formatDate(invitation.invitedAt)}</p>
                      {owner ? (
                        <StyledActions>
                          <Button
                            type="button"
                            variant="outline"
                            size="sm"
                            onClick={() => setRemoving({ kind: 'invitation', invitation })}
                            aria-label={`Cancel invitation of ${invitation.email}`}
                          >
                            Cancel invitation
                          </Button>
                        </StyledActions>
                      ) : null}
                    </li>
                  ))}
                </StyledCards>
              ) : (
                <StyledNotice>
                  <p>No invitations are waiting.</p>
                </StyledNotice>
              )}
            </StyledSection>
          </>
        )}
      </QueryState>
      <ConfirmDialog
        open={removing !== null}
        title={
          removing?.kind === 'invitation'
            ? `Cancel the invitation of ${removing.invitation.email}?`
            : `Remove ${removing?.member.firstName ?? ''} ${removing?.member.lastName ?? ''}?`
        }
        description={
          removing?.kind === 'invitation'
            ? 'The invitation stops working; you can invite them again later.'
            : 'They lose access to this organisation’s bookings and listings at once.'
        }
        action={removing?.kind === 'invitation' ? 'Cancel invitation' : 'Remove member'}
        pending={removing?.kind === 'invitation' ? 'Cancelling...' : 'Removing...'}
        busy={removingMember || revokingInvitation}
        onClose={() => setRemoving(null)}
        onConfirm={confirmRemoval}
      />
    </PartnerPage>
  );
}

function InviteMember({ orgId }: { orgId: number }) {
  const [invite, { isLoading }] = useInviteMemberMutation();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<InviteForm>({ resolver: zodResolver(inviteSchema), defaultValues: { email: '' } });

  const submit = handleSubmit(async ({ email }) => {
    if (isLoading) return;
    try {
      const result = await invite({ orgId, inviteMemberDto: { email: email.trim() } }).unwrap();
      toast(
        result.result === 'added'
          ? { title: 'Member added', description: `${result.email} is now on your team.` }
          : {
              title: 'Invitation sent',
              description: `${result.email} joins when they sign up or sign in with this address.`,
            },
      );
      reset({ email: '' });
    } catch (error) {
      const message = errorText(error, 'Please try again.', 'Unable to connect to server');
      if (isApiError(error) && (error.status === 400 || error.status === 409)) {
        setError('email', { message }, { shouldFocus: true });
      }
      toast({ variant: 'destructive', title: 'Not invited', description: message });
    }
  });

  return (
    <StyledSection aria-labelledby="invite">
      <h2 id="invite">Invite someone</h2>
      <p>They join as staff: they see and handle bookings and listings, not these settings.</p>
      <StyledForm onSubmit={submit} noValidate aria-labelledby="invite">
        <TextField
          label="E-mail address"
          type="email"
          inputMode="email"
          autoComplete="off"
          maxLength={254}
          required
          {...register('email')}
          error={errors.email?.message}
        />
        <div>
          <Button type="submit" disabled={isLoading}>
            {isLoading ? 'Inviting...' : 'Invite'}
          </Button>
        </div>
      </StyledForm>
    </StyledSection>
  );
}
