import { useEffect, useRef, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { errorText } from '@salone/api-client';
import {
  useCreateApiKeyMutation,
  useListApiKeysQuery,
  useRevokeApiKeyMutation,
  type ApiKeyDto,
  type CreatedApiKeyDto,
  type OrganisationDto,
} from '@salone/api-client/partner';
import { formatDate, formatDateTime } from '@salone/format';
import { useT } from '@salone/i18n';
import {
  QueryState,
  Badge,
  Button,
  CheckboxGroup,
  Skeleton,
  TextField,
  toast,
  useSeo,
  type BadgeTone,
} from '@salone/ui';
import { partnerMessages, type PartnerKey } from '../../i18n';
import { ConfirmDialog } from '../../shared/ConfirmDialog';
import { PartnerPage, StyledActions, StyledFacts, StyledNotice } from '../../shared/layout';
import { OwnerGate } from '../../shared/OwnerGate';
import { SecretOnce } from '../../shared/SecretOnce';
import { SettingsLinks } from './SettingsLinks';
import { StyledCards, StyledCardHead, StyledForm, StyledSection } from '../../shared/listStyles';

type Scope = ApiKeyDto['scopes'][number];

/** The message saying what each scope allows. */
export const SCOPE_LABEL: Record<Scope, PartnerKey> = {
  'catalogue:read': 'apiKeys.scope.catalogue:read',
  'listings:write': 'apiKeys.scope.listings:write',
  'bookings:read': 'apiKeys.scope.bookings:read',
  'bookings:write': 'apiKeys.scope.bookings:write',
  'reviews:read': 'apiKeys.scope.reviews:read',
  'webhooks:manage': 'apiKeys.scope.webhooks:manage',
};

const SCOPES = Object.keys(SCOPE_LABEL) as Scope[];

const STATUS: Record<ApiKeyDto['status'], { label: PartnerKey; tone: BadgeTone }> = {
  active: { label: 'apiKeys.status.active', tone: 'success' },
  revoked: { label: 'apiKeys.status.revoked', tone: 'neutral' },
  expired: { label: 'apiKeys.status.expired', tone: 'warning' },
};

/** A rule's message: a key of the partner catalogue, written where the field shows it. */
const rule = (key: PartnerKey) => key;

/** Today in Freetown (UTC all year), as the date field writes it. */
function today(): string {
  return new Date().toISOString().slice(0, 10);
}

const keySchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, rule('apiKeys.nameRequired'))
    .max(100, rule('apiKeys.nameTooLong')),
  scopes: z.array(z.string()).min(1, rule('apiKeys.scopesRequired')),
  expiresOn: z
    .string()
    .refine((value) => value === '' || value > today(), rule('apiKeys.expiresAfterToday')),
});

type KeyForm = z.input<typeof keySchema>;

/** `/partner/settings/api-keys`: the organisation's API keys; create (secret shown once), revoke. */
export default function ApiKeysPage() {
  const t = useT(partnerMessages);
  useSeo({
    title: t('apiKeys.title'),
    description: t('apiKeys.description'),
    canonicalPath: '/partner/settings/api-keys',
  });
  return (
    <OwnerGate title={t('apiKeys.title')} only={t('apiKeys.ownerOnly')}>
      {(organisation) => <ApiKeys organisation={organisation} />}
    </OwnerGate>
  );
}

