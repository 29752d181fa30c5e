import { useMemo, useState } from 'react';
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
import { useT, type Translate } from '@salone/i18n';
import { QueryState, Badge, Button, Skeleton, TextField, toast, useSeo } from '@salone/ui';
import { partnerMessages, type PartnerKey } from '../../i18n';
import { ConfirmDialog } from '../../shared/ConfirmDialog';
import { PartnerPage, StyledActions, StyledNotice } from '../../shared/layout';
import { OrganisationGate } from '../../shared/OrganisationGate';
import { SettingsLinks } from './SettingsLinks';
import { StyledCards, StyledCardHead, StyledForm, StyledSection } from '../../shared/listStyles';

/** The invitation's rule, its messages in the page's words. */
const inviteSchema = (t: Translate<PartnerKey>) =>
  z.object({
    email: z
      .string()
      .trim()
      .min(1, t('team.emailRequired'))
      .max(254, t('team.emailTooLong'))
      .regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, t('team.emailInvalid')),
  });

type InviteForm = z.input<ReturnType<typeof inviteSchema>>;

type Removal =
  { kind: 'member'; member: MemberDto } | { kind: 'invitation'; invitation: InvitationDto };

/**
 * `/partner/settings/team`: the members and open invitations. The owner invites by e-mail and
 * removes; staff see who is on the team.
 */
export default function TeamPage() {
  const t = useT(partnerMessages);
  useSeo({
    title: t('team.title'),
    description: t('team.description'),
    canonicalPath: '/partner/settings/team',
  });
  return (
    <OrganisationGate title={t('team.title')}>
      {(organisation) => <Team organisation={organisation} />}
    </OrganisationGate>
  );
}