function ApiKeys({ organisation }: { organisation: OrganisationDto }) {
  const t = useT(partnerMessages);
  const orgId = organisation.id;
  const keys = useListApiKeysQuery({ orgId });
  const [created, setCreated] = useState<CreatedApiKeyDto | null>(null);
  const [revoking, setRevoking] = useState<ApiKeyDto | null>(null);
  const [revoke, { isLoading: revokingNow }] = useRevokeApiKeyMutation();

  return (
    <PartnerPage
      nav="partner"
      title={t('apiKeys.title')}
      lead={t('apiKeys.lead', { organisation: organisation.name })}
    >
      <SettingsLinks />
      {created ? (
        <NewKey apiKey={created} onDone={() => setCreated(null)} />
      ) : (
        <NewKeyForm orgId={orgId} onCreated={setCreated} />
      )}
      <StyledSection aria-labelledby="your-keys">
        <h2 id="your-keys">{t('apiKeys.yourKeys')}</h2>
        <QueryState
          query={keys}
          loadingLabel={t('apiKeys.loading')}
          loading={(busy) => (
            <StyledCards {...busy}>
              {[0, 1].map((index) => (
                <li key={index}>
                  <Skeleton height={96} radius="lg" />
                </li>
              ))}
            </StyledCards>
          )}
          errorText={t('apiKeys.error')}
          isEmpty={(list) => list.length === 0}
          empty={
            <StyledNotice>
              <p>{t('apiKeys.none')}</p>
            </StyledNotice>
          }
        >
          {(list) => (
            <StyledCards aria-label={t('apiKeys.title')}>
              {list.map((key) => (
                <KeyCard key={key.id} apiKey={key} onRevoke={() => setRevoking(key)} />
              ))}
            </StyledCards>
          )}
        </QueryState>
      </StyledSection>
      <ConfirmDialog
        open={revoking !== null}
        title={
          revoking ? t('apiKeys.revokeTitle', { name: revoking.name }) : t('apiKeys.revokeKey')
        }
        description={t('apiKeys.revokeText')}
        action={t('apiKeys.revokeKey')}
        pending={t('apiKeys.revoking')}
        busy={revokingNow}
        onClose={() => setRevoking(null)}
        onConfirm={async () => {
          if (!revoking) return false;
          try {
            await revoke({ orgId, keyId: revoking.id }).unwrap();
          } catch (error) {
            toast({
              variant: 'destructive',
              title: t('apiKeys.notRevoked'),
              description: errorText(error, t('common.tryAgain'), t('common.offline')),
            });
            return false;
          }
          toast({
            title: t('apiKeys.revoked'),
            description: t('apiKeys.revokedText', { name: revoking.name }),
          });
          return true;
        }}
      />
    </PartnerPage>
  );
}

/** The key just created: its secret, this once. Focus moves to it so it is not missed. */
function NewKey({ apiKey, onDone }: { apiKey: CreatedApiKeyDto; onDone(): void }) {
  const t = useT(partnerMessages);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <StyledSection aria-labelledby="new-key">
      <h2 id="new-key" tabIndex={-1} ref={heading}>
        {t('apiKeys.newKey', { name: apiKey.name })}
      </h2>
      <SecretOnce label={t('apiKeys.secretLabel')} value={apiKey.key} />
      <p>{t('apiKeys.howToSend')}</p>
      <div>
        <Button type="button" variant="outline" onClick={onDone}>
          {t('apiKeys.done')}
        </Button>
      </div>
    </StyledSection>
  );
}