function Team({ organisation }: { organisation: OrganisationDto }) {
  const t = useT(partnerMessages);
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
        title: removing.kind === 'member' ? t('team.notRemoved') : t('team.invitationNotCancelled'),
        description: errorText(error, t('common.tryAgain'), t('common.offline')),
      });
      return false;
    }
    toast(
      removing.kind === 'member'
        ? { title: t('team.memberRemoved'), description: t('team.memberRemovedText', { who }) }
        : {
            title: t('team.invitationCancelled'),
            description: t('team.invitationCancelledText', { who }),
          },
    );
    return true;
  };

  return (
    <PartnerPage nav="partner" title={t('team.title')} lead={organisation.name}>
      <SettingsLinks />
      {owner ? (
        <InviteMember orgId={orgId} />
      ) : (
        <StyledNotice>
          <p>{t('team.ownerOnly')}</p>
        </StyledNotice>
      )}
      <QueryState
        query={team}
        loadingLabel={t('team.loading')}
        loading={(busy) => (
          <StyledCards {...busy}>
            {[0, 1].map((index) => (
              <li key={index}>
                <Skeleton height={64} radius="lg" />
              </li>
            ))}
          </StyledCards>
        )}
        errorText={t('team.error')}
      >
        {(data) => (
          <>
            <StyledSection aria-labelledby="members">
              <h2 id="members">{t('team.members')}</h2>
              <StyledCards aria-label={t('team.members')}>
                {data.members.map((member) => (
                  <li key={member.userId} aria-labelledby={`member-${member.userId}`}>
                    <StyledCardHead>
                      <h3 id={`member-${member.userId}`}>
                        {member.firstName} {member.lastName}
                      </h3>
                      <Badge tone={member.role === 'owner' ? 'primary' : 'neutral'}>
                        {member.role === 'owner' ? t('team.owner') : t('team.staff')}
                      </Badge>
                    </StyledCardHead>
                    <p>
                      {t('team.joined', {
                        email: member.email,
                        date: formatDate(member.joinedAt),
                      })}
                    </p>
                    {owner && member.role === 'staff' ? (
                      <StyledActions>
                        <Button
                          type="button"
                          variant="outline"
                          size="sm"
                          onClick={() => setRemoving({ kind: 'member', member })}
                          aria-label={t('team.removeName', {
                            firstName: member.firstName,
                            lastName: member.lastName,
                          })}
                        >
                          {t('team.remove')}
                        </Button>
                      </StyledActions>
                    ) : null}
                  </li>
                ))}
              </StyledCards>
            </StyledSection>
            <StyledSection aria-labelledby="invitations">
              <h2 id="invitations">{t('team.waiting')}</h2>
              {data.invitations.length > 0 ? (
                <StyledCards aria-label={t('team.invitations')}>
                  {data.invitations.map((invitation) => (
                    <li key={invitation.id} aria-labelledby={`invitation-${invitation.id}`}>
                      <StyledCardHead>
                        <h3 id={`invitation-${invitation.id}`}>{invitation.email}</h3>
                        <Badge tone="warning">{t('team.invited')}</Badge>
                      </StyledCardHead>
                      <p>{t('team.invitedOn', { date: formatDate(invitation.invitedAt) })}</p>
                      {owner ? (
                        <StyledActions>
                          <Button
                            type="button"
                            variant="outline"
                            size="sm"
                            onClick={() => setRemoving({ kind: 'invitation', invitation })}
                            aria-label={t('team.cancelInvitationOf', { email: invitation.email })}
                          >
                            {t('team.cancelInvitation')}
                          </Button>
                        </StyledActions>
                      ) : null}
                    </li>
                  ))}
                </StyledCards>
              ) : (
                <StyledNotice>
                  <p>{t('team.noInvitations')}</p>
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
            ? t('team.confirmCancelInvitation', { email: removing.invitation.email })
            : t('team.confirmRemove', {
                firstName: removing?.member.firstName ?? '',
                lastName: removing?.member.lastName ?? '',
              })
        }
        description={
          removing?.kind === 'invitation' ? t('team.cancelInvitationText') : t('team.removeText')
        }
        action={
          removing?.kind === 'invitation' ? t('team.cancelInvitation') : t('team.removeMember')
        }
        pending={removing?.kind === 'invitation' ? t('team.cancelling') : t('team.removing')}
        busy={removingMember || revokingInvitation}
        onClose={() => setRemoving(null)}
        onConfirm={confirmRemoval}
      />
    </PartnerPage>
  );
}

function InviteMember({ orgId }: { orgId: number }) {
  const t = useT(partnerMessages);
  const schema = useMemo(() => inviteSchema(t), [t]);
  const [invite, { isLoading }] = useInviteMemberMutation();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<InviteForm>({ resolver: zodResolver(schema), defaultValues: { email: '' } });

  const submit = handleSubmit(async ({ email }) => {
    if (isLoading) return;
    try {
      const result = await invite({ orgId, inviteMemberDto: { email: email.trim() } }).unwrap();
      toast(
        result.result === 'added'
          ? {
              title: t('team.memberAdded'),
              description: t('team.memberAddedText', { email: result.email }),
            }
          : {
              title: t('team.invitationSent'),
              description: t('team.invitationSentText', { email: result.email }),
            },
      );
      reset({ email: '' });
    } catch (error) {
      const message = errorText(error, t('common.tryAgain'), t('common.offline'));
      if (isApiError(error) && (error.status === 400 || error.status === 409)) {
        setError('email', { message }, { shouldFocus: true });
      }
      toast({ variant: 'destructive', title: t('team.notInvited'), description: message });
    }
  });

  return (
    <StyledSection aria-labelledby="invite">
      <h2 id="invite">{t('team.invite')}</h2>
      <p>{t('team.inviteText')}</p>
      <StyledForm onSubmit={submit} noValidate aria-labelledby="invite">
        <TextField
          label={t('team.email')}
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
            {isLoading ? t('team.inviting') : t('team.inviteButton')}
          </Button>
        </div>
      </StyledForm>
    </StyledSection>
  );
}