function NewKeyForm({
  orgId,
  onCreated,
}: {
  orgId: number;
  onCreated(key: CreatedApiKeyDto): void;
}) {
  const t = useT(partnerMessages);
  const [create, { isLoading }] = useCreateApiKeyMutation();
  const errorOf = (message: string | undefined) =>
    message === undefined ? undefined : t(message as PartnerKey);
  const scopeOptions = SCOPES.map((value) => ({
    value,
    label: t('apiKeys.scopeOption', { label: t(SCOPE_LABEL[value]), scope: value }),
  }));
  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = useForm<KeyForm>({
    resolver: zodResolver(keySchema),
    defaultValues: { name: '', scopes: [], expiresOn: '' },
  });

  const submit = handleSubmit(async (values) => {
    if (isLoading) return;
    try {
      const key = await create({
        orgId,
        createApiKeyDto: {
          name: values.name.trim(),
          scopes: values.scopes as Scope[],
          // The key works to the end of the chosen day (Freetown keeps UTC).
          ...(values.expiresOn ? { expiresAt: endOfDay(values.expiresOn) } : {}),
        },
      }).unwrap();
      toast({ title: t('apiKeys.created'), description: t('apiKeys.createdText') });
      onCreated(key);
    } catch (error) {
      toast({
        variant: 'destructive',
        title: t('apiKeys.notCreated'),
        description: errorText(error, t('common.tryAgain'), t('common.offline')),
      });
    }
  });

  return (
    <StyledSection aria-labelledby="create-key">
      <h2 id="create-key">{t('apiKeys.create')}</h2>
      <StyledForm onSubmit={submit} noValidate aria-labelledby="create-key">
        <TextField
          label={t('apiKeys.name')}
          hint={t('apiKeys.nameHint')}
          maxLength={100}
          required
          {...register('name')}
          error={errorOf(errors.name?.message)}
        />
        <Controller
          control={control}
          name="scopes"
          render={({ field }) => (
            <CheckboxGroup
              legend={t('apiKeys.scopes')}
              name={field.name}
              options={scopeOptions}
              value={field.value}
              onChange={field.onChange}
              error={errorOf(errors.scopes?.message)}
            />
          )}
        />
        <TextField
          label={t('apiKeys.expires')}
          type="date"
          hint={t('apiKeys.expiresHint')}
          {...register('expiresOn')}
          error={errorOf(errors.expiresOn?.message)}
        />
        <div>
          <Button type="submit" disabled={isLoading}>
            {isLoading ? t('apiKeys.creating') : t('apiKeys.createKey')}
          </Button>
        </div>
      </StyledForm>
    </StyledSection>
  );
}

/** The first instant after the chosen day, in UTC. */
function endOfDay(day: string): string {
  const next = new Date(`${day}T00:00:00.000Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return next.toISOString();
}

function KeyCard({ apiKey, onRevoke }: { apiKey: ApiKeyDto; onRevoke(): void }) {
  const t = useT(partnerMessages);
  const status = STATUS[apiKey.status];
  const titleId = `key-${apiKey.id}`;
  return (
    <li aria-labelledby={titleId}>
      <StyledCardHead>
        <h3 id={titleId}>{apiKey.name}</h3>
        <Badge tone={status.tone}>{t(status.label)}</Badge>
      </StyledCardHead>
      <StyledFacts>
        <div>
          <dt>{t('apiKeys.key')}</dt>
          <dd>
            <code>{apiKey.prefix}…</code>
          </dd>
        </div>
        <div>
          <dt>{t('apiKeys.may')}</dt>
          <dd>{apiKey.scopes.map((scope) => t(SCOPE_LABEL[scope])).join('; ')}</dd>
        </div>
        <div>
          <dt>{t('apiKeys.createdAt')}</dt>
          <dd>{formatDate(apiKey.createdAt)}</dd>
        </div>
        <div>
          <dt>{t('apiKeys.lastUsed')}</dt>
          <dd>{apiKey.lastUsedAt ? formatDateTime(apiKey.lastUsedAt) : t('apiKeys.never')}</dd>
        </div>
        {apiKey.revokedAt ? (
          <div>
            <dt>{t('apiKeys.revokedAt')}</dt>
            <dd>{formatDateTime(apiKey.revokedAt)}</dd>
          </div>
        ) : (
          <div>
            <dt>{t('apiKeys.stopsWorking')}</dt>
            <dd>
              {apiKey.expiresAt ? formatDateTime(apiKey.expiresAt) : t('apiKeys.whenRevoked')}
            </dd>
          </div>
        )}
      </StyledFacts>
      {apiKey.status === 'active' ? (
        <StyledActions>
          <Button
            type="button"
            variant="outline"
            onClick={onRevoke}
            aria-label={t('apiKeys.revokeTitle', { name: apiKey.name })}
          >
            {t('apiKeys.revoke')}
          </Button>
        </StyledActions>
      ) : null}
    </li>
  );
}
